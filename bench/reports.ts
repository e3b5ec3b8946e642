/**
 * Reports (docs/QUALITY.md, decision 0018): every report endpoint through the real app (app.inject:
 * auth, membership, validation, the report's queries, serialization) on the report data of
 * bench/report-data.ts — one shop, 3 years, ~300,000 sales, ~1 M sale lines — in PostgreSQL, for
 * the last 365 days and for the whole 3 years. Each report and range: 3 warm-up calls, then up to
 * 30 timed calls (fewer when a slow one passes CELL_BUDGET_MS), p50 and p95.
 *
 * Baseline in the same run, timed the same way and interleaved with the app's calls: the plain SQL
 * aggregate of the same headline figures straight from the ledger tables (sales, sale_lines,
 * returns, due_entries, expenses …), without the summaries, through the same pool. The app's
 * headline figures are also compared with it, to catch a report that is fast but wrong.
 *
 * Budgets (docs/QUALITY.md), per report: p50 ≤ 0.1 × the raw SQL's p50, for one year and for three; and
 * the three-year p50 ≤ 1.5 × the one-year one. The floor: the same report on a day with no data,
 * timed the same way — what a request costs before any data (session, validation, planning, the
 * answer). Where 0.1 × the raw SQL is below that floor (a report over few rows: the expense book's
 * raw SQL takes ~2 ms), no summary can meet the ratio; such a report is counted as met ("floor")
 * when its p50 is within 1.5 × the floor — nothing is left to cut but the request itself. The run
 * only fails on a real error (an endpoint answering 5xx or an unexpected 4xx); a report that is not
 * there yet (404) is shown as "not available". REPORT_BENCH_STRICT=1 makes a missed budget fail too.
 *
 * Env: REPORT_BENCH_KEEP=1 keeps / reuses the database `dokani_bench_reports` (generating takes
 * minutes); REPORT_BENCH_RUNS (default 30); REPORT_BENCH_ONLY (comma-separated report names);
 * DATABASE_URL (server, default local postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, formatMoneyDecimal } from '@dokani/core';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import type { Db } from '../apps/server/src/platform/db/schema.ts';
import { median, percentile } from './lib.ts';
import { openReportDatabase } from './report-data.ts';

const WARMUP = 3;
const RUNS = Number(process.env.REPORT_BENCH_RUNS ?? 30);
const MIN_RUNS = 5;
/** REPORT_BENCH_ONLY=transactions,overview times only those reports. */
const ONLY = process.env.REPORT_BENCH_ONLY?.split(',').map((s) => s.trim());
/** A cell stops timing after this long (with at least MIN_RUNS runs): the 3-year raw SQL is slow. */
const CELL_BUDGET_MS = 25_000;
/** p50 ≤ RATIO × raw SQL p50; three years ≤ SPAN × one year; within FLOOR_SLACK × the empty-day floor when the ratio is below it. */
const BUDGET = { ratio: 0.1, span: 1.5, floorSlack: 1.5 };

type Row = Record<string, unknown>;
type Period = { from: string; to: string };
/** The app's answer and the baseline's rows → the figures that differ (empty: the same). */
type Check = (answer: Row, raw: Row[]) => string[];

interface ReportCase {
  name: string;
  /** path and query after /reports/ */
  path: (p: Period) => string;
  /** the baseline: one or more plain SQL statements over the ledgers */
  raw: (db: Db, shopId: string, p: Period) => Promise<Row[]>;
  check?: Check;
}

const run = async (db: Db, q: RawBuilder<Row>): Promise<Row[]> => (await q.execute(db)).rows;
const d = (s: string) => sql`${s}::date`;

// ---- the baselines ---------------------------------------------------------------------------

