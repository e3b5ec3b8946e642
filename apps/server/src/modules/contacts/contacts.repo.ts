/** Queries of contacts. Every function takes the shop id first. */
import type { ContactType } from '@dokani/contracts';
import { sql } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import type { ContactRow, ContactsTable, Queryable } from '../../platform/db/schema.ts';
import { escapeLike } from './search.ts';

export function findContact(db: Queryable, shopId: string, id: string, lock = false): Promise<ContactRow | undefined> {
  let q = db.selectFrom('contacts').selectAll().where('shop_id', '=', shopId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export function findByMobile(db: Queryable, shopId: string, type: ContactType, mobile: string): Promise<ContactRow | undefined> {
  return db
    .selectFrom('contacts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('type', '=', type)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

export async function insertContact(db: Queryable, row: Insertable<ContactsTable>): Promise<void> {
  await db.insertInto('contacts').values(row).execute();
}

export async function updateContact(db: Queryable, shopId: string, id: string, set: Updateable<ContactsTable>): Promise<void> {
  await db.updateTable('contacts').set(set).where('shop_id', '=', shopId).where('id', '=', id).execute();
}

export async function hasEntries(db: Queryable, shopId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('due_entries')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('contact_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteContact(db: Queryable, shopId: string, id: string): Promise<void> {
  await db.deleteFrom('contacts').where('shop_id', '=', shopId).where('id', '=', id).execute();
}

export interface ContactListFilter {
  type?: ContactType;
  status: 'active' | 'inactive' | 'all';
  due?: 'receivable' | 'payable' | 'any';
  /** a searchKey: prefix of any word of the name */
  nameKey?: string;
  /** core phoneticKey of the query: prefix of any word of the name's sound key (across scripts) */
  soundKey?: string;
  digits?: string | null;
  after?: { name: string; id: string };
  limit: number;
}

export function listContacts(db: Queryable, shopId: string, f: ContactListFilter): Promise<ContactRow[]> {
  let q = db.selectFrom('contacts').selectAll().where('shop_id', '=', shopId);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.status !== 'all') q = q.where('status', '=', f.status);
  if (f.due === 'receivable') q = q.where('balance', '>', 0n);
  else if (f.due === 'payable') q = q.where('balance', '<', 0n);
  else if (f.due === 'any') q = q.where('balance', '<>', 0n);
  if (f.nameKey !== undefined || f.digits) {
    const nameKey = f.nameKey;
    const soundKey = f.soundKey;
    const digits = f.digits;
    q = q.where((eb) =>
      eb.or([
        ...(nameKey ? [eb(sql<string>`' ' || search_name`, 'like', `% ${escapeLike(nameKey)}%`)] : []),
        ...(nameKey && soundKey ? [eb(sql<string>`' ' || search_phonetic`, 'like', `% ${escapeLike(soundKey)}%`)] : []),
        ...(digits ? [eb('mobile', 'like', `%${escapeLike(digits)}%`)] : []),
      ]),
    );
  }
  if (f.after) {
    const a = f.after;
    q = q.where(sql<boolean>`(search_name, id COLLATE "C") > (${a.name}, ${a.id} COLLATE "C")`);
  }
  return q
    .orderBy('search_name')
    .orderBy(sql`id COLLATE "C"`)
    .limit(f.limit)
    .execute();
}
