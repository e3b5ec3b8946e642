/**
 * A browser's return or an unverified notice never strands a real payment: a cancel or fail is
 * believed only when the provider shows it, and a payment the provider confirms as paid (validated,
 * the right amount, currency and transaction) counts even after the row said cancelled or failed —
 * activated exactly once, the audit log saying so. Against the fakes of bKash's and SSLCommerz's APIs.
 */
import type { Payment } from '@dokani/contracts/billing';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import type { FakeBkash, FakeSslcommerz } from '../../test/fake-payments.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';
import { pay, paymentAudits, subscriptionRows, withPaymentsApp } from './payments.fixtures.ts';

let t: TestApp;
let bkash: FakeBkash;
let ssl: FakeSslcommerz;

withPaymentsApp(['bkash', 'sslcommerz'], (app, fakes) => {
  t = app;
  ({ bkash, ssl } = fakes);
});

const statusOf = async (s: ShopFixture, id: string) => (await api(t, s)('GET', `/payments/${id}`)).json<Payment>().status;
const form = (body: Record<string, string>) => ({
  payload: new URLSearchParams(body).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const ipn = (body: Record<string, string>) => t.call({ method: 'POST', url: '/api/v1/payments/sslcommerz/ipn', ...form(body) });
const back = (outcome: string, body: Record<string, string>) =>
  t.call({ method: 'POST', url: `/api/v1/payments/sslcommerz/return/${outcome}`, ...form(body) });
const bkashBack = (paymentID: string, status: string) =>
  t.call({ method: 'GET', url: `/api/v1/payments/bkash/callback?paymentID=${paymentID}&status=${status}` });

describe('SSLCommerz', () => {
  it('a forged cancel (only tran_id, no sign-in) while the customer is still paying changes nothing; the paid IPN activates', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(t, s, 'advanced-monthly', 'sslcommerz');
    expect((await back('cancel', { tran_id: p.id })).statusCode).toBe(303);
    expect(await statusOf(s, p.id)).toBe('initiated');
    expect((await paymentAudits(t, p.id)).map((a) => a.action)).toContain('payment.unverified');
    const valId = ssl.pay(p.id);
    await ipn({ status: 'VALID', tran_id: p.id, val_id: valId, amount: '299.00', currency: 'BDT' });
    expect(await statusOf(s, p.id)).toBe('succeeded');
    expect(await subscriptionRows(t, s.shopId)).toHaveLength(1);
  });

  it('a cancelled payment the provider then confirms paid counts: activated once, the audit log says what happened', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(t, s, 'advanced-monthly', 'sslcommerz');
    ssl.pay(p.id, { status: 'CANCELLED' }); // the customer's first try, cancelled on the gateway
    await back('cancel', { tran_id: p.id, status: 'CANCELLED' });
    expect(await statusOf(s, p.id)).toBe('cancelled');
    const valId = ssl.pay(p.id); // … then paid after all
    await ipn({ status: 'VALID', tran_id: p.id, val_id: valId, amount: '299.00', currency: 'BDT' });
    expect(await statusOf(s, p.id)).toBe('succeeded');
    // again, by the IPN and the browser: nothing more
    await ipn({ status: 'VALID', tran_id: p.id, val_id: valId, amount: '299.00', currency: 'BDT' });
    await back('success', { tran_id: p.id, val_id: valId });
    await back('cancel', { tran_id: p.id });
    expect(await statusOf(s, p.id)).toBe('succeeded');
    expect(await subscriptionRows(t, s.shopId)).toHaveLength(1);
    const log = await paymentAudits(t, p.id);
    const recovered = log.filter((a) => a.action === 'payment.recovered');
    expect(recovered).toHaveLength(1);
    expect(recovered[0]?.details).toMatchObject({ previous: 'cancelled', source: 'sslcommerz:ipn' });
    expect(log.map((a) => a.action)).toEqual([
      'create',
      'payment.cancelled',
      'payment.recovered',
      'payment.ignored',
      'payment.ignored',
      'payment.ignored',
    ]);
  });

  it('an SMS pack whose payment failed, then validated paid: the credit is added once', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(t, s, 'sms-1000', 'sslcommerz');
    ssl.pay(p.id, { status: 'FAILED' });
    await back('fail', { tran_id: p.id });
    expect(await statusOf(s, p.id)).toBe('failed');
    const valId = ssl.pay(p.id);
    await back('success', { tran_id: p.id, val_id: valId });
    await ipn({ status: 'VALID', tran_id: p.id, val_id: valId });
    expect(await statusOf(s, p.id)).toBe('succeeded');
    expect((await api(t, s)('GET', '/sms/balance')).json()).toMatchObject({ paid: 1000 });
  });

  it('a confirmed payment of another amount does not override a cancel', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(t, s, 'advanced-monthly', 'sslcommerz');
    ssl.pay(p.id, { status: 'CANCELLED' });
    await back('cancel', { tran_id: p.id });
    const valId = ssl.pay(p.id, { amount: '1.00' });
    await ipn({ status: 'VALID', tran_id: p.id, val_id: valId });
    expect(await statusOf(s, p.id)).toBe('cancelled');
    expect(await subscriptionRows(t, s.shopId)).toHaveLength(0);
  });

  it('a burst: cancels and the validated IPN at once end succeeded, activated once', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(t, s, 'advanced-monthly', 'sslcommerz');
    ssl.pay(p.id, { status: 'CANCELLED' });
    const queries = () => ssl.calls.filter((c) => c.path.endsWith('merchantTransIDvalidationAPI.php') && c.body.tran_id === p.id).length;
    const cancels = Array.from({ length: 10 }, () => back('cancel', { tran_id: p.id }));
    // the cancels have asked SSLCommerz (it showed only the cancelled try) when the customer pays
    for (let i = 0; i < 500 && queries() < 10; i++) await new Promise((r) => setTimeout(r, 5));
    const valId = ssl.pay(p.id);
    const ipns = Array.from({ length: 10 }, () => ipn({ status: 'VALID', tran_id: p.id, val_id: valId }));
    await Promise.all([...cancels, ...ipns]);
    expect(await statusOf(s, p.id)).toBe('succeeded');
    expect(await subscriptionRows(t, s.shopId)).toHaveLength(1);
    expect((await paymentAudits(t, p.id)).filter((a) => a.action === 'payment.succeeded' || a.action === 'payment.recovered')).toHaveLength(
      1,
    );
  });
});

