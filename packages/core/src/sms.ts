/**
 * SMS segment counter (docs/PRODUCT.md "SMS").
 * GSM-7: 160 septets in one SMS, 153 per part; extension characters take 2 (escape + char) and an
 * escape pair is never split across parts. Any other character makes the whole text UCS-2:
 * 70 UTF-16 code units in one SMS, 67 per part; a surrogate pair (emoji) is never split.
 */

/** GSM 03.38 default alphabet (basic table). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' + '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM 03.38 extension table: each costs 2 septets. */
const GSM7_EXTENSION = '\f^{}\\[~]|€';

export const SMS_GSM7_SINGLE = 160;
export const SMS_GSM7_PART = 153;
export const SMS_UCS2_SINGLE = 70;
export const SMS_UCS2_PART = 67;

export type SmsEncoding = 'GSM7' | 'UCS2';

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets (GSM7) or UTF-16 code units (UCS2). */
  units: number;
  segments: number;
  /** Capacity of each segment at the current length (160/153 or 70/67). */
  perSegment: number;
  /** Units still free in the last segment. */
  remainingInSegment: number;
}

/** Cost of one character in GSM-7 septets, or null when it is not in GSM-7. */
function gsm7Cost(ch: string): 1 | 2 | null {
  if (GSM7_BASIC.includes(ch)) return 1;
  if (GSM7_EXTENSION.includes(ch)) return 2;
  return null;
}

/** Pack indivisible costs into parts of `per` units; returns the number of parts and the last one's fill. */
function pack(costs: readonly number[], per: number): { parts: number; lastFill: number } {
  let parts = 1;
  let fill = 0;
  for (const c of costs) {
    if (fill + c > per) {
      parts++;
      fill = 0;
    }
    fill += c;
  }
  return { parts, lastFill: fill };
}

/** Count encoding, units and segments of an SMS text. Empty text → 0 segments. */
export function countSms(text: string): SmsCount {
  const chars = Array.from(text); // code points: keeps surrogate pairs whole
  const gsm = chars.map(gsm7Cost);
  const isGsm = gsm.every((c) => c !== null);
  const costs = isGsm ? gsm.map((c) => c ?? 0) : chars.map((ch) => ch.length);
  const encoding: SmsEncoding = isGsm ? 'GSM7' : 'UCS2';
  const single = isGsm ? SMS_GSM7_SINGLE : SMS_UCS2_SINGLE;
  const part = isGsm ? SMS_GSM7_PART : SMS_UCS2_PART;
  const units = costs.reduce((a, b) => a + b, 0);

  if (units === 0) return { encoding, units, segments: 0, perSegment: single, remainingInSegment: single };
  if (units <= single) return { encoding, units, segments: 1, perSegment: single, remainingInSegment: single - units };
  const { parts, lastFill } = pack(costs, part);
  return { encoding, units, segments: parts, perSegment: part, remainingInSegment: part - lastFill };
}

/**
 * The placeholders a shop's SMS may hold, filled for each recipient before it is counted and
 * sent: the contact's name, what they owe the shop, and the shop's name.
 */
export const SMS_PLACEHOLDERS = ['{name}', '{due}', '{shop}'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

/** Whether the text names something that differs from one recipient to the next ({name}, {due}). */
export function isPersonalSms(text: string): boolean {
  return text.includes('{name}') || text.includes('{due}');
}

/** The text with its placeholders filled (each occurrence). */
export function fillSms(text: string, values: { name: string; due: string; shop: string }): string {
  return text.replaceAll('{name}', values.name).replaceAll('{due}', values.due).replaceAll('{shop}', values.shop);
}

/** The language a shop's own SMS is written in, for the values filled in: Bangla when it has Bangla letters. */
export function smsTextLang(text: string): 'bn' | 'en' {
  return /[\u0980-\u09FF]/u.test(text) ? 'bn' : 'en';
}