/** Sales (or purchases) posted, returned and voided in the period, and expenses / income: overview's figures. */
function overviewSql(shopId: string, p: Period): RawBuilder<Row> {
  return sql<Row>`
    WITH s AS (
      SELECT count(*) AS n, coalesce(sum(total), 0) AS total, coalesce(sum(total - vat), 0) AS revenue, coalesce(sum(cost), 0) AS cost
      FROM sales WHERE shop_id = ${shopId} AND invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND void_date IS NULL
    ), r AS (
      SELECT coalesce(sum(r.amount), 0) AS amount, coalesce(sum(r.amount - r.vat), 0) AS revenue, coalesce(sum(r.cost), 0) AS cost
      FROM sale_returns r JOIN sales s ON s.shop_id = r.shop_id AND s.id = r.invoice_id
      WHERE r.shop_id = ${shopId} AND r.return_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND s.void_date IS NULL
    ), v AS (
      SELECT coalesce(sum(total), 0) AS amount
      FROM sales WHERE shop_id = ${shopId} AND invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND void_date IS NOT NULL
    ), e AS (
      SELECT coalesce(sum(amount), 0) AS amount FROM expenses WHERE shop_id = ${shopId} AND entry_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND voided_at IS NULL
    ), i AS (
      SELECT coalesce(sum(amount), 0) AS amount FROM incomes WHERE shop_id = ${shopId} AND entry_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND voided_at IS NULL
    ), pu AS (
      SELECT coalesce(sum(total), 0) - coalesce((
               SELECT sum(r.amount) FROM purchase_returns r JOIN purchases x ON x.shop_id = r.shop_id AND x.id = r.invoice_id
               WHERE r.shop_id = ${shopId} AND r.return_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND x.void_date IS NULL), 0) AS net
      FROM purchases WHERE shop_id = ${shopId} AND invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND void_date IS NULL
    )
    SELECT s.n AS count, s.total, r.amount AS returns, v.amount AS voids, s.revenue - r.revenue AS revenue,
           s.cost - r.cost AS cogs, e.amount AS expenses, i.amount AS income, pu.net AS purchases
    FROM s, r, v, e, i, pu`;
}

/** Month by month: revenue, cost and expenses (the compare trend). */
function trendSql(shopId: string, p: Period): RawBuilder<Row> {
  return sql<Row>`
    SELECT to_char(day, 'YYYY-MM') AS period, sum(revenue) AS revenue, sum(cost) AS cost, sum(expense) AS expenses
    FROM (
      SELECT invoice_date AS day, total - vat AS revenue, cost, 0 AS expense FROM sales WHERE shop_id = ${shopId} AND invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND void_date IS NULL
      UNION ALL SELECT r.return_date, -(r.amount - r.vat), -r.cost, 0 FROM sale_returns r JOIN sales s ON s.shop_id = r.shop_id AND s.id = r.invoice_id
        WHERE r.shop_id = ${shopId} AND r.return_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND s.void_date IS NULL
      UNION ALL SELECT entry_date, 0, 0, amount FROM expenses WHERE shop_id = ${shopId} AND entry_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND voided_at IS NULL
    ) e GROUP BY 1 ORDER BY 1`;
}

/** A side's invoice and return tables (both sides have one shape). */
const sideTables = (side: 'sale' | 'purchase') =>
  side === 'sale' ? [sql.table('sales'), sql.table('sale_returns')] : [sql.table('purchases'), sql.table('purchase_returns')];

/** One side's invoices, returns and voids by month (the sales and purchase reports). */
function tradeSql(side: 'sale' | 'purchase', shopId: string, p: Period): RawBuilder<Row> {
  const [inv, ret] = sideTables(side);
  const [date, fk] = [sql.ref('invoice_date'), sql.ref('r.invoice_id')];
  return sql<Row>`
    SELECT to_char(day, 'YYYY-MM') AS period, sum(n) AS count, sum(total) AS total, sum(returns) AS returns, sum(voids) AS voids, sum(vat) AS vat, sum(due) AS due, sum(cost) AS cost
    FROM (
      SELECT ${date} AS day, 1 AS n, total, 0 AS returns, 0 AS voids, vat, due - due_reduced AS due, cost FROM ${inv}
        WHERE shop_id = ${shopId} AND ${date} BETWEEN ${d(p.from)} AND ${d(p.to)} AND void_date IS NULL
      UNION ALL SELECT r.return_date, 0, 0, r.amount, 0, -r.vat, 0, -r.cost FROM ${ret} r JOIN ${inv} i ON i.shop_id = r.shop_id AND i.id = ${fk}
        WHERE r.shop_id = ${shopId} AND r.return_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND i.void_date IS NULL
      UNION ALL SELECT ${date}, 0, 0, 0, total, 0, 0, 0 FROM ${inv} WHERE shop_id = ${shopId} AND ${date} BETWEEN ${d(p.from)} AND ${d(p.to)} AND void_date IS NOT NULL
    ) e GROUP BY 1 ORDER BY 1`;
}

/**
 * Per product, net of returns (each on its own date), void invoices and their returns left out: sold quantity, revenue (without
 * VAT), cost; bought quantity and amount. The GROUP BY over sale_lines joined to sales.
 */
