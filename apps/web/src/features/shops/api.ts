import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShopBody, PatchShopBody, Shop } from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { useAuthStore } from '@/shared/stores/auth';
import { shopKeys } from './keys';
import { withSnapshot } from '@/shared/offline/snapshots';

export { shopKeys };

/** The shops this user owns or was added to, each with the user's role. */
export function useShops() {
  const token = useAuthStore((s) => s.token);
  return useQuery({
    queryKey: shopKeys.list(),
    queryFn: ({ signal }) => api('GET /shops', { signal }),
    enabled: Boolean(token),
    select: (d) => d.items,
  });
}

export function useShop(shopId: string | null) {
  return useQuery({
    queryKey: shopKeys.detail(shopId ?? ''),
    // kept on the device: a receipt printed without a network still has the shop's name and address
    queryFn: ({ signal }) =>
      withSnapshot(shopId ?? '', 'shop', () => api('GET /shops/:shopId', { params: { shopId: shopId ?? '' }, signal })),
    networkMode: 'always',
    enabled: Boolean(shopId),
  });
}

/** Creates a shop; the body carries its client ULID, so a retry never makes a second shop. */
export function useCreateShop() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShopBody) => api('POST /shops', { body }),
    onSuccess: (shop) => {
      qc.setQueryData(shopKeys.detail(shop.id), shop);
      void qc.invalidateQueries({ queryKey: shopKeys.list() });
    },
  });
}

export function useUpdateShop(shopId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchShopBody) => api('PATCH /shops/:shopId', { params: { shopId }, body }),
    onSuccess: (shop) => {
      qc.setQueryData(shopKeys.detail(shop.id), shop);
      void qc.invalidateQueries({ queryKey: shopKeys.list() });
    },
  });
}

/** A changed shop: the cached detail, the list, and the signed-in shop of the store (header, receipts). */
function shopChanged(qc: ReturnType<typeof useQueryClient>, shop: Shop) {
  qc.setQueryData(shopKeys.detail(shop.id), shop);
  void qc.invalidateQueries({ queryKey: shopKeys.list() });
  const store = useAuthStore.getState();
  if (store.currentShopId === shop.id) store.setCurrentShop(shop);
}

/** PUT …/logo (multipart): the server fits it to 512 px; the answer is the shop with its new logoUrl. */
export function useSetShopLogo(shopId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: Blob; name: string }) => {
      const form = new FormData();
      form.append('file', file, name);
      return api('PUT /shops/:shopId/logo', { params: { shopId }, body: form });
    },
    retry: false,
    onSuccess: (shop) => shopChanged(qc, shop),
  });
}

export function useRemoveShopLogo(shopId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /shops/:shopId/logo', { params: { shopId } }),
    onSuccess: (shop) => shopChanged(qc, shop),
  });
}
