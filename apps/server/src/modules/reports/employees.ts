/**
 * /reports/employee: the sales and purchases each employee posted in a period, and what the shop
 * paid them. One statement, summed in the database; every part filtered by shop_id on an index of
 * its table: sales_employee_period_idx, purchases_employee_period_idx (index-only), expenses_date_idx, contacts_name_idx (the active
 * employees) and the contacts' primary key.
 *
 * - salesCount / salesTotal, purchaseCount / purchaseTotal: the invoices with this employee posted
 *   in the period (by their own date) that stand: a void one is left out (decision 0009).
 * - paid: Σ the expenses with this employee in the period (salary and the like; not voided, by
 *   entry date).
 * - balance: the employee's due balance now (an advance given is positive).
 * Rows: every active employee, and any other employee with something in the period; by name. The
 * totals are summed over the same rows.
 */
import { formatMoneyDecimal } from '@dokani/core';
import type { EmployeeReport } from '@dokani/contracts';
import { sql } from 'kysely';
import { PLAN_PER_RUN } from '../../platform/db/prepared.ts';
import type { Queryable } from '../../platform/db/schema.ts';

interface EmployeeJson {
  contactId: string;
  name: string;
  mobile: string | null;
  salesCount: number;
  salesTotal: string;
  purchaseCount: number;
  purchaseTotal: string;
  paid: string;
  balance: string;
}

interface Answer {
  sales_count: number;
  sales_total: string;
  purchase_count: number;
  purchase_total: string;
  paid: string;
  rows: EmployeeJson[];
}

export async function employeeReport(db: Queryable, shopId: string, from: string, to: string): Promise<EmployeeReport> {
  const { rows } = await sql<Answer>`
    WITH s AS (
      SELECT employee_id, count(*) AS n, sum(total) AS total
      FROM sales
      WHERE shop_id = ${shopId} AND sale_date BETWEEN ${from}::date AND ${to}::date AND employee_id IS NOT NULL AND void_date IS NULL
      GROUP BY 1
    ), p AS (
      SELECT employee_id, count(*) AS n, sum(total) AS total
      FROM purchases
      WHERE shop_id = ${shopId} AND purchase_date BETWEEN ${from}::date AND ${to}::date AND employee_id IS NOT NULL AND void_date IS NULL
      GROUP BY 1
    ), x AS (
      SELECT employee_id, sum(amount) AS amount
      FROM expenses
      WHERE shop_id = ${shopId} AND entry_date BETWEEN ${from}::date AND ${to}::date AND voided_at IS NULL AND employee_id IS NOT NULL
      GROUP BY 1
    ), ids AS (
      SELECT employee_id AS id FROM s UNION SELECT employee_id FROM p UNION SELECT employee_id FROM x
      UNION SELECT id FROM contacts WHERE shop_id = ${shopId} AND type = 'employee' AND status = 'active'
    ), r AS (
      SELECT c.id, c.name, c.mobile, c.search_name, c.balance,
             coalesce(s.n, 0) AS sales_count, coalesce(s.total, 0) AS sales_total,
             coalesce(p.n, 0) AS purchase_count, coalesce(p.total, 0) AS purchase_total,
             coalesce(x.amount, 0) AS paid
      FROM ids
      JOIN contacts c ON c.shop_id = ${shopId} AND c.id = ids.id AND c.type = 'employee'
      LEFT JOIN s ON s.employee_id = c.id
      LEFT JOIN p ON p.employee_id = c.id
      LEFT JOIN x ON x.employee_id = c.id
    )
    SELECT coalesce(sum(sales_count), 0)::int AS sales_count, coalesce(sum(sales_total), 0)::text AS sales_total,
           coalesce(sum(purchase_count), 0)::int AS purchase_count, coalesce(sum(purchase_total), 0)::text AS purchase_total,
           coalesce(sum(paid), 0)::text AS paid,
           coalesce(json_agg(json_build_object(
             'contactId', id, 'name', name, 'mobile', mobile, 'salesCount', sales_count, 'salesTotal', sales_total::text,
             'purchaseCount', purchase_count, 'purchaseTotal', purchase_total::text, 'paid', paid::text, 'balance', balance::text
           ) ORDER BY search_name, id COLLATE "C"), '[]'::json) AS rows
    FROM r
  ${PLAN_PER_RUN}`.execute(db);
  const a = rows[0];
  if (!a) throw new Error('employeeReport: no row');
  const money = (v: string) => formatMoneyDecimal(BigInt(v));
  return {
    from,
    to,
    totals: {
      salesCount: a.sales_count,
      salesTotal: money(a.sales_total),
      purchaseCount: a.purchase_count,
      purchaseTotal: money(a.purchase_total),
      paid: money(a.paid),
    },
    rows: a.rows.map((x) => ({
      contactId: x.contactId,
      name: x.name,
      mobile: x.mobile,
      salesCount: x.salesCount,
      salesTotal: money(x.salesTotal),
      purchaseCount: x.purchaseCount,
      purchaseTotal: money(x.purchaseTotal),
      paid: money(x.paid),
      balance: money(x.balance),
    })),
  };
}
