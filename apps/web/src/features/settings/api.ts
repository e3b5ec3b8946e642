import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopSettings } from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { useAuthStore } from '@/shared/stores/auth';
import { withSnapshot } from '@/shared/offline/snapshots';

/** Query keys of the shop's settings (GET/PATCH /shops/{shopId}/settings). */
export const shopSettingsKeys = {
  all: ['shop-settings'] as const,
  detail: (shopId: string) => [...shopSettingsKeys.all, shopId] as const,
};

export function useShopSettings() {
  const shopId = useAuthStore((s) => s.currentShopId);
  return useQuery({
    queryKey: shopSettingsKeys.detail(shopId ?? ''),
    // kept on the device: the counter prints and sells by these settings without a network too
    queryFn: ({ signal }) =>
      withSnapshot(shopId ?? '', 'settings', () => api('GET /shops/:shopId/settings', { params: { shopId: shopId ?? '' }, signal })),
    networkMode: 'always',
    enabled: Boolean(shopId),
  });
}

export function useUpdateShopSettings() {
  const shopId = useAuthStore((s) => s.currentShopId) ?? '';
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ShopSettings>) => api('PATCH /shops/:shopId/settings', { params: { shopId }, body }),
    onSuccess: (settings) => {
      qc.setQueryData(shopSettingsKeys.detail(shopId), settings);
    },
  });
}
