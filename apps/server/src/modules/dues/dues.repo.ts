/** Queries of the due ledger. Every function takes the shop id first. */
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { DueEntriesTable, Queryable } from '../../platform/db/schema.ts';

export interface LockedContact {
  id: string;
  type: 'customer' | 'supplier' | 'employee';
  name: string;
  mobile: string | null;
  balance: bigint;
}

/** Locks the contact's row (SELECT … FOR UPDATE): entries of one contact are written one at a time. */
export function lockContact(db: Queryable, shopId: string, contactId: string): Promise<LockedContact | undefined> {
  return db
    .selectFrom('contacts')
    .select(['id', 'type', 'name', 'mobile', 'balance'])
    .where('shop_id', '=', shopId)
    .where('id', '=', contactId)
    .forUpdate()
    .executeTakeFirst();
}

/** The next ledger position of the contact; call only under the contact's row lock. */
export async function nextSeq(db: Queryable, shopId: string, contactId: string): Promise<number> {
  const row = await db
    .selectFrom('due_entries')
    .select(sql<number>`coalesce(max(seq), 0)::int`.as('seq'))
    .where('shop_id', '=', shopId)
    .where('contact_id', '=', contactId)
    .executeTakeFirstOrThrow();
  return Number(row.seq) + 1;
}

export async function insertEntry(db: Queryable, row: Insertable<DueEntriesTable>): Promise<void> {
  await db.insertInto('due_entries').values(row).execute();
}

export async function setBalance(db: Queryable, shopId: string, contactId: string, balance: bigint, at: Date): Promise<void> {
  await db.updateTable('contacts').set({ balance, updated_at: at }).where('shop_id', '=', shopId).where('id', '=', contactId).execute();
}

export function findEntry(db: Queryable, shopId: string, id: string) {
  return db.selectFrom('due_entries').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

export async function reversalOf(db: Queryable, shopId: string, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('due_entries')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('reverses_id', '=', id)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setSmsStatus(db: Queryable, shopId: string, id: string, status: 'sent' | 'failed'): Promise<void> {
  await db.updateTable('due_entries').set({ sms_status: status }).where('shop_id', '=', shopId).where('id', '=', id).execute();
}

/** Entries with their contact's name and type and the id of the entry that reversed them. */
export function entriesQuery(db: Queryable, shopId: string) {
  return db
    .selectFrom('due_entries as e')
    .innerJoin('contacts as c', (j) => j.onRef('c.shop_id', '=', 'e.shop_id').onRef('c.id', '=', 'e.contact_id'))
    .leftJoin('due_entries as r', (j) => j.onRef('r.shop_id', '=', 'e.shop_id').onRef('r.reverses_id', '=', 'e.id'))
    .selectAll('e')
    .select(['c.name as contact_name', 'c.type as contact_type', 'r.id as reversed_by_id'])
    .where('e.shop_id', '=', shopId);
}

export type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>['executeTakeFirstOrThrow']>>;
