/** Stock-area lists and totals: the stock summary, sold items under warranty (expiring products: the products module). */
import { formatMoneyDecimal, formatQuantity, localDate } from '@dokani/core';
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';
import { DATE_RE, ULID_RE, decodeCursor, encodeCursor } from '../../platform/cursor.ts';

export function todayIn(now: Date, timezone: string): string {
  return localDate(now, timezone);
}

/**
 * Totals over active products. Value and quantity count positive stock only (a product below zero
 * has no value to count); value is Σ of the products' exact stock values, as each product answer
 * shows it. Low stock: an alert is set and stock ≤ it (as the product answer's
 * `lowStock`); out of stock: stock ≤ 0.
 */
export async function stockSummary(db: Queryable, shopId: string) {
  const r = await db
    .selectFrom('products')
    .select([
      sql<bigint>`count(*)`.as('product_count'),
      sql<string>`coalesce(sum(current_stock) filter (where current_stock > 0), 0)`.as('total_quantity'),
      sql<string>`coalesce(sum(stock_value) filter (where current_stock > 0), 0)`.as('total_value'),
      sql<bigint>`count(*) filter (where low_stock_alert is not null and current_stock <= low_stock_alert)`.as('low_stock'),
      sql<bigint>`count(*) filter (where current_stock <= 0)`.as('out_of_stock'),
    ])
    .where('shop_id', '=', shopId)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return {
    productCount: Number(r.product_count),
    totalQuantity: formatQuantity(BigInt(r.total_quantity)),
    totalValue: formatMoneyDecimal(BigInt(r.total_value)),
    lowStockCount: Number(r.low_stock),
    outOfStockCount: Number(r.out_of_stock),
  };
}

export interface WarrantyFilter {
  status?: 'active' | 'expired' | 'all';
  q?: string;
  limit?: number;
  cursor?: string;
}

const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Sold items with a warranty, from completed sales (void sales and fully returned lines left out).
 * Active (default): warranty ends today or later, soonest end first. Expired: ended before today,
 * latest first. All: by end date. Keyset by (end date, sale id, line number).
 */
export async function warrantyItems(db: Queryable, shopId: string, today: string, f: WarrantyFilter) {
  const status = f.status ?? 'active';
  const limit = f.limit ?? 50;
  const desc = status === 'expired';
  let q = db
    .selectFrom('sale_lines as l')
    .innerJoin('sales as s', (j) => j.onRef('s.shop_id', '=', 'l.shop_id').onRef('s.id', '=', 'l.invoice_id'))
    .innerJoin('products as p', (j) => j.onRef('p.shop_id', '=', 'l.shop_id').onRef('p.id', '=', 'l.product_id'))
    .select([
      'l.invoice_id',
      'l.line_no',
      's.number',
      's.invoice_date',
      'l.product_id',
      'p.name as product_name',
      sql<bigint>`l.quantity - l.returned_quantity`.as('quantity'),
      's.contact_name',
      's.contact_mobile',
      'l.warranty_days',
      sql<string>`l.warranty_ends_on`.as('warranty_ends_on'),
      sql<number>`l.warranty_ends_on - ${today}::date`.as('days_left'),
    ])
    .where('l.shop_id', '=', shopId)
    .where('s.status', '=', 'completed')
    .where('l.warranty_ends_on', 'is not', null)
    .where(sql<boolean>`l.quantity > l.returned_quantity`);
  if (status === 'active') q = q.where('l.warranty_ends_on', '>=', today);
  if (status === 'expired') q = q.where('l.warranty_ends_on', '<', today);
  if (f.q?.trim()) {
    const like = `%${escapeLike(f.q.trim().toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(p.name)`, 'like', like),
        eb(sql`lower(coalesce(s.contact_name, ''))`, 'like', like),
        eb(sql`coalesce(s.contact_mobile, '')`, 'like', like),
        eb(sql`lower(s.number)`, 'like', like),
      ]),
    );
  }
  if (f.cursor) {
    const [ends, saleId, lineNo] = decodeCursor(f.cursor, [DATE_RE, ULID_RE, /^\d{1,9}$/]);
    const key = sql`(l.warranty_ends_on, l.invoice_id, l.line_no)`;
    const at = sql`(${ends}::date, ${saleId}, ${Number(lineNo)}::int)`;
    q = q.where(desc ? sql<boolean>`${key} < ${at}` : sql<boolean>`${key} > ${at}`);
  }
  const dir = desc ? 'desc' : 'asc';
  const rows = await q
    .orderBy('l.warranty_ends_on', dir)
    .orderBy('l.invoice_id', dir)
    .orderBy('l.line_no', dir)
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      saleId: r.invoice_id,
      saleNumber: r.number,
      saleDate: r.invoice_date,
      productId: r.product_id,
      productName: r.product_name,
      quantity: formatQuantity(r.quantity),
      customerName: r.contact_name,
      customerMobile: r.contact_mobile,
      warrantyDays: r.warranty_days ?? 0,
      warrantyEndsOn: r.warranty_ends_on,
      daysLeft: r.days_left,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor([last.warranty_ends_on, last.invoice_id, String(last.line_no)]) : null,
  };
}
