/** GET /products/expiring: active products expired or expiring soon (shown in the stock area). */
import { addDays } from '@dokani/core';
import type { Product } from '@dokani/contracts';
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';
import { toProduct } from './product.dto.ts';
import * as repo from './products.repo.ts';

/** Active products expired or expiring by today + `days` (shop timezone): expired first, then soonest. */
export async function expiringProducts(
  db: Queryable,
  shopId: string,
  today: string,
  days: number,
): Promise<{ items: { product: Product; daysLeft: number }[] }> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .select(sql<number>`expiry_date - ${today}::date`.as('days_left'))
    .where('shop_id', '=', shopId)
    .where('status', '=', 'active')
    .where('expiry_date', 'is not', null)
    .where('expiry_date', '<=', addDays(today, days))
    .orderBy('expiry_date')
    .orderBy('id')
    .execute();
  const photos = await repo.photosByProduct(
    db,
    shopId,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map(({ days_left, ...row }) => ({ product: toProduct(row, photos.get(row.id) ?? []), daysLeft: days_left })),
  };
}
