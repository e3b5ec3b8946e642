/** Receipts over the API: the public receipt behind a shared link, and sharing a sale's receipt. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';

export const receiptKeys = {
  public: (token: string) => ['public-receipt', token] as const,
};

/** GET /receipts/{token}: no session needed (the token is the key). */
export function usePublicReceipt(token: string) {
  return useQuery({
    queryKey: receiptKeys.public(token),
    queryFn: ({ signal }) => api('GET /receipts/:token', { params: { token }, auth: false, signal }),
    enabled: token !== '',
    // A wrong link stays wrong: no retries on a 404.
    retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
  });
}

/** The sale's public link (made once by the server): `/r/<token>`. */
export function useReceiptLink(saleId: string) {
  const shopId = useShopId();
  return useMutation({
    mutationFn: () => api('POST /shops/:shopId/sales/:saleId/receipt-link', { params: { shopId, saleId } }),
  });
}

/** Sends the customer an SMS with the link. */
export function useReceiptSms(saleId: string) {
  const shopId = useShopId();
  return useMutation({
    mutationFn: () => api('POST /shops/:shopId/sales/:saleId/receipt-sms', { params: { shopId, saleId } }),
  });
}
