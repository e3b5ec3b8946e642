import { formatNumber } from '@dokani/core/format-number';
import { displayMobile, formatTime, localDigits, useLanguage } from './digits';

/**
 * The light formatters, bound to the current language: the sign-in steps past the first, the PIN
 * field and the not-found page. (digits.ts without the numbers' formatter is what the first
 * sign-in step and the app's entry carry.)
 */
export function useBasicFormat() {
  const lang = useLanguage();
  return {
    lang,
    number: (n: number) => formatNumber(n, lang),
    time: (d: Date) => formatTime(d, lang),
    digits: (s: string) => localDigits(s, lang),
    mobile: (e164: string | null | undefined) => displayMobile(e164, lang),
  };
}
