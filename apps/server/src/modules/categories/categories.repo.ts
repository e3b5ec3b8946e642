/** Queries of categories. Every function takes the shop id first. */
import { sql } from 'kysely';
import type { CategoryRow, Queryable } from '../../platform/db/schema.ts';

export interface CategoryWithCount extends CategoryRow {
  product_count: number;
}

/** Every category of the shop with the number of products filed under it (as category or sub-category). */
export async function listCategories(db: Queryable, shopId: string, onlyId?: string): Promise<CategoryWithCount[]> {
  let q = db
    .selectFrom('categories as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('p.shop_id', '=', 'c.shop_id')
        .where((w) => w.or([w('p.category_id', '=', w.ref('c.id')), w('p.sub_category_id', '=', w.ref('c.id'))]))
        .as('product_count'),
    )
    .where('c.shop_id', '=', shopId);
  if (onlyId !== undefined) q = q.where('c.id', '=', onlyId);
  const rows = await q
    .orderBy(sql`lower(c.name) COLLATE "C"`)
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count ?? 0) }));
}

export async function findCategory(db: Queryable, shopId: string, id: string): Promise<CategoryRow | undefined> {
  return db.selectFrom('categories').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

export async function findCategories(db: Queryable, shopId: string, ids: readonly string[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('categories').selectAll().where('shop_id', '=', shopId).where('id', 'in', ids).execute();
}

/** The category of this name at this level (case-insensitive, as the unique index compares). */
export async function findByName(db: Queryable, shopId: string, parentId: string | null, name: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where(sql<boolean>`coalesce(parent_id, '') = ${parentId ?? ''}`)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
}

export async function insertCategory(
  db: Queryable,
  shopId: string,
  c: { id: string; name: string; parentId: string | null },
  at: Date,
): Promise<void> {
  await db
    .insertInto('categories')
    .values({ shop_id: shopId, id: c.id, parent_id: c.parentId, name: c.name, created_at: at, updated_at: at })
    .execute();
}

export async function renameCategory(db: Queryable, shopId: string, id: string, name: string, at: Date): Promise<void> {
  await db.updateTable('categories').set({ name, updated_at: at }).where('shop_id', '=', shopId).where('id', '=', id).execute();
}

/** True when a product or a sub-category still points at the category. */
export async function isInUse(db: Queryable, shopId: string, id: string): Promise<boolean> {
  const r = await sql<{ used: boolean }>`
    SELECT EXISTS (SELECT 1 FROM products WHERE shop_id = ${shopId} AND (category_id = ${id} OR sub_category_id = ${id}))
        OR EXISTS (SELECT 1 FROM categories WHERE shop_id = ${shopId} AND parent_id = ${id}) AS used`.execute(db);
  return r.rows[0]?.used === true;
}

export async function deleteCategory(db: Queryable, shopId: string, id: string): Promise<void> {
  await db.deleteFrom('categories').where('shop_id', '=', shopId).where('id', '=', id).execute();
}
