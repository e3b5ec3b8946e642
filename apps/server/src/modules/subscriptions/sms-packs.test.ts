/**
 * SMS packs (decision 0014): bought through the same payments as a package; a verified success adds the
 * pack's SMS to the shop's bought credit once, and the browser comes back to the SMS packs page.
 */
import { ulid } from '@dokani/core';
import type { Payment } from '@dokani/contracts/billing';
import type { SmsPurchase } from '@dokani/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { BKASH_CREDS, startFakeBkash } from '../../test/fake-payments.ts';
import type { FakeBkash } from '../../test/fake-payments.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

let t: TestApp;
let bkash: FakeBkash;

beforeAll(async () => {
  bkash = await startFakeBkash();
  t = await createTestApp({
    config: {
      publicUrl: 'https://dokani.test',
      payments: { providers: ['sandbox', 'bkash'], bkash: { baseUrl: bkash.baseUrl, ...BKASH_CREDS }, sslcommerz: null },
    },
  });
  t.clock.set('2025-04-10T05:00:00Z');
});
afterAll(async () => {
  await t.close();
  await bkash.close();
});

const balance = async (s: ShopFixture) => (await api(t, s)('GET', '/sms/balance')).json<{ free: number; paid: number; total: number }>();
async function pay(s: ShopFixture, packageId: string, provider: 'sandbox' | 'bkash'): Promise<Payment> {
  const r = await api(t, s)('POST', '/payments', { id: ulid(), packageId, provider }, 'en');
  expect(r.statusCode, r.body).toBe(201);
  return r.json<Payment>();
}
const complete = (id: string, outcome: 'success' | 'fail' | 'cancel') =>
  t.call({ method: 'POST', url: `/api/v1/payments/sandbox/${id}/complete`, payload: { outcome } });

describe('SMS packs', () => {
  it('paid in the sandbox: the SMS join the bought credit once, the subscription is untouched, the purchase is listed', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(s, 'sms-1000', 'sandbox');
    expect(p).toMatchObject({ packageId: 'sms-1000', amount: '450.00', status: 'initiated' });
    const page = await t.call({ method: 'GET', url: `/api/v1/payments/sandbox/${p.id}` });
    expect(page.json()).toMatchObject({ returnUrl: `/sms/packages?payment=${p.id}` });
    expect(await balance(s)).toEqual({ free: 30, paid: 0, total: 30 });
    expect((await complete(p.id, 'success')).json()).toMatchObject({ status: 'succeeded' });
    await complete(p.id, 'success');
    expect(await balance(s)).toEqual({ free: 30, paid: 1000, total: 1030 });
    expect((await api(t, s)('GET', '/subscription')).json()).toMatchObject({ status: 'free', history: [] });
    const purchases = (await api(t, s)('GET', '/sms/purchases')).json<{ items: SmsPurchase[] }>();
    expect(purchases.items).toEqual([
      expect.objectContaining({ paymentId: p.id, packageId: 'sms-1000', smsCount: 1000, amount: '450.00', provider: 'sandbox' }),
    ]);
  });

  it('the provider’s success arriving many times at once adds the pack once', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(s, 'sms-1000', 'sandbox');
    const rs = await Promise.all(Array.from({ length: 8 }, () => complete(p.id, 'success')));
    expect(rs.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balance(s)).toMatchObject({ paid: 1000 });
    const rows = await t.db
      .selectFrom('sms_credit_entries')
      .select('parts')
      .where('shop_id', '=', s.shopId)
      .where('reason', '=', 'bought')
      .execute();
    expect(rows).toEqual([{ parts: 1000 }]);
  });

  it('a failed or cancelled payment adds nothing', async () => {
    const s = await ownerWithShop(t);
    const a = await pay(s, 'sms-500', 'sandbox');
    await complete(a.id, 'fail');
    const b = await pay(s, 'sms-500', 'sandbox');
    await complete(b.id, 'cancel');
    expect(await balance(s)).toMatchObject({ paid: 0 });
    expect((await api(t, s)('GET', '/sms/purchases')).json()).toEqual({ items: [] });
  });

  it('through bKash: verified, credited, and the browser sent back to the SMS packs page', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(s, 'sms-5000', 'bkash');
    const paymentID = new URL(p.redirectUrl ?? '').searchParams.get('paymentID') as string;
    expect(bkash.payments.get(paymentID)).toMatchObject({ amount: '2000.00', invoice: p.id });
    bkash.authorise(paymentID);
    const back = await t.call({ method: 'GET', url: `/api/v1/payments/bkash/callback?paymentID=${paymentID}&status=success` });
    expect(back.headers.location).toBe(`/sms/packages?payment=${p.id}`);
    await t.call({ method: 'GET', url: `/api/v1/payments/bkash/callback?paymentID=${paymentID}&status=success` });
    expect(await balance(s)).toMatchObject({ paid: 5000 });
  });

  it('only the owner buys; another shop does not see the purchases', async () => {
    const s = await ownerWithShop(t);
    const other = await ownerWithShop(t);
    const p = await pay(s, 'sms-500', 'sandbox');
    await complete(p.id, 'success');
    expect((await api(t, other)('GET', '/sms/purchases')).json()).toEqual({ items: [] });
    expect(await balance(other)).toMatchObject({ paid: 0 });
  });
});
