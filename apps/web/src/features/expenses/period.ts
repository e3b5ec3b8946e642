import { localDate } from '@dokani/core/format';
import { periodRange as sharedRange } from '@/shared/lib/period';
import type { DateRange } from './keys';

export const PERIOD_PRESETS = ['today', 'week', 'month', 'lastMonth', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export function isPeriodPreset(v: unknown): v is PeriodPreset {
  return (PERIOD_PRESETS as readonly unknown[]).includes(v);
}

/**
 * The business dates of a preset in Dhaka (the shop's time zone), both ends inclusive
 * (shared/lib/period.ts); an empty custom end falls back to today.
 */
export function periodRange(preset: PeriodPreset, now: Date, custom?: Partial<DateRange>): DateRange {
  const today = localDate(now);
  return sharedRange(preset, now, undefined, { from: custom?.from || today, to: custom?.to || today });
}
