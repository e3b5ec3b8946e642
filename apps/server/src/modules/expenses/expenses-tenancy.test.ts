import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { walkAsOutsider } from '../../test/shop.ts';
import { api, ownerWithShop } from '../products/products.fixtures.ts';
import { addEntry, defaultCategory } from './expenses.fixtures.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

describe('expenses tenancy', () => {
  it('another shop’s user gets 404 on every expense and income route of the OpenAPI document, and nothing changes', async () => {
    const s = await ownerWithShop(t);
    const rent = await defaultCategory(t, s, 'shop-rent');
    const commission = await defaultCategory(t, s, 'commission', 'income-categories');
    const expense = await addEntry(t, s, { categoryId: rent.id, amount: '5000', note: 'গোপন ভাড়া' });
    const income = await addEntry(t, s, { categoryId: commission.id, amount: '50', note: 'গোপন কমিশন' }, 'incomes');
    const outsider = await ownerWithShop(t);
    const { paths, walked } = await walkAsOutsider(t, outsider, {
      paths: /\/\{shopId\}\/(expense|income)/,
      url: (path) => {
        const isIncome = path.includes('income');
        return path
          .replace('{shopId}', s.shopId)
          .replace('{categoryId}', isIncome ? commission.id : rent.id)
          .replace('{entryId}', isIncome ? income.id : expense.id)
          .replace(/\{(\w+)\}/g, () => ulid());
      },
      payload: (method, url) =>
        method === 'PATCH'
          ? { name: 'হ্যাক' }
          : url.endsWith('/void')
            ? { reason: 'হ্যাক' }
            : { id: ulid(), name: 'হ্যাক', categoryId: rent.id, amount: '1' },
      secret: 'গোপন',
    });
    expect(paths.length).toBe(12);
    expect(walked).toBe(18);
    // Through its own shop's paths the outsider cannot reach these rows either.
    const own = api(t, outsider);
    expect((await own('GET', `/expenses/${expense.id}`)).statusCode).toBe(404);
    expect((await own('POST', `/expenses/${expense.id}/void`, { reason: 'x' })).statusCode).toBe(404);
    expect((await own('PATCH', `/expense-categories/${rent.id}`, { name: 'হ্যাক' })).statusCode).toBe(404);
    expect((await own('DELETE', `/income-categories/${commission.id}`)).statusCode).toBe(404);
    const still = await api(t, s)('GET', `/expenses/${expense.id}`);
    expect(still.json()).toMatchObject({ status: 'active', note: 'গোপন ভাড়া' });
    expect((await api(t, s)('GET', `/incomes/${income.id}`)).json().status).toBe('active');
    expect((await defaultCategory(t, s, 'shop-rent')).name).toBe('দোকান ভাড়া');
    expect((await defaultCategory(t, s, 'commission', 'income-categories')).status).toBe('active');
  });
});
