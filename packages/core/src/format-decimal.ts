/**
 * The API's decimal strings (money "125.50", quantities "1250.5") shown on screen, exactly, never
 * through a float. Apart from format.ts so that a page that shows none (sign-in) does not carry the
 * parsing.
 */
import { MINUS_SIGN, formatMoney, formatNumber, localDigitsFor } from './format.ts';
import type { Lang } from './format.ts';
import { parseMoney, parseQuantity } from './money.ts';

/**
 * A quantity as the API sends it (a decimal string, "1250.5") shown exactly, never through a
 * float, grouped, in the language's digits: bn "১,২৫০.৫", en "1,250.5"; negative with the minus
 * sign, `signed` puts a plus on a positive one. Not a quantity: returned as given.
 */
export function formatQuantityText(q: string, lang: Lang, { signed = false }: { signed?: boolean } = {}): string {
  const v = parseQuantity(q.trim());
  if (v === null) return q;
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const whole = formatNumber(abs / 1000n, lang, { useGrouping: true });
  const fracDigits = (abs % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  const frac = fracDigits ? `.${localDigitsFor(lang, fracDigits)}` : '';
  const sign = neg ? MINUS_SIGN : signed && v > 0n ? '+' : '';
  return `${sign}${whole}${frac}`;
}

/** Money as the API sends it (a decimal string, "125.50") shown as `formatMoney` shows poisha. */
export function formatMoneyText(m: string, lang: Lang): string {
  const p = parseMoney(m.trim());
  return p === null ? m : formatMoney(p, lang);
}

/** The sign of a decimal string (money or quantity): -1, 0 or 1; 0 when it is not a number. */
export function decimalSign(q: string): -1 | 0 | 1 {
  const v = parseQuantity(q.trim());
  if (v === null || v === 0n) return 0;
  return v < 0n ? -1 : 1;
}
