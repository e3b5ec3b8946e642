/** Opaque keyset cursors of the contact and due lists: a tuple of strings as base64url JSON. A cursor that does not decode → 400. */
import { AppError } from '../../platform/errors.ts';

export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
}

/** The cursor's parts, checked against `check` (one regex per part). */
export function decodeCursor(cursor: string, check: readonly RegExp[]): string[] {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  if (!Array.isArray(parts) || parts.length !== check.length || !parts.every((p, i) => typeof p === 'string' && (check[i]?.test(p) ?? false))) {
    throw new AppError('VALIDATION_FAILED', { cursor: 'validation.invalid' });
  }
  return parts as string[];
}

export const ULID_RE = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const INT_RE = /^\d{1,9}$/;
export const ANY_RE = /^[\s\S]{0,400}$/;
