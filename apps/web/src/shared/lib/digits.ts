/**
 * The lightest part of the app's formatting: digits, mobile numbers and clock times in the user's
 * language, without the number and money formatters of @dokani/core/format — the sign-in page and
 * the app's entry (the error screen) use these alone. The sign-in steps that show numbers use
 * `useBasicFormat()` (basic-format.ts); everything else the one hook `useFormat()` (format.ts).
 */
import { useTranslation } from 'react-i18next';
import { toBanglaDigits } from '@dokani/core/digits';
import { toLocalMobile } from '@dokani/core/phone';
import type { Language } from '@dokani/i18n';
import { isLanguage } from './i18n';

/** The user's language, following a change of language. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'bn';
}

/** Digits in the user's script: Bangla digits in bn. */
export function localDigits(text: string, lang: Language): string {
  return lang === 'bn' ? toBanglaDigits(text) : text;
}

/** A stored E.164 number shown as people write it (01XXXXXXXXX), in the user's digits. */
export function displayMobile(e164: string | null | undefined, lang: Language): string {
  if (!e164) return '';
  return localDigits(toLocalMobile(e164) ?? e164, lang);
}

/**
 * A clock time (e.g. when a lock ends), on the device's clock or in `timeZone`: bn "বিকাল ৪:২৬"
 * (the part of the day first, as it is said, never "PM"), en "4:26 PM".
 */
export function formatTime(date: Date, lang: Language, timeZone?: string): string {
  const zone = timeZone ? { timeZone } : {};
  if (lang === 'en') return new Intl.DateTimeFormat('en-BD', { hour: 'numeric', minute: '2-digit', ...zone }).format(date);
  const parts = new Intl.DateTimeFormat('bn-BD', { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', ...zone }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const clock = `${get('hour')}:${get('minute')}`;
  const period = get('dayPeriod');
  return toBanglaDigits(period ? `${period} ${clock}` : clock);
}
