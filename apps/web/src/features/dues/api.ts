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

/**
 * One contact's full history: sales, purchases, returns, voids, due entries (and an employee's
 * sales and pay), newest first, with the balance after each.
 */
export function useContactTransactions(contactId: string) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: dueKeys.history(shopId, contactId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/contacts/:contactId/transactions', {
        params: { shopId, contactId },
        query: { limit: PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(contactId),
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

/** A due reminder SMS to the contact; the answer carries the text sent. */
/** What a reminder would say, cost and when it would go — read when the owner taps "remind", before anything is sent. */
export function useRemindPreview() {
  const shopId = useShopId();
  return useMutation({
    mutationFn: (contactId: string) => api('GET /shops/:shopId/contacts/:contactId/remind', { params: { shopId, contactId } }),
  });
}

export function useRemind() {
  const shopId = useShopId();
  return useMutation({
    mutationFn: (contactId: string) => api('POST /shops/:shopId/contacts/:contactId/remind', { params: { shopId, contactId } }),
  });
}
