/** Queries of products and their photos. Every function takes the shop id first. */
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { PLAN_PER_RUN } from '../../platform/db/prepared.ts';
import type { ProductPhotoRow, ProductRow, Queryable } from '../../platform/db/schema.ts';
import type { Cursor, SortField } from './cursor.ts';
import type { ProductColumns } from './product.fields.ts';
import type { TermRange } from './search.ts';

export async function insertProducts(
  db: Queryable,
  shopId: string,
  rows: readonly { id: string; columns: ProductColumns }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('products')
    .values(rows.map((r) => ({ shop_id: shopId, id: r.id, ...r.columns, status: 'active' as const, created_at: at, updated_at: at })))
    .execute();
}

export async function findProduct(db: Queryable, shopId: string, id: string, lock = false): Promise<ProductRow | undefined> {
  const q = db.selectFrom('products').selectAll().where('shop_id', '=', shopId).where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
}

export async function findByBarcode(db: Queryable, shopId: string, barcode: string): Promise<{ id: string; name: string } | undefined> {
  return db.selectFrom('products').select(['id', 'name']).where('shop_id', '=', shopId).where('barcode', '=', barcode).executeTakeFirst();
}

/** Barcode → name of the shop's product carrying it, for the given barcodes. */
export async function productsWithBarcodes(db: Queryable, shopId: string, barcodes: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < barcodes.length; i += 1000) {
    const chunk = barcodes.slice(i, i + 1000);
    const rows = await db
      .selectFrom('products')
      .select(['barcode', 'name'])
      .where('shop_id', '=', shopId)
      .where('barcode', 'in', chunk)
      .execute();
    for (const r of rows) if (r.barcode !== null) out.set(r.barcode, r.name);
  }
  return out;
}

export async function updateProduct(
  db: Queryable,
  shopId: string,
  id: string,
  set: Partial<ProductColumns> & { status?: 'active' | 'inactive' },
  at: Date,
): Promise<void> {
  await db
    .updateTable('products')
    .set({ ...set, updated_at: at })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .execute();
}

export async function deleteProduct(db: Queryable, shopId: string, id: string): Promise<void> {
  await db.deleteFrom('product_photos').where('shop_id', '=', shopId).where('product_id', '=', id).execute();
  await db.deleteFrom('products').where('shop_id', '=', shopId).where('id', '=', id).execute();
}

/** True when the product has stock movements or sale lines: its history must stay readable. */
export async function hasHistory(db: Queryable, shopId: string, id: string): Promise<boolean> {
  const r = await sql<{ used: boolean }>`
    SELECT EXISTS (SELECT 1 FROM stock_movements WHERE shop_id = ${shopId} AND product_id = ${id})
        OR EXISTS (SELECT 1 FROM sale_lines WHERE shop_id = ${shopId} AND product_id = ${id}) AS used`.execute(db);
  return r.rows[0]?.used === true;
}

export interface ListFilter {
  status: 'active' | 'inactive' | 'all';
  categoryId?: string;
  lowStock?: boolean;
  online?: boolean;
  barcode?: string;
  /** Term ranges of the typed query (its key and its sound key: search.ts), and the barcode it may be; any matches. */
  search?: readonly TermRange[];
  searchBarcode?: string | null;
  sort: { field: SortField; desc: boolean };
  after?: Cursor;
  limit: number;
}

const SORT_COLUMN = {
  name: 'search_name',
  createdAt: 'created_at',
  stock: 'current_stock',
  sellPrice: 'sell_price',
} as const;

