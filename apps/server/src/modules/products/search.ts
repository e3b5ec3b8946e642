/**
 * How names are searched (see migrations/0003_product_search.sql): the stored search_name and the
 * typed query go through the same `searchKey`, and a query matches a product when it is a prefix
 * of one of the product's terms (the name from any word on) or exactly its barcode.
 */
import { toAsciiDigits } from '@dokani/core';

/** Characters between words: spaces and the punctuation shop owners put in names. */
const SEPARATORS = /[\s\-_/\\,;:.()[\]{}+&|'"`*!?#%=<>~^]+/u;

/** NFC, lower-cased, ASCII digits, words separated by one space ("Coca-Cola ১ লিটার" → "coca cola 1 লিটার"). */
export function searchKey(text: string): string {
  return toAsciiDigits(text.normalize('NFC').toLowerCase())
    .split(SEPARATORS)
    .filter((w) => w !== '')
    .join(' ');
}

/** The highest code point: every string starting with p sorts (byte-wise, COLLATE "C") before p + MAX. */
const MAX_CHAR = String.fromCodePoint(0x10ffff);

/** [low, high) of the terms starting with the query's key, or null when the query has no word. */
export function prefixRange(q: string): { low: string; high: string } | null {
  const key = searchKey(q);
  return key === '' ? null : { low: key, high: key + MAX_CHAR };
}

/** What a scanner or a person typing a barcode means: trimmed, Bangla digits as ASCII. */
export function barcodeQuery(q: string): string | null {
  const code = toAsciiDigits(q.trim());
  return code !== '' && code.length <= 64 ? code : null;
}
