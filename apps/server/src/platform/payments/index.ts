/** Payment providers, built from the configuration: only those offered are present. */
import type { Clock } from '../clock.ts';
import type { PaymentProviderName, PaymentsConfig } from '../config.ts';
import { BkashProvider } from './bkash.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';
import { SslcommerzProvider } from './sslcommerz.ts';

export { BKASH_CALLBACK_PATH, BkashProvider } from './bkash.ts';
export { SSLCOMMERZ_IPN_PATH, SSLCOMMERZ_RETURN_PATH, SslcommerzProvider } from './sslcommerz.ts';
export { SANDBOX_PAGE_PATH, SandboxProvider } from './sandbox.ts';
export { ProviderError } from './provider.ts';
export type { CheckoutRequest, CheckoutStarted, PaymentProvider, ProviderVerdict } from './provider.ts';

export interface PaymentProviders {
  /** Offered at checkout, in the configured order. */
  readonly offered: PaymentProviderName[];
  get(name: PaymentProviderName): PaymentProvider | undefined;
  readonly bkash: BkashProvider | undefined;
  readonly sslcommerz: SslcommerzProvider | undefined;
  readonly sandbox: SandboxProvider | undefined;
}

export function paymentProvidersFromConfig(cfg: PaymentsConfig, clock: Clock): PaymentProviders {
  const offered = cfg.providers;
  const sandbox = offered.includes('sandbox') ? new SandboxProvider() : undefined;
  const bkash = offered.includes('bkash') && cfg.bkash ? new BkashProvider(cfg.bkash, clock) : undefined;
  const sslcommerz = offered.includes('sslcommerz') && cfg.sslcommerz ? new SslcommerzProvider(cfg.sslcommerz) : undefined;
  const byName: Partial<Record<PaymentProviderName, PaymentProvider>> = { sandbox, bkash, sslcommerz };
  return { offered, get: (name) => byName[name], bkash, sslcommerz, sandbox };
}
