/**
 * Periods on the shop's calendar: the presets the books, the expense book and the reports offer,
 * as business dates in the shop's time zone, both ends inclusive. The week starts on Saturday, as
 * shops in Bangladesh count it.
 */
import { localDate } from '@dokani/core/format';

/** Every period `periodRange` knows; a page offers the ones it needs. */
export const REPORT_PERIODS = ['today', 'yesterday', 'week', 'month', 'lastMonth', 'year', 'custom'] as const;
export type RangePeriod = (typeof REPORT_PERIODS)[number];

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' → a UTC midnight (date arithmetic only, no time zone). */
const parseDay = (d: string) => new Date(`${d}T00:00:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The business dates of a period. `custom` uses the dates given (either end may be open: '' = no
 * limit), swapped when given the wrong way round.
 */
export function periodRange(
  period: RangePeriod,
  now: Date,
  timeZone?: string,
  custom: { from: string; to: string } = { from: '', to: '' },
): { from: string; to: string } {
  const today = localDate(now, timeZone);
  const t = parseDay(today);
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = dayOf(new Date(t.getTime() - DAY_MS));
      return { from: y, to: y };
    }
    case 'week': {
      const sinceSaturday = (t.getUTCDay() + 1) % 7; // Sat = 0 … Fri = 6
      return { from: dayOf(new Date(t.getTime() - sinceSaturday * DAY_MS)), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const last = dayOf(new Date(parseDay(`${today.slice(0, 8)}01`).getTime() - DAY_MS)); // the day before the 1st
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom': {
      const { from, to } = custom;
      return from && to && from > to ? { from: to, to: from } : { from, to };
    }
  }
}
