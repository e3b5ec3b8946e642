/**
 * A report's period, kept in the address so a reload or a shared link shows the same report:
 * `?period=today|yesterday|week|month|lastMonth|year|custom&from=&to=` (this month when absent).
 * The presets are business dates on the shop's calendar (shared/lib/period.ts);
 * custom dates are read the right way round whichever is typed first. Other parameters of the
 * page (a kind filter, a sort) are left as they are when the period changes.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DHAKA_TZ, localDate } from '@dokani/core/format';
import { clock } from '@/shared/lib/clock';
import { useAuthStore } from '@/shared/stores/auth';
import { REPORT_PERIODS, periodRange, type RangePeriod } from '@/shared/lib/period';
import { patchedParams } from '@/shared/lib/search-params';

export { REPORT_PERIODS, type RangePeriod };

export const DEFAULT_REPORT_PERIOD: RangePeriod = 'month';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isPeriod = (v: unknown): v is RangePeriod => (REPORT_PERIODS as readonly unknown[]).includes(v);

export interface ChosenPeriod {
  period: RangePeriod;
  /** The custom dates as typed ('' when not set or malformed). */
  from: string;
  to: string;
}

/** The period in the address (malformed values are ignored). */
export function periodFromParams(params: URLSearchParams): ChosenPeriod {
  const period = params.get('period');
  const date = (k: string) => {
    const v = params.get(k) ?? '';
    return DATE.test(v) ? v : '';
  };
  return { period: isPeriod(period) ? period : DEFAULT_REPORT_PERIOD, from: date('from'), to: date('to') };
}

/**
 * The address for another period, keeping the page's other parameters. Choosing `custom` starts
 * from the dates on screen, so the shopkeeper only moves one end.
 */
export function paramsForPeriod(params: URLSearchParams, period: RangePeriod, shown: { from: string; to: string }): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('period');
  next.delete('from');
  next.delete('to');
  if (period !== DEFAULT_REPORT_PERIOD) next.set('period', period);
  if (period === 'custom') {
    if (shown.from) next.set('from', shown.from);
    if (shown.to) next.set('to', shown.to);
  }
  return next;
}

/** The shop's today, 'YYYY-MM-DD' (the periods move with the shop's calendar, not the device's). */
export function useShopToday(): string {
  const timeZone = useAuthStore((s) => s.currentShop?.timezone) ?? DHAKA_TZ;
  return localDate(new Date(clock.now()), timeZone);
}

export interface ReportPeriod {
  chosen: ChosenPeriod;
  /** The business dates asked for, both inclusive ('' while a custom end is missing). */
  range: { from: string; to: string };
  /** Both ends known: the report can be asked for. */
  complete: boolean;
  choose: (period: RangePeriod) => void;
  setDate: (end: 'from' | 'to', value: string) => void;
  /** Sets (or with '' / null removes) another parameter of the page's address. */
  setParam: (key: string, value: string | null) => void;
  params: URLSearchParams;
}

/** The period of a report page, from and to its address. */
export function useReportPeriod(): ReportPeriod {
  const [params, setParams] = useSearchParams();
  const chosen = useMemo(() => periodFromParams(params), [params]);
  const today = useShopToday();
  const range = useMemo(
    () => periodRange(chosen.period, new Date(`${today}T12:00:00Z`), 'UTC', { from: chosen.from, to: chosen.to }),
    [chosen, today],
  );
  const complete = range.from !== '' && range.to !== '';

  const choose = useCallback(
    (period: RangePeriod) => setParams((prev) => paramsForPeriod(prev, period, range), { replace: true }),
    [range, setParams],
  );
  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (prev) => {
          return patchedParams(prev, { [key]: value });
        },
        { replace: true },
      ),
    [setParams],
  );
  const setDate = useCallback((end: 'from' | 'to', value: string) => setParam(end, DATE.test(value) ? value : null), [setParam]);

  return { chosen, range, complete, choose, setDate, setParam, params };
}
