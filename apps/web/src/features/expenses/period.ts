import { localDate } from '@dokani/core/format';
import type { DateRange } from './keys';

export const PERIOD_PRESETS = ['today', 'week', 'month', 'lastMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export function isPeriodPreset(v: unknown): v is PeriodPreset {
  return (PERIOD_PRESETS as readonly unknown[]).includes(v);
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → a UTC midnight (date arithmetic only, no time zone). */
function parseDay(d: string): Date {
  return new Date(`${d}T00:00:00Z`);
}
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The business dates of a preset, in Dhaka (the shop's time zone), both ends inclusive. The week
 * starts on Saturday, as shops in Bangladesh count it. `custom` uses the dates given, swapped if
 * they come in the wrong order; empty ones fall back to today.
 */
export function periodRange(preset: PeriodPreset, now: Date, custom?: Partial<DateRange>): DateRange {
  const today = localDate(now);
  const t = parseDay(today);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const sinceSaturday = (t.getUTCDay() + 1) % 7; // Sat = 0 … Fri = 6
      return { from: day(new Date(t.getTime() - sinceSaturday * DAY_MS)), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const firstThis = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), 1);
      const lastPrev = new Date(firstThis - DAY_MS);
      return { from: `${day(lastPrev).slice(0, 8)}01`, to: day(lastPrev) };
    }
    case 'custom': {
      const from = custom?.from || today;
      const to = custom?.to || today;
      return from <= to ? { from, to } : { from: to, to: from };
    }
  }
}
