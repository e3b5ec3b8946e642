/** Queries of expense / income entries. Every function takes the book, then the shop id. */
import { sql } from 'kysely';
import type { CashbookEntriesTable, CashbookEntryRow, Queryable } from '../../platform/db/schema.ts';
import type { Insertable } from 'kysely';
import type { Book } from './books.ts';

export async function findEntry(
  db: Queryable,
  book: Book,
  shopId: string,
  id: string,
  forUpdate = false,
): Promise<CashbookEntryRow | undefined> {
  let q = db.selectFrom(book.entryTable).selectAll().where('shop_id', '=', shopId).where('id', '=', id);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function insertEntry(db: Queryable, book: Book, row: Insertable<CashbookEntriesTable>): Promise<void> {
  await db.insertInto(book.entryTable).values(row).execute();
}

export async function voidEntry(
  db: Queryable,
  book: Book,
  shopId: string,
  id: string,
  v: { at: Date; reason: string; userId: string },
): Promise<void> {
  await db
    .updateTable(book.entryTable)
    .set({ voided_at: v.at, void_reason: v.reason, voided_by: v.userId })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .execute();
}

export interface EntryFilter {
  categoryId?: string;
  employeeId?: string;
  from?: string;
  to?: string;
  status?: 'active' | 'void';
  /** lower-cased text searched in note, reason and details */
  search?: string;
  after?: { occurredAt: Date; id: string };
  limit: number;
}

const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first: by the instant, then the id (keyset). */
export async function listEntries(db: Queryable, book: Book, shopId: string, f: EntryFilter): Promise<CashbookEntryRow[]> {
  let q = db.selectFrom(book.entryTable).selectAll().where('shop_id', '=', shopId);
  if (f.categoryId !== undefined) q = q.where('category_id', '=', f.categoryId);
  if (f.employeeId !== undefined) q = q.where('employee_id', '=', f.employeeId);
  if (f.from !== undefined) q = q.where('entry_date', '>=', f.from);
  if (f.to !== undefined) q = q.where('entry_date', '<=', f.to);
  if (f.status === 'active') q = q.where('voided_at', 'is', null);
  if (f.status === 'void') q = q.where('voided_at', 'is not', null);
  if (f.search !== undefined) {
    const pattern = `%${likeEscape(f.search)}%`;
    q = q.where(
      sql<boolean>`lower(coalesce(note, '') || ' ' || coalesce(reason, '') || ' ' || coalesce(details, '')) LIKE ${pattern} ESCAPE '\\'`,
    );
  }
  if (f.after !== undefined) {
    const { occurredAt, id } = f.after;
    q = q.where((eb) => eb.or([eb('occurred_at', '<', occurredAt), eb.and([eb('occurred_at', '=', occurredAt), eb('id', '<', id)])]));
  }
  return q.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
}

/** Non-void totals per category over business dates from..to (inclusive). */
export async function totalsByCategory(
  db: Queryable,
  book: Book,
  shopId: string,
  from: string,
  to: string,
): Promise<{ category_id: string; total: bigint; count: number }[]> {
  const rows = await db
    .selectFrom(book.entryTable)
    .select(['category_id', sql<string>`sum(amount)`.as('total'), sql<string>`count(*)`.as('count')])
    .where('shop_id', '=', shopId)
    .where('entry_date', '>=', from)
    .where('entry_date', '<=', to)
    .where('voided_at', 'is', null)
    .groupBy('category_id')
    .execute();
  return rows.map((r) => ({ category_id: r.category_id, total: BigInt(r.total), count: Number(r.count) }));
}

/** True when the id is an employee contact of this shop. */
export async function isEmployee(db: Queryable, shopId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('contacts').select('type').where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
  return row?.type === 'employee';
}
