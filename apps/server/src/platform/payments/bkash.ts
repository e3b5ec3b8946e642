/**
 * bKash tokenized checkout (API v1.2.0-beta): grant a token with the merchant's username and
 * password plus app key and secret; create a payment (mode 0011) and send the browser to its
 * `bkashURL`; bKash sends the browser back to our callback with `paymentID` and `status`; on
 * success we execute the payment, and when an answer is unclear we query its status.
 * A paid payment is `transactionStatus: "Completed"` with `statusCode: "0000"`.
 */
import { parseMoney } from '@dokani/core';
import type { PaymentsConfig } from '../config.ts';
import type { Clock } from '../clock.ts';
import { ProviderError, callJson, field, providerAmount } from './provider.ts';
import type { CheckoutRequest, CheckoutStarted, PaymentProvider, ProviderVerdict } from './provider.ts';

type BkashConfig = NonNullable<PaymentsConfig['bkash']>;

export const BKASH_CALLBACK_PATH = '/api/v1/payments/bkash/callback';
const OK = '0000';

export class BkashProvider implements PaymentProvider {
  readonly name = 'bkash' as const;
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly cfg: BkashConfig,
    private readonly clock: Clock,
  ) {}

  /** The id token, granted again a minute before it expires (bKash gives an hour). */
  private async idToken(): Promise<string> {
    const now = this.clock.now().getTime();
    if (this.token && this.token.until > now) return this.token.value;
    const a = await callJson('bkash', `${this.cfg.baseUrl}/tokenized/checkout/token/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', username: this.cfg.username, password: this.cfg.password },
      body: JSON.stringify({ app_key: this.cfg.appKey, app_secret: this.cfg.appSecret }),
    });
    const value = field(a, 'id_token');
    if (!value) throw new ProviderError('bkash', `token not granted: ${field(a, 'statusMessage') || field(a, 'msg') || 'no id_token'}`);
    const seconds = Number(a.expires_in) || 3600;
    this.token = { value, until: now + Math.max(0, seconds - 60) * 1000 };
    return value;
  }

  private async post(path: string, body: Record<string, string>): Promise<Record<string, unknown>> {
    const token = await this.idToken();
    return callJson('bkash', `${this.cfg.baseUrl}/tokenized/checkout${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: token, 'x-app-key': this.cfg.appKey },
      body: JSON.stringify(body),
    });
  }

  async start(req: CheckoutRequest): Promise<CheckoutStarted> {
    const a = await this.post('/create', {
      mode: '0011',
      payerReference: req.payer.mobile.replace(/^\+88/, ''),
      callbackURL: `${req.apiOrigin}${BKASH_CALLBACK_PATH}`,
      amount: providerAmount(req.amount),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: req.paymentId,
    });
    const paymentID = field(a, 'paymentID');
    const bkashURL = field(a, 'bkashURL');
    if (field(a, 'statusCode') !== OK || !paymentID || !bkashURL) {
      throw new ProviderError('bkash', `payment not created: ${field(a, 'statusCode')} ${field(a, 'statusMessage')}`);
    }
    return { redirectUrl: bkashURL, providerRef: paymentID };
  }

  /**
   * Settles a payment bKash's callback told us about: `success` is executed (then queried if the
   * execute answer is unclear); `failure` and `cancel` are queried too, so a forged callback can
   * neither activate nor cancel a payment bKash took.
   */
  async verify(paymentID: string, status: string): Promise<ProviderVerdict> {
    if (status === 'success') {
      try {
        const executed = await this.post('/execute', { paymentID });
        const verdict = readPayment(executed);
        if (verdict.outcome === 'succeeded') return verdict;
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
      }
    }
    let queried: Record<string, unknown>;
    try {
      queried = await this.post('/payment/status', { paymentID });
    } catch (err) {
      if (err instanceof ProviderError) return { outcome: 'unknown', reason: err.message };
      throw err;
    }
    const verdict = readPayment(queried);
    if (verdict.outcome === 'succeeded') return verdict;
    const txStatus = field(queried, 'transactionStatus');
    // Still open at bKash (the customer may be paying, or the callback was forged): nothing known yet.
    if (txStatus === 'Initiated') return { outcome: 'unknown', reason: `bKash still shows it initiated (callback ${status})` };
    return {
      outcome: status === 'cancel' ? 'cancelled' : 'failed',
      reason: `bKash: ${txStatus || field(queried, 'statusMessage') || status}`,
    };
  }
}

function readPayment(a: Record<string, unknown>): ProviderVerdict {
  if (field(a, 'statusCode') === OK && field(a, 'transactionStatus') === 'Completed') {
    const amount = parseMoney(field(a, 'amount'));
    if (amount !== null && field(a, 'trxID'))
      return { outcome: 'succeeded', transactionId: field(a, 'trxID'), amount, invoice: field(a, 'merchantInvoiceNumber') };
  }
  return { outcome: 'failed', reason: `bKash: ${field(a, 'statusCode')} ${field(a, 'statusMessage') || field(a, 'transactionStatus')}` };
}
