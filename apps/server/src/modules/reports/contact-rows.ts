/**
 * A period of the contact summaries (modules/contacts/contact-summaries.ts, decision 0018), as the
 * customer, supplier and employee reports read it: the whole years and months of the period from
 * `contact_years` and `contact_months`, and its ends straight from the ledgers (a few days of
 * invoices, returns, due entries and expenses: there are no day rows per contact) — the same
 * split as the product reports' (`summaryParts`), with the ledgers in place of the day rows.
 */
import { contactLedgerRows } from '../contacts/index.ts';
import type { ContactFigures, ContactType } from '../contacts/index.ts';
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { summaryRows } from './summary-rows.ts';
import type { ReportPeriod } from './period.ts';

export type ContactColumn = keyof ContactFigures;

/**
 * The contact rows of from..to (`today`: the shop's, what lies after it holds nothing), as one row
 * source of contact_id and `columns`, some rows taken away (negated): sum them by contact.
 */
export function contactRowsOf(
  shopId: string,
  type: ContactType,
  period: ReportPeriod,
  columns: readonly ContactColumn[],
): RawBuilder<unknown> {
  // the summary rows of the contacts of that type only (an employee report reads its 20 contacts' rows, not every customer's)
  const where = (column: 'month' | 'year', [a, b]: readonly [string, string]) =>
    sql`WHERE shop_id = ${shopId} AND contact_type = ${type} AND ${sql.ref(column)} BETWEEN ${a}::date AND ${b}::date`;
  const parts = summaryRows(period, 'contact_id', columns, {
    days: (range) => sql`(${contactLedgerRows(shopId, range, columns, type)}) l`,
    months: (range) => sql`contact_months ${where('month', range)}`,
    years: (range) => sql`contact_years ${where('year', range)}`,
  });
  return sql.join(parts, sql` UNION ALL `);
}
