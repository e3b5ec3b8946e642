/** Bangla digits ০-৯ (U+09E6..U+09EF). */
const BN_ZERO = 0x09e6;

/** Replace Bangla digits ০-৯ with ASCII 0-9; every other character is left unchanged. */
export function toAsciiDigits(s: string): string {
  return s.replace(/[০-৯]/g, (d) => String.fromCharCode(d.charCodeAt(0) - BN_ZERO + 0x30));
}

/** Replace ASCII digits 0-9 with Bangla digits ০-৯; every other character is left unchanged. */
export function toBanglaDigits(s: string): string {
  return s.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0x30 + BN_ZERO));
}

/**
 * A number as a person typed it → plain ASCII for the parsers: Bangla digits become ASCII, and
 * grouping commas, spaces, ৳ and % are dropped ("৳১,২৫০.৫০" → "1250.50", "৭.৫ %" → "7.5").
 */
export function cleanTypedNumber(raw: string): string {
  return toAsciiDigits(raw).replace(/[,\s৳%]/g, '');
}
