/** Test helpers of the stock tests: products written straight to the database, ledger sums. */
import { initialStockValue, ulid } from '@dokani/core';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db, ProductsTable } from '../../platform/db/schema.ts';
import { productRow } from '../../test/rows.ts';

export async function insertProduct(db: Db, shopId: string, fields: Partial<Insertable<ProductsTable>> = {}): Promise<string> {
  const id = fields.id ?? ulid();
  const at = fields.created_at ?? new Date('2025-01-01T00:00:00Z');
  const name = fields.name ?? `পণ্য ${id.slice(-4)}`;
  // A product written with stock is worth stock × average, as migration 0013 starts one.
  const stockValue = fields.stock_value ?? initialStockValue(fields.current_stock ?? 0n, fields.average_cost ?? 0n);
  await db
    .insertInto('products')
    .values(productRow(shopId, { id, name, search_name: name.toLowerCase(), ...fields, stock_value: stockValue }, at))
    .execute();
  return id;
}

export async function productState(db: Db, shopId: string, productId: string) {
  return db
    .selectFrom('products')
    .select(['current_stock', 'stock_value', 'average_cost', 'last_cost', 'status'])
    .where('shop_id', '=', shopId)
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
}

/** Σ change and Σ cost_total of a product's movements, and how many there are. */
export async function ledgerSums(db: Db, shopId: string, productId: string) {
  const r = await db
    .selectFrom('stock_movements')
    .select([
      sql<string>`coalesce(sum(change), 0)`.as('change'),
      sql<string>`coalesce(sum(cost_total), 0)`.as('cost'),
      sql<bigint>`count(*)`.as('n'),
    ])
    .where('shop_id', '=', shopId)
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return { change: BigInt(r.change), cost: BigInt(r.cost), count: Number(r.n) };
}

/** Makes `userId` a member of the shop with a role of these features. */
export async function addMember(db: Db, shopId: string, userId: string, features: string[]): Promise<void> {
  const at = new Date('2025-01-01T00:00:00Z');
  const roleId = ulid();
  await db
    .insertInto('roles')
    .values({ shop_id: shopId, id: roleId, name: `role ${features.join('+') || 'none'}`, features, created_at: at, updated_at: at })
    .execute();
  await db
    .insertInto('shop_members')
    .values({ shop_id: shopId, id: userId, user_id: userId, is_owner: false, role_id: roleId, created_at: at })
    .execute();
}

/**
 * A product's movements are one chain: each starts where the one before it ended (a cost
 * adjustment moves no stock, so it starts and ends where the movement before it ended). Answers
 * where the chain ends.
 */
export async function expectOneChain(db: Db, shopId: string, productId: string): Promise<bigint> {
  const rows = await db
    .selectFrom('stock_movements')
    .select(['previous_stock', 'after_stock'])
    .where('shop_id', '=', shopId)
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
  let prev = 0n;
  for (const row of rows) {
    expect(row.previous_stock).toBe(prev);
    prev = row.after_stock;
  }
  return prev;
}
