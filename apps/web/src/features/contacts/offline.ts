/**
 * The shop's contacts on the device, for the counter without a network (decision 0013): every
 * active customer, supplier and employee, kept fresh while the counter is open online; the
 * picker's search falls back to them (name, or the number typed in Bangla or ASCII digits).
 */
import type { Contact, ContactType } from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { readKept, refreshKeptList } from '@/shared/offline/snapshots';

const NAME = 'contacts';
const FRESH_MS = 5 * 60_000;

export function refreshContactSnapshot(shopId: string, force = false): Promise<void> {
  return refreshKeptList(
    shopId,
    NAME,
    (cursor) => api('GET /shops/:shopId/contacts', { params: { shopId }, query: { limit: 200, cursor: cursor ?? undefined } }),
    {
      freshMs: FRESH_MS,
      force,
    },
  );
}

/** The picker's matches from the device: name contains, or the number contains the digits typed (ASCII already). */
export async function offlineContactSearch(
  shopId: string,
  types: readonly ContactType[],
  search: string,
  limit: number,
): Promise<{ items: Contact[]; nextCursor: null } | undefined> {
  const kept = await readKept<Contact[]>(shopId, NAME);
  if (!kept) return undefined;
  const q = search.toLocaleLowerCase();
  const digits = search.replace(/\D/g, '');
  const items = kept.data
    .filter((c) => types.length === 0 || types.includes(c.type))
    .filter((c) => !q || c.name.toLocaleLowerCase().includes(q) || (digits.length >= 3 && (c.mobile ?? '').includes(digits)))
    .slice(0, limit);
  return { items, nextCursor: null };
}

/** One contact from the device (the counter shows the customer it picked offline). */
export async function offlineContact(shopId: string, contactId: string): Promise<Contact | undefined> {
  const kept = await readKept<Contact[]>(shopId, NAME);
  return kept?.data.find((c) => c.id === contactId);
}
