/**
 * The date-range algebra of the summaries the reports read (decision 0006): a period from..to as
 * the fewest summary rows — whole years and months, with the days at either end added or taken
 * away. Pure: no SQL here; summary-rows.ts turns the parts into row sources.
 */
import { addDays, addMonths, daysInRange } from '@dokani/core';

/**
 * from..to as the fewest summary rows per product: whole months from trade_product_months, and at
 * an end that cuts a month either the days it keeps (added, from trade_product_days) or that
 * month whole less the days it leaves out (`minus`), whichever is fewer days — a year ending on
 * the 28th reads that month's row less its last days, not 28 day rows. A year is then ≤ 13 month
 * rows per product and at most half a month of day rows at each end. `afterIsEmpty`: the days after
 * `to` lie after today and hold nothing, so taking them away costs nothing (the 5th of this month is
 * the month less the days to come, not 5 day rows).
 */
export function splitByMonth(
  from: string,
  to: string,
  afterIsEmpty = false,
): { months: [string, string] | null; days: [string, string][]; minus: [string, string][] } {
  const first = `${from.slice(0, 7)}-01`;
  const last = `${to.slice(0, 7)}-01`;
  const endOf = (month: string) => addDays(addMonths(month, 1), -1);
  const days: [string, string][] = [];
  const minus: [string, string][] = [];
  const before: [string, string] | null = from > first ? [first, addDays(from, -1)] : null;
  const after: [string, string] | null = to < endOf(last) ? [addDays(to, 1), endOf(last)] : null;
  // days after today hold nothing (no business date is in the future): taking them away is free
  const count = (r: [string, string] | null) => (r === null || (afterIsEmpty && r === after) ? 0 : daysInRange(r[0], r[1]));
  if (first === last) {
    if (count(before) + count(after) >= daysInRange(from, to)) return { months: null, days: [[from, to]], minus };
    return { months: [first, first], days, minus: [before, after].filter((r) => r !== null) };
  }
  let wholeFrom = first;
  let wholeTo = last;
  if (before) {
    const kept: [string, string] = [from, endOf(first)];
    if (count(before) < count(kept)) minus.push(before);
    else {
      days.push(kept);
      wholeFrom = addMonths(first, 1);
    }
  }
  if (after) {
    const kept: [string, string] = [last, to];
    if (count(after) < daysInRange(last, to)) minus.push(after);
    else {
      days.push(kept);
      wholeTo = addMonths(last, -1);
    }
  }
  return { months: wholeFrom <= wholeTo ? [wholeFrom, wholeTo] : null, days, minus };
}

/** A run of whole months or years: `from` and `to` are the first days of its first and last one. */
export interface SpanRun {
  span: 'month' | 'year';
  from: string;
  to: string;
}

/**
 * The whole months first..last (their first days) as the fewest rows per product: each calendar
 * year it covers whole as its year row, the rest as months. In date order, consecutive spans of one
 * kind as one run.
 */
export function spanRuns(first: string, last: string): SpanRun[] {
  const runs: SpanRun[] = [];
  const push = (span: SpanRun['span'], start: string) => {
    const prev = runs.at(-1);
    if (prev?.span === span) prev.to = start;
    else runs.push({ span, from: start, to: start });
  };
  let m = first;
  while (m <= last) {
    const month = Number(m.slice(5, 7));
    if (month === 1 && addMonths(m, 11) <= last) {
      push('year', m);
      m = addMonths(m, 12);
    } else {
      push('month', m);
      m = addMonths(m, 1);
    }
  }
  return runs;
}

/** The spans of a run that start on or before `today` (those after it hold nothing). */
function denseSpans(runs: readonly SpanRun[], today: string): number {
  const step = { month: 1, year: 12 } as const;
  let n = 0;
  for (const r of runs) for (let m = r.from; m <= r.to && m <= today; m = addMonths(m, step[r.span])) n += 1;
  return n;
}

/** What the product reports read for from..to: rows added and taken away. */
export interface SummaryParts {
  /** day rows added, and taken away (from the month or span rows that hold them) */
  days: [string, string][];
  minusDays: [string, string][];
  /** whole months and years added */
  runs: SpanRun[];
  /** whole months taken away: after today, so holding nothing (a span covering them is read whole) */
  minusMonths: [string, string] | null;
}

/**
 * from..to as the fewest summary rows per product (splitByMonth, then spanRuns). A period reaching
 * today — most are: today, this month, this year, the last 365 days — may read the year it ends in
 * whole and take away the months after today, which hold nothing: the last 365 days are then a
 * month row and a year row per product, not 12 month rows; three years to today 4, not 36.
 */
export function summaryParts(from: string, to: string, today: string): SummaryParts {
  const { months, days, minus } = splitByMonth(from, to, to >= today);
  if (!months) return { days, minusDays: minus, runs: [], minusMonths: null };
  const runs = spanRuns(months[0], months[1]);
  const after = addMonths(months[1], 1);
  const yearEnd = `${months[1].slice(0, 4)}-12-01`;
  if (after > today && months[1] < yearEnd) {
    const wider = spanRuns(months[0], yearEnd);
    if (denseSpans(wider, today) < denseSpans(runs, today)) return { days, minusDays: minus, runs: wider, minusMonths: [after, yearEnd] };
  }
  return { days, minusDays: minus, runs, minusMonths: null };
}
