import { useQuery } from '@tanstack/react-query';
import type { ReportOverview } from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { query, shopPath, useShopId } from '@/shared/lib/shop';
import { reportKeys } from '@/features/home/api';

/**
 * The overview report of the business dates from..to (inclusive). Category names come in the
 * request's language, so the language is part of the key. Off until both dates are known.
 */
export function useOverview(range: { from: string; to: string }, lang: string) {
  const shopId = useShopId();
  const { from, to } = range;
  return useQuery({
    queryKey: [...reportKeys.all(shopId), 'overview', from, to, lang] as const,
    queryFn: ({ signal }) => api<ReportOverview>(shopPath(shopId, `/reports/overview${query({ from, to })}`), { signal }),
    staleTime: 60_000,
    enabled: shopId !== '' && from !== '' && to !== '' && from <= to,
  });
}