function productSql(shopId: string, p: Period, what: 'product' | 'sales-only' | 'stock'): RawBuilder<Row> {
  const sales = sql`
    SELECT product_id, sum(q) AS q, sum(revenue) AS revenue, sum(cost) AS cost FROM (
      SELECT l.product_id, l.quantity AS q, l.total - l.discount_share - l.vat AS revenue, l.cost
      FROM sale_lines l JOIN sales s ON s.shop_id = l.shop_id AND s.id = l.invoice_id
      WHERE s.shop_id = ${shopId} AND s.invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND s.void_date IS NULL
      UNION ALL
      SELECT rl.product_id, -rl.quantity, -(rl.amount - rl.vat), -rl.cost
      FROM sale_return_lines rl JOIN sale_returns r ON r.shop_id = rl.shop_id AND r.id = rl.return_id
      JOIN sales s ON s.shop_id = r.shop_id AND s.id = r.invoice_id
      WHERE r.shop_id = ${shopId} AND r.return_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND s.void_date IS NULL
    ) x GROUP BY product_id`;
  const purchases = sql`
    SELECT product_id, sum(q) AS q, sum(amount) AS amount FROM (
      SELECT l.product_id, l.quantity AS q, l.total - l.discount_share AS amount
      FROM purchase_lines l JOIN purchases s ON s.shop_id = l.shop_id AND s.id = l.invoice_id
      WHERE s.shop_id = ${shopId} AND s.invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND s.void_date IS NULL
      UNION ALL
      SELECT rl.product_id, -rl.quantity, -rl.amount
      FROM purchase_return_lines rl JOIN purchase_returns r ON r.shop_id = rl.shop_id AND r.id = rl.return_id
      JOIN purchases s ON s.shop_id = r.shop_id AND s.id = r.invoice_id
      WHERE r.shop_id = ${shopId} AND r.return_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND s.void_date IS NULL
    ) x GROUP BY product_id`;
  if (what === 'sales-only') {
    return sql<Row>`
      WITH sl AS (${sales})
      SELECT p.id, p.name, p.unit, c.name AS category, sl.q, sl.revenue, sl.cost, sl.revenue - sl.cost AS profit
      FROM sl JOIN products p ON p.shop_id = ${shopId} AND p.id = sl.product_id LEFT JOIN categories c ON c.shop_id = p.shop_id AND c.id = p.category_id
      ORDER BY sl.revenue DESC`;
  }
  if (what === 'stock') {
    return sql<Row>`
      WITH sl AS (${sales}), pl AS (${purchases})
      SELECT p.id, p.name, p.unit, c.name AS category, p.current_stock, p.average_cost, p.sell_price, sl.q AS sold, pl.q AS bought
      FROM products p LEFT JOIN categories c ON c.shop_id = p.shop_id AND c.id = p.category_id
      LEFT JOIN sl ON sl.product_id = p.id LEFT JOIN pl ON pl.product_id = p.id
      WHERE p.shop_id = ${shopId} AND p.status = 'active' ORDER BY p.search_name, p.id`;
  }
  return sql<Row>`
    WITH sl AS (${sales}), pl AS (${purchases})
    SELECT p.id, p.name, p.unit, c.name AS category, sl.q AS sold, sl.revenue, sl.cost, pl.q AS bought, pl.amount AS bought_amount, p.current_stock
    FROM products p LEFT JOIN categories c ON c.shop_id = p.shop_id AND c.id = p.category_id
    LEFT JOIN sl ON sl.product_id = p.id LEFT JOIN pl ON pl.product_id = p.id
    WHERE p.shop_id = ${shopId} AND (sl.product_id IS NOT NULL OR pl.product_id IS NOT NULL)
    ORDER BY sl.revenue DESC NULLS LAST`;
}

/** Delivery charges and quick sales of the period, net (profit-loss-details "other"). */
function otherSql(shopId: string, p: Period): RawBuilder<Row> {
  return sql<Row>`
    SELECT coalesce(sum(delivery_charge), 0) AS delivery, coalesce(sum(total) FILTER (WHERE kind = 'quick'), 0) AS quick
    FROM sales WHERE shop_id = ${shopId} AND invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND void_date IS NULL`;
}

