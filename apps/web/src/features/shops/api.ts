import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShopBody, PatchShopBody, Shop } from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { useAuthStore } from '@/shared/stores/auth';
import { shopKeys } from './keys';

export { shopKeys };

/** The shops this user owns or was added to, each with the user's role. */
export function useShops() {
  const token = useAuthStore((s) => s.token);
  return useQuery({
    queryKey: shopKeys.list(),
    queryFn: ({ signal }) => api<{ items: Shop[] }>('/shops', { signal }),
    enabled: Boolean(token),
    select: (d) => d.items,
  });
}

export function useShop(shopId: string | null) {
  return useQuery({
    queryKey: shopKeys.detail(shopId ?? ''),
    queryFn: ({ signal }) => api<Shop>(`/shops/${encodeURIComponent(shopId ?? '')}`, { signal }),
    enabled: Boolean(shopId),
  });
}

/** Creates a shop; the body carries its client ULID, so a retry never makes a second shop. */
export function useCreateShop() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShopBody) => api<Shop>('/shops', { method: 'POST', body }),
    onSuccess: (shop) => {
      qc.setQueryData(shopKeys.detail(shop.id), shop);
      void qc.invalidateQueries({ queryKey: shopKeys.list() });
    },
  });
}

export function useUpdateShop(shopId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchShopBody) => api<Shop>(`/shops/${encodeURIComponent(shopId)}`, { method: 'PATCH', body }),
    onSuccess: (shop) => {
      qc.setQueryData(shopKeys.detail(shop.id), shop);
      void qc.invalidateQueries({ queryKey: shopKeys.list() });
    },
  });
}
