/**
 * SSLCommerz (API v4): a session is opened with the store's id and password and the browser goes
 * to its `GatewayPageURL` (cards, mobile banking, internet banking). SSLCommerz posts back to our
 * success / fail / cancel URLs (the browser) and to the IPN URL (server to server); neither is
 * trusted: a `val_id` is checked with the validation API, and a return without one is looked up
 * by our transaction id with the transaction query API. Paid is status `VALID` or `VALIDATED`; a
 * cancel or fail only when the query shows a try that ended unpaid.
 */
import { parseMoney } from '@dokani/core';
import type { PaymentsConfig } from '../config.ts';
import { ProviderError, callJson, field, providerAmount } from './provider.ts';
import type { CheckoutRequest, CheckoutStarted, PaymentProvider, ProviderVerdict } from './provider.ts';

type SslConfig = NonNullable<PaymentsConfig['sslcommerz']>;

export const SSLCOMMERZ_RETURN_PATH = '/api/v1/payments/sslcommerz/return';
export const SSLCOMMERZ_IPN_PATH = '/api/v1/payments/sslcommerz/ipn';
const PAID = new Set(['VALID', 'VALIDATED']);
/** A transaction query's statuses of a try that ended unpaid. */
const ENDED = new Set(['FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED']);

export class SslcommerzProvider implements PaymentProvider {
  readonly name = 'sslcommerz' as const;

  constructor(private readonly cfg: SslConfig) {}

  async start(req: CheckoutRequest): Promise<CheckoutStarted> {
    const back = `${req.apiOrigin}${SSLCOMMERZ_RETURN_PATH}`;
    const form = new URLSearchParams({
      store_id: this.cfg.storeId,
      store_passwd: this.cfg.storePassword,
      total_amount: providerAmount(req.amount),
      currency: 'BDT',
      tran_id: req.paymentId,
      success_url: `${back}/success`,
      fail_url: `${back}/fail`,
      cancel_url: `${back}/cancel`,
      ipn_url: `${req.apiOrigin}${SSLCOMMERZ_IPN_PATH}`,
      product_name: req.itemName,
      product_category: 'Subscription',
      product_profile: 'non-physical-goods',
      shipping_method: 'NO',
      num_of_item: '1',
      cus_name: req.payer.name,
      cus_email: 'customer@dokani.invalid',
      cus_phone: req.payer.mobile.replace(/^\+88/, ''),
      cus_add1: 'Bangladesh',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
    });
    const a = await callJson('sslcommerz', `${this.cfg.baseUrl}/gwprocess/v4/api.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    const url = field(a, 'GatewayPageURL');
    if (field(a, 'status') !== 'SUCCESS' || !url)
      throw new ProviderError('sslcommerz', `session not opened: ${field(a, 'failedreason') || field(a, 'status')}`);
    return { redirectUrl: url, providerRef: field(a, 'sessionkey') || null };
  }

  private credentials(): Record<string, string> {
    return { store_id: this.cfg.storeId, store_passwd: this.cfg.storePassword, format: 'json' };
  }

  /** Checks a `val_id` with the validation API. */
  async validate(valId: string): Promise<ProviderVerdict> {
    const q = new URLSearchParams({ val_id: valId, ...this.credentials(), v: '1' });
    let a: Record<string, unknown>;
    try {
      a = await callJson('sslcommerz', `${this.cfg.baseUrl}/validator/api/validationserverAPI.php?${q.toString()}`, { method: 'GET' });
    } catch (err) {
      if (err instanceof ProviderError) return { outcome: 'unknown', reason: err.message };
      throw err;
    }
    return readTransaction(a);
  }

  /** Looks our transaction id up with the transaction query API (a return or IPN without a usable val_id). */
  async query(tranId: string, said: 'fail' | 'cancel' | 'success'): Promise<ProviderVerdict> {
    const q = new URLSearchParams({ tran_id: tranId, ...this.credentials() });
    let a: Record<string, unknown>;
    try {
      a = await callJson('sslcommerz', `${this.cfg.baseUrl}/validator/api/merchantTransIDvalidationAPI.php?${q.toString()}`, {
        method: 'GET',
      });
    } catch (err) {
      if (err instanceof ProviderError) return { outcome: 'unknown', reason: err.message };
      throw err;
    }
    const found = (Array.isArray(a.element) ? (a.element as Record<string, unknown>[]) : []).filter((e) => field(e, 'tran_id') === tranId);
    for (const e of found) {
      const v = readTransaction(e);
      if (v.outcome === 'succeeded' && v.invoice === tranId) return v;
    }
    const statuses = found.map((e) => field(e, 'status'));
    // A cancel or fail is believed only when SSLCommerz shows a try that ended so: with no such try
    // (the customer may still be paying, or the return was forged) nothing is known yet.
    if (said === 'success' || !statuses.some((st) => ENDED.has(st)))
      return { outcome: 'unknown', reason: `SSLCommerz: ${statuses.join(',') || 'no transaction'} (said ${said})` };
    return { outcome: said === 'cancel' ? 'cancelled' : 'failed', reason: `SSLCommerz: ${statuses.join(',')}` };
  }
}

function readTransaction(a: Record<string, unknown>): ProviderVerdict {
  const status = field(a, 'status');
  if (PAID.has(status) && field(a, 'currency') === 'BDT') {
    const amount = parseMoney(field(a, 'amount'));
    if (amount !== null) {
      return { outcome: 'succeeded', transactionId: field(a, 'bank_tran_id') || field(a, 'val_id'), amount, invoice: field(a, 'tran_id') };
    }
  }
  return { outcome: 'failed', reason: `SSLCommerz: ${status || 'no status'}` };
}