/** Per customer (supplier): invoices, returns and voids of the period, due-book entries, balance now. */
function partySql(side: 'sale' | 'purchase', shopId: string, p: Period): RawBuilder<Row> {
  const [inv, ret] = sideTables(side);
  const [date, contact, fk] = [sql.ref('invoice_date'), sql.ref('contact_id'), sql.ref('r.invoice_id')];
  const type = side === 'sale' ? 'customer' : 'supplier';
  const notLowering = sql`coalesce(ref_type NOT IN ('sale-return', 'sale-void', 'purchase-return', 'purchase-void'), true)`;
  return sql<Row>`
    WITH i AS (
      SELECT ${contact} AS cid, count(*) AS n, sum(total) AS total FROM ${inv}
      WHERE shop_id = ${shopId} AND ${date} BETWEEN ${d(p.from)} AND ${d(p.to)} AND ${contact} IS NOT NULL AND void_date IS NULL GROUP BY 1
    ), r AS (
      SELECT s.${contact} AS cid, sum(r.amount) AS amount FROM ${ret} r JOIN ${inv} s ON s.shop_id = r.shop_id AND s.id = ${fk}
      WHERE r.shop_id = ${shopId} AND r.return_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND s.${contact} IS NOT NULL AND s.void_date IS NULL GROUP BY 1
    ), v AS (
      SELECT ${contact} AS cid, sum(total) AS amount FROM ${inv}
      WHERE shop_id = ${shopId} AND ${date} BETWEEN ${d(p.from)} AND ${d(p.to)} AND ${contact} IS NOT NULL AND void_date IS NOT NULL GROUP BY 1
    ), e AS (
      -- what a return or a void took off is neither given nor received (migration 0038: due_lowered)
      SELECT contact_id AS cid, sum(amount) FILTER (WHERE direction = 'given' AND ${notLowering}) AS given,
             sum(amount) FILTER (WHERE direction = 'received' AND ${notLowering}) AS received
      FROM due_entries WHERE shop_id = ${shopId} AND entry_date BETWEEN ${d(p.from)} AND ${d(p.to)} GROUP BY 1
    )
    SELECT c.id, c.name, c.mobile, coalesce(i.n, 0) AS count, coalesce(i.total, 0) AS total, coalesce(r.amount, 0) AS returns, coalesce(v.amount, 0) AS voids,
           coalesce(e.given, 0) AS given, coalesce(e.received, 0) AS received, c.balance
    FROM contacts c LEFT JOIN i ON i.cid = c.id LEFT JOIN r ON r.cid = c.id LEFT JOIN v ON v.cid = c.id LEFT JOIN e ON e.cid = c.id
    WHERE c.shop_id = ${shopId} AND c.type = ${type} AND (i.cid IS NOT NULL OR e.cid IS NOT NULL OR r.cid IS NOT NULL OR v.cid IS NOT NULL OR c.balance <> 0)
    ORDER BY coalesce(i.total, 0) - coalesce(r.amount, 0) DESC`;
}

function employeeSql(shopId: string, p: Period): RawBuilder<Row> {
  return sql<Row>`
    WITH s AS (
      SELECT employee_id AS eid, count(*) AS n, sum(total) AS total FROM sales
      WHERE shop_id = ${shopId} AND invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND employee_id IS NOT NULL AND void_date IS NULL GROUP BY 1
    ), pu AS (
      SELECT employee_id AS eid, count(*) AS n, sum(total) AS total FROM purchases
      WHERE shop_id = ${shopId} AND invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND employee_id IS NOT NULL AND void_date IS NULL GROUP BY 1
    ), x AS (
      SELECT employee_id AS eid, sum(amount) AS paid FROM expenses
      WHERE shop_id = ${shopId} AND entry_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND voided_at IS NULL AND employee_id IS NOT NULL GROUP BY 1
    )
    SELECT c.id, c.name, coalesce(s.n, 0) AS sales_count, coalesce(s.total, 0) AS sales_total, coalesce(pu.n, 0) AS purchase_count,
           coalesce(pu.total, 0) AS purchase_total, coalesce(x.paid, 0) AS paid, c.balance
    FROM contacts c LEFT JOIN s ON s.eid = c.id LEFT JOIN pu ON pu.eid = c.id LEFT JOIN x ON x.eid = c.id
    WHERE c.shop_id = ${shopId} AND c.type = 'employee' ORDER BY c.search_name`;
}

