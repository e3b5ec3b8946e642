import { formatNumber, LOCALES, localDigitsFor, type Lang } from './format-number.ts';

export { formatNumber, localDigitsFor, type Lang } from './format-number.ts';
export type DateStyle = 'full' | 'long' | 'medium' | 'short';

/** Business time zone: all business dates are Dhaka dates unless told otherwise. */
export const DHAKA_TZ = 'Asia/Dhaka';
export const TAKA_SIGN = '৳';

/**
 * Intl formatters are costly to build (a large share of a sale's CPU time when built per call) and
 * cheap to reuse: one per locale and options, kept for the life of the process (the numbers' in
 * format-number.ts).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat (also for other modules of the project that read wall-clock parts). */
export function dateTimeFormat(locale: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(opts)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, opts);
    dateFormats.set(key, f);
  }
  return f;
}

let nameCollator: Intl.Collator | undefined;

/**
 * Names in order, as `a.localeCompare(b)` orders them (the default locale), with one collator kept
 * for the process: localeCompare looks its collator up on every call, which made sorting a
 * 2,000-product report ~14 ms of a request. Made at the first comparison, not when this module
 * loads: building it reads the collation data (~25 ms in a browser), which every page that imports
 * a formatter would otherwise pay before its first draw.
 */
export function compareNames(a: string, b: string): number {
  nameCollator ??= new Intl.Collator();
  return nameCollator.compare(a, b);
}

/** The minus sign of every negative figure shown (U+2212: read as "minus", as wide as "+"). */
export const MINUS_SIGN = '\u2212';

/**
 * Money in poisha for display: bn "৳১,২৫০.৫০", en "৳1,250.50", negative "−৳5.00" (the minus
 * sign U+2212, before the taka sign). Exact for any size: the whole part is grouped by Intl as a
 * bigint, the poisha appended.
 */
export function formatMoney(poisha: bigint, lang: Lang): string {
  const neg = poisha < 0n;
  const abs = neg ? -poisha : poisha;
  const whole = formatNumber(abs / 100n, lang, { useGrouping: true });
  const frac = localDigitsFor(lang, (abs % 100n).toString().padStart(2, '0'));
  return `${neg ? MINUS_SIGN : ''}${TAKA_SIGN}${whole}.${frac}`;
}

export interface DateFormatOptions {
  /** Intl date style; default 'medium'. */
  style?: DateStyle;
  /** IANA time zone; default Asia/Dhaka. */
  timeZone?: string;
}

export interface DateTimeFormatOptions {
  dateStyle?: DateStyle;
  timeStyle?: DateStyle;
  timeZone?: string;
}

/**
 * The spec's date format helper: a date (default: now) in the UI language (default Bangla),
 * in Dhaka time unless `timeZone` says otherwise. The third argument is a style or options.
 */
export function formatDate(date: Date | number = new Date(), lang: Lang = 'bn', styleOrOpts: DateStyle | DateFormatOptions = {}): string {
  const opts = typeof styleOrOpts === 'string' ? { style: styleOrOpts } : styleOrOpts;
  const fmt = dateTimeFormat(LOCALES[lang], {
    dateStyle: opts.style ?? 'medium',
    timeZone: opts.timeZone ?? DHAKA_TZ,
  });
  return localDigitsFor(lang, fmt.format(date));
}

/** Alias of {@link formatDate} under the spec's name. */
export const dateFormat = formatDate;

/**
 * Date and time (default: now, Bangla, medium date + short time, Dhaka). In Bangla the time says
 * the part of the day first, as people do — "২ ডিসে, ২০২৬, রাত ৩:৩৬" — never "AM/PM".
 */
export function formatDateTime(date: Date | number = new Date(), lang: Lang = 'bn', opts: DateTimeFormatOptions = {}): string {
  if (lang === 'bn' && (opts.timeStyle ?? 'short') === 'short') {
    const timeZone = opts.timeZone ?? DHAKA_TZ;
    const day = dateTimeFormat(LOCALES.bn, { dateStyle: opts.dateStyle ?? 'medium', timeZone }).format(date);
    const parts = dateTimeFormat(LOCALES.bn, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone }).formatToParts(date);
    const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
    const period = get('dayPeriod');
    const clock = `${get('hour')}:${get('minute')}`;
    return localDigitsFor('bn', `${day}, ${period ? `${period} ${clock}` : clock}`);
  }
  const fmt = dateTimeFormat(LOCALES[lang], {
    dateStyle: opts.dateStyle ?? 'medium',
    timeStyle: opts.timeStyle ?? 'short',
    timeZone: opts.timeZone ?? DHAKA_TZ,
  });
  return localDigitsFor(lang, fmt.format(date));
}

