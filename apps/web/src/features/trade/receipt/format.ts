import type { TFunction } from 'i18next';
import { parseMoney } from '@dokani/core/money';
import { DHAKA_TZ, type Lang } from '@dokani/core/format';
import { formatMoneyText, formatQuantityText } from '@dokani/core/format-decimal';
import { formatInstant } from '@/shared/lib/format';

/** Receipt and book formatting without hooks (the receipt is also rendered for tests and the public page). */
export interface Formatters {
  lang: Lang;
  money: (m: string) => string;
  qty: (q: string) => string;
  qtyUnit: (q: string, unit: string) => string;
  dateTime: (iso: string) => string;
  unit: (u: string) => string;
}

export function formatters(lang: Lang, t: TFunction, timeZone: string = DHAKA_TZ): Formatters {
  const unit = (u: string) => t(`books:units.${u}`, { defaultValue: u });
  return {
    lang,
    money: (m) => formatMoneyText(m, lang),
    qty: (q) => formatQuantityText(q, lang),
    qtyUnit: (q, u) => `${formatQuantityText(q, lang)} ${unit(u)}`,
    dateTime: (iso) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : formatInstant(d, lang, timeZone);
    },
    unit,
  };
}

/** The sign of a money string: -1, 0 or 1. */
export function moneySign(m: string | null | undefined): -1 | 0 | 1 {
  const v = m ? parseMoney(m) : null;
  if (v === null || v === 0n) return 0;
  return v < 0n ? -1 : 1;
}

/** A money string without its sign ("-40.50" → "40.50"). */
export const absMoney = (m: string) => m.replace(/^-/, '');
