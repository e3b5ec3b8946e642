/**
 * The reports read from the summaries (summaries.ts, decision 0006): sales and purchase over time,
 * product, stock and the profit-and-loss details. A year is at most 366 `trade_days` rows per side
 * and a few hundred thousand `trade_product_days` rows, read on their primary keys.
 *
 * The arithmetic is decision 0004's, once, here, with void invoices left out (decision 0009: the
 * void_ columns hold a void invoice whole on its own date, and its returns are taken back):
 * - count = invoices − void ones; total = total − voids (invoices that stand);
 * - net = total − returns − voids; VAT of the net = vat − return_vat − void_vat;
 * - sales: revenue = net − VAT of the net; cost of goods = cost − return_cost − void_cost;
 *   profit = revenue − cost;
 * - a product's figures the same from its lines (amount = a line's final amount, with VAT);
 *   what is not on a product line is the delivery charge and the quick sales, so
 *   Σ products + delivery + quick sales = the whole.
 */
import { addDays, addMonths, compareNames, daysInRange, formatMoneyDecimal, formatQuantity, mulQtyPrice, stockValue } from '@dokani/core';
import type { ProductReport, ProfitLossDetails, ReportBucket, StockReport, TradeFigures, TradeReport } from '@dokani/contracts';
import { sql } from 'kysely';
import { PLAN_PER_RUN } from '../../platform/db/prepared.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { SummarySide } from '../trade/index.ts';
import { bucketsOf } from './period.ts';

const money = formatMoneyDecimal;

/** Σ of the trade_days columns over a period (or one bucket of it). */
export interface DaySums {
  count: bigint;
  total: bigint;
  vat: bigint;
  cost: bigint;
  due: bigint;
  delivery: bigint;
  quick_total: bigint;
  quick_cost: bigint;
  return_count: bigint;
  return_amount: bigint;
  return_vat: bigint;
  return_cost: bigint;
  void_count: bigint;
  void_amount: bigint;
  void_vat: bigint;
  void_cost: bigint;
  void_delivery: bigint;
  void_quick_total: bigint;
  void_quick_cost: bigint;
  /** Sales only: the stock ledger's cost adjustments of the period (more cost of goods when positive); not a trade_days column. */
  adjust_cost: bigint;
}

/** The trade_days columns summed. */
const SUM_COLUMNS = [
  'count', 'total', 'vat', 'cost', 'due', 'delivery', 'quick_total', 'quick_cost',
  'return_count', 'return_amount', 'return_vat', 'return_cost',
  'void_count', 'void_amount', 'void_vat', 'void_cost', 'void_delivery', 'void_quick_total', 'void_quick_cost',
] as const satisfies readonly (keyof DaySums)[];
const ALL_SUMS = [...SUM_COLUMNS, 'adjust_cost'] as const satisfies readonly (keyof DaySums)[];

export function zeroSums(): DaySums {
  return Object.fromEntries(ALL_SUMS.map((c) => [c, 0n])) as unknown as DaySums;
}

/**
 * The stock ledger's cost adjustments of from..to (an increase re-costing stock sold below zero —
 * core costing, decision 0008): the one row source every report reads them from. Rare rows, read on
 * their partial index (stock_movements_adjustment_idx); each adds −cost_total to cost of goods.
 */
export function costAdjustmentRows(shopId: string, from: string, to: string) {
  return sql`stock_movements WHERE shop_id = ${shopId} AND reason = 'cost-adjustment' AND business_date BETWEEN ${from}::date AND ${to}::date`;
}

/** The cost adjustments of from..to as cost of goods, per bucket. */
export async function costAdjustments(db: Queryable, shopId: string, from: string, to: string, bucket: ReportBucket | null): Promise<Map<string, bigint>> {
  const key = bucket === null ? sql`''` : bucket === 'day' ? sql`business_date::text` : sql`to_char(business_date, 'YYYY-MM')`;
  const { rows } = await sql<{ period: string; cost: string }>`
    SELECT ${key} AS period, (-sum(cost_total))::text AS cost
    FROM ${costAdjustmentRows(shopId, from, to)}
    GROUP BY 1
  ${PLAN_PER_RUN}`.execute(db);
  return new Map(rows.map((r) => [r.period, BigInt(r.cost)]));
}

