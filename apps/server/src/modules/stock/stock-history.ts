/** Stock history: the ledger's rows for people (GET /stock-movements), newest first, keyset-paged. */
import { formatMoneyDecimal, formatQuantity } from '@dokani/core';
import type { StockMovement, StockReason } from '@dokani/contracts';
import type { Queryable } from '../../platform/db/schema.ts';
import { ULID_RE, decodeCursor, encodeCursor } from '../../platform/cursor.ts';

export interface HistoryFilter {
  productId?: string;
  reason?: StockReason;
  /** business dates, inclusive */
  from?: string;
  to?: string;
  limit?: number;
  cursor?: string;
}

const DEFAULT_LIMIT = 50;

function baseQuery(db: Queryable, shopId: string) {
  return db
    .selectFrom('stock_movements as m')
    .innerJoin('products as p', (j) => j.onRef('p.shop_id', '=', 'm.shop_id').onRef('p.id', '=', 'm.product_id'))
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    .select(['p.name as product_name', 'p.unit as product_unit', 'u.name as user_name'])
    .where('m.shop_id', '=', shopId);
}

type HistoryRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toMovement(r: HistoryRow): StockMovement {
  return {
    id: r.id,
    productId: r.product_id,
    productName: r.product_name,
    unit: r.product_unit,
    occurredAt: r.occurred_at.toISOString(),
    date: r.business_date,
    reason: r.reason as StockReason,
    change: formatQuantity(r.change),
    previousStock: formatQuantity(r.previous_stock),
    afterStock: formatQuantity(r.after_stock),
    unitCost: formatMoneyDecimal(r.unit_cost),
    costTotal: formatMoneyDecimal(r.cost_total),
    averageCostAfter: formatMoneyDecimal(r.average_cost_after),
    note: r.note,
    userId: r.user_id,
    userName: r.user_name,
    deviceName: r.device_name,
    refType: r.ref_type,
    refId: r.ref_id,
  };
}

/** The movement a request made, by its reference, e.g. ('stock-update', client id). */
export async function findMovementByRef(db: Queryable, shopId: string, refType: string, refId: string): Promise<StockMovement | null> {
  const row = await baseQuery(db, shopId)
    .where('m.ref_type', '=', refType)
    .where('m.ref_id', '=', refId)
    .orderBy('m.id')
    .executeTakeFirst();
  return row ? toMovement(row) : null;
}

/**
 * Newest first in ledger order: by id (the server takes each movement's id under the product's row
 * lock, so a product's movements chain previous → after in id order). Date filters are business
 * dates. The (shop_id, product_id, id) and (shop_id, business_date, id) indexes serve it.
 */
export async function listMovements(
  db: Queryable,
  shopId: string,
  f: HistoryFilter,
): Promise<{ items: StockMovement[]; nextCursor: string | null }> {
  const limit = f.limit ?? DEFAULT_LIMIT;
  let q = baseQuery(db, shopId);
  if (f.productId) q = q.where('m.product_id', '=', f.productId);
  if (f.reason) q = q.where('m.reason', '=', f.reason);
  if (f.from) q = q.where('m.business_date', '>=', f.from);
  if (f.to) q = q.where('m.business_date', '<=', f.to);
  if (f.cursor) {
    const [after = ''] = decodeCursor(f.cursor, [ULID_RE]);
    q = q.where('m.id', '<', after);
  }
  const rows = await q
    .orderBy('m.id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor([last.id]) : null;
  return { items: page.map(toMovement), nextCursor };
}
