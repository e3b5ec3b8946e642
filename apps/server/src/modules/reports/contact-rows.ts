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
import { summaryParts } from './trade-reports.ts';

export type ContactColumn = keyof ContactFigures;

/** A contact report's period, and the shop's today (what is after it holds nothing). */
export interface ContactPeriod {
  from: string;
  to: string;
  today: string;
}

/**
 * The contact rows of from..to (`today`: the shop's, what lies after it holds nothing), as one row
 * source of contact_id and `columns`, some rows taken away (negated): sum them by contact.
 */
export function contactRowsOf(shopId: string, type: ContactType, period: ContactPeriod, columns: readonly ContactColumn[]): RawBuilder<unknown> {
  const { days, minusDays, runs, minusMonths } = summaryParts(period.from, period.to, period.today);
  // the summary rows of the contacts of that type only (an employee report reads its 20 contacts' rows, not every customer's)
  const ofType = sql`contact_type = ${type}`;
  const figures = sql.raw(`contact_id, ${columns.join(', ')}`);
  const taken = sql.raw(`contact_id, ${columns.map((c) => `-${c} AS ${c}`).join(', ')}`);
  const fromLedgers = (range: readonly [string, string]) => sql`(${contactLedgerRows(shopId, range, columns, type)}) l`;
  const parts = days.map((range) => sql`SELECT ${figures} FROM ${fromLedgers(range)}`);
  for (const range of minusDays) parts.push(sql`SELECT ${taken} FROM ${fromLedgers(range)}`);
  if (minusMonths) {
    parts.push(sql`SELECT ${taken} FROM contact_months WHERE shop_id = ${shopId} AND ${ofType} AND month BETWEEN ${minusMonths[0]}::date AND ${minusMonths[1]}::date`);
  }
  for (const run of runs) {
    parts.push(
      run.span === 'month'
        ? sql`SELECT ${figures} FROM contact_months WHERE shop_id = ${shopId} AND ${ofType} AND month BETWEEN ${run.from}::date AND ${run.to}::date`
        : sql`SELECT ${figures} FROM contact_years WHERE shop_id = ${shopId} AND ${ofType} AND year BETWEEN ${run.from}::date AND ${run.to}::date`,
    );
  }
  return sql.join(parts, sql` UNION ALL `);
}
