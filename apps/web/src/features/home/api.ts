import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';

export const reportKeys = {
  all: (shopId: string) => ['reports', shopId] as const,
  today: (shopId: string) => ['reports', shopId, 'overview', 'today'] as const,
};

/** Today's overview (the server's today in the shop's timezone). Fresh for a minute: sales move it. */
export function useTodayOverview({ enabled = true }: { enabled?: boolean } = {}) {
  const shopId = useShopId();
  return useQuery({
    queryKey: reportKeys.today(shopId),
    queryFn: ({ signal }) => api('GET /shops/:shopId/reports/overview', { params: { shopId }, signal }),
    staleTime: 60_000,
    enabled: enabled && shopId !== '',
  });
}
