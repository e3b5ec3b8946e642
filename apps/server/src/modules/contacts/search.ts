/** How contacts are found: a prefix of any word of the name, or digits of the mobile number. */
import { phoneticKey, toAsciiDigits } from '@dokani/core';

const SEPARATORS = /[\s\-_/\\,;:.()[\]{}+&|'"`*!?#%=<>~^]+/u;

/** NFC, lower-cased, ASCII digits, words separated by one space. */
export function contactSearchKey(text: string): string {
  return toAsciiDigits(text.normalize('NFC').toLowerCase())
    .split(SEPARATORS)
    .filter((w) => w !== '')
    .join(' ');
}

/** LIKE pattern text with its wildcards escaped (backslash is PostgreSQL's default escape). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The digits typed (Bangla digits too), when there are enough to look for a number. */
export function mobileDigits(q: string): string | null {
  const d = toAsciiDigits(q).replace(/\D/g, '');
  return d.length >= 3 && d.length <= 15 ? d : null;
}

/** A contact's search columns for its name (what a create writes; a restore writes them too). */
export function contactSearchColumns(name: string): { search_name: string; search_phonetic: string } {
  return { search_name: contactSearchKey(name), search_phonetic: phoneticKey(name) };
}
