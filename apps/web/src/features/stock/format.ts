import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DHAKA_TZ, MINUS_SIGN, formatDate, formatMoney, formatNumber, type Lang } from '@dokani/core/format';
import { parseMoney, parseQuantity } from '@dokani/core/money';
import { toBanglaDigits } from '@dokani/core/digits';
import { formatTime, useFormat } from '@/shared/lib/format';
import { useAuthStore } from '@/shared/stores/auth';

/** The minus sign of every negative figure the app shows: core's, the one `formatMoney` writes. */
export const MINUS = MINUS_SIGN;

/**
 * Quantities and money arrive as decimal strings ("1250.5", "125.50"); they are shown exactly,
 * without ever passing through a float: bn "১,২৫০.৫", en "1,250.5".
 */
export function formatQty(q: string, lang: Lang, { signed = false }: { signed?: boolean } = {}): string {
  const v = parseQuantity(q.trim());
  if (v === null) return q;
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const whole = formatNumber(abs / 1000n, lang, { useGrouping: true });
  const fracDigits = (abs % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  const frac = fracDigits ? `.${lang === 'bn' ? toBanglaDigits(fracDigits) : fracDigits}` : '';
  // A real minus sign (U+2212) reads as "minus" and lines up with the plus.
  const sign = neg ? MINUS : signed && v > 0n ? '+' : '';
  return `${sign}${whole}${frac}`;
}

export function formatMoneyText(m: string, lang: Lang): string {
  const p = parseMoney(m.trim());
  return p === null ? m : formatMoney(p, lang);
}

/** The sign of a decimal string: -1, 0 or 1. */
export function signOf(q: string): -1 | 0 | 1 {
  const v = parseQuantity(q.trim());
  if (v === null || v === 0n) return 0;
  return v < 0n ? -1 : 1;
}

/** A unit of the list (pcs, kg, …) in the user's language (the products' labels); a custom unit as written. */
export function unitLabel(unit: string, t: TFunction): string {
  return t(`products:units.${unit}`, { defaultValue: unit });
}

/** A business date 'YYYY-MM-DD' (already a Dhaka date), shown as a date. */
export function formatBusinessDate(ymd: string, lang: Lang): string {
  // Noon in Dhaka is the same calendar day whatever the formatter's zone rounding.
  const d = new Date(`${ymd}T12:00:00+06:00`);
  return Number.isNaN(d.getTime()) ? ymd : formatDate(d, lang);
}

/**
 * When a movement happened, on the shop's clock: bn "২১ নভে, ২০২৬, বিকাল ৫:৪৪" (the part of the
 * day first, as it is said, never "PM"), en "21 Nov 2026, 5:44 PM".
 */
export function formatInstant(d: Date, lang: Lang, timeZone: string = DHAKA_TZ): string {
  const { date, time } = instantParts(d, lang, timeZone);
  return `${date}, ${time}`;
}

/** The date and the clock time of an instant, apart (tables put them on two lines). */
export function instantParts(d: Date, lang: Lang, timeZone: string = DHAKA_TZ): { date: string; time: string } {
  return { date: formatDate(d, lang, { timeZone }), time: formatTime(d, lang, timeZone) };
}

/** Formatters for the stock screens, bound to the current language. */
export function useStockFormat() {
  const { t } = useTranslation('stock');
  const base = useFormat();
  const { lang } = base;
  const timeZone = useAuthStore((s) => s.currentShop?.timezone) ?? DHAKA_TZ;
  return {
    ...base,
    qty: (q: string) => formatQty(q, lang),
    signedQty: (q: string) => formatQty(q, lang, { signed: true }),
    qtyUnit: (q: string, unit: string) => `${formatQty(q, lang)} ${unitLabel(unit, t)}`,
    moneyText: (m: string) => formatMoneyText(m, lang),
    businessDate: (ymd: string) => formatBusinessDate(ymd, lang),
    dateTime: (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : formatInstant(d, lang, timeZone);
    },
    dateTimeParts: (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? { date: iso, time: '' } : instantParts(d, lang, timeZone);
    },
    unit: (u: string) => unitLabel(u, t),
  };
}