/** By category and by month (GROUPING SETS: both in one pass). */
function bookSql(table: 'expenses' | 'incomes', shopId: string, p: Period): RawBuilder<Row> {
  return sql<Row>`
    SELECT category_id, to_char(entry_date, 'YYYY-MM') AS period, sum(amount) AS amount, count(*) AS count
    FROM ${sql.table(table)} WHERE shop_id = ${shopId} AND entry_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND voided_at IS NULL
    GROUP BY GROUPING SETS ((category_id), (to_char(entry_date, 'YYYY-MM')), ())`;
}

/** Every money movement of the period: the totals and the newest page of 50. */
function moneySql(shopId: string, p: Period, page: boolean): RawBuilder<Row> {
  const m = sql`
    SELECT occurred_at, 'sale' AS kind, id, paid - change_given AS amount, 1 AS sign FROM sales
      WHERE shop_id = ${shopId} AND invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND paid - change_given > 0
    UNION ALL SELECT occurred_at, 'sale-refund', id, refunded, -1 FROM sale_returns
      WHERE shop_id = ${shopId} AND return_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND refunded > 0
    UNION ALL SELECT occurred_at, 'purchase', id, paid - change_given, -1 FROM purchases
      WHERE shop_id = ${shopId} AND invoice_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND paid - change_given > 0
    UNION ALL SELECT occurred_at, 'purchase-refund', id, refunded, 1 FROM purchase_returns
      WHERE shop_id = ${shopId} AND return_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND refunded > 0
    UNION ALL SELECT occurred_at, 'due-' || direction, id, amount, CASE direction WHEN 'received' THEN 1 ELSE -1 END FROM due_entries
      WHERE shop_id = ${shopId} AND entry_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND due_type = 'money'
    UNION ALL SELECT occurred_at, 'expense', id, amount, -1 FROM expenses
      WHERE shop_id = ${shopId} AND entry_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND voided_at IS NULL
    UNION ALL SELECT occurred_at, 'income', id, amount, 1 FROM incomes
      WHERE shop_id = ${shopId} AND entry_date BETWEEN ${d(p.from)} AND ${d(p.to)} AND voided_at IS NULL`;
  return page
    ? sql<Row>`SELECT * FROM (${m}) m ORDER BY occurred_at DESC, id DESC LIMIT 50`
    : sql<Row>`SELECT coalesce(sum(amount) FILTER (WHERE sign = 1), 0) AS money_in, coalesce(sum(amount) FILTER (WHERE sign = -1), 0) AS money_out, count(*) AS count FROM (${m}) m`;
}

// ---- comparing the app's headline figures with the baseline's -----------------------------------

const money = (v: unknown): string => formatMoneyDecimal(BigInt(String(v ?? 0)));
const sum = (rows: Row[], k: string): bigint => rows.reduce((a, r) => a + BigInt(String(r[k] ?? 0)), 0n);

function get(o: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((x, k) => (x !== null && typeof x === 'object' ? (x as Row)[k] : undefined), o);
}

/** Each [path in the answer, expected value as the API writes it]: the ones that differ. */
function differ(answer: Row, expected: [string, string | number][]): string[] {
  return expected
    .filter(([path, want]) => String(get(answer, path)) !== String(want))
    .map(([path, want]) => `${path}: app ${String(get(answer, path))}, ledgers ${want}`);
}

const checkOverview: Check = (a, [r]) =>
  differ(a, [
    ['sales.count', Number(r?.count)],
    ['sales.total', money(r?.total)],
    ['sales.returns', money(r?.returns)],
    ['sales.voids', money(r?.voids)],
    ['sales.revenue', money(r?.revenue)],
    ['sales.cogs', money(r?.cogs)],
    ['expenses', money(r?.expenses)],
    ['income', money(r?.income)],
  ]);

const checkTrade: Check = (a, rows) =>
  differ(a, [
    ['totals.count', Number(sum(rows, 'count'))],
    ['totals.total', money(sum(rows, 'total'))],
    ['totals.returns', money(sum(rows, 'returns'))],
    ['totals.voids', money(sum(rows, 'voids'))],
    ['totals.vat', money(sum(rows, 'vat'))],
    ['totals.due', money(sum(rows, 'due'))],
    ['totals.cost', money(sum(rows, 'cost'))],
  ]);

const checkBook: Check = (a, rows) => {
  const all = rows.find((r) => r.category_id === null && r.period === null);
  return differ(a, [
    ['total', money(all?.amount)],
    ['count', Number(all?.count ?? 0)],
  ]);
};

