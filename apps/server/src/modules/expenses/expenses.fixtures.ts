/** Test helpers of the expense and income tests. */
import { ulid } from '@dokani/core';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { api } from '../products/products.fixtures.ts';
import type { ShopFixture } from '../products/products.fixtures.ts';

export interface CategoryAnswer {
  id: string;
  name: string;
  isDefault: boolean;
  defaultKey: string | null;
  status: 'active' | 'inactive';
}

export interface EntryAnswer {
  id: string;
  categoryId: string;
  categoryName: string;
  amount: string;
  date: string;
  occurredAt: string;
  employeeId: string | null;
  status: 'active' | 'void';
  voidReason: string | null;
}

export async function categoriesOf(t: TestApp, s: ShopFixture, path: 'expense-categories' | 'income-categories', lang: 'bn' | 'en' = 'bn') {
  const r = await api(t, s)('GET', `/${path}`, undefined, lang);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ items: CategoryAnswer[] }>().items;
}

export async function defaultCategory(
  t: TestApp,
  s: ShopFixture,
  key: string,
  path: 'expense-categories' | 'income-categories' = 'expense-categories',
) {
  const c = (await categoriesOf(t, s, path)).find((x) => x.defaultKey === key);
  if (!c) throw new Error(`no default category ${key}`);
  return c;
}

export async function addEntry(
  t: TestApp,
  s: ShopFixture,
  body: Record<string, unknown>,
  path: 'expenses' | 'incomes' = 'expenses',
): Promise<EntryAnswer> {
  const r = await api(t, s)('POST', `/${path}`, { id: ulid(), ...body });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<EntryAnswer>();
}

/** Every item of a list, following the cursors. */
export async function allEntries(t: TestApp, s: ShopFixture, path: string, query = '', limit = 7): Promise<EntryAnswer[]> {
  const out: EntryAnswer[] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? '&' : '';
    const url: string = `/${path}?${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const r = await api(t, s)('GET', url);
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json<{ items: EntryAnswer[]; nextCursor: string | null }>();
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}
