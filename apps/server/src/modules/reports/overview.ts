/**
 * The overview report: a period's sales, profit, expenses and income, with today's dues and low
 * stock and the last sales. Everything is summed in the database, every query filtered by shop_id
 * on an index of its table (the trade_days and trade_months summaries' primary keys — summaries.ts —,
 * expenses_date_idx, incomes_date_idx, contacts_balance_idx, the products primary key).
 *
 * The figures follow decision 0004 (each sale counts on its invoice date, each return on its
 * return_date) and decision 0009 (a void sale and its returns are left out of every figure):
 * - sales: count and total of the period's sales that stand; `voids` the total of the void ones
 *   (by sale date), shown apart. Revenue of a sale is total − vat (the delivery charge is the
 *   shop's, VAT the state's), its cost the cost of its stock movements (quick sell: amount −
 *   profit). A return takes off its amount − its vat from revenue, and its cost from the cost of
 *   goods sold.
 * - revenue = Σ sales (total − vat) − Σ returns (amount − vat), the summaries' void_ columns
 *   taking a void sale back out; COGS = Σ sale cost − Σ returned cost (the same) + the stock
 *   ledger's cost adjustments of the period (stock sold below zero re-costed when it came in;
 *   decision 0008); gross profit = revenue − COGS.
 * - net profit = gross profit − expenses + other income (entries not voided, by entry_date).
 *   `expensesByCategory` / `incomeByCategory` split those sums by category (in the same statement,
 *   so they add up to `expenses` / `income`), largest first; a category is named as the expense
 *   book names it (a default one from i18n in the caller's language, unless renamed).
 * - receivable: Σ of the positive contact balances now (the due book's sign: positive = the
 *   contact owes the shop); payable: Σ of the negative balances of suppliers and employees (what
 *   the shop owes them); customerCredit: of customers (what the shop owes a customer — an advance,
 *   or a return worth more than they owed), never counted as a supplier's. Low stock: active products with an alert set and stock
 *   at or below it, now.
 */
import { formatMoneyDecimal } from '@dokani/core';
import type { OverviewCompare, OverviewKpis, ReportOverview } from '@dokani/contracts';
import { sql } from 'kysely';
import { PLAN_PER_RUN } from '../../platform/db/prepared.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { Language } from '../../platform/i18n.ts';
import { EXPENSES, INCOMES } from '../expenses/index.ts';
import { standingDue } from '../trade/index.ts';
import { bookSums, namedCategories } from './books.ts';
import { bucketOf, bucketsOf, previousPeriod } from './period.ts';
import type { ReportPeriod } from './period.ts';
import { FIGURE_COLUMNS, costAdjustmentRows, daySums, revenueOf, tradeRowsOf, zeroSums } from './trade-reports.ts';

const RECENT = 10;

interface Totals {
  sale_count: string;
  sale_total: string;
  sale_revenue: string;
  sale_cost: string;
  return_amount: string;
  return_revenue: string;
  return_cost: string;
  void_amount: string;
  void_revenue: string;
  void_cost: string;
  adjust_cost: string;
  expenses: string;
  expenses_by_category: [string, string][];
  income: string;
  income_by_category: [string, string][];
  receivable: string;
  payable: string;
  customer_credit: string;
  low_stock: string;
}

