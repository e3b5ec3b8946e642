import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePaymentWire } from '@dokani/contracts/billing';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { useShopQuery } from '@/shared/lib/shop-query';
import { billingKeys } from './keys';

/** How often a payment still waiting for its provider is asked again. */
export const PAYMENT_POLL_MS = 2_000;

/** The packages on sale and the payment providers this server offers (the same for every shop). */
export function usePackages() {
  return useQuery({
    queryKey: billingKeys.packages(),
    queryFn: ({ signal }) => api('GET /packages', { signal }),
  });
}

/**
 * The shop's subscription. `fresh` reads it again even when cached (right after a payment, so
 * the page never shows the old end date).
 */
export function useSubscription({ fresh = false }: { fresh?: boolean } = {}) {
  return useShopQuery(
    billingKeys.subscription,
    (shopId, signal) => api('GET /shops/:shopId/subscription', { params: { shopId }, signal }),
    fresh ? { refetchOnMount: 'always' } : {},
  );
}

/** What the shop has used of each limit. Always read again on opening: it changes with every sale. */
export function useUsage() {
  return useShopQuery(
    billingKeys.usage,
    (shopId, signal) => api('GET /shops/:shopId/usage', { params: { shopId }, signal }).then((a) => a.items),
    { refetchOnMount: 'always' },
  );
}

/** Starts a payment (the client's ULID makes a retried call the same payment); the answer says where to pay. */
export function useCreatePayment() {
  const shopId = useShopId();
  return useMutation({
    mutationFn: (body: CreatePaymentWire) => api('POST /shops/:shopId/payments', { params: { shopId }, body }),
  });
}

/**
 * A payment, asked again every 2 s while it waits for its provider; once it has ended, the
 * subscription and the usage limits are read again.
 */
export function usePayment(id: string) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useQuery({
    queryKey: billingKeys.payment(shopId, id),
    queryFn: async ({ signal }) => {
      const payment = await api('GET /shops/:shopId/payments/:paymentId', { params: { shopId, paymentId: id }, signal });
      if (payment.status === 'succeeded') {
        void qc.invalidateQueries({ queryKey: billingKeys.subscription(shopId) });
        void qc.invalidateQueries({ queryKey: billingKeys.usage(shopId) });
      }
      return payment;
    },
    enabled: shopId !== '' && id !== '',
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.status === 'initiated' ? PAYMENT_POLL_MS : false),
  });
}

/** The sandbox provider's own page: public, no session (it stands for the provider's site). */
export function useSandboxPayment(id: string) {
  return useQuery({
    queryKey: billingKeys.sandbox(id),
    queryFn: ({ signal }) => api('GET /payments/sandbox/:paymentId', { params: { paymentId: id }, signal, auth: false }),
    refetchOnMount: 'always',
    enabled: id !== '',
  });
}

export function useCompleteSandbox(id: string) {
  return useMutation({
    mutationFn: (outcome: 'success' | 'fail' | 'cancel') =>
      api('POST /payments/sandbox/:paymentId/complete', { params: { paymentId: id }, body: { outcome }, auth: false }),
  });
}
