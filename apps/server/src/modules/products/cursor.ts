/**
 * Keyset cursors of the product list (platform/cursor.ts underneath): the sort, the last item's
 * sort key and its id. A cursor from another sort, or one that was tampered with, is refused (400).
 */
import { isUlid } from '@dokani/core';
import type { PRODUCT_SORTS } from '@dokani/contracts';
import { cursorParts, encodeCursor as encodeParts } from '../../platform/cursor.ts';
import { AppError } from '../../platform/errors.ts';

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type SortField = 'name' | 'createdAt' | 'stock' | 'sellPrice';
export type SortKey = string | bigint | Date;

export interface Cursor {
  key: SortKey;
  id: string;
}

export function sortParts(sort: ProductSort): { field: SortField; desc: boolean } {
  const desc = sort.startsWith('-');
  return { field: (desc ? sort.slice(1) : sort) as SortField, desc };
}

function keyToText(key: SortKey): string {
  return key instanceof Date ? key.toISOString() : String(key);
}

export function encodeCursor(sort: ProductSort, c: Cursor): string {
  return encodeParts([sort, keyToText(c.key), c.id]);
}

const bad = (): AppError => new AppError('VALIDATION_FAILED', { cursor: 'validation.invalidValue' });

export function decodeCursor(sort: ProductSort, cursor: string): Cursor {
  const parsed = cursorParts(cursor);
  if (!parsed || parsed.length !== 3) throw bad();
  const [s, key, id] = parsed as unknown[];
  if (s !== sort || typeof key !== 'string' || typeof id !== 'string' || !isUlid(id)) throw bad();
  const { field } = sortParts(sort);
  switch (field) {
    case 'name':
      if (key.length > 600) throw bad();
      return { key, id };
    case 'createdAt': {
      const d = new Date(key);
      if (Number.isNaN(d.getTime())) throw bad();
      return { key: d, id };
    }
    case 'stock':
    case 'sellPrice':
      if (!/^-?\d{1,19}$/.test(key)) throw bad();
      return { key: BigInt(key), id };
  }
}
