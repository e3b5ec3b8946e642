/** A report's period: the business dates from..to in the shop's timezone, inclusive. */
import { addDays, addMonths, daysInRange, localDate } from '@dokani/core';
import { REPORT_DAY_BUCKET_MAX, REPORT_MAX_DAYS, REPORT_MAX_YEARS } from '@dokani/contracts';
import type { ReportBucket, ReportRangeQuery } from '@dokani/contracts';
import { sql } from 'kysely';
import { monthStartSql } from '../../platform/db/month-start.ts';
import { AppError } from '../../platform/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';

/**
 * A report's period, and the shop's today: no business date is in the future, so what lies after
 * `today` holds nothing (the summaries are read by it: summaryParts in summary-ranges.ts).
 */
export interface ReportPeriod {
  from: string;
  to: string;
  today: string;
}

/**
 * Defaults: `to` today, `from` = `to`. `to` before `from`, or more than REPORT_MAX_DAYS days → 400
 * (the message is sent already translated: it lives in the 'reports' namespace).
 */
export function reportPeriod(now: Date, timezone: string, q: ReportRangeQuery, lang: Language): ReportPeriod {
  const today = localDate(now, timezone);
  const to = q.to ?? today;
  const from = q.from ?? to;
  if (from > to) throw new AppError('VALIDATION_FAILED', { to: 'validation.dateRange' });
  if (daysInRange(from, to) > REPORT_MAX_DAYS) {
    throw new AppError('VALIDATION_FAILED', { to: t(lang, 'reports:errors.rangeTooLong', { years: REPORT_MAX_YEARS }) });
  }
  return { from, to, today };
}

/** A report series' bucket: days up to REPORT_DAY_BUCKET_MAX days, months beyond. */
export function bucketOf(from: string, to: string): ReportBucket {
  return daysInRange(from, to) <= REPORT_DAY_BUCKET_MAX ? 'day' : 'month';
}

/** The bucket a business date falls in: the date itself, or its month `YYYY-MM`. */
export function bucketKey(day: string, bucket: ReportBucket): string {
  return bucket === 'day' ? day : day.slice(0, 7);
}

/** Every bucket of from..to, oldest first (so a chart shows the empty days too). */
export function bucketsOf(from: string, to: string, bucket: ReportBucket): string[] {
  const out: string[] = [];
  if (bucket === 'day') {
    for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
    return out;
  }
  // a month at a time (three years are 36 steps, not 1,096 days)
  const last = bucketKey(to, 'month');
  for (let month = `${bucketKey(from, 'month')}-01`; month.slice(0, 7) <= last; month = addMonths(month, 1)) out.push(month.slice(0, 7));
  return out;
}

/** The period of the same number of days just before from..to. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  return { from: addDays(from, -daysInRange(from, to)), to: addDays(from, -1) };
}

/**
 * A date column's bucket, grouped on the date (`group`: the day, the month's first day, or one
 * group) and named after the grouping (`label` of `b`: 'YYYY-MM-DD', 'YYYY-MM' or ''): the name is
 * made once a bucket, not once a row.
 */
export function bucketSql(column: string, bucket: ReportBucket | null) {
  const c = sql.ref(column);
  if (bucket === null) return { group: sql`NULL::date`, label: sql`''` };
  if (bucket === 'day') return { group: c, label: sql`b::text` };
  return { group: monthStartSql(column), label: sql`to_char(b, 'YYYY-MM')` };
}
