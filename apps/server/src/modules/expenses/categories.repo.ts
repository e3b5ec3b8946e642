/** Queries of expense / income categories. Every function takes the book, then the shop id. */
import { ulid } from '@dokani/core';
import { sql } from 'kysely';
import type { CashbookCategoryRow, Queryable } from '../../platform/db/schema.ts';
import type { Book } from './books.ts';

/** Defaults first in their set order, then the shop's own categories by name. */
export async function listCategories(
  db: Queryable,
  book: Book,
  shopId: string,
  status?: 'active' | 'inactive',
): Promise<CashbookCategoryRow[]> {
  let q = db.selectFrom(book.categoryTable).selectAll().where('shop_id', '=', shopId);
  if (status) q = q.where('status', '=', status);
  return q
    .orderBy(sql`(default_key IS NULL)`)
    .orderBy(sql`CASE WHEN default_key IS NULL THEN lower(name) END COLLATE "C"`)
    .orderBy('id')
    .execute();
}

export async function findCategory(db: Queryable, book: Book, shopId: string, id: string): Promise<CashbookCategoryRow | undefined> {
  return db.selectFrom(book.categoryTable).selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

export async function findCategories(db: Queryable, book: Book, shopId: string, ids: readonly string[]): Promise<CashbookCategoryRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom(book.categoryTable).selectAll().where('shop_id', '=', shopId).where('id', 'in', ids).execute();
}

/** A category whose own name is this one (case-insensitive, as the unique index compares). */
export async function findByOwnName(db: Queryable, book: Book, shopId: string, name: string): Promise<CashbookCategoryRow | undefined> {
  return db
    .selectFrom(book.categoryTable)
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('name', 'is not', null)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
}

/**
 * Writes the book's default categories the shop does not have yet (idempotent: the
 * (shop_id, default_key) key makes a second or concurrent run a no-op).
 */
export async function seedDefaults(db: Queryable, book: Book, shopId: string, at: Date): Promise<void> {
  const have = await db
    .selectFrom(book.categoryTable)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('default_key', 'is not', null)
    .executeTakeFirstOrThrow();
  if (Number(have.n) >= book.defaults.length) return;
  const t = at.getTime();
  await db
    .insertInto(book.categoryTable)
    .values(
      book.defaults.map((key, i) => ({ shop_id: shopId, id: ulid(t + i), default_key: key, name: null, created_at: at, updated_at: at })),
    )
    .onConflict((oc) => oc.columns(['shop_id', 'default_key']).doNothing())
    .execute();
}

/** The book's default category of `key` (made by `seedDefaults`). */
export async function findDefaultCategory(
  db: Queryable,
  book: Book,
  shopId: string,
  key: string,
): Promise<CashbookCategoryRow | undefined> {
  return db.selectFrom(book.categoryTable).selectAll().where('shop_id', '=', shopId).where('default_key', '=', key).executeTakeFirst();
}

export async function insertCategory(db: Queryable, book: Book, shopId: string, c: { id: string; name: string }, at: Date): Promise<void> {
  await db
    .insertInto(book.categoryTable)
    .values({ shop_id: shopId, id: c.id, default_key: null, name: c.name, created_at: at, updated_at: at })
    .execute();
}

export async function updateCategory(
  db: Queryable,
  book: Book,
  shopId: string,
  id: string,
  set: { name?: string; status?: 'active' | 'inactive' },
  at: Date,
): Promise<void> {
  await db
    .updateTable(book.categoryTable)
    .set({ ...set, updated_at: at })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .execute();
}

export async function isInUse(db: Queryable, book: Book, shopId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom(book.entryTable)
    .select('id')
    .where('shop_id', '=', shopId)
    .where('category_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteCategory(db: Queryable, book: Book, shopId: string, id: string): Promise<void> {
  await db.deleteFrom(book.categoryTable).where('shop_id', '=', shopId).where('id', '=', id).execute();
}
