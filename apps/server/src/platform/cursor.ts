/**
 * Opaque keyset cursors, one way for every list: a tuple of strings as base64url JSON. A cursor
 * that does not decode, or whose parts do not match what the list expects, is refused (400).
 */
import { AppError } from './errors.ts';

export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The cursor's parts as they were encoded, or null when it is not a cursor at all. */
export function cursorParts(cursor: string): unknown[] | null {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(parts) ? parts : null;
  } catch {
    return null;
  }
}

/** The cursor's parts, checked against `check` (one regex per part). */
export function decodeCursor(cursor: string, check: readonly RegExp[]): string[] {
  const parts = cursorParts(cursor);
  if (!parts || parts.length !== check.length || !parts.every((p, i) => typeof p === 'string' && (check[i]?.test(p) ?? false))) {
    throw new AppError('VALIDATION_FAILED', { cursor: 'validation.invalid' });
  }
  return parts as string[];
}

/**
 * A keyset page: `rows` were read with one more than `limit`, so a row past the page says there is
 * more; the next cursor is then the page's last row's key.
 */
export function pageOf<R>(
  rows: readonly R[],
  limit: number,
  keyOf: (last: R) => readonly string[],
): { page: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

export const ULID_RE = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A moment as `Date.toISOString()` writes it. */
export const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const INT_RE = /^\d{1,9}$/;
export const ANY_RE = /^[\s\S]{0,400}$/;
