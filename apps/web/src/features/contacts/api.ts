import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactType } from '@dokani/contracts';
import { toAsciiDigits } from '@dokani/core/digits';
import { api } from '@/shared/lib/http';
import { query, shopPath, useShopId } from '@/features/dues/api';
import { contactKeys } from './keys';

export { contactKeys };

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The body of POST /contacts as it travels (decimal strings; empty fields left out). */
export interface ContactRequest {
  id: string;
  type: ContactType;
  name: string;
  mobile?: string | null;
  address?: string | null;
  email?: string | null;
  position?: string | null;
  monthlySalary?: string | null;
  suppliedItems?: string | null;
}

/** Contacts of one type, searched by name or number; Bangla digits typed become ASCII. */
export function useContacts(type: ContactType | '', q: string) {
  const shopId = useShopId();
  const search = toAsciiDigits(q.trim());
  return useQuery({
    queryKey: contactKeys.contacts(shopId, type, search),
    queryFn: ({ signal }) =>
      api<Page<Contact>>(shopPath(shopId, '/contacts') + query({ type, q: search, limit: 100 }), { signal }),
    placeholderData: keepPreviousData,
    select: (d) => d.items,
  });
}

export function useContact(contactId: string) {
  const shopId = useShopId();
  return useQuery({
    queryKey: contactKeys.contact(shopId, contactId),
    queryFn: ({ signal }) => api<Contact>(shopPath(shopId, `/contacts/${encodeURIComponent(contactId)}`), { signal }),
    enabled: Boolean(contactId),
  });
}

export function useCreateContact() {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRequest) => api<Contact>(shopPath(shopId, '/contacts'), { method: 'POST', body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: contactKeys.shop(shopId) }),
  });
}
