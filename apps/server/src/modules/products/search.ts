/**
 * How names are searched (see migrations/0003_product_search.sql and 0015_search_phonetic.sql): the
 * stored search_name and the typed query go through the same `searchKey`, their sound keys through
 * core `phoneticKey` (`phoneticQuery` for the query: none when too short), and a query matches a product when its key is a prefix of one of the
 * product's name terms (the name from any word on), or its sound key a prefix of one of the
 * product's sound terms ('~' + the sound key from any word on), or it is exactly the barcode.
 */
import { phoneticKey, phoneticQuery, toAsciiDigits } from '@dokani/core';

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

/** The mark before a sound term: no name key can hold it (`~` is a separator). */
export const SOUND_MARK = '~';

export interface TermRange {
  low: string;
  high: string;
}

/**
 * [low, high) of the terms starting with the query's key, and of the sound terms starting with its
 * sound key; empty when the query has no word.
 */
export function prefixRanges(q: string): TermRange[] {
  const key = searchKey(q);
  if (key === '') return [];
  const sound = phoneticQuery(q);
  return [{ low: key, high: key + MAX_CHAR }, ...(sound === '' ? [] : [{ low: SOUND_MARK + sound, high: SOUND_MARK + sound + MAX_CHAR }])];
}

/** What a scanner or a person typing a barcode means: trimmed, Bangla digits as ASCII. */
export function barcodeQuery(q: string): string | null {
  const code = toAsciiDigits(q.trim());
  return code !== '' && code.length <= 64 ? code : null;
}

/** A product's search columns for its name (what a create writes; a restore writes them too). */
export function productSearchColumns(name: string): { search_name: string; search_phonetic: string } {
  return { search_name: searchKey(name), search_phonetic: phoneticKey(name) };
}