/** A business date 'YYYY-MM-DD' plus `days` calendar days (negative: back). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A business date plus `months` calendar months; a day the month lacks falls on its last day
 * ('2026-01-31' + 1 → '2026-02-28').
 */
export function addMonths(date: string, months: number): string {
  // In whole numbers, not Date objects: the reports split a period into months with it (a 3-year
  // report ~150 calls), and two Dates and an ISO string a call were ~8× the cost.
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  const d = Math.min(Number(date.slice(8, 10)), daysInMonth(y, m));
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
/** The days of month `m` (1–12) of year `y` (Gregorian). */
function daysInMonth(y: number, m: number): number {
  return m === 2 && ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0) ? 29 : (MONTH_DAYS[m - 1] ?? 31);
}

/** The number of business dates from..to, both counted ('2025-03-01'..'2025-03-31' → 31). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The business date of an instant in a time zone (default Dhaka), as 'YYYY-MM-DD'. */
export function localDate(instant: Date, timeZone: string = DHAKA_TZ): string {
  const ms = instant.getTime();
  // Since 1980 every zone's offset is a whole number of quarter hours, so the local date cannot
  // change inside a quarter hour of UTC: the last answer per zone is kept for its quarter hour
  // (every request asks for today's date, often several times).
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  const last = lastLocalDates.get(timeZone);
  if (last !== undefined && last.quarter === quarter) return last.ymd;
  let f = localDateFormats.get(timeZone);
  if (!f)
    localDateFormats.set(
      timeZone,
      (f = dateTimeFormat('en-US-u-nu-latn', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })),
    );
  const parts = f.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const ymd = `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
  if (ms >= QUARTER_HOURS_FROM) lastLocalDates.set(timeZone, { quarter, ymd });
  return ymd;
}
const QUARTER_HOUR_MS = 15 * 60_000;
/** 1980-01-01: from here on, every zone's offset is a multiple of 15 minutes. */
const QUARTER_HOURS_FROM = Date.UTC(1980, 0, 1);
const localDateFormats = new Map<string, Intl.DateTimeFormat>();
const lastLocalDates = new Map<string, { quarter: number; ymd: string }>();

/**
 * A business date 'YYYY-MM-DD' (already a calendar date, no time zone to apply) in the UI
 * language: bn "২৫ নভে, ২০২৬", en "Nov 25, 2026" (medium; long: "২৫ নভেম্বর, ২০২৬"). Not a
 * date: returned as given.
 */
export function formatBusinessDate(ymd: string, lang: Lang, style: DateStyle = 'medium'): string {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(ymd) ? new Date(`${ymd}T12:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== ymd) return ymd;
  return formatDate(d, lang, { style, timeZone: 'UTC' });
}

/**
 * An hour of the clock (0–23) as people say it: bn with the part of the day first, "সকাল ৯",
 * "বিকাল ৪", "রাত্রি ১১" (never "AM/PM"); en "9 AM", "4 PM".
 */
export function formatHour(hour: number, lang: Lang): string {
  const at = Date.UTC(2000, 0, 1, hour);
  if (lang === 'en') return dateTimeFormat(LOCALES.en, { hour: 'numeric', hour12: true, timeZone: 'UTC' }).format(at);
  const parts = dateTimeFormat(LOCALES.bn, { hour: 'numeric', dayPeriod: 'short', timeZone: 'UTC' }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const period = get('dayPeriod');
  return localDigitsFor('bn', period ? `${period} ${get('hour')}` : get('hour'));
}

/** Taka for an SMS: "৳১,২৫০" for whole taka, "৳১,২৫০.৫০" otherwise (fewer characters, fewer parts); never signed. */
export function formatSmsMoney(poisha: bigint, lang: Lang): string {
  const s = formatMoney(poisha < 0n ? -poisha : poisha, lang);
  return poisha % 100n === 0n ? s.replace(/[.][0০]{2}$/u, '') : s;
}
