import { toBanglaDigits } from './digits.ts';

/**
 * Numbers in the UI language, apart from the rest of format.ts (which re-exports them): the
 * sign-in steps show counts (tries left, minutes) and load this alone, not every formatter.
 */

/** UI language. */
export type Lang = 'bn' | 'en';

export const LOCALES: Record<Lang, string> = { bn: 'bn-BD', en: 'en-BD' };

/** Intl number formatters, one per locale and options, kept for the life of the process (see format.ts). */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, opts?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${opts ? JSON.stringify(opts) : ''}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, opts);
    numberFormats.set(key, f);
  }
  return f;
}

/**
 * `s` with Bangla digits when `lang` is bn. (Intl gives Bangla digits for bn-BD with full ICU;
 * converting again is a no-op, and a safety net.)
 */
export function localDigitsFor(lang: Lang, s: string): string {
  return lang === 'bn' ? toBanglaDigits(s) : s;
}

/** A number in the UI language (bn: Bangla digits and Indian grouping "১২,৩৪,৫৬৭"). */
export function formatNumber(n: number | bigint, lang: Lang, opts?: Intl.NumberFormatOptions): string {
  return localDigitsFor(lang, numberFormat(LOCALES[lang], opts).format(n));
}
