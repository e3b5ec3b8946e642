/**
 * A period's summary rows as SELECTs (summary-ranges.ts says which rows; this says how they are
 * read): the one way every summary the reports read by period is summed — the products', the
 * contacts', the cash books'.
 */
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { ReportPeriod } from './period.ts';
import { splitByMonth, summaryParts } from './summary-ranges.ts';

/**
 * Where a period's summary rows are read: a row source (FROM …) for a range of days, of months, of
 * years (first days). Without `years` (a summary kept by day and month only) a period's whole
 * months are read as one range of month rows.
 */
export interface SummarySources {
  days(range: readonly [string, string]): RawBuilder<unknown>;
  months(range: readonly [string, string]): RawBuilder<unknown>;
  years?(range: readonly [string, string]): RawBuilder<unknown>;
}

/**
 * The parts of from..to (summaryParts) as SELECTs of `key` and `columns` from `sources`, those
 * taken away negated: sum their union by key. One way for every summary the reports read by
 * period (the products', the contacts', the cash books').
 */
export function summaryRows(period: ReportPeriod, key: string, columns: readonly string[], sources: SummarySources): RawBuilder<unknown>[] {
  const figures = sql.raw(`${key}, ${columns.join(', ')}`);
  // the same, taken away (the days or months a wider row holds beyond the period)
  const taken = sql.raw(`${key}, ${columns.map((c) => `-${c} AS ${c}`).join(', ')}`);
  const { years } = sources;
  if (!years) {
    const { months, days, minus } = splitByMonth(period.from, period.to, period.to >= period.today);
    const parts = days.map((range) => sql`SELECT ${figures} FROM ${sources.days(range)}`);
    for (const range of minus) parts.push(sql`SELECT ${taken} FROM ${sources.days(range)}`);
    if (months) parts.push(sql`SELECT ${figures} FROM ${sources.months(months)}`);
    return parts;
  }
  const { days, minusDays, runs, minusMonths } = summaryParts(period.from, period.to, period.today);
  const parts = days.map((range) => sql`SELECT ${figures} FROM ${sources.days(range)}`);
  for (const range of minusDays) parts.push(sql`SELECT ${taken} FROM ${sources.days(range)}`);
  if (minusMonths) parts.push(sql`SELECT ${taken} FROM ${sources.months(minusMonths)}`);
  for (const run of runs)
    parts.push(sql`SELECT ${figures} FROM ${run.span === 'month' ? sources.months([run.from, run.to]) : years([run.from, run.to])}`);
  return parts;
}
