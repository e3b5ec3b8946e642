/**
 * The payment provider interface (docs/PRODUCT.md "Subscriptions and usage limits"): a checkout is
 * started with the provider, the browser pays on the provider's page, and whatever comes back (a
 * callback, an IPN) is verified by asking the provider before anything is activated. Each adapter
 * speaks its provider's documented HTTP API; tests run them against fakes of those APIs on
 * 127.0.0.1.
 */
import { formatMoneyDecimal } from '@dokani/core';
import type { PaymentProviderName } from '../config.ts';

export interface CheckoutRequest {
  /** Our payment id: bKash's merchantInvoiceNumber, SSLCommerz's tran_id. */
  paymentId: string;
  /** Poisha, from the package on our side. */
  amount: bigint;
  /** What is bought, for the provider's page. */
  itemName: string;
  payer: { name: string; mobile: string };
  /** The origin the provider's callbacks reach this server on: PUBLIC_URL, never a request's Host ('' for the sandbox, which needs none). */
  apiOrigin: string;
  /** Where the browser returns when the sandbox is done: a path on this server. */
  returnUrl: string;
}

export interface CheckoutStarted {
  /** The provider's page the browser goes to. */
  redirectUrl: string;
  /** The provider's id for this checkout (bKash paymentID, SSLCommerz session key). */
  providerRef: string | null;
}

/**
 * What the provider says of a payment after asking it: paid (with its transaction number and the
 * amount it took), not paid, or not known yet (its answer was unclear: ask again later).
 */
export type ProviderVerdict =
  | { outcome: 'succeeded'; transactionId: string; amount: bigint; invoice: string }
  | { outcome: 'failed' | 'cancelled'; reason: string }
  | { outcome: 'unknown'; reason: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  start(req: CheckoutRequest): Promise<CheckoutStarted>;
}

/** Money for a provider: "299.00". */
export const providerAmount = (poisha: bigint): string => formatMoneyDecimal(poisha);

/** A provider call that did not answer as documented (network, HTTP status, shape). */
export class ProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    message: string,
  ) {
    super(`${provider}: ${message}`);
  }
}

/** POSTs or GETs and reads JSON; throws ProviderError for a network fault, a non-2xx or non-JSON answer. */
export async function callJson(
  provider: PaymentProviderName,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  timeoutMs = 30_000,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw new ProviderError(provider, `request failed: ${(err as Error).message}`);
  }
  const text = await res.text();
  if (!res.ok) throw new ProviderError(provider, `HTTP ${res.status}`);
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ProviderError(provider, 'answer is not a JSON object');
}

/** A field of a provider's answer as a string ('' when absent). */
export const field = (o: Record<string, unknown>, k: string): string => {
  const v = o[k];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
};
