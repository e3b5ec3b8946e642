import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { signUp } from '../../test/auth.ts';
import { addMember } from '../products/products.fixtures.ts';
import { addContact, addProduct, api, ownerWithShop, saleBody, sell, stockOf, withTradeApp } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;
let s: ShopFixture;

withTradeApp((app, shop) => {
  t = app;
  s = shop;
});

const post = (path: string, body: unknown, f: ShopFixture = s) => api(t, f)('POST', path, body, 'en');
const get = (path: string, f: ShopFixture = s) => api(t, f)('GET', path, undefined, 'en');

describe('the sales book', () => {
  it('filters, search, newest first with a cursor, totals over the whole filter (void counted apart)', async () => {
    const f = await ownerWithShop(t);
    const p = await addProduct(t, f, { purchasePrice: '6', sellPrice: '10', openingStock: '100' });
    const karim = await addContact(t, f, { name: 'করিম শেখ' });
    const rahim = await addContact(t, f, { name: 'Rahim Uddin' });
    const mk = (date: string, qty: string, extra: Record<string, unknown>) =>
      sell(t, f, saleBody([{ productId: p, quantity: qty }], { date, ...extra }));
    const s1 = await mk('2025-03-01', '1', { payments: [{ method: 'cash', amount: '10' }] });
    const s2 = await mk('2025-03-02', '2', { customerId: karim.id, payments: [{ method: 'qr-code', amount: '5' }] });
    const s3 = await mk('2025-03-02', '3', { customerId: rahim.id, payments: [{ method: 'cash', amount: '30' }] });
    const s4 = await mk('2025-03-05', '4', { customerId: karim.id, payments: [] });
    const q1 = await sell(t, f, {
      id: ulid(),
      date: '2025-03-03',
      quickSell: { amount: '100', profit: '20' },
      payments: [{ method: 'cash', amount: '100' }],
    });
    expect((await post(`/sales/${s3.id}/void`, {}, f)).statusCode).toBe(200);
    expect((await post(`/sales/${s2.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] }, f)).statusCode).toBe(201);

    type Book = {
      items: { id: string; number: string; lineCount: number; payments: unknown[]; due: string; profit: string }[];
      nextCursor: string | null;
      totals: Record<string, unknown>;
    };
    const book = async (qs = '') => {
      const r = await get(`/sales${qs}`, f);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<Book>();
    };
    const all = await book();
    // newest first by (date, id): s2 and s3 share a date, the larger id first
    expect(all.items.map((i) => i.id)).toEqual([s4.id, q1.id, ...[s2.id, s3.id].sort().reverse(), s1.id]);
    expect(all.items[0]).toMatchObject({ lineCount: 1, payments: [] });
    // completed: 10 + 20 + 40 + 100 = 170; paid 10 + 5 + 0 + 100; due: s2 15 − 10 returned = 5, s4 40;
    // profit: 4 + (10 − 6) + 16 + 20
    expect(all.totals).toEqual({
      count: 4,
      total: '170.00',
      paid: '115.00',
      due: '45.00',
      returnedAmount: '10.00',
      voidCount: 1,
      profit: '44.00',
    });
    expect((await book('?status=void')).items.map((i) => i.id)).toEqual([s3.id]);
    expect((await book('?status=completed')).totals).toMatchObject({ count: 4, voidCount: 0 });
    expect((await book('?from=2025-03-02&to=2025-03-03')).items.map((i) => i.id).sort()).toEqual([s2.id, s3.id, q1.id].sort());
    expect((await book(`?contactId=${karim.id}`)).items.map((i) => i.id)).toEqual([s4.id, s2.id]);
    expect((await book('?payment=due')).items.map((i) => i.id)).toEqual([s4.id, s2.id]);
    expect((await book('?dueOnly=true')).items.map((i) => i.id)).toEqual([s4.id, s2.id]);
    expect((await book('?payment=qr-code')).items.map((i) => i.id)).toEqual([s2.id]);
    expect((await book('?payment=quick-sell')).items.map((i) => i.id)).toEqual([q1.id]);
    expect((await book(`?q=${s2.number}`)).items.map((i) => i.id)).toEqual([s2.id]);
    expect((await book(`?q=${Number(s2.number.slice(2))}`)).items.map((i) => i.id)).toEqual([s2.id]);
    expect((await book(`?q=${encodeURIComponent('শেখ')}`)).items.map((i) => i.id)).toEqual([s4.id, s2.id]);
    expect((await book('?q=rah')).items.map((i) => i.id)).toEqual([s3.id]);
    expect((await book(`?q=${(rahim.mobile ?? '').slice(7, 12)}`)).items).toHaveLength(0); // the middle of a number is not its start
    expect((await book(`?q=${(rahim.mobile ?? '').replace('+88', '')}`)).items.map((i) => i.id)).toEqual([s3.id]);
    expect((await book('?q=%25')).items).toHaveLength(0);
    // pages
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Book = await book(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.totals).toEqual(all.totals);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((i) => i.id));
    expect((await get('/sales?cursor=abc', f)).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('a member without the sell feature gets 403 on every sales route; with it, 201', async () => {
    const f = await ownerWithShop(t);
    const p = await addProduct(t, f, { openingStock: '5' });
    const sale = await sell(t, f, saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }));
    const clerk = await signUp(t);
    await addMember(t, f.shopId, clerk.id, ['products', 'stock']);
    const as = (token: string) => api(t, { ...f, token });
    const calls: [string, string, unknown][] = [
      ['GET', '/sales', undefined],
      ['GET', `/sales/${sale.id}`, undefined],
      ['POST', '/sales', saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] })],
      ['POST', `/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] }],
      ['POST', `/sales/${sale.id}/void`, {}],
    ];
    for (const [method, path, body] of calls) {
      const r = await as(clerk.token)(method as 'GET' | 'POST', path, body);
      expect(r.statusCode, `${method} ${path}`).toBe(403);
      expect(r.json().error.code).toBe('FORBIDDEN');
    }
    const seller = await signUp(t);
    await addMember(t, f.shopId, seller.id, ['sell']);
    expect((await as(seller.token)('POST', '/sales', calls[2]?.[2])).statusCode).toBe(201);
    expect((await stockOf(t, f.shopId, p)).stock).toBe(3_000n);
  });

  it('the Free package stops selling at its monthly limit (402); a retry of a made sale still answers 200', async () => {
    const f = await ownerWithShop(t);
    const p = await addProduct(t, f, { openingStock: '5' });
    const body = saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] });
    await sell(t, f, body);
    await t.db.updateTable('usage_counters').set({ count: 300 }).where('shop_id', '=', f.shopId).where('feature', '=', 'sell').execute();
    const over = await post('/sales', saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }), f);
    expect(over.statusCode).toBe(402);
    expect((await post('/sales', body, f)).statusCode).toBe(200);
  });
});
