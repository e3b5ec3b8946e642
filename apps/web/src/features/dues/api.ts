import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ContactTransaction,
  CreateDueEntryWire,
  DueEntry,
  dueSummaryAnswer,
  remindAnswer,
  remindPreviewAnswer,
} from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { query, shopPath, useShopId } from '@/shared/lib/shop';
import { dueKeys, type DueFilters } from './keys';

export { query, shopPath, useShopId };

export { dueKeys };

export type DueSummary = z.infer<typeof dueSummaryAnswer>;
export type RemindResult = z.infer<typeof remindAnswer>;
export type RemindPreview = z.infer<typeof remindPreviewAnswer>;
interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
export interface DueEntryPage extends Page<DueEntry> {
  totals: { given: string; received: string };
}

/** The body of POST /due-entries as it travels: the contract's own wire type. */
export type DueEntryRequest = CreateDueEntryWire;

const PAGE_SIZE = 30;

export function useDueSummary() {
  const shopId = useShopId();
  return useQuery({
    queryKey: dueKeys.summary(shopId),
    queryFn: ({ signal }) => api<DueSummary>(shopPath(shopId, '/due-summary'), { signal }),
  });
}

/** Due entries, newest first, a page at a time (keyset). */
export function useDueEntries(filters: DueFilters, enabled = true) {
  const shopId = useShopId();
  return useInfiniteQuery({
    enabled,
    queryKey: dueKeys.entries(shopId, filters),
    queryFn: ({ pageParam, signal }) =>
      api<DueEntryPage>(shopPath(shopId, '/due-entries') + query({ ...filters, limit: PAGE_SIZE, cursor: pageParam }), { signal }),
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
      api<Page<ContactTransaction>>(
        shopPath(shopId, `/contacts/${encodeURIComponent(contactId)}/transactions`) + query({ limit: PAGE_SIZE, cursor: pageParam }),
        { signal },
      ),
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
    mutationFn: (body: DueEntryRequest) => api<DueEntry>(shopPath(shopId, '/due-entries'), { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: dueKeys.shop(shopId) }),
  });
}

/** A correction: the server books the reversing entry. */
export function useReverseDueEntry() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      api<DueEntry>(shopPath(shopId, `/due-entries/${encodeURIComponent(entryId)}/reverse`), { method: 'POST', body: {} }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: dueKeys.shop(shopId) }),
  });
}

/** A due reminder SMS to the contact; the answer carries the text sent. */
/** What a reminder would say, cost and when it would go — read when the owner taps "remind", before anything is sent. */
export function useRemindPreview() {
  const shopId = useShopId();
  return useMutation({
    mutationFn: (contactId: string) => api<RemindPreview>(shopPath(shopId, `/contacts/${encodeURIComponent(contactId)}/remind`)),
  });
}

export function useRemind() {
  const shopId = useShopId();
  return useMutation({
    mutationFn: (contactId: string) =>
      api<RemindResult>(shopPath(shopId, `/contacts/${encodeURIComponent(contactId)}/remind`), { method: 'POST', body: {} }),
  });
}
