/** GET /due-entries and a contact's due history: newest first, keyset pages, with totals. */
import { formatMoneyDecimal } from '@dokani/core';
import type { DueEntry, DueEntryListQuery } from '@dokani/contracts';
import { sql } from 'kysely';
import type { ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { DATE_RE, INSTANT_RE, INT_RE, ULID_RE, decodeCursor, pageOf } from '../../platform/cursor.ts';
import * as repo from './dues.repo.ts';
import { toEntry } from './due-entry.dto.ts';

export const DEFAULT_PAGE = 50;

export async function listDueEntries(
  deps: AppDeps,
  shop: ShopContext,
  query: DueEntryListQuery,
): Promise<{ items: DueEntry[]; nextCursor: string | null; totals: { given: string; received: string } }> {
  const limit = query.limit ?? DEFAULT_PAGE;
  let q = repo.entriesQuery(deps.db, shop.id);
  let totalsQ = deps.db.selectFrom('due_entries as e').where('e.shop_id', '=', shop.id);
  if (query.contactId) {
    q = q.where('e.contact_id', '=', query.contactId);
    totalsQ = totalsQ.where('e.contact_id', '=', query.contactId);
  }
  if (query.direction) {
    q = q.where('e.direction', '=', query.direction);
    totalsQ = totalsQ.where('e.direction', '=', query.direction);
  }
  if (query.from) {
    q = q.where('e.entry_date', '>=', query.from);
    totalsQ = totalsQ.where('e.entry_date', '>=', query.from);
  }
  if (query.to) {
    q = q.where('e.entry_date', '<=', query.to);
    totalsQ = totalsQ.where('e.entry_date', '<=', query.to);
  }
  if (query.cursor) {
    const [date, at, id] = decodeCursor(query.cursor, [DATE_RE, INSTANT_RE, ULID_RE]);
    q = q.where(sql<boolean>`(e.entry_date, e.occurred_at, e.id COLLATE "C") < (${date}::date, ${at}::timestamptz, ${id} COLLATE "C")`);
  }
  const rows = await q
    .orderBy('e.entry_date', 'desc')
    .orderBy('e.occurred_at', 'desc')
    .orderBy(sql`e.id COLLATE "C"`, 'desc')
    .limit(limit + 1)
    .execute();
  const sums = await totalsQ
    .select([
      sql<string>`coalesce(sum(CASE WHEN e.direction = 'given' THEN e.amount ELSE 0 END), 0)::text`.as('given'),
      sql<string>`coalesce(sum(CASE WHEN e.direction = 'received' THEN e.amount ELSE 0 END), 0)::text`.as('received'),
    ])
    .executeTakeFirstOrThrow();
  const { page, nextCursor } = pageOf(rows, limit, (last) => [last.entry_date, last.occurred_at.toISOString(), last.id]);
  return {
    items: page.map(toEntry),
    nextCursor,
    totals: { given: formatMoneyDecimal(BigInt(sums.given)), received: formatMoneyDecimal(BigInt(sums.received)) },
  };
}

/** A contact's entries in ledger order, newest first, each with the balance after it. */
export async function contactHistory(
  deps: AppDeps,
  shop: ShopContext,
  contactId: string,
  query: { limit?: number | undefined; cursor?: string | undefined },
): Promise<{ items: DueEntry[]; nextCursor: string | null }> {
  const contact = await deps.db
    .selectFrom('contacts')
    .select('id')
    .where('shop_id', '=', shop.id)
    .where('id', '=', contactId)
    .executeTakeFirst();
  if (!contact) throw new AppError('NOT_FOUND');
  const limit = query.limit ?? DEFAULT_PAGE;
  let q = repo.entriesQuery(deps.db, shop.id).where('e.contact_id', '=', contactId);
  if (query.cursor) {
    const [seq] = decodeCursor(query.cursor, [INT_RE]);
    q = q.where('e.seq', '<', Number(seq));
  }
  const rows = await q
    .orderBy('e.seq', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = pageOf(rows, limit, (last) => [String(last.seq)]);
  return { items: page.map(toEntry), nextCursor };
}
