/** Queries of the stock ledger. Every function takes the shop id first. */
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { write } from '../../platform/db/batch.ts';
import type { WriteBatch } from '../../platform/db/batch.ts';
import { precompiledWrite } from '../../platform/db/precompiled.ts';
import type { Queryable, StockMovementsTable } from '../../platform/db/schema.ts';

import type { LockedStockRow } from './stock.types.ts';

export type LockedProduct = LockedStockRow;

/**
 * Locks the products' rows (SELECT … FOR UPDATE) in product-id order, byte-wise (COLLATE "C"), so
 * that every transaction takes the locks of a set of products in the same order: no deadlocks.
 */
export async function lockProducts(db: Queryable, shopId: string, productIds: readonly string[]): Promise<LockedProduct[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'name', 'status', 'current_stock', 'reserved', 'average_cost', 'last_cost', 'stock_value', 'purchase_price'])
    .where('shop_id', '=', shopId)
    .where('id', 'in', productIds)
    .orderBy(sql`id COLLATE "C"`)
    .forUpdate()
    .execute();
}

export async function readAllowNegativeStock(db: Queryable, shopId: string): Promise<boolean> {
  const row = await db.selectFrom('shop_settings').select('allow_negative_stock').where('shop_id', '=', shopId).executeTakeFirst();
  return row?.allow_negative_stock ?? false;
}

/** Rows per INSERT: 19 parameters a row stays well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 1_000;

export async function insertMovements(db: Queryable, rows: Insertable<StockMovementsTable>[], batch?: WriteBatch): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await write(insertMovementRows(db, { rows: rows.slice(i, i + INSERT_CHUNK) }), batch);
  }
}

export async function updateProductStock(
  db: Queryable,
  shopId: string,
  productId: string,
  s: { stock: bigint; value: bigint; averageCost: bigint; lastCost: bigint; at: Date },
  batch?: WriteBatch,
): Promise<void> {
  await write(
    setProductStock(db, { shopId, productId, stock: s.stock, value: s.value, averageCost: s.averageCost, lastCost: s.lastCost, at: s.at }),
    batch,
  );
}

/** Built once per number of rows (every posting writes its movements). */
const insertMovementRows = precompiledWrite((db, v: { rows: Insertable<StockMovementsTable>[] }) =>
  db.insertInto('stock_movements').values(v.rows),
);

const setProductStock = precompiledWrite(
  (db, v: { shopId: string; productId: string; stock: bigint; value: bigint; averageCost: bigint; lastCost: bigint; at: Date }) =>
    db
      .updateTable('products')
      .set({ current_stock: v.stock, stock_value: v.value, average_cost: v.averageCost, last_cost: v.lastCost, updated_at: v.at })
      .where('shop_id', '=', v.shopId)
      .where('id', '=', v.productId),
);

/** Built once per number of products. */
const setProductsStock = precompiledWrite(
  (db, v: { shopId: string; at: Date; rows: { id: string; stock: bigint; value: bigint; averageCost: bigint; lastCost: bigint }[] }) => {
    const values = sql.join(
      v.rows.map((r) => sql`(${r.id}::text, ${r.stock}::bigint, ${r.value}::bigint, ${r.averageCost}::bigint, ${r.lastCost}::bigint)`),
    );
    return db
      .updateTable('products as p')
      .from(
        sql<{ id: string; stock: bigint; value: bigint; avg: bigint; last: bigint }>`(VALUES ${values})`.as<'v'>(
          sql`v (id, stock, value, avg, last)`,
        ),
      )
      .set({ current_stock: sql`v.stock`, stock_value: sql`v.value`, average_cost: sql`v.avg`, last_cost: sql`v.last`, updated_at: v.at })
      .where('p.shop_id', '=', v.shopId)
      .whereRef('p.id', '=', sql.ref('v.id'));
  },
);

/** Several products' stock and costs in one statement (a sale of many lines: one round trip). */
export async function updateProductsStock(
  db: Queryable,
  shopId: string,
  rows: readonly { id: string; stock: bigint; value: bigint; averageCost: bigint; lastCost: bigint }[],
  at: Date,
  batch?: WriteBatch,
): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length === 1) {
    const r = rows[0] as (typeof rows)[number];
    await updateProductStock(
      db,
      shopId,
      r.id,
      { stock: r.stock, value: r.value, averageCost: r.averageCost, lastCost: r.lastCost, at },
      batch,
    );
    return;
  }
  await write(
    setProductsStock(db, {
      shopId,
      at,
      rows: rows.map((r) => ({ id: r.id, stock: r.stock, value: r.value, averageCost: r.averageCost, lastCost: r.lastCost })),
    }),
    batch,
  );
}
