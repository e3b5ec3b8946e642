import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Contact, ContactType, CreateContactWire, PatchContactWire } from '@dokani/contracts';
import { toAsciiDigits } from '@dokani/core/digits';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { contactKeys } from './keys';
import { isNetworkError } from '@/shared/offline/snapshots';
import { offlineContact, offlineContactSearch } from './offline';

export { contactKeys };

/** The body of POST /contacts as it travels: the contract's own wire type. */
export type ContactRequest = CreateContactWire;

/** The body of PATCH /contacts/{id}: null clears a field; the type never changes. */
export type ContactPatch = PatchContactWire;

const LIST_PAGE = 50;
const SEARCH_LIMIT = 20;
/** A contact's history, a page at a time. */
const PAGE_SIZE = 30;

/**
 * Contacts of one type, searched by name or number (Bangla digits typed become ASCII), a keyset
 * page at a time; the active ones, or with `inactive` the deactivated ones too.
 */
export function useContacts(type: ContactType, q: string, inactive = false) {
  const shopId = useShopId();
  const search = toAsciiDigits(q.trim());
  return useInfiniteQuery({
    queryKey: contactKeys.contacts(shopId, type, search, inactive),
    queryFn: ({ pageParam, signal }) =>
      api('GET /shops/:shopId/contacts', {
        params: { shopId },
        query: { type, q: search, status: inactive ? 'all' : undefined, limit: LIST_PAGE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/**
 * The contact picker's search: the first matches of the types asked (all types when none). The API
 * filters one type; for two, it asks without a type and keeps the asked ones. (Also SMS
 * marketing's list to pick recipients from, with a longer page.)
 */
export function useContactSearch(types: readonly ContactType[], q: string, enabled: boolean, limit = SEARCH_LIMIT) {
  const shopId = useShopId();
  const search = toAsciiDigits(q.trim());
  const one = types.length === 1 ? types[0] : undefined;
  const keep = new Set(types);
  return useQuery({
    queryKey: contactKeys.contactSearch(shopId, [...types].sort().join(','), search, limit),
    queryFn: async ({ signal }) => {
      try {
        return await api('GET /shops/:shopId/contacts', { params: { shopId }, query: { type: one, q: search, limit }, signal });
      } catch (e) {
        // without a network: the contacts kept on the device (offline.ts)
        const kept = isNetworkError(e) ? await offlineContactSearch(shopId, types, search, limit) : undefined;
        if (!kept) throw e;
        return kept;
      }
    },
    networkMode: 'always',
    enabled,
    placeholderData: keepPreviousData,
    select: (d) => (types.length > 1 ? d.items.filter((c) => keep.has(c.type)) : d.items),
  });
}

export function useContact(contactId: string) {
  const shopId = useShopId();
  return useQuery({
    queryKey: contactKeys.contact(shopId, contactId),
    queryFn: async ({ signal }) => {
      try {
        return await api('GET /shops/:shopId/contacts/:contactId', { params: { shopId, contactId }, signal });
      } catch (e) {
        const kept = isNetworkError(e) ? await offlineContact(shopId, contactId) : undefined;
        if (!kept) throw e;
        return kept;
      }
    },
    networkMode: 'always',
    enabled: Boolean(contactId),
  });
}

/** A contact changed: its page gets the answer at once; lists, searches and the due book refresh. */
function contactChanged(qc: QueryClient, shopId: string, contact: Contact): void {
  qc.setQueryData(contactKeys.contact(shopId, contact.id), contact);
  void qc.invalidateQueries({
    queryKey: contactKeys.shop(shopId),
    predicate: (q) => q.queryKey[2] !== 'contact' || q.queryKey[3] !== contact.id,
  });
}

export function useCreateContact() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRequest) => api('POST /shops/:shopId/contacts', { params: { shopId }, body }),
    onSuccess: (c) => contactChanged(qc, shopId, c),
  });
}

export function useUpdateContact(contactId: string) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactPatch) => api('PATCH /shops/:shopId/contacts/:contactId', { params: { shopId, contactId }, body }),
    onSuccess: (c) => contactChanged(qc, shopId, c),
  });
}

/** What DELETE did: removed for good (204), or kept as inactive because it has history (200). */
export type DeleteOutcome = { kind: 'deleted' } | { kind: 'deactivated'; contact: Contact };

export function useDeleteContact(contactId: string) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<DeleteOutcome> => {
      const answer = await api('DELETE /shops/:shopId/contacts/:contactId', { params: { shopId, contactId } });
      return answer ? { kind: 'deactivated', contact: answer } : { kind: 'deleted' };
    },
    retry: false,
    onSuccess: (outcome) => {
      if (outcome.kind === 'deactivated') {
        contactChanged(qc, shopId, outcome.contact);
        return;
      }
      qc.removeQueries({ queryKey: contactKeys.contact(shopId, contactId) });
      void qc.invalidateQueries({ queryKey: contactKeys.shop(shopId) });
    },
  });
}

/** PUT …/photo (multipart): the server resizes it; the answer is the contact with its new photoUrl. */
export function useSetContactPhoto(contactId: string) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: Blob; name: string }) => {
      const form = new FormData();
      form.append('file', file, name);
      return api('PUT /shops/:shopId/contacts/:contactId/photo', { params: { shopId, contactId }, body: form });
    },
    retry: false,
    onSuccess: (c) => contactChanged(qc, shopId, c),
  });
}

export function useRemoveContactPhoto(contactId: string) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /shops/:shopId/contacts/:contactId/photo', { params: { shopId, contactId } }),
    onSuccess: (c) => contactChanged(qc, shopId, c),
  });
}

/**
 * One contact's full history: sales, purchases, returns, voids, due entries (and an employee's
 * sales and pay), newest first, with the balance after each.
 */
export function useContactTransactions(contactId: string) {
  const shopId = useShopId();
  return useInfiniteQuery({
    queryKey: contactKeys.history(shopId, contactId),
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
