/** A report's period: the business dates from..to in the shop's timezone, inclusive. */
import { localDate } from '@dokani/core';
import { REPORT_DAY_BUCKET_MAX, REPORT_MAX_DAYS, REPORT_MAX_YEARS } from '@dokani/contracts';
import type { ReportBucket, ReportRangeQuery } from '@dokani/contracts';
import { AppError } from '../../platform/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';

const DAY_MS = 86_400_000;

/** Days from..to, both counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * Defaults: `to` today, `from` = `to`. `to` before `from`, or more than REPORT_MAX_DAYS days → 400
 * (the message is sent already translated: it lives in the 'reports' namespace).
 */
export function reportPeriod(now: Date, timezone: string, q: ReportRangeQuery, lang: Language): { from: string; to: string } {
  const to = q.to ?? localDate(now, timezone);
  const from = q.from ?? to;
  if (from > to) throw new AppError('VALIDATION_FAILED', { to: 'validation.dateRange' });
  if (daysIn(from, to) > REPORT_MAX_DAYS) {
    throw new AppError('VALIDATION_FAILED', { to: t(lang, 'reports:errors.rangeTooLong', { years: REPORT_MAX_YEARS }) });
  }
  return { from, to };
}

/** A report series' bucket: days up to REPORT_DAY_BUCKET_MAX days, months beyond. */
export function bucketOf(from: string, to: string): ReportBucket {
  return daysIn(from, to) <= REPORT_DAY_BUCKET_MAX ? 'day' : 'month';
}

/** The bucket a business date falls in: the date itself, or its month `YYYY-MM`. */
export function bucketKey(day: string, bucket: ReportBucket): string {
  return bucket === 'day' ? day : day.slice(0, 7);
}

/** Every bucket of from..to, oldest first (so a chart shows the empty days too). */
export function bucketsOf(from: string, to: string, bucket: ReportBucket): string[] {
  const out: string[] = [];
  let t = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  while (t <= end) {
    const key = bucketKey(new Date(t).toISOString().slice(0, 10), bucket);
    if (out[out.length - 1] !== key) out.push(key);
    t += DAY_MS;
  }
  return out;
}

/** The period of the same number of days just before from..to. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysIn(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(start - days * DAY_MS), to: iso(start - DAY_MS) };
}
