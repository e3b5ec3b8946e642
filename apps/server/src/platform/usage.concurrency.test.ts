/**
 * Usage limits hold under bursts: at the last free unit, ten creates at once let exactly one
 * through — for a route the hook guards (expenses), a sale, a contact counted in its own
 * transaction, and an import of several rows; a create that fails gives its unit back.
 */
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { api, ownerWithShop } from '../modules/contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../modules/contacts/contacts.fixtures.ts';
import { defaultCategory } from '../modules/expenses/expenses.fixtures.ts';
import { addProduct, saleBody } from '../modules/trade/trade.fixtures.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

async function setCounter(s: ShopFixture, feature: string, count: number): Promise<void> {
  const period = ['sell', 'buy', 'expense', 'due'].includes(feature) ? '2025-01' : 'all';
  await t.db
    .insertInto('usage_counters')
    .values({ shop_id: s.shopId, feature, period, count })
    .onConflict((oc) => oc.columns(['shop_id', 'feature', 'period']).doUpdateSet({ count }))
    .execute();
}
const counter = async (s: ShopFixture, feature: string) =>
  (
    await t.db
      .selectFrom('usage_counters')
      .select('count')
      .where('shop_id', '=', s.shopId)
      .where('feature', '=', feature)
      .executeTakeFirst()
  )?.count;
const statuses = (rs: { statusCode: number }[]) => rs.map((r) => r.statusCode).sort();
const burst = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

describe('a burst at the last free unit', () => {
  it('expenses (guarded by the route hook): one 201, nine 402, the counter at the limit', async () => {
    const s = await ownerWithShop(t);
    const other = await defaultCategory(t, s, 'other');
    await setCounter(s, 'expense', 99);
    const rs = await burst(10, () => api(t, s)('POST', '/expenses', { id: ulid(), categoryId: other.id, amount: '5' }));
    expect(statuses(rs)).toEqual([201, ...Array(9).fill(402)]);
    expect(await counter(s, 'expense')).toBe(100);
  });

  it('sales: one 201 at the 300th; a sale refused for its stock gives its unit back', async () => {
    const s = await ownerWithShop(t);
    const p = await addProduct(t, s, { openingStock: '50' });
    await setCounter(s, 'sell', 299);
    const tooMuch = await api(t, s)('POST', '/sales', saleBody([{ productId: p, quantity: '500' }]));
    expect(tooMuch.statusCode).toBe(409);
    expect(await counter(s, 'sell')).toBe(299);
    const rs = await burst(10, () =>
      api(t, s)('POST', '/sales', saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] })),
    );
    expect(statuses(rs)).toEqual([201, ...Array(9).fill(402)]);
    expect(await counter(s, 'sell')).toBe(300);
    const sold = await t.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', s.shopId)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(1);
  });

  it('customers (counted in the contact’s own transaction): one 201 at the 100th', async () => {
    const s = await ownerWithShop(t);
    await setCounter(s, 'customer', 99);
    const rs = await burst(10, (i) => api(t, s)('POST', '/contacts', { id: ulid(), type: 'customer', name: `ক্রেতা ${i}` }));
    expect(statuses(rs)).toEqual([201, ...Array(9).fill(402)]);
    expect(await counter(s, 'customer')).toBe(100);
  });

  it('a shop without limits is counted and never refused', async () => {
    const s = await ownerWithShop(t);
    await t.db
      .updateTable('packages')
      .set({ limits: JSON.stringify({}) })
      .where('id', '=', 'free')
      .execute();
    try {
      const other = await defaultCategory(t, s, 'other');
      await setCounter(s, 'expense', 5000);
      const rs = await burst(10, () => api(t, s)('POST', '/expenses', { id: ulid(), categoryId: other.id, amount: '5' }));
      expect(statuses(rs)).toEqual(Array(10).fill(201));
      expect(await counter(s, 'expense')).toBe(5010);
    } finally {
      await t.db
        .updateTable('packages')
        .set({
          limits: JSON.stringify({
            sell: 300,
            buy: 100,
            expense: 100,
            due: 100,
            'product-list': 100,
            customer: 100,
            supplier: 50,
            employee: 5,
            'stock-list': 100,
            'expense-category': 10,
          }),
        })
        .where('id', '=', 'free')
        .execute();
    }
  });
});
