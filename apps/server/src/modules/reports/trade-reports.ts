/**
 * The reports read from the summaries (summaries.ts, decision 0006): sales and purchase over time,
 * product, stock and the profit-and-loss details. A period longer than a series by day reads its
 * whole months from `trade_months` and its ends from `trade_days` (tradeRowsOf); the product reports
 * read a period's whole years and months from `trade_product_years` and `trade_product_months` and
 * only its ends from `trade_product_days` (summaryParts), all on their primary keys.
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
import { compareNames, formatMoneyDecimal, formatQuantity, mulQtyPrice, stockValue } from '@dokani/core';
import type { ProductReport, ProfitLossDetails, ReportBucket, StockReport, TradeFigures, TradeReport } from '@dokani/contracts';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { monthStartSql } from '../../platform/db/month-start.ts';
import { PLAN_PER_RUN } from '../../platform/db/prepared.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import { TRADE_COLUMNS } from '../trade/index.ts';
import type { SummarySide } from '../trade/index.ts';
import { bucketSql, bucketsOf } from './period.ts';
import type { ReportPeriod } from './period.ts';
import { summaryRows } from './summary-rows.ts';

const money = formatMoneyDecimal;

/** The trade_days columns summed. */
const SUM_COLUMNS = TRADE_COLUMNS;
type SumColumn = (typeof SUM_COLUMNS)[number];
/**
 * Σ of the trade_days columns over a period (or one bucket of it); `adjust_cost`, sales only, is the
 * stock ledger's cost adjustments of the period (more cost of goods when positive), not a trade_days column.
 */
export type DaySums = Record<SumColumn | 'adjust_cost', bigint>;
const ALL_SUMS = [...SUM_COLUMNS, 'adjust_cost'] as const satisfies readonly (keyof DaySums)[];
/** What the trade figures (figuresOf, revenueOf) read: the sales and purchase reports and the overview sum only these. */
export const FIGURE_COLUMNS = [
  'count',
  'total',
  'vat',
  'cost',
  'due',
  'return_amount',
  'return_vat',
  'return_cost',
  'void_count',
  'void_amount',
  'void_vat',
  'void_cost',
] as const satisfies readonly SumColumn[];

