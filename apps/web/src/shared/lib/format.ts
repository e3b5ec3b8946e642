import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DHAKA_TZ, formatBusinessDate, formatDate, formatMoney, formatNumber } from '@dokani/core/format';
import { formatMoneyText, formatQuantityText } from '@dokani/core/format-decimal';
import { parseMoney } from '@dokani/core/money';
import type { Language } from '@dokani/i18n';
import { useAuthStore } from '@/shared/stores/auth';
import { displayMobile, formatTime, localDigits, useLanguage } from './digits';

export { displayMobile, formatTime, localDigits, useLanguage };

/** A unit of the list (pcs, kg, …) in the user's language (the products' labels); a custom unit as written. */
export function unitLabel(unit: string, t: TFunction): string {
  return t(`products:units.${unit}`, { defaultValue: unit });
}

/** The date and the clock time of an instant, apart (tables put them on two lines). */
export function instantParts(d: Date, lang: Language, timeZone: string = DHAKA_TZ): { date: string; time: string } {
  return { date: formatDate(d, lang, { timeZone }), time: formatTime(d, lang, timeZone) };
}

/**
 * When something happened, on the shop's clock: bn "২১ নভে, ২০২৬, বিকাল ৫:৪৪" (the part of the
 * day first, as it is said, never "PM"), en "21 Nov 2026, 5:44 PM".
 */
export function formatInstant(d: Date, lang: Language, timeZone: string = DHAKA_TZ): string {
  const { date, time } = instantParts(d, lang, timeZone);
  return `${date}, ${time}`;
}

/**
 * The app's one formatting hook, bound to the current language and the shop's time zone: numbers,
 * money (poisha, or the API's decimal strings), quantities, units, dates, business dates and
 * instants, digits and mobile numbers — Bangla digits and ৳ in bn (core formatting underneath).
 */
export function useFormat() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const timeZone = useAuthStore((s) => s.currentShop?.timezone) ?? DHAKA_TZ;
  const instant = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? null : d;
  };
  return {
    lang,
    timeZone,
    number: (n: number) => formatNumber(n, lang),
    money: (poisha: bigint) => formatMoney(poisha, lang),
    /** money from a decimal string ("125.50") */
    moneyText: (m: string) => formatMoneyText(m, lang),
    /** a cost or profit from the API: null (a role without `see-profit`) reads as a dash */
    profitText: (m: string | null) => (m === null ? '—' : formatMoneyText(m, lang)),
    isNegative: (m: string) => (parseMoney(m) ?? 0n) < 0n,
    isZero: (m: string) => (parseMoney(m) ?? 0n) === 0n,
    qty: (q: string) => formatQuantityText(q, lang),
    signedQty: (q: string) => formatQuantityText(q, lang, { signed: true }),
    unit: (u: string) => unitLabel(u, t),
    qtyUnit: (q: string, u: string) => `${formatQuantityText(q, lang)} ${unitLabel(u, t)}`,
    date: (d?: Date) => formatDate(d, lang),
    /** a business date 'YYYY-MM-DD' */
    businessDate: (ymd: string) => formatBusinessDate(ymd, lang),
    time: (d: Date) => formatTime(d, lang),
    /** an instant (ISO) on the shop's clock */
    dateTime: (iso: string) => {
      const d = instant(iso);
      return d ? formatInstant(d, lang, timeZone) : iso;
    },
    dateTimeParts: (iso: string) => {
      const d = instant(iso);
      return d ? instantParts(d, lang, timeZone) : { date: iso, time: '' };
    },
    digits: (s: string) => localDigits(s, lang),
    mobile: (e164: string | null | undefined) => displayMobile(e164, lang),
  };
}
