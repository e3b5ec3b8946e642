/**
 * The sandbox provider: no money moves. The browser goes to our own sandbox page, where the tester
 * chooses success, failure or cancel (POST /payments/sandbox/{id}/complete stands for the
 * provider's answer). Offered outside production by default, so a newcomer needs no account.
 */
import type { CheckoutRequest, CheckoutStarted, PaymentProvider } from './provider.ts';

export const SANDBOX_PAGE_PATH = '/payments/sandbox';

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  async start(req: CheckoutRequest): Promise<CheckoutStarted> {
    return { redirectUrl: `${SANDBOX_PAGE_PATH}/${req.paymentId}`, providerRef: null };
  }
}
