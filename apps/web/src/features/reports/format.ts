import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatNumber, MINUS_SIGN, type Lang } from '@dokani/core/format';
import { formatQuantityText } from '@dokani/core/format-decimal';
import { toBanglaDigits } from '@dokani/core/digits';
import { parseMoney, parseQuantity, roundDiv } from '@dokani/core/money';
import type { ReportBucket } from '@dokani/contracts';
import { useFormat } from '@/shared/lib/format';

const LOCALE: Record<Lang, string> = { bn: 'bn-BD', en: 'en-BD' };
const digits = (s: string, lang: Lang) => (lang === 'bn' ? toBanglaDigits(s) : s);

/**
 * A bucket of a report's series as a person reads it: a day `2026-01-05` → bn "৫ জানু", en "5 Jan";
 * a month `2026-01` → bn "জানু ২০২৬", en "Jan 2026". With `long`, the day carries its year.
 */
export function bucketLabel(period: string, bucket: ReportBucket, lang: Lang, { long = false }: { long?: boolean } = {}): string {
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(period);
  if (bucket === 'month' && month) {
    const d = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 15, 12));
    return digits(dateTimeFormat(LOCALE[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(d), lang);
  }
  if (day) {
    const d = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12));
    const opts: Intl.DateTimeFormatOptions = long
      ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
    return digits(dateTimeFormat(LOCALE[lang], opts).format(d), lang);
  }
  return digits(period, lang);
}

/**
 * The change from `previous` to `current` (money decimal strings) in percent, or null when there
 * is nothing to compare with (the previous period was zero). Percentages are for reading, so a
 * float is fine here; the money itself never passes through one.
 */
export function changePercent(current: string | null, previous: string | null): number | null {
  if (current === null || previous === null) return null;
  const c = parseMoney(current);
  const p = parseMoney(previous);
  if (c === null || p === null || p === 0n) return null;
  // hundredths of a percent, in bigint: (c − p) × 10000 / |p|, rounded half away from zero
  return Number(roundDiv((c - p) * 10_000n, p < 0n ? -p : p)) / 100;
}

/** A share of a whole in percent (one decimal), for the by-category lists. */
export function sharePercent(part: string | null, whole: string): number {
  const a = parseMoney(part ?? '0') ?? 0n;
  const w = parseMoney(whole) ?? 0n;
  if (w === 0n) return 0;
  return Number((a * 1000n) / w) / 10;
}

/**
 * Each part's share of their sum in percent (one decimal) so that the shares add to exactly 100:
 * each is rounded down to a tenth, and the tenths left over go to the parts with the largest
 * remainders (largest remainder method; ties to the earlier part). Parts that are negative or do
 * not add up to `whole` are shared one by one, as {@link sharePercent} does.
 */
export function sharesPercent(parts: readonly string[], whole: string): number[] {
  const a = parts.map((m) => parseMoney(m) ?? 0n);
  const w = parseMoney(whole) ?? 0n;
  if (w <= 0n || a.some((x) => x < 0n) || a.reduce((s, x) => s + x, 0n) !== w) return parts.map((m) => sharePercent(m, whole));
  const tenths = a.map((x) => (x * 1000n) / w);
  const left = 1000n - tenths.reduce((s, x) => s + x, 0n);
  const byRemainder = a.map((x, i) => ({ i, r: (x * 1000n) % w })).sort((p, q) => (q.r > p.r ? 1 : q.r < p.r ? -1 : p.i - q.i));
  for (let k = 0n; k < left; k++) {
    const at = byRemainder[Number(k)];
    if (at) tenths[at.i] = (tenths[at.i] ?? 0n) + 1n;
  }
  return tenths.map((x) => Number(x) / 10);
}

/** Money as a plain number of taka, only to size a chart's bars (tooltips show the exact text). */
export function chartValue(m: string | null): number {
  const p = parseMoney(m ?? '0') ?? 0n;
  return Number(p) / 100;
}

/** A number written by `body` from its size, with the app's minus sign in front when negative (never a hyphen). */
function withSign(n: number, lang: Lang, body: (abs: number) => string): string {
  const text = body(Math.abs(n));
  // A figure that rounds to zero is written without a sign.
  return n < 0 && text !== body(0) ? `${MINUS_SIGN}${text}` : text;
}

/**
 * Money on a chart's axis, short: bn "৳৫ হা", en "৳5K"; a loss "−৳৫ হা" (the minus before the
 * taka sign, as core `formatMoney` writes it; Intl alone would give "৳-৫ হা").
 */
export function compactMoney(n: number, lang: Lang): string {
  return withSign(n, lang, (abs) => `৳${formatNumber(abs, lang, { notation: 'compact', maximumFractionDigits: 1 })}`);
}

/** A percentage with one decimal at most: bn "১২.৫%", a negative "−১২.৫%". */
export function formatPercent(n: number, lang: Lang): string {
  return withSign(n, lang, (abs) => `${formatNumber(abs, lang, { maximumFractionDigits: 1, minimumFractionDigits: 0 })}%`);
}

/** Formatters of the report pages, bound to the current language. */
export function useReportFormat() {
  const base = useFormat();
  const { t } = useTranslation('reports');
  const { lang } = base;
  return {
    ...base,
    qty: (q: string) => formatQuantityText(q, lang),
    unit: (u: string) => t(`units.${u}`, { defaultValue: u }),
    qtyUnit: (q: string, u: string) => `${formatQuantityText(q, lang)} ${t(`units.${u}`, { defaultValue: u })}`,
    bucket: (period: string, bucket: ReportBucket, long = false) => bucketLabel(period, bucket, lang, { long }),
    percent: (n: number) => formatPercent(n, lang),
    compactMoney: (n: number) => compactMoney(n, lang),
    /** bigint poisha of a decimal string (0 when unreadable). */
    poisha: (m: string) => parseMoney(m) ?? 0n,
    isNegativeQty: (q: string) => (parseQuantity(q) ?? 0n) < 0n,
  };
}
export type ReportFormat = ReturnType<typeof useReportFormat>;
