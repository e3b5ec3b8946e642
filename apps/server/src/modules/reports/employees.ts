/**
 * /reports/employee: the sales and purchases each employee posted in a period, and what the shop
 * paid them. One statement, summed in the database from the contact summaries (contact-rows.ts:
 * the period's whole years and months from contact_years / contact_months, its ends from the
 * ledgers), then the active employees (contacts_name_idx) and the contacts' primary key.
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
import type { Queryable } from '../../platform/db/schema.ts';
import { contactRowsOf } from './contact-rows.ts';
import type { ReportPeriod } from './period.ts';

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

export async function employeeReport(db: Queryable, shopId: string, period: ReportPeriod): Promise<EmployeeReport> {
  const summary = contactRowsOf(shopId, 'employee', period, ['sale_count', 'sale_total', 'purchase_count', 'purchase_total', 'paid']);
  const { rows } = await sql<Answer>`
    WITH sums AS (
      SELECT contact_id AS employee_id, sum(sale_count) AS sales_n, sum(sale_total) AS sales_total,
             sum(purchase_count) AS purchases_n, sum(purchase_total) AS purchases_total, sum(paid) AS paid
      FROM (${summary}) s
      GROUP BY 1
    ), ids AS (
      SELECT employee_id AS id FROM sums WHERE sales_n <> 0 OR purchases_n <> 0 OR paid <> 0
      UNION SELECT id FROM contacts WHERE shop_id = ${shopId} AND type = 'employee' AND status = 'active'
    ), r AS (
      SELECT c.id, c.name, c.mobile, c.search_name, c.balance,
             coalesce(sums.sales_n, 0) AS sales_count, coalesce(sums.sales_total, 0) AS sales_total,
             coalesce(sums.purchases_n, 0) AS purchase_count, coalesce(sums.purchases_total, 0) AS purchase_total,
             coalesce(sums.paid, 0) AS paid
      FROM ids
      JOIN contacts c ON c.shop_id = ${shopId} AND c.id = ids.id AND c.type = 'employee'
      LEFT JOIN sums ON sums.employee_id = c.id
    )
    SELECT coalesce(sum(sales_count), 0)::int AS sales_count, coalesce(sum(sales_total), 0)::text AS sales_total,
           coalesce(sum(purchase_count), 0)::int AS purchase_count, coalesce(sum(purchase_total), 0)::text AS purchase_total,
           coalesce(sum(paid), 0)::text AS paid,
           coalesce(json_agg(json_build_object(
             'contactId', id, 'name', name, 'mobile', mobile, 'salesCount', sales_count, 'salesTotal', sales_total::text,
             'purchaseCount', purchase_count, 'purchaseTotal', purchase_total::text, 'paid', paid::text, 'balance', balance::text
           ) ORDER BY search_name, id COLLATE "C"), '[]'::json) AS rows
    FROM r
  `.execute(db);
  const a = rows[0];
  if (!a) throw new Error('employeeReport: no row');
  const money = (v: string) => formatMoneyDecimal(BigInt(v));
  return {
    from: period.from,
    to: period.to,
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
