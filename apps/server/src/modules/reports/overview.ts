/**
 * The overview report: a period's sales, profit, expenses and income, with today's dues and low
 * stock and the last sales. Everything is summed in the database, every query filtered by shop_id
 * on an index of its table (sales_date_idx, sale_returns_date_idx, sales_void_idx,
 * expenses_date_idx, incomes_date_idx, contacts_balance_idx, the products primary key).
 *
 * The figures follow decision 0004; nothing is edited in place, so each event counts in the
 * period of its own business date and periods add up:
 * - A sale counts on its sale_date, whatever happened to it later: its revenue is total − vat (the
 *   delivery charge is the shop's, VAT the state's), its cost the cost of its stock movements
 *   (quick sell: amount − profit).
 * - A return counts on its return_date: it takes off its amount − its vat from revenue, and its
 *   cost from the cost of goods sold.
 * - A void counts on its void_date: it takes off what was left of the sale after its returns —
 *   revenue (total − vat) − (returned_amount − returned_vat), cost: cost − returned_cost. (A void
 *   sale takes no more returns, so these are final.) `voids` shows total − returned_amount.
 * - revenue = Σ sales (total − vat) − Σ returns (amount − vat) − Σ voids' remaining revenue;
 *   COGS = Σ sale cost − Σ returned cost − Σ voids' remaining cost; gross profit = revenue − COGS.
 * - net profit = gross profit − expenses + other income (entries not voided, by entry_date).
 *   `expensesByCategory` / `incomeByCategory` split those sums by category (in the same statement,
 *   so they add up to `expenses` / `income`), largest first; a category is named as the expense
 *   book names it (a default one from i18n in the caller's language, unless renamed).
 * - receivable / payable: Σ of the positive / negative contact balances now (the due book's sign:
 *   positive = the contact owes the shop). Low stock: active products with an alert set and stock
 *   at or below it, now.
 */
import { formatMoneyDecimal } from '@dokani/core';
import type { ReportCategoryAmount, ReportOverview } from '@dokani/contracts';
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';
import type { Language } from '../../platform/i18n.ts';
import { EXPENSES, INCOMES } from '../expenses/books.ts';
import type { Book } from '../expenses/books.ts';
import { findCategories } from '../expenses/categories.repo.ts';
import { categoryName } from '../expenses/categories.service.ts';
import { standingDue } from '../trade/return-parts.ts';

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
  expenses: string;
  expenses_by_category: [string, string][];
  income: string;
  income_by_category: [string, string][];
  receivable: string;
  payable: string;
  low_stock: string;
}

/** [category id, Σ amount] pairs of one book → named amounts, largest first (then by name). */
async function byCategory(db: Queryable, book: Book, shopId: string, pairs: [string, string][], lang: Language): Promise<ReportCategoryAmount[]> {
  const rows = await findCategories(db, book, shopId, pairs.map(([id]) => id));
  const names = new Map(rows.map((c) => [c.id, categoryName(book, c, lang)]));
  return pairs
    .map(([categoryId, amount]) => ({ categoryId, name: names.get(categoryId) ?? '', amount: BigInt(amount) }))
    .sort((a, b) => (a.amount === b.amount ? a.name.localeCompare(b.name) : a.amount > b.amount ? -1 : 1))
    .map((c) => ({ ...c, amount: formatMoneyDecimal(c.amount) }));
}

/** The overview of the business dates from..to (inclusive) of one shop; category names in `lang`. */
export async function overview(db: Queryable, shopId: string, from: string, to: string, lang: Language): Promise<ReportOverview> {
  // One statement: one snapshot for every figure.
  const { rows } = await sql<Totals>`
    WITH s AS (
      SELECT count(*) AS n, coalesce(sum(total), 0) AS total, coalesce(sum(total - vat), 0) AS revenue, coalesce(sum(cost), 0) AS cost
      FROM sales WHERE shop_id = ${shopId} AND sale_date BETWEEN ${from}::date AND ${to}::date
    ), r AS (
      SELECT coalesce(sum(amount), 0) AS amount, coalesce(sum(amount - vat), 0) AS revenue, coalesce(sum(cost), 0) AS cost
      FROM sale_returns WHERE shop_id = ${shopId} AND return_date BETWEEN ${from}::date AND ${to}::date
    ), v AS (
      SELECT coalesce(sum(total - returned_amount), 0) AS amount,
             coalesce(sum((total - vat) - (returned_amount - returned_vat)), 0) AS revenue,
             coalesce(sum(cost - returned_cost), 0) AS cost
      FROM sales WHERE shop_id = ${shopId} AND void_date IS NOT NULL AND void_date BETWEEN ${from}::date AND ${to}::date
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
             coalesce(-sum(balance) FILTER (WHERE balance < 0), 0) AS payable
      FROM contacts WHERE shop_id = ${shopId} AND balance <> 0
    ), p AS (
      SELECT count(*) AS n
      FROM products WHERE shop_id = ${shopId} AND status = 'active' AND low_stock_alert IS NOT NULL AND current_stock <= low_stock_alert
    )
    SELECT s.n::text AS sale_count, s.total::text AS sale_total, s.revenue::text AS sale_revenue, s.cost::text AS sale_cost,
           r.amount::text AS return_amount, r.revenue::text AS return_revenue, r.cost::text AS return_cost,
           v.amount::text AS void_amount, v.revenue::text AS void_revenue, v.cost::text AS void_cost,
           e.amount::text AS expenses, e.by_category AS expenses_by_category, i.amount::text AS income, i.by_category AS income_by_category,
           c.receivable::text AS receivable, c.payable::text AS payable, p.n::text AS low_stock
    FROM s, r, v, e, i, c, p
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('overview: no row');
  const big = (k: Exclude<keyof Totals, 'expenses_by_category' | 'income_by_category'>): bigint => BigInt(row[k]);

  const revenue = big('sale_revenue') - big('return_revenue') - big('void_revenue');
  const cogs = big('sale_cost') - big('return_cost') - big('void_cost');
  const grossProfit = revenue - cogs;
  const netProfit = grossProfit - big('expenses') + big('income');

  const recent = await db
    .selectFrom('sales')
    .select(['id', 'number', 'sale_date', 'customer_name', 'total', 'due', 'due_reduced', 'status'])
    .where('shop_id', '=', shopId)
    .where('sale_date', '<=', to)
    .orderBy('sale_date', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT)
    .execute();
  const expensesByCategory = await byCategory(db, EXPENSES, shopId, row.expenses_by_category, lang);
  const incomeByCategory = await byCategory(db, INCOMES, shopId, row.income_by_category, lang);

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
    lowStockCount: Number(row.low_stock),
    recent: recent.map((r) => ({
      id: r.id,
      number: r.number,
      date: r.sale_date,
      customerName: r.customer_name,
      total: money(r.total),
      due: money(standingDue(r)),
      status: r.status,
    })),
  };
}