/**
 * The sums of one side over from..to: one entry per bucket with any row (`bucket` null: one entry
 * under the key '').
 */
export async function daySums(db: Queryable, shopId: string, side: SummarySide, from: string, to: string, bucket: ReportBucket | null): Promise<Map<string, DaySums>> {
  const key = bucket === null ? sql`''` : bucket === 'day' ? sql`day::text` : sql`to_char(day, 'YYYY-MM')`;
  const { rows } = await sql<Record<(typeof SUM_COLUMNS)[number], string> & { period: string }>`
    SELECT ${key} AS period, ${sql.join(SUM_COLUMNS.map((c) => sql`sum(${sql.ref(c)})::text AS ${sql.ref(c)}`))}
    FROM trade_days
    WHERE shop_id = ${shopId} AND side = ${side} AND day BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1
  ${PLAN_PER_RUN}`.execute(db);
  const sums = new Map(rows.map((r) => [r.period, { ...zeroSums(), ...Object.fromEntries(SUM_COLUMNS.map((c) => [c, BigInt(r[c as keyof typeof r])])) } as DaySums]));
  if (side === 'sale') {
    for (const [period, cost] of await costAdjustments(db, shopId, from, to, bucket)) {
      const s = sums.get(period) ?? zeroSums();
      s.adjust_cost = cost;
      sums.set(period, s);
    }
  }
  return sums;
}

/**
 * Revenue and cost of goods of a side's sums (sales: with the period's cost adjustments); purchases
 * use `cost` as the stock value bought.
 */
export function revenueOf(s: DaySums): { revenue: bigint; cost: bigint } {
  const net = s.total - s.return_amount - s.void_amount;
  const vat = s.vat - s.return_vat - s.void_vat;
  return { revenue: net - vat, cost: s.cost - s.return_cost - s.void_cost + s.adjust_cost };
}

function figuresOf(side: SummarySide, s: DaySums): TradeFigures {
  const net = s.total - s.return_amount - s.void_amount;
  const vat = s.vat - s.return_vat - s.void_vat;
  const { revenue, cost } = revenueOf(s);
  return {
    count: Number(s.count - s.void_count),
    total: money(s.total - s.void_amount),
    returns: money(s.return_amount),
    voids: money(s.void_amount),
    net: money(net),
    vat: money(vat),
    due: money(s.due),
    cost: money(cost),
    profit: money(side === 'sale' ? revenue - cost : 0n),
  };
}

function addSums(a: DaySums, b: DaySums): DaySums {
  return Object.fromEntries(ALL_SUMS.map((c) => [c, a[c] + b[c]])) as unknown as DaySums;
}

/** /reports/sales, /reports/purchase: the period's figures and its series (every bucket). */
export async function tradeReport(db: Queryable, shopId: string, side: SummarySide, from: string, to: string, bucket: ReportBucket): Promise<TradeReport> {
  const sums = await daySums(db, shopId, side, from, to, bucket);
  let totals = zeroSums();
  const rows = bucketsOf(from, to, bucket).map((period) => {
    const s = sums.get(period) ?? zeroSums();
    totals = addSums(totals, s);
    return { period, ...figuresOf(side, s) };
  });
  return { from, to, bucket, totals: figuresOf(side, totals), rows };
}

interface ProductSums {
  product_id: string;
  name: string;
  /** the name as the product list orders it (searchKey) */
  search_name: string;
  unit: string;
  category_id: string | null;
  category_name: string | null;
  status: 'active' | 'inactive';
  current_stock: bigint;
  average_cost: bigint;
  stock_value: bigint;
  sell_price: bigint;
  low_stock_alert: bigint | null;
  sold_qty: string;
  sold_amount: string;
  sold_vat: string;
  sold_cost: string;
  bought_qty: string;
  bought_amount: string;
}

