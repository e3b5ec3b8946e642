import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDueEntryWire } from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { dueKeys, type DueFilters } from './keys';

export { useShopId };

export { dueKeys };

/** The body of POST /due-entries as it travels: the contract's own wire type. */
export type DueEntryRequest = CreateDueEntryWire;

const PAGE_SIZE = 30;

export function useDueSummary() {
  const shopId = useShopId();
  return useQuery({
    queryKey: dueKeys.summary(shopId),
    queryFn: ({ signal }) => api('GET /shops/:shopId/due-summary', { params: { shopId }, signal }),
  });
}

/** Due entries, newest first, a page at a time (keyset). */
export function useDueEntries(filters: DueFilters, enabled = true) {
  const shopId = useShopId();
  return useInfiniteQuery({
    enabled,
    queryKey: dueKeys.entries(shopId, filters),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/due-entries', {
        params: { shopId },
        query: { ...filters, direction: filters.direction || undefined, limit: PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** A due entry. The body carries its client ULID, so a retry never books twice. */
export function useCreateDueEntry() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DueEntryRequest) => api('POST /shops/:shopId/due-entries', { params: { shopId }, body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: dueKeys.shop(shopId) }),
  });
}

/** A correction: the server books the reversing entry. */
export function useReverseDueEntry() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => api('POST /shops/:shopId/due-entries/:entryId/reverse', { params: { shopId, entryId }, body: {} }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: dueKeys.shop(shopId) }),
  });
}
