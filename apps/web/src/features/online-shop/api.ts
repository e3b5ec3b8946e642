import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShippingPackageWire, OnlineShop, PatchOnlineShopWire, PatchShippingPackageWire, ShippingPackage } from '@dokani/contracts/online-shop';
import { api } from '@/shared/lib/http';
import { shopPath, useShopId } from '@/shared/lib/shop';
import { onlineKeys } from './keys';

/** The store's settings: its web address, details, links, SEO and policies. */
export function useOnlineShop() {
  const shopId = useShopId();
  return useQuery({
    queryKey: onlineKeys.store(shopId),
    queryFn: ({ signal }) => api<OnlineShop>(shopPath(shopId, '/online-shop'), { signal }),
    enabled: shopId !== '',
  });
}

/**
 * Saves only the fields given (nested objects field by field; '' clears a text). The answer is the
 * whole store, kept as the cached one, so every page shows what was saved.
 */
export function useUpdateOnlineShop() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchOnlineShopWire) => api<OnlineShop>(shopPath(shopId, '/online-shop'), { method: 'PATCH', body }),
    onSuccess: (saved) => qc.setQueryData(onlineKeys.store(shopId), saved),
  });
}

export function useShippingPackages() {
  const shopId = useShopId();
  return useQuery({
    queryKey: onlineKeys.packages(shopId),
    queryFn: ({ signal }) => api<{ items: ShippingPackage[] }>(shopPath(shopId, '/shipping-packages'), { signal }).then((a) => a.items),
    enabled: shopId !== '',
  });
}

/** A change to the delivery packages; the list is read again after it (the server orders it by fee). */
function usePackageMutation<V, R>(call: (shopId: string, v: V) => Promise<R>) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => call(shopId, v),
    onSettled: () => qc.invalidateQueries({ queryKey: onlineKeys.packages(shopId) }),
  });
}

const packagePath = (shopId: string, id: string) => shopPath(shopId, `/shipping-packages/${encodeURIComponent(id)}`);

/** Adds a package under the client's ULID (a retry adds it once). */
export const useCreateShippingPackage = () =>
  usePackageMutation((shopId, body: CreateShippingPackageWire) => api<ShippingPackage>(shopPath(shopId, '/shipping-packages'), { body }));
export const useUpdateShippingPackage = () =>
  usePackageMutation((shopId, v: { id: string; patch: PatchShippingPackageWire }) => api<ShippingPackage>(packagePath(shopId, v.id), { method: 'PATCH', body: v.patch }));
export const useDeleteShippingPackage = () => usePackageMutation((shopId, id: string) => api<void>(packagePath(shopId, id), { method: 'DELETE' }));