export function zeroSums(): DaySums {
  // a literal (a report makes one a bucket: Object.fromEntries over the columns cost ~4× as much)
  return {
    count: 0n,
    total: 0n,
    vat: 0n,
    cost: 0n,
    due: 0n,
    delivery: 0n,
    quick_total: 0n,
    quick_cost: 0n,
    return_count: 0n,
    return_amount: 0n,
    return_vat: 0n,
    return_cost: 0n,
    void_count: 0n,
    void_amount: 0n,
    void_vat: 0n,
    void_cost: 0n,
    void_delivery: 0n,
    void_quick_total: 0n,
    void_quick_cost: 0n,
    adjust_cost: 0n,
  };
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
export async function costAdjustments(
  db: Queryable,
  shopId: string,
  from: string,
  to: string,
  bucket: ReportBucket | null,
): Promise<Map<string, bigint>> {
  const { group, label } = bucketSql('business_date', bucket);
  const { rows } = await sql<{ period: string; cost: string }>`
    SELECT ${label} AS period, cost::text AS cost
    FROM (SELECT ${group} AS b, -sum(cost_total) AS cost FROM ${costAdjustmentRows(shopId, from, to)} GROUP BY 1) g
  ${PLAN_PER_RUN}`.execute(db);
  return new Map(rows.map((r) => [r.period, BigInt(r.cost)]));
}

/**
 * The trade summary rows of a period, of the sides asked for, as one row source of `side`, `month`
 * (its first day; only when `byMonth`) and `columns`, some rows taken away (negated): sum them. The
 * whole months are one range of trade_months, the ends from trade_days (`summaryRows`): three years
 * to today are ~36 month rows a side and a few days, not ~1,100 day rows.
 */
export function tradeRowsOf(
  shopId: string,
  sides: readonly SummarySide[],
  period: ReportPeriod,
  columns: readonly string[],
  byMonth: boolean,
): RawBuilder<unknown> {
  const where = (column: 'day' | 'month', [a, b]: readonly [string, string]) =>
    sql`WHERE shop_id = ${shopId} AND side IN (${sql.join(sides)}) AND ${sql.ref(column)} BETWEEN ${a}::date AND ${b}::date`;
  const parts = summaryRows(period, byMonth ? 'side, month' : 'side', columns, {
    days: (range) =>
      byMonth
        ? sql`(SELECT side, ${monthStartSql('day')} AS month, ${sql.raw(columns.join(', '))} FROM trade_days ${where('day', range)}) d`
        : sql`trade_days ${where('day', range)}`,
    months: (range) => sql`trade_months ${where('month', range)}`,
  });
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * The sums of one side over a period: one entry per bucket with any row (`bucket` null: one entry
 * under the key ''); of `columns` only (the rest 0), by default what the trade figures read. A
 * series by day reads the day rows; by month, or no series, `tradeRowsOf`. Prepared, not planned
 * per run: every part is a range on its table's key, whatever the dates.
 */
export async function daySums(
  db: Queryable,
  shopId: string,
  side: SummarySide,
  period: ReportPeriod,
  bucket: ReportBucket | null,
  columns: readonly SumColumn[] = FIGURE_COLUMNS,
): Promise<Map<string, DaySums>> {
  const { from, to } = period;
  const { label } = bucketSql('day', bucket);
  const sums = columns.map((c) => sql`sum(${sql.ref(c)}) AS ${sql.ref(c)}`);
  const grouped =
    bucket === 'day'
      ? sql`SELECT day AS b, ${sql.join(sums)} FROM trade_days WHERE shop_id = ${shopId} AND side = ${side} AND day BETWEEN ${from}::date AND ${to}::date GROUP BY 1`
      : sql`SELECT ${bucket === 'month' ? sql`month` : sql`NULL::date`} AS b, ${sql.join(sums)} FROM (${tradeRowsOf(shopId, [side], period, columns, bucket === 'month')}) u GROUP BY 1`;
  // sum(integer) comes back as a bigint, sum(bigint) as a numeric string: BigInt takes either
  const { rows } = await sql<Record<SumColumn, string | bigint> & { period: string }>`
    SELECT ${label} AS period, ${sql.join(columns.map((c) => sql.ref(c)))}
    FROM (${grouped}) g`.execute(db);
  const out = new Map<string, DaySums>();
  for (const r of rows) {
    const s = zeroSums();
    for (const c of columns) s[c] = BigInt(r[c]);
    out.set(r.period, s);
  }
  if (side === 'sale') {
    for (const [key, cost] of await costAdjustments(db, shopId, from, to, bucket)) {
      const s = out.get(key) ?? zeroSums();
      s.adjust_cost = cost;
      out.set(key, s);
    }
  }
  return out;
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

/** Adds `b` into `into`. */
function addSums(into: DaySums, b: DaySums): void {
  for (const c of ALL_SUMS) into[c] += b[c];
}

/** /reports/sales, /reports/purchase: the period's figures and its series (every bucket). */
export async function tradeReport(
  db: Queryable,
  shopId: string,
  side: SummarySide,
  period: ReportPeriod,
  bucket: ReportBucket,
): Promise<TradeReport> {
  const { from, to } = period;
  const sums = await daySums(db, shopId, side, period, bucket);
  const totals = zeroSums();
  const none = zeroSums();
  const rows = bucketsOf(from, to, bucket).map((period) => {
    const s = sums.get(period) ?? none;
    addSums(totals, s);
    return { period, ...figuresOf(side, s) };
  });
  return { from, to, bucket, totals: figuresOf(side, totals), rows };
}

interface ProductSums {
  product_id: string;
  name: string;
  unit: string;
  category_id: string | null;
  category_name: string | null;
  current_stock: bigint;
  average_cost: bigint;
  stock_value: bigint;
  sell_price: bigint;
  low_stock_alert: bigint | null;
  sold_qty: string;
  /** net amount less its VAT */
  sold_revenue: string;
  sold_cost: string;
  bought_qty: string;
  bought_amount: string;
}
type ProductColumn = keyof ProductSums;
const FIGURES_OF_PRODUCT = [
  'sold_qty',
  'sold_revenue',
  'sold_cost',
  'bought_qty',
  'bought_amount',
] as const satisfies readonly ProductColumn[];
type ProductFigure = (typeof FIGURES_OF_PRODUCT)[number];

/** A product figure's columns: the amount added, returned and voided. */
type FigureBase = 'quantity' | 'amount' | 'vat' | 'cost';
const columnsOf = (bases: readonly FigureBase[]) => bases.flatMap((b) => [b, `return_${b}`, `void_${b}`]);

/**
 * The product summary rows of from..to (summaryParts: whole years and months, days and months added or taken away
 * at the ends), as one row source of product_id, side and the columns of `bases`, with the stock ledger's cost adjustments of
 * the period as sale cost of their product.
 */
function productRowsOf(shopId: string, from: string, to: string, today: string, bases: readonly FigureBase[]) {
  const columns = columnsOf(bases);
  // `side IN (both)`: the primary keys are (shop_id, side, day|month|year, product_id); naming the
  // sides lets the index range-scan the dates of each side instead of reading the whole shop.
  const where = (column: 'day' | 'month' | 'year', [a, b]: readonly [string, string]) =>
    sql`WHERE shop_id = ${shopId} AND side IN ('sale', 'purchase') AND ${sql.ref(column)} BETWEEN ${a}::date AND ${b}::date`;
  const parts = summaryRows({ from, to, today }, 'product_id, side', columns, {
    days: (range) => sql`trade_product_days ${where('day', range)}`,
    months: (range) => sql`trade_product_months ${where('month', range)}`,
    years: (range) => sql`trade_product_years ${where('year', range)}`,
  });
  const adjustment = sql.raw(`product_id, 'sale', ${columns.map((c) => (c === 'cost' ? '-cost_total' : '0')).join(', ')}`);
  parts.push(sql`SELECT ${adjustment} FROM ${costAdjustmentRows(shopId, from, to)}`);
  return sql.join(parts, sql` UNION ALL `);
}

const netOf = (c: string) => `${c} - return_${c} - void_${c}`;
/** The columns each figure reads (quantity and cost are always read: they tell what moved). */
const BASES_OF: Record<ProductFigure, readonly FigureBase[]> = {
  sold_qty: ['quantity'],
  sold_revenue: ['amount', 'vat'],
  sold_cost: ['cost'],
  bought_qty: ['quantity'],
  bought_amount: ['amount'],
};
/** Each figure summed over the period's rows (both sides in one pass, pivoted by FILTER). */
const FIGURE_SUMS: Record<ProductFigure, string> = {
  sold_qty: `sum(${netOf('quantity')}) FILTER (WHERE side = 'sale')`,
  sold_revenue: `sum(${netOf('amount')} - (${netOf('vat')})) FILTER (WHERE side = 'sale')`,
  sold_cost: `sum(${netOf('cost')}) FILTER (WHERE side = 'sale')`,
  bought_qty: `sum(${netOf('quantity')}) FILTER (WHERE side = 'purchase')`,
  bought_amount: `sum(${netOf('amount')}) FILTER (WHERE side = 'purchase')`,
};
/** The product's own columns as read. */
const PRODUCT_SELECT: Record<Exclude<ProductColumn, ProductFigure>, string> = {
  product_id: 'p.id',
  name: 'p.name',
  unit: 'p.unit',
  category_id: 'p.category_id',
  category_name: 'c.name',
  current_stock: 'p.current_stock',
  average_cost: 'p.average_cost',
  stock_value: 'p.stock_value',
  sell_price: 'p.sell_price',
  low_stock_alert: 'p.low_stock_alert',
};

/**
 * Each product's net figures of the period, with the product as it is now: only the `columns` a
 * report shows (a 2,000-row answer spends more on reading and converting each value than the
 * database on summing it). `all`: every active product of the shop (the stock report), in the
 * product list's order (its search key, byte-wise, then id); else only those with a row in the
 * period, in no order.
 */
async function productSums<K extends ProductColumn>(
  db: Queryable,
  shopId: string,
  p: ReportPeriod,
  all: boolean,
  columns: readonly K[],
): Promise<Pick<ProductSums, K>[]> {
  const { from, to, today } = p;
  const figures = FIGURES_OF_PRODUCT.filter((c) => (columns as readonly ProductColumn[]).includes(c));
  const select = columns.map((c) =>
    c in PRODUCT_SELECT
      ? sql.raw(`${PRODUCT_SELECT[c as keyof typeof PRODUCT_SELECT]} AS ${c}`)
      : sql.raw(`coalesce(agg.${c}, 0)::text AS ${c}`),
  );
  // One pass over the rows, both sides pivoted by FILTER (a pass per side and then a pivot of
  // those sums took ~1.4× as long on a year's ~45,000 rows).
  const { rows } = await sql<Pick<ProductSums, K>>`
    WITH agg AS (
      SELECT ${sql.join([sql.raw('product_id'), ...figures.map((c) => sql.raw(`${FIGURE_SUMS[c]} AS ${c}`))])}
      FROM (${productRowsOf(shopId, from, to, today, [...new Set<FigureBase>(['quantity', 'cost', ...figures.flatMap((f) => BASES_OF[f])])])}) rows
      GROUP BY product_id
      -- a product whose month rows held only days outside the period nets to nothing: not traded in it
      -- (what moved is never negative; a cost adjustment moves no quantity and is a sale's cost)
      HAVING sum(quantity + return_quantity + void_quantity) <> 0 OR ${sql.raw(FIGURE_SUMS.sold_cost)} <> 0
    )
    SELECT ${sql.join(select)}
    FROM ${all ? sql`products p LEFT JOIN agg ON agg.product_id = p.id` : sql`agg JOIN products p ON p.id = agg.product_id`}
    LEFT JOIN categories c ON c.shop_id = p.shop_id AND c.id = p.category_id
    WHERE p.shop_id = ${shopId} ${all ? sql`AND p.status = 'active' ORDER BY p.search_name, p.id COLLATE "C"` : sql``}
  ${PLAN_PER_RUN}`.execute(db);
  return rows;
}

const byRevenue = <T extends { revenue: bigint; name: string | null }>(a: T, b: T): number =>
  a.revenue === b.revenue ? compareNames(a.name ?? '', b.name ?? '') : a.revenue > b.revenue ? -1 : 1;

function productFigures(p: Pick<ProductSums, 'sold_qty' | 'sold_revenue' | 'sold_cost'>): {
  quantity: bigint;
  revenue: bigint;
  cost: bigint;
} {
  return { quantity: BigInt(p.sold_qty), revenue: BigInt(p.sold_revenue), cost: BigInt(p.sold_cost) };
}

/** /reports/product: products with any trade in the period, largest revenue first. */
export async function productReport(db: Queryable, shopId: string, period: ReportPeriod): Promise<ProductReport> {
  const { from, to } = period;
  const columns = ['product_id', 'name', 'unit', 'category_id', 'category_name', 'current_stock', ...FIGURES_OF_PRODUCT] as const;
  const rows = (await productSums(db, shopId, period, false, columns))
    .map((p) => ({ p, name: p.name, ...productFigures(p), bought: BigInt(p.bought_amount) }))
    .sort(byRevenue);
  const sum = (f: (r: (typeof rows)[number]) => bigint) => rows.reduce((a, r) => a + f(r), 0n);
  return {
    from,
    to,
    totals: {
      revenue: money(sum((r) => r.revenue)),
      cost: money(sum((r) => r.cost)),
      profit: money(sum((r) => r.revenue - r.cost)),
      purchaseAmount: money(sum((r) => r.bought)),
    },
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
export async function stockReport(db: Queryable, shopId: string, period: ReportPeriod): Promise<StockReport> {
  const { from, to } = period;
  const columns = [
    'product_id',
    'name',
    'unit',
    'category_name',
    'current_stock',
    'average_cost',
    'stock_value',
    'sell_price',
    'low_stock_alert',
    'sold_qty',
    'bought_qty',
  ] as const;
  let stockTotal = 0n;
  let saleTotal = 0n;
  let lowStock = 0;
  // in the product list's order, as read; one pass, the totals on the way
  const rows = (await productSums(db, shopId, period, true, columns)).map((p) => {
    const value = stockValue({ stock: p.current_stock, value: p.stock_value });
    // Negative stock (when the shop allows it) is worth nothing, not less than nothing.
    const saleValue = p.current_stock > 0n ? mulQtyPrice(p.current_stock, p.sell_price) : 0n;
    const low = p.low_stock_alert !== null && p.current_stock <= p.low_stock_alert;
    stockTotal += value;
    saleTotal += saleValue;
    if (low) lowStock += 1;
    return {
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
    };
  });
  return { from, to, totals: { products: rows.length, lowStock, stockValue: money(stockTotal), saleValue: money(saleTotal) }, rows };
}

const slice = (revenue: bigint, cost: bigint) => ({ revenue: money(revenue), cost: money(cost), profit: money(revenue - cost) });

/** /profit-loss/details: the period's revenue and cost of goods by product, by category and the rest. */
export async function profitLossDetails(db: Queryable, shopId: string, period: ReportPeriod): Promise<ProfitLossDetails> {
  const { from, to } = period;
  const [sums, products] = [
    await daySums(db, shopId, 'sale', period, null, SUM_COLUMNS),
    await productSums(db, shopId, period, false, [
      'product_id',
      'name',
      'unit',
      'category_id',
      'category_name',
      'sold_qty',
      'sold_revenue',
      'sold_cost',
    ]),
  ];
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
    byCategory: [...categories.values()]
      .sort(byRevenue)
      .map((c) => ({ categoryId: c.categoryId, name: c.name, ...slice(c.revenue, c.cost) })),
    other: [
      { source: 'delivery' as const, ...slice(s.delivery - s.void_delivery, 0n) },
      { source: 'quick-sell' as const, ...slice(s.quick_total - s.void_quick_total, s.quick_cost - s.void_quick_cost) },
    ],
  };
}
