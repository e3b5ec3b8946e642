import { toAsciiDigits } from '@dokani/core/digits';
import type { Product } from '@dokani/contracts';

/** What a scanner (or a person) typed, as a barcode: Bangla digits → ASCII, no outer spaces. */
export function normalizeCode(raw: string): string {
  return toAsciiDigits(raw).trim();
}

/**
 * Whether a search box entry is a barcode rather than a name: one word of barcode characters
 * (letters, digits, - . /) with at least 4 digits, 6 to 64 long. Product names have spaces,
 * Bangla letters or few digits ("7up", "Maggi 2") and stay searches.
 */
export function looksLikeBarcode(raw: string): boolean {
  const code = normalizeCode(raw);
  if (!/^[0-9A-Za-z\-./]{6,64}$/.test(code)) return false;
  return (code.match(/\d/g)?.length ?? 0) >= 4;
}

/** The product a scan opens: exactly one product carries this exact barcode; otherwise none. */
export function productForScan(raw: string, candidates: readonly Pick<Product, 'id' | 'barcode'>[]): string | null {
  const code = normalizeCode(raw);
  const hits = candidates.filter((p) => p.barcode !== null && p.barcode.toUpperCase() === code.toUpperCase());
  return hits.length === 1 && hits[0] ? hits[0].id : null;
}