/** The list's filters on the products aliased p, as one condition (TRUE when none). */
function filters(f: ListFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [];
  if (f.status !== 'all') parts.push(sql`p.status = ${f.status}`);
  if (f.categoryId !== undefined) parts.push(sql`(p.category_id = ${f.categoryId} OR p.sub_category_id = ${f.categoryId})`);
  if (f.lowStock === true) parts.push(sql`(p.low_stock_alert IS NOT NULL AND p.current_stock <= p.low_stock_alert)`);
  if (f.lowStock === false) parts.push(sql`(p.low_stock_alert IS NULL OR p.current_stock > p.low_stock_alert)`);
  if (f.online !== undefined) parts.push(sql`p.online_sale = ${f.online}`);
  if (f.barcode !== undefined) parts.push(sql`p.barcode = ${f.barcode}`);
  return parts.length === 0 ? sql<boolean>`TRUE` : sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

/**
 * The products the typed query finds, as (search_name, product_id): terms starting with its key or
 * its sound key (a range scan of the terms' btree each, index-only once vacuumed) and the product
 * whose barcode it is.
 */
function candidates(db: Queryable, shopId: string, f: ListFilter) {
  const code = f.searchBarcode ?? null;
  const parts = (f.search ?? []).map((range) =>
    db
      .selectFrom('product_search_terms as t')
      .select(['t.search_name', 't.product_id'])
      .where('t.shop_id', '=', shopId)
      .where('t.term', '>=', range.low)
      .where('t.term', '<', range.high),
  );
  const byBarcode = code
    ? db
        .selectFrom('products as b')
        .select(['b.search_name', 'b.id as product_id'])
        .where('b.shop_id', '=', shopId)
        .where('b.barcode', '=', code)
    : null;
  const [first, ...rest] = parts;
  const byTerm = first ? rest.reduce((q, next) => q.unionAll(next), first) : null;
  return byTerm && byBarcode ? byTerm.unionAll(byBarcode) : (byTerm ?? byBarcode);
}

/**
 * One page of products in the sort's order (ties by id), starting after the cursor.
 * A search sorted by name first orders the (few, narrow) matches by name, then fetches products
 * in that order until the page is full: only the page's rows are read, however many match.
 * Other sorts join the matches and sort the products.
 */
export async function listProducts(db: Queryable, shopId: string, f: ListFilter): Promise<ProductRow[]> {
  const dir = f.sort.desc ? 'desc' : 'asc';
  const op = f.sort.desc ? sql`<` : sql`>`;
  const found = candidates(db, shopId, f);

  if (found && f.sort.field === 'name') {
    let matches = db.selectFrom(found.as('u')).select(['u.search_name', 'u.product_id']).distinct();
    if (f.after) matches = matches.where(sql<boolean>`(u.search_name, u.product_id) ${op} (${f.after.key}, ${f.after.id})`);
    const sorted = matches.orderBy('u.search_name', dir).orderBy('u.product_id', dir);
    return db
      .selectFrom(sorted.as('c'))
      .innerJoin('products as p', (j) => j.on('p.shop_id', '=', shopId).onRef('p.id', '=', 'c.product_id'))
      .selectAll('p')
      .where(filters(f))
      .orderBy('c.search_name', dir)
      .orderBy('c.product_id', dir)
      .limit(f.limit)
      .modifyEnd(PLAN_PER_RUN)
      .execute();
  }

  const col = SORT_COLUMN[f.sort.field];
  let q = db.selectFrom('products as p').selectAll('p').where('p.shop_id', '=', shopId).where(filters(f));
  if (found) q = q.where('p.id', 'in', db.selectFrom(found.as('u')).select('u.product_id'));
  if (f.after) q = q.where(sql<boolean>`(${sql.ref(`p.${col}`)}, p.id) ${op} (${f.after.key}, ${f.after.id})`);
  q = q.orderBy(`p.${col}`, dir).orderBy('p.id', dir).limit(f.limit);
  // A search's plan depends on how many names its prefixes match: planned for them on each run.
  return (found ? q.modifyEnd(PLAN_PER_RUN) : q).execute();
}

/** The photos of these products, in one query, by product. */
export async function photosByProduct(
  db: Queryable,
  shopId: string,
  productIds: readonly string[],
): Promise<Map<string, ProductPhotoRow[]>> {
  const byProduct = new Map<string, ProductPhotoRow[]>();
  for (const p of await photosOf(db, shopId, productIds)) byProduct.set(p.product_id, [...(byProduct.get(p.product_id) ?? []), p]);
  return byProduct;
}

/** The photos of these products, in one query. */
export async function photosOf(db: Queryable, shopId: string, productIds: readonly string[]): Promise<ProductPhotoRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_photos')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Keeps an import's answer under its client id, so a retry answers it again. */
export async function insertImportResult(
  db: Queryable,
  shopId: string,
  r: { id: string; result: unknown; userId: string; at: Date },
): Promise<void> {
  await db
    .insertInto('product_imports')
    .values({ shop_id: shopId, id: r.id, result: JSON.stringify(r.result), created_by: r.userId, created_at: r.at })
    .execute();
}

export async function findImportResult(db: Queryable, shopId: string, id: string): Promise<unknown> {
  const row = await db
    .selectFrom('product_imports')
    .select('result')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.result;
}
