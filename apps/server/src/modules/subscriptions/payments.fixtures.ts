/** Test helpers of the payment tests: an app paying through bKash's and SSLCommerz's fakes, a payment started, what it left. */
import type { Payment } from '@dokani/contracts/billing';
import { ulid } from '@dokani/core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PaymentProviderName } from '../../platform/config.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { BKASH_CREDS, SSL_CREDS, startFakeBkash, startFakeSslcommerz } from '../../test/fake-payments.ts';
import type { FakeBkash, FakeSslcommerz } from '../../test/fake-payments.ts';
import { api } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

/**
 * A test file's app offering `providers`, the real bKash and SSLCommerz adapters talking to fakes of
 * their APIs on 127.0.0.1 (started before the app, stopped after it); `ready` gets both.
 */
export function withPaymentsApp(
  providers: PaymentProviderName[],
  ready: (t: TestApp, fakes: { bkash: FakeBkash; ssl: FakeSslcommerz }) => unknown,
): void {
  let made: { t: TestApp; bkash: FakeBkash; ssl: FakeSslcommerz } | undefined;
  beforeAll(async () => {
    const [bkash, ssl] = await Promise.all([startFakeBkash(), startFakeSslcommerz()]);
    const payments = {
      providers,
      bkash: providers.includes('bkash') ? { baseUrl: bkash.baseUrl, ...BKASH_CREDS } : null,
      sslcommerz: providers.includes('sslcommerz') ? { baseUrl: ssl.baseUrl, ...SSL_CREDS } : null,
    };
    made = { t: await createTestApp({ config: { publicUrl: 'https://dokani.test', payments } }), bkash, ssl };
    await ready(made.t, { bkash, ssl });
  });
  afterAll(async () => {
    await made?.t.close();
    await Promise.all([made?.bkash.close(), made?.ssl.close()]);
  });
}

/** A payment for `packageId` started through `provider` (it must be made: 201). */
export async function pay(t: TestApp, s: ShopFixture, packageId: string, provider: PaymentProviderName): Promise<Payment> {
  const r = await api(t, s)('POST', '/payments', { id: ulid(), packageId, provider }, 'en');
  expect(r.statusCode, r.body).toBe(201);
  return r.json<Payment>();
}

/** The sandbox's page answered as the customer would: paid, failed or cancelled. */
export const completeSandbox = (t: TestApp, id: string, outcome: 'success' | 'fail' | 'cancel') =>
  t.call({ method: 'POST', url: `/api/v1/payments/sandbox/${id}/complete`, payload: { outcome } });

/** The shop's paid subscription periods. */
export const subscriptionRows = (t: TestApp, shopId: string) =>
  t.db.selectFrom('shop_subscriptions').selectAll().where('shop_id', '=', shopId).where('period', 'is not', null).execute();

/** What the audit log says of a payment, oldest first. */
export const paymentAudits = async (t: TestApp, id: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity', '=', 'payment')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute()
  ).map((a) => ({ action: a.action, details: a.details as Record<string, unknown> }));