describe('bKash', () => {
  it('a forged cancel callback while the customer is on bKash’s page changes nothing; the paid one activates', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(t, s, 'advanced-monthly', 'bkash');
    const paymentID = new URL(p.redirectUrl ?? '').searchParams.get('paymentID') as string;
    await bkashBack(paymentID, 'cancel');
    await bkashBack(paymentID, 'failure');
    expect(await statusOf(s, p.id)).toBe('initiated');
    bkash.authorise(paymentID);
    await bkashBack(paymentID, 'success');
    expect(await statusOf(s, p.id)).toBe('succeeded');
    expect(await subscriptionRows(t, s.shopId)).toHaveLength(1);
  });

  it('a failed payment bKash then shows completed for the right amount counts, once', async () => {
    const s = await ownerWithShop(t);
    const p = await pay(t, s, 'advanced-monthly', 'bkash');
    const paymentID = new URL(p.redirectUrl ?? '').searchParams.get('paymentID') as string;
    bkash.authorise(paymentID);
    bkash.amountOverride = '1.00'; // a mixed-up answer: failed
    try {
      await bkashBack(paymentID, 'success');
    } finally {
      bkash.amountOverride = null;
    }
    expect(await statusOf(s, p.id)).toBe('failed');
    await bkashBack(paymentID, 'success'); // asked again, bKash shows it completed for 299.00
    await bkashBack(paymentID, 'success');
    expect(await statusOf(s, p.id)).toBe('succeeded');
    expect(await subscriptionRows(t, s.shopId)).toHaveLength(1);
    expect((await paymentAudits(t, p.id)).filter((a) => a.action === 'payment.recovered').map((a) => a.details)).toEqual([
      expect.objectContaining({ previous: 'failed' }),
    ]);
  });
});
