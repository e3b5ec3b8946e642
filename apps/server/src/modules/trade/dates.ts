/** Business dates of invoices, returns and voids: the shop's today, never in the future. */
import { localDate } from '@dokani/core';
import { AppError } from '../../platform/errors.ts';

/** The given business date (back-dating allowed) or today in the shop's timezone; a future date → 400. */
export function businessDate(now: Date, timezone: string, given: string | undefined): string {
  const today = localDate(now, timezone);
  if (given === undefined) return today;
  if (given > today) throw new AppError('VALIDATION_FAILED', { date: 'validation.trade.dateInFuture' });
  return given;
}