const checkParty: Check = (a, rows) =>
  differ(a, [
    ['totals.count', Number(sum(rows, 'count'))],
    ['totals.total', money(sum(rows, 'total'))],
    ['totals.returns', money(sum(rows, 'returns'))],
    ['totals.voids', money(sum(rows, 'voids'))],
    ['totals.dueGiven', money(sum(rows, 'given'))],
    ['totals.dueReceived', money(sum(rows, 'received'))],
  ]);

const checkEmployee: Check = (a, rows) =>
  differ(a, [
    ['totals.salesCount', Number(sum(rows, 'sales_count'))],
    ['totals.salesTotal', money(sum(rows, 'sales_total'))],
    ['totals.purchaseCount', Number(sum(rows, 'purchase_count'))],
    ['totals.purchaseTotal', money(sum(rows, 'purchase_total'))],
    ['totals.paid', money(sum(rows, 'paid'))],
  ]);

const REPORTS: ReportCase[] = [
  {
    name: 'overview',
    path: (p) => `overview?from=${p.from}&to=${p.to}`,
    raw: (db, s, p) => run(db, overviewSql(s, p)),
    check: checkOverview,
  },
  {
    name: 'overview compare=1',
    path: (p) => `overview?from=${p.from}&to=${p.to}&compare=1`,
    raw: async (db, s, p) => {
      const days = Math.round((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000) + 1;
      const previous = { from: addDays(p.from, -days), to: addDays(p.from, -1) };
      const [now, before, trend] = await Promise.all([
        run(db, overviewSql(s, p)),
        run(db, overviewSql(s, previous)),
        run(db, trendSql(s, p)),
      ]);
      return [...now, ...before, ...trend];
    },
    check: checkOverview,
  },
  { name: 'profit-loss', path: (p) => `profit-loss?from=${p.from}&to=${p.to}`, raw: (db, s, p) => run(db, overviewSql(s, p)) },
  {
    name: 'profit-loss-details',
    path: (p) => `profit-loss-details?from=${p.from}&to=${p.to}`,
    raw: async (db, s, p) => {
      const [byProduct, other, totals] = await Promise.all([
        run(db, productSql(s, p, 'sales-only')),
        run(db, otherSql(s, p)),
        run(db, overviewSql(s, p)),
      ]);
      return [{ totals: totals[0], other: other[0] }, ...byProduct];
    },
    check: (a, [head]) => {
      const t = (head as { totals?: Row }).totals;
      return differ(a, [
        ['totals.revenue', money(t?.revenue)],
        ['totals.cost', money(t?.cogs)],
      ]);
    },
  },
  { name: 'sales', path: (p) => `sales?from=${p.from}&to=${p.to}`, raw: (db, s, p) => run(db, tradeSql('sale', s, p)), check: checkTrade },
  {
    name: 'purchase',
    path: (p) => `purchase?from=${p.from}&to=${p.to}`,
    raw: (db, s, p) => run(db, tradeSql('purchase', s, p)),
    check: (a, rows) => checkTrade(a, rows).filter((x) => !x.startsWith('totals.cost')),
  },
  {
    name: 'product',
    path: (p) => `product?from=${p.from}&to=${p.to}`,
    raw: (db, s, p) => run(db, productSql(s, p, 'product')),
    check: (a, rows) =>
      differ(a, [
        ['totals.revenue', money(sum(rows, 'revenue'))],
        ['totals.cost', money(sum(rows, 'cost'))],
      ]),
  },
  {
    name: 'stock',
    path: (p) => `stock?from=${p.from}&to=${p.to}`,
    raw: (db, s, p) => run(db, productSql(s, p, 'stock')),
    check: (a, rows) => differ(a, [['totals.products', rows.length]]),
  },
  {
    name: 'customer',
    path: (p) => `customer?from=${p.from}&to=${p.to}`,
    raw: (db, s, p) => run(db, partySql('sale', s, p)),
    check: checkParty,
  },
  {
    name: 'supplier',
    path: (p) => `supplier?from=${p.from}&to=${p.to}`,
    raw: (db, s, p) => run(db, partySql('purchase', s, p)),
    check: checkParty,
  },
  {
    name: 'employee',
    path: (p) => `employee?from=${p.from}&to=${p.to}`,
    raw: (db, s, p) => run(db, employeeSql(s, p)),
    check: checkEmployee,
  },
  {
    name: 'expense',
    path: (p) => `expense?from=${p.from}&to=${p.to}`,
    raw: (db, s, p) => run(db, bookSql('expenses', s, p)),
    check: checkBook,
  },
  {
    name: 'income',
    path: (p) => `income?from=${p.from}&to=${p.to}`,
    raw: (db, s, p) => run(db, bookSql('incomes', s, p)),
    check: checkBook,
  },
  {
    name: 'transactions',
    path: (p) => `transactions?from=${p.from}&to=${p.to}`,
    raw: async (db, s, p) => {
      const [totals, page] = await Promise.all([run(db, moneySql(s, p, false)), run(db, moneySql(s, p, true))]);
      return [...totals, ...page];
    },
  },
];

// ---- timing -----------------------------------------------------------------------------------

interface Cell {
  report: string;
  range: string;
  status: 'ok' | 'not available' | 'error';
  detail?: string;
  n: number;
  p50: number;
  p95: number;
  rawP50: number;
  rawP95: number;
  /** the same report on a day with no data */
  floorP50: number;
  differs: string[];
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

export async function reports(): Promise<boolean> {
  const keep = process.env.REPORT_BENCH_KEEP === '1';
  const strict = process.env.REPORT_BENCH_STRICT === '1';
  const rdb = await openReportDatabase({ keep, log: console.log });
  const dataDir = mkdtempSync(join(tmpdir(), 'dokani-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'none') }), logLevel: 'silent' as const };
  const app = await buildApp({ config, db: rdb.handle });
  const cells: Cell[] = [];
  try {
    const { shopId, ownerId, endDate } = rdb.data;
    const db = rdb.handle.db;
    const { token } = await createSession(db, ownerId, new Date(), 720, null);
    const ranges: [string, Period][] = [
      ['1 year', { from: addDays(endDate, -364), to: endDate }],
      ['3 years', { from: rdb.data.startDate, to: endDate }],
    ];
    // a day a year before the data: every report's fixed cost
    const emptyDay = addDays(rdb.data.startDate, -365);
    const empty: Period = { from: emptyDay, to: emptyDay };
    console.log(
      `shop ${shopId}: data ${rdb.data.startDate} … ${endDate}; ${RUNS} runs after ${WARMUP} warm-up per cell (at most ~${CELL_BUDGET_MS / 1000} s a cell)`,
    );
    const call = (url: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/shops/${shopId}/reports/${url}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'bn' },
      });

    for (const [range, period] of ranges) {
      for (const rep of REPORTS.filter((r) => !ONLY || ONLY.includes(r.name))) {
        const cell: Cell = { report: rep.name, range, status: 'ok', n: 0, p50: 0, p95: 0, rawP50: 0, rawP95: 0, floorP50: 0, differs: [] };
        cells.push(cell);
        const url = rep.path(period);
        const emptyUrl = rep.path(empty);
        const first = await call(url);
        if (first.statusCode === 404 || (first.statusCode === 400 && rep.name.includes('compare') && first.body.includes('compare'))) {
          cell.status = 'not available';
          cell.detail = `${first.statusCode}`;
          // the baseline still tells what the ledgers cost
          const rawTimes: number[] = [];
          for (let i = 0; i < WARMUP + MIN_RUNS; i++) {
            const t0 = performance.now();
            await rep.raw(db, shopId, period);
            if (i >= WARMUP) rawTimes.push(performance.now() - t0);
          }
          cell.rawP50 = median(rawTimes);
          cell.rawP95 = percentile(rawTimes, 95);
          process.stdout.write(`  ${rep.name} (${range}): not available (${first.statusCode})\n`);
          continue;
        }
        if (first.statusCode !== 200) {
          cell.status = 'error';
          cell.detail = `${first.statusCode} ${first.body.slice(0, 300)}`;
          process.stdout.write(`  ${rep.name} (${range}): ERROR ${cell.detail}\n`);
          continue;
        }
        const rawRows = await rep.raw(db, shopId, period);
        cell.differs = rep.check ? rep.check(first.json<Row>(), rawRows) : [];
        for (let i = 1; i < WARMUP; i++) {
          await call(url);
          await rep.raw(db, shopId, period);
          await call(emptyUrl);
        }
        const times: number[] = [];
        const rawTimes: number[] = [];
        const floorTimes: number[] = [];
        const start = performance.now();
        for (let i = 0; i < RUNS; i++) {
          let t0 = performance.now();
          const res = await call(url);
          times.push(performance.now() - t0);
          if (res.statusCode !== 200) throw new Error(`${rep.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          t0 = performance.now();
          await rep.raw(db, shopId, period);
          rawTimes.push(performance.now() - t0);
          t0 = performance.now();
          await call(emptyUrl);
          floorTimes.push(performance.now() - t0);
          if (i + 1 >= MIN_RUNS && performance.now() - start > CELL_BUDGET_MS) break;
        }
        Object.assign(cell, {
          n: times.length,
          p50: median(times),
          p95: percentile(times, 95),
          rawP50: median(rawTimes),
          rawP95: percentile(rawTimes, 95),
          floorP50: median(floorTimes),
        });
        process.stdout.write(
          `  ${rep.name} (${range}): p50 ${fmt(cell.p50)} ms, p95 ${fmt(cell.p95)} ms, raw SQL p50 ${fmt(cell.rawP50)} ms, empty day ${fmt(cell.floorP50)} ms (n ${cell.n})\n`,
        );
      }
    }
  } finally {
    await app.close();
    await rdb.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  // ---- the table ----
  const verdict = (c: Cell): 'yes' | 'floor' | 'NO' => {
    if (c.p50 <= BUDGET.ratio * c.rawP50) return 'yes';
    return BUDGET.ratio * c.rawP50 < c.floorP50 && c.p50 <= BUDGET.floorSlack * c.floorP50 ? 'floor' : 'NO';
  };
  console.log(`\n| report | range | p50 ms | p95 ms | raw SQL p50 ms | × raw | empty day p50 ms | n | p50 ≤ ${BUDGET.ratio} × raw |`);
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---|');
  for (const c of cells) {
    const raw = c.rawP50 > 0 ? fmt(c.rawP50) : '—';
    if (c.status === 'not available')
      console.log(`| ${c.report} | ${c.range} | not available | | ${raw} | | | | not available (${c.detail}) |`);
    else if (c.status === 'error') console.log(`| ${c.report} | ${c.range} | ERROR | | ${raw} | | | | error: ${c.detail?.slice(0, 80)} |`);
    else {
      const v = verdict(c);
      const shown = v === 'floor' ? `at the floor (${BUDGET.ratio} × raw = ${fmt(BUDGET.ratio * c.rawP50)} ms is below it)` : v;
      console.log(
        `| ${c.report} | ${c.range} | ${fmt(c.p50)} | ${fmt(c.p95)} | ${raw} | ${(c.p50 / c.rawP50).toFixed(2)} | ${fmt(c.floorP50)} | ${c.n} | ${shown} |`,
      );
    }
  }
  const measured = cells.filter((c) => c.status === 'ok');
  const over = measured.filter((c) => verdict(c) === 'NO');
  // three years against one, per report
  const spans = [...new Set(measured.map((c) => c.report))].flatMap((report) => {
    const one = measured.find((c) => c.report === report && c.range === '1 year');
    const three = measured.find((c) => c.report === report && c.range === '3 years');
    return one && three ? [{ report, ratio: three.p50 / one.p50 }] : [];
  });
  const wide = spans.filter((s) => s.ratio > BUDGET.span);
  console.log(`\nthree years ÷ one year (p50): ${spans.map((s) => `${s.report} ${s.ratio.toFixed(2)}`).join(', ')}`);
  const missing = [...new Set(cells.filter((c) => c.status === 'not available').map((c) => c.report))];
  const errors = cells.filter((c) => c.status === 'error');
  const differs = cells.filter((c) => c.differs.length > 0);
  for (const c of differs) console.log(`\nfigures differ from the ledgers — ${c.report} (${c.range}):\n  ${c.differs.join('\n  ')}`);
  if (missing.length > 0) console.log(`\nnot available (404) in this tree: ${missing.join(', ')}`);
  const budgetOk = over.length === 0 && wide.length === 0;
  console.log(
    `\nEvery report, one year and three, p50 ≤ ${BUDGET.ratio} × raw SQL (or at the floor): ${over.length === 0 ? 'OK' : `NOT MET (${over.map((c) => `${c.report} ${c.range}`).join(', ')})`}` +
      `; three years ≤ ${BUDGET.span} × one year: ${wide.length === 0 ? 'OK' : `NOT MET (${wide.map((w) => `${w.report} ${w.ratio.toFixed(2)}`).join(', ')})`}` +
      ` — ${new Set(measured.map((c) => c.report)).size} of ${REPORTS.length} reports measured${errors.length > 0 ? `; ${errors.length} ERROR(S)` : ''}`,
  );
  return errors.length === 0 && (!strict || budgetOk);
}
