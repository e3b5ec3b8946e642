/**
 * SMS packs (decision 0014): bought through the same payments as a package; a verified success adds the
 * pack's SMS to the shop's bought credit once, and the browser comes back to the SMS packs page.
 */
import type { SmsPurchase } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import type { FakeBkash } from '../../test/fake-payments.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';
import { completeSandbox, pay, withPaymentsApp } from './payments.fixtures.ts';

let t: TestApp;
let bkash: FakeBkash;

withPaymentsApp(['sandbox', 'bkash'], (app, fakes) => {
  t = app;
  bkash = fakes.bkash;
  t.clock.set('2025-04-10T05:00:00Z');
});

const balance = async (s: ShopFixture) => (await api(t, s)('GET', '/sms/balance')).json<{ free: number; paid: number; total: number }>();

describe('SMS packs', () => {
  it('paid in the sandbox: the SMS join the bought credit once, the subscription is untouched, the purchase is listed', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(t, s, 'sms-1000', 'sandbox');
    expect(p).toMatchObject({ packageId: 'sms-1000', amount: '450.00', status: 'initiated' });
    const page = await t.call({ method: 'GET', url: `/api/v1/payments/sandbox/${p.id}` });
    expect(page.json()).toMatchObject({ returnUrl: `/sms/packages?payment=${p.id}` });
    expect(await balance(s)).toEqual({ free: 30, paid: 0, total: 30 });
    expect((await completeSandbox(t, p.id, 'success')).json()).toMatchObject({ status: 'succeeded' });
    await completeSandbox(t, p.id, 'success');
    expect(await balance(s)).toEqual({ free: 30, paid: 1000, total: 1030 });
    expect((await api(t, s)('GET', '/subscription')).json()).toMatchObject({ status: 'free', history: [] });
    const purchases = (await api(t, s)('GET', '/sms/purchases')).json<{ items: SmsPurchase[] }>();
    expect(purchases.items).toEqual([
      expect.objectContaining({ paymentId: p.id, packageId: 'sms-1000', smsCount: 1000, amount: '450.00', provider: 'sandbox' }),
    ]);
  });

  it('the provider’s success arriving many times at once adds the pack once', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(t, s, 'sms-1000', 'sandbox');
    const rs = await Promise.all(Array.from({ length: 8 }, () => completeSandbox(t, p.id, 'success')));
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
    const a = await pay(t, s, 'sms-500', 'sandbox');
    await completeSandbox(t, a.id, 'fail');
    const b = await pay(t, s, 'sms-500', 'sandbox');
    await completeSandbox(t, b.id, 'cancel');
    expect(await balance(s)).toMatchObject({ paid: 0 });
    expect((await api(t, s)('GET', '/sms/purchases')).json()).toEqual({ items: [] });
  });

  it('through bKash: verified, credited, and the browser sent back to the SMS packs page', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(t, s, 'sms-5000', 'bkash');
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
    const p = await pay(t, s, 'sms-500', 'sandbox');
    await completeSandbox(t, p.id, 'success');
    expect((await api(t, other)('GET', '/sms/purchases')).json()).toEqual({ items: [] });
    expect(await balance(other)).toMatchObject({ paid: 0 });
  });
});