/**
 * from..to as the fewest summary rows per product: whole months from trade_product_months, and at
 * an end that cuts a month either the days it keeps (added, from trade_product_days) or that
 * month whole less the days it leaves out (`minus`), whichever is fewer days — a year ending on
 * the 28th reads that month's row less its last days, not 28 day rows. A year is then ≤ 13 month
 * rows per product and at most half a month of day rows at each end.
 */
export function splitByMonth(from: string, to: string): { months: [string, string] | null; days: [string, string][]; minus: [string, string][] } {
  const first = `${from.slice(0, 7)}-01`;
  const last = `${to.slice(0, 7)}-01`;
  const endOf = (month: string) => addDays(addMonths(month, 1), -1);
  const days: [string, string][] = [];
  const minus: [string, string][] = [];
  const before: [string, string] | null = from > first ? [first, addDays(from, -1)] : null;
  const after: [string, string] | null = to < endOf(last) ? [addDays(to, 1), endOf(last)] : null;
  const count = (r: [string, string] | null) => (r ? daysInRange(r[0], r[1]) : 0);
  if (first === last) {
    if (count(before) + count(after) >= daysInRange(from, to)) return { months: null, days: [[from, to]], minus };
    return { months: [first, first], days, minus: [before, after].filter((r) => r !== null) };
  }
  let wholeFrom = first;
  let wholeTo = last;
  if (before) {
    const kept: [string, string] = [from, endOf(first)];
    if (count(before) < count(kept)) minus.push(before);
    else {
      days.push(kept);
      wholeFrom = addMonths(first, 1);
    }
  }
  if (after) {
    const kept: [string, string] = [last, to];
    if (count(after) < count(kept)) minus.push(after);
    else {
      days.push(kept);
      wholeTo = addMonths(last, -1);
    }
  }
  return { months: wholeFrom <= wholeTo ? [wholeFrom, wholeTo] : null, days, minus };
}

const FIGURE_COLUMNS = ['quantity', 'amount', 'vat', 'cost', 'return_quantity', 'return_amount', 'return_vat', 'return_cost', 'void_quantity', 'void_amount', 'void_vat', 'void_cost'];
const PRODUCT_FIGURES = sql.raw(`product_id, side, ${FIGURE_COLUMNS.join(', ')}`);
/** The same, taken away (the days a month's row holds beyond the period). */
const PRODUCT_FIGURES_TAKEN = sql.raw(`product_id, side, ${FIGURE_COLUMNS.map((c) => `-${c} AS ${c}`).join(', ')}`);

/**
 * The product summary rows of from..to (splitByMonth: months whole, days added or taken away at the ends), as one row source, with
 * the stock ledger's cost adjustments of the period as sale cost of their product.
 */
