/** A report's period: the business dates from..to in the shop's timezone, inclusive. */
import { localDate } from '@dokani/core';
import { REPORT_MAX_DAYS } from '@dokani/contracts';
import type { ReportRangeQuery } from '@dokani/contracts';
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
    throw new AppError('VALIDATION_FAILED', { to: t(lang, 'reports:errors.rangeTooLong', { max: REPORT_MAX_DAYS }) });
  }
  return { from, to };
}