/** The overview of the business dates from..to (inclusive) of one shop; category names in `lang`. */
export async function overview(db: Queryable, shopId: string, period: ReportPeriod, lang: Language): Promise<ReportOverview> {
  const { from, to } = period;
  // One statement: one snapshot for every figure.
  const { rows } = await sql<Totals>`
    WITH t AS (
      SELECT coalesce(sum(count - void_count), 0) AS n, coalesce(sum(total - void_amount), 0) AS total, coalesce(sum(total - vat), 0) AS revenue, coalesce(sum(cost), 0) AS cost,
             coalesce(sum(return_amount), 0) AS return_amount, coalesce(sum(return_amount - return_vat), 0) AS return_revenue, coalesce(sum(return_cost), 0) AS return_cost,
             coalesce(sum(void_amount), 0) AS void_amount, coalesce(sum(void_amount - void_vat), 0) AS void_revenue, coalesce(sum(void_cost), 0) AS void_cost
      FROM (${tradeRowsOf(shopId, ['sale'], period, FIGURE_COLUMNS, false)}) rows
    ), a AS (
      SELECT coalesce(-sum(cost_total), 0) AS cost FROM ${costAdjustmentRows(shopId, from, to)}
    ), e AS (
      SELECT coalesce(sum(amount), 0) AS amount, coalesce(json_agg(json_build_array(category_id, amount::text)), '[]'::json) AS by_category
      FROM (
        SELECT category_id, sum(amount) AS amount
        FROM expenses WHERE shop_id = ${shopId} AND entry_date BETWEEN ${from}::date AND ${to}::date AND voided_at IS NULL
        GROUP BY category_id
      ) g
    ), i AS (
      SELECT coalesce(sum(amount), 0) AS amount, coalesce(json_agg(json_build_array(category_id, amount::text)), '[]'::json) AS by_category
      FROM (
        SELECT category_id, sum(amount) AS amount
        FROM incomes WHERE shop_id = ${shopId} AND entry_date BETWEEN ${from}::date AND ${to}::date AND voided_at IS NULL
        GROUP BY category_id
      ) g
    ), c AS (
      SELECT coalesce(sum(balance) FILTER (WHERE balance > 0), 0) AS receivable,
             coalesce(-sum(balance) FILTER (WHERE balance < 0 AND type <> 'customer'), 0) AS payable,
             coalesce(-sum(balance) FILTER (WHERE balance < 0 AND type = 'customer'), 0) AS customer_credit
      FROM contacts WHERE shop_id = ${shopId} AND balance <> 0
    ), p AS (
      SELECT count(*) AS n
      FROM products WHERE shop_id = ${shopId} AND status = 'active' AND low_stock_alert IS NOT NULL AND current_stock <= low_stock_alert
    )
    SELECT t.n::text AS sale_count, t.total::text AS sale_total, t.revenue::text AS sale_revenue, t.cost::text AS sale_cost,
           t.return_amount::text AS return_amount, t.return_revenue::text AS return_revenue, t.return_cost::text AS return_cost,
           t.void_amount::text AS void_amount, t.void_revenue::text AS void_revenue, t.void_cost::text AS void_cost, a.cost::text AS adjust_cost,
           e.amount::text AS expenses, e.by_category AS expenses_by_category, i.amount::text AS income, i.by_category AS income_by_category,
           c.receivable::text AS receivable, c.payable::text AS payable, c.customer_credit::text AS customer_credit, p.n::text AS low_stock
    FROM t, a, e, i, c, p
  ${PLAN_PER_RUN}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('overview: no row');
  const big = (k: Exclude<keyof Totals, 'expenses_by_category' | 'income_by_category'>): bigint => BigInt(row[k]);

  const revenue = big('sale_revenue') - big('return_revenue') - big('void_revenue');
  const cogs = big('sale_cost') - big('return_cost') - big('void_cost') + big('adjust_cost');
  const grossProfit = revenue - cogs;
  const netProfit = grossProfit - big('expenses') + big('income');

  const recent = await db
    .selectFrom('sales')
    .select(['id', 'number', 'invoice_date', 'contact_name', 'total', 'due', 'due_reduced', 'status'])
    .where('shop_id', '=', shopId)
    .where('invoice_date', '<=', to)
    .orderBy('invoice_date', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();
  const expensesByCategory = await namedCategories(db, EXPENSES, shopId, row.expenses_by_category, lang);
  const incomeByCategory = await namedCategories(db, INCOMES, shopId, row.income_by_category, lang);

  const money = formatMoneyDecimal;
  return {
    from,
    to,
    sales: {
      count: Number(row.sale_count),
      total: money(big('sale_total')),
      returns: money(big('return_amount')),
      voids: money(big('void_amount')),
      revenue: money(revenue),
      cogs: money(cogs),
      grossProfit: money(grossProfit),
    },
    expenses: money(big('expenses')),
    expensesByCategory,
    income: money(big('income')),
    incomeByCategory,
    netProfit: money(netProfit),
    receivable: money(big('receivable')),
    payable: money(big('payable')),
    customerCredit: money(big('customer_credit')),
    lowStockCount: Number(row.low_stock),
    recent: recent.map((r) => ({
      id: r.id,
      number: r.number,
      date: r.invoice_date,
      customerName: r.contact_name,
      total: money(r.total),
      due: money(standingDue(r)),
      status: r.status,
    })),
  };
}

/** A period's headline figures (the business overview's cards). */
async function kpis(db: Queryable, shopId: string, period: ReportPeriod): Promise<OverviewKpis> {
  const { from, to } = period;
  const sale = (await daySums(db, shopId, 'sale', period, null)).get('') ?? zeroSums();
  const bought = (await daySums(db, shopId, 'purchase', period, null)).get('') ?? zeroSums();
  const expenses = (await bookSums(db, EXPENSES, shopId, from, to, null)).get('') ?? 0n;
  const income = (await bookSums(db, INCOMES, shopId, from, to, null)).get('') ?? 0n;
  const { revenue, cost } = revenueOf(sale);
  return {
    from,
    to,
    salesCount: Number(sale.count - sale.void_count),
    sales: formatMoneyDecimal(sale.total - sale.return_amount - sale.void_amount),
    grossProfit: formatMoneyDecimal(revenue - cost),
    expenses: formatMoneyDecimal(expenses),
    income: formatMoneyDecimal(income),
    netProfit: formatMoneyDecimal(revenue - cost - expenses + income),
    purchases: formatMoneyDecimal(bought.total - bought.return_amount - bought.void_amount),
  };
}

/** This period against the one of the same length just before it, and its trend by bucket. */
export async function overviewCompare(db: Queryable, shopId: string, period: ReportPeriod): Promise<OverviewCompare> {
  const { from, to } = period;
  const bucket = bucketOf(from, to);
  const prev = { ...previousPeriod(from, to), today: period.today };
  const sales = await daySums(db, shopId, 'sale', period, bucket);
  const expenses = await bookSums(db, EXPENSES, shopId, from, to, bucket);
  const income = await bookSums(db, INCOMES, shopId, from, to, bucket);
  return {
    current: await kpis(db, shopId, period),
    previous: await kpis(db, shopId, prev),
    bucket,
    trend: bucketsOf(from, to, bucket).map((period) => {
      const s = sales.get(period) ?? zeroSums();
      const { revenue, cost } = revenueOf(s);
      const e = expenses.get(period) ?? 0n;
      return {
        period,
        sales: formatMoneyDecimal(s.total - s.return_amount - s.void_amount),
        grossProfit: formatMoneyDecimal(revenue - cost),
        expenses: formatMoneyDecimal(e),
        netProfit: formatMoneyDecimal(revenue - cost - e + (income.get(period) ?? 0n)),
      };
    }),
  };
}