function productRowsOf(shopId: string, from: string, to: string) {
  const { months, days, minus } = splitByMonth(from, to);
  // `side IN (both)`: the primary keys are (shop_id, side, day|month, product_id); naming the
  // sides lets the index range-scan the dates of each side instead of reading the whole shop.
  const both = sql`side IN ('sale', 'purchase')`;
  const parts = days.map(([a, b]) => sql`SELECT ${PRODUCT_FIGURES} FROM trade_product_days WHERE shop_id = ${shopId} AND ${both} AND day BETWEEN ${a}::date AND ${b}::date`);
  for (const [a, b] of minus) {
    parts.push(sql`SELECT ${PRODUCT_FIGURES_TAKEN} FROM trade_product_days WHERE shop_id = ${shopId} AND ${both} AND day BETWEEN ${a}::date AND ${b}::date`);
  }
  if (months) parts.push(sql`SELECT ${PRODUCT_FIGURES} FROM trade_product_months WHERE shop_id = ${shopId} AND ${both} AND month BETWEEN ${months[0]}::date AND ${months[1]}::date`);
  parts.push(sql`
    SELECT product_id, 'sale', 0, 0, 0, -cost_total, 0, 0, 0, 0, 0, 0, 0, 0
    FROM ${costAdjustmentRows(shopId, from, to)}`);
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * Each product's net figures of the period per side, with the product as it is now. `all`: every
 * product of the shop (the stock report), else only those with a row in the period.
 */
async function productSums(db: Queryable, shopId: string, from: string, to: string, all: boolean): Promise<ProductSums[]> {
  const net = (c: string) => sql.raw(`${c} - return_${c} - void_${c}`);
  const { rows } = await sql<ProductSums>`
    WITH per_side AS (
      SELECT product_id, side, sum(${net('quantity')}) AS quantity, sum(${net('amount')}) AS amount, sum(${net('vat')}) AS vat,
             sum(${net('cost')}) AS cost, sum(quantity + return_quantity + void_quantity) AS moved
      FROM (${productRowsOf(shopId, from, to)}) rows
      GROUP BY product_id, side
    ), agg AS (
      SELECT product_id,
             sum(quantity) FILTER (WHERE side = 'sale') AS sold_qty,
             sum(amount) FILTER (WHERE side = 'sale') AS sold_amount,
             sum(vat) FILTER (WHERE side = 'sale') AS sold_vat,
             sum(cost) FILTER (WHERE side = 'sale') AS sold_cost,
             sum(quantity) FILTER (WHERE side = 'purchase') AS bought_qty,
             sum(amount) FILTER (WHERE side = 'purchase') AS bought_amount
      FROM per_side
      -- a product whose month rows held only days outside the period nets to nothing: not traded in it
      -- (what moved is never negative; a cost adjustment moves no quantity)
      WHERE moved <> 0 OR cost <> 0
      GROUP BY product_id
    )
    SELECT p.id AS product_id, p.name, p.search_name, p.unit, p.category_id, c.name AS category_name, p.status,
           p.current_stock, p.average_cost, p.stock_value, p.sell_price, p.low_stock_alert,
           coalesce(agg.sold_qty, 0)::text AS sold_qty, coalesce(agg.sold_amount, 0)::text AS sold_amount,
           coalesce(agg.sold_vat, 0)::text AS sold_vat, coalesce(agg.sold_cost, 0)::text AS sold_cost,
           coalesce(agg.bought_qty, 0)::text AS bought_qty, coalesce(agg.bought_amount, 0)::text AS bought_amount
    FROM ${all ? sql`products p LEFT JOIN agg ON agg.product_id = p.id` : sql`agg JOIN products p ON p.id = agg.product_id`}
    LEFT JOIN categories c ON c.shop_id = p.shop_id AND c.id = p.category_id
    WHERE p.shop_id = ${shopId}
  ${PLAN_PER_RUN}`.execute(db);
  return rows;
}

const byRevenue = <T extends { revenue: bigint; name: string | null }>(a: T, b: T): number =>
  a.revenue === b.revenue ? compareNames(a.name ?? '', b.name ?? '') : a.revenue > b.revenue ? -1 : 1;

function productFigures(p: ProductSums): { quantity: bigint; revenue: bigint; cost: bigint } {
  return { quantity: BigInt(p.sold_qty), revenue: BigInt(p.sold_amount) - BigInt(p.sold_vat), cost: BigInt(p.sold_cost) };
}

/** /reports/product: products with any trade in the period, largest revenue first. */
export async function productReport(db: Queryable, shopId: string, from: string, to: string): Promise<ProductReport> {
  const rows = (await productSums(db, shopId, from, to, false)).map((p) => ({ p, name: p.name, ...productFigures(p), bought: BigInt(p.bought_amount) })).sort(byRevenue);
  const sum = (f: (r: (typeof rows)[number]) => bigint) => rows.reduce((a, r) => a + f(r), 0n);
  return {
    from,
    to,
    totals: { revenue: money(sum((r) => r.revenue)), cost: money(sum((r) => r.cost)), profit: money(sum((r) => r.revenue - r.cost)), purchaseAmount: money(sum((r) => r.bought)) },
    rows: rows.map(({ p, quantity, revenue, cost, bought }) => ({
      productId: p.product_id,
      name: p.name,
      unit: p.unit,
      categoryId: p.category_id,
      categoryName: p.category_name,
      soldQty: formatQuantity(quantity),
      revenue: money(revenue),
      cost: money(cost),
      profit: money(revenue - cost),
      purchasedQty: formatQuantity(BigInt(p.bought_qty)),
      purchaseAmount: money(bought),
      stock: formatQuantity(p.current_stock),
    })),
  };
}

/** /reports/stock: every active product, valued now, with what moved in the period; in the product list's order. */
export async function stockReport(db: Queryable, shopId: string, from: string, to: string): Promise<StockReport> {
  const rows = (await productSums(db, shopId, from, to, true))
    .filter((p) => p.status === 'active')
    // in the product list's order (its search key, then id): a plain comparison, where a collator took
    // ~5 ms to sort 2,000 Bangla names
    .sort((a, b) => (a.search_name === b.search_name ? (a.product_id < b.product_id ? -1 : 1) : a.search_name < b.search_name ? -1 : 1))
    .map((p) => {
      // Negative stock (when the shop allows it) is worth nothing, not less than nothing.
      const valued = (unit: bigint) => (p.current_stock > 0n ? mulQtyPrice(p.current_stock, unit) : 0n);
      const value = stockValue({ stock: p.current_stock, value: p.stock_value });
      const saleValue = valued(p.sell_price);
      const low = p.low_stock_alert !== null && p.current_stock <= p.low_stock_alert;
      return { p, value, saleValue, low };
    });
  return {
    from,
    to,
    totals: {
      products: rows.length,
      lowStock: rows.filter((r) => r.low).length,
      stockValue: money(rows.reduce((a, r) => a + r.value, 0n)),
      saleValue: money(rows.reduce((a, r) => a + r.saleValue, 0n)),
    },
    rows: rows.map(({ p, value, saleValue, low }) => ({
      productId: p.product_id,
      name: p.name,
      unit: p.unit,
      categoryName: p.category_name,
      stock: formatQuantity(p.current_stock),
      averageCost: money(p.average_cost),
      sellPrice: money(p.sell_price),
      stockValue: money(value),
      saleValue: money(saleValue),
      lowStock: low,
      soldQty: formatQuantity(BigInt(p.sold_qty)),
      purchasedQty: formatQuantity(BigInt(p.bought_qty)),
    })),
  };
}

const slice = (revenue: bigint, cost: bigint) => ({ revenue: money(revenue), cost: money(cost), profit: money(revenue - cost) });

/** /profit-loss/details: the period's revenue and cost of goods by product, by category and the rest. */
export async function profitLossDetails(db: Queryable, shopId: string, from: string, to: string): Promise<ProfitLossDetails> {
  const [sums, products] = [await daySums(db, shopId, 'sale', from, to, null), await productSums(db, shopId, from, to, false)];
  const s = sums.get('') ?? zeroSums();
  const totals = revenueOf(s);
  const sold = products
    .map((p) => ({ p, name: p.name, ...productFigures(p) }))
    .filter((r) => r.quantity !== 0n || r.revenue !== 0n || r.cost !== 0n)
    .sort(byRevenue);
  const categories = new Map<string, { categoryId: string | null; name: string | null; revenue: bigint; cost: bigint }>();
  for (const r of sold) {
    const k = r.p.category_id ?? '';
    const c = categories.get(k) ?? { categoryId: r.p.category_id, name: r.p.category_name, revenue: 0n, cost: 0n };
    c.revenue += r.revenue;
    c.cost += r.cost;
    categories.set(k, c);
  }
  return {
    from,
    to,
    totals: slice(totals.revenue, totals.cost),
    byProduct: sold.map((r) => ({
      productId: r.p.product_id,
      name: r.p.name,
      unit: r.p.unit,
      categoryName: r.p.category_name,
      quantity: formatQuantity(r.quantity),
      ...slice(r.revenue, r.cost),
    })),
    byCategory: [...categories.values()].sort(byRevenue).map((c) => ({ categoryId: c.categoryId, name: c.name, ...slice(c.revenue, c.cost) })),
    other: [
      { source: 'delivery' as const, ...slice(s.delivery - s.void_delivery, 0n) },
      { source: 'quick-sell' as const, ...slice(s.quick_total - s.void_quick_total, s.quick_cost - s.void_quick_cost) },
    ],
  };
}
