/**
 * EAN-13 barcodes. In-store codes use the GS1 restricted-circulation prefix "2", which no
 * manufacturer's product carries, so a generated code cannot clash with a real one.
 */

/** The check digit (0–9) of the first 12 digits of an EAN-13 (weights 1,3,1,3… from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`ean13CheckDigit: need 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True for 13 digits whose last digit is the right check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * An in-store EAN-13: "2", 11 digits from `randomDigit` (0–9 each), and the check digit.
 * `randomDigit` is injected so the caller picks the randomness (crypto on the server, fixed in tests).
 */
export function inStoreEan13(randomDigit: () => number): string {
  let first12 = '2';
  for (let i = 0; i < 11; i++) {
    const d = randomDigit();
    if (!Number.isInteger(d) || d < 0 || d > 9) throw new RangeError(`inStoreEan13: not a digit: ${d}`);
    first12 += String(d);
  }
  return first12 + String(ean13CheckDigit(first12));
}
