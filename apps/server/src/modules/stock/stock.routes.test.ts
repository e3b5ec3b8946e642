import { ulid } from '@dokani/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, createShop, signUp } from '../../test/auth.ts';
import type { TestUser } from '../../test/auth.ts';
import { addMember, insertProduct, ledgerSums, productState } from './stock.fixtures.ts';

let t: TestApp;
let owner: TestUser;
let shopId: string;

withTestApp(async (app) => {
  t = app;
  owner = await signUp(t, { name: 'রহিম উদ্দিন' });
  shopId = (await createShop(t, owner.token)).id;
});

const url = (path: string, shop = shopId) => `/api/v1/shops/${shop}${path}`;
const post = (body: Record<string, unknown>, token = owner.token, lang = 'en') =>
  t.call({ method: 'POST', url: url('/stock-movements'), headers: { ...bearer(token), 'accept-language': lang }, payload: body });
const get = (path: string, token = owner.token, shop = shopId) => t.call({ method: 'GET', url: url(path, shop), headers: bearer(token) });
const usageCount = async () =>
  (
    await t.db
      .selectFrom('usage_counters')
      .select('count')
      .where('shop_id', '=', shopId)
      .where('feature', '=', 'stock-list')
      .executeTakeFirst()
  )?.count ?? 0;

async function stocked(qty: bigint, cost: bigint, fields: Parameters<typeof insertProduct>[2] = {}): Promise<string> {
  const p = await insertProduct(t.db, shopId, fields);
  const r = await post({
    id: ulid(),
    productId: p,
    reason: 'other',
    change: String(Number(qty) / 1000),
    unitCost: (Number(cost) / 100).toFixed(2),
  });
  expect(r.statusCode).toBe(201);
  return p;
}

describe('POST /stock-movements', () => {
  it("201 with the movement (its id the server's, the client id its refId); counted once for stock-list usage", async () => {
    const p = await insertProduct(t.db, shopId, { name: 'মসুর ডাল', unit: 'kg' });
    const before = await usageCount();
    const body = {
      id: ulid(),
      productId: p,
      reason: 'other',
      change: '12.5',
      unitCost: '110.00',
      note: 'নতুন মাল',
      deviceName: 'Counter PC',
    };
    const r = await post(body);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      productId: p,
      productName: 'মসুর ডাল',
      unit: 'kg',
      occurredAt: t.clock.now().toISOString(),
      date: '2025-01-15',
      reason: 'other',
      change: '12.5',
      previousStock: '0',
      afterStock: '12.5',
      unitCost: '110.00',
      costTotal: '1375.00',
      averageCostAfter: '110.00',
      note: 'নতুন মাল',
      userId: owner.id,
      userName: 'রহিম উদ্দিন',
      deviceName: 'Counter PC',
      refType: 'stock-update',
      refId: body.id,
    });
    expect(r.json().id).not.toBe(body.id);
    expect(await usageCount()).toBe(before + 1);

    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(r.json());
    expect(await usageCount()).toBe(before + 1);
    expect((await ledgerSums(t.db, shopId, p)).count).toBe(1);

    const conflict = await post({ ...body, change: '13' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('ID_CONFLICT');
    expect((await productState(t.db, shopId, p)).current_stock).toBe(12_500n);
  });

  it.each([
    ['an unknown reason', { reason: 'sale', change: '-1' }, 'reason'],
    ['both change and countedStock', { reason: 'count-correction', change: '-1', countedStock: '3' }, 'change'],
    ['neither change nor countedStock', { reason: 'other' }, 'change'],
    ['a positive change for a decrease-only reason', { reason: 'damaged', change: '2' }, 'change'],
    ['countedStock with another reason', { reason: 'other', countedStock: '3' }, 'countedStock'],
    ['a zero change', { reason: 'other', change: '0' }, 'change'],
    ['too many decimals', { reason: 'other', change: '1.0001' }, 'change'],
    ['a negative unit cost', { reason: 'other', change: '1', unitCost: '-5' }, 'unitCost'],
    ['an unknown field', { reason: 'other', change: '1', currentStock: '9' }, null],
    ['a huge note', { reason: 'other', change: '1', note: 'x'.repeat(501) }, 'note'],
  ])('400 for %s; nothing written', async (_name, extra, field) => {
    const p = await insertProduct(t.db, shopId);
    const r = await post({ id: ulid(), productId: p, ...extra });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('VALIDATION_FAILED');
    if (field) expect(Object.keys(r.json().error.details)).toContain(field);
    expect((await ledgerSums(t.db, shopId, p)).count).toBe(0);
  });

  it('decrease reasons take stock out at the average cost; text with HTML/SQL is kept as text', async () => {
    const p = await stocked(10_000n, 5_000n);
    for (const reason of ['damaged', 'lost', 'expired', 'gift', 'returned-to-supplier']) {
      const r = await post({ id: ulid(), productId: p, reason, change: '-1', note: "<b>x</b>'; DROP TABLE products; --" });
      expect(r.statusCode).toBe(201);
      expect(r.json()).toMatchObject({
        reason,
        change: '-1',
        unitCost: '50.00',
        costTotal: '-50.00',
        note: "<b>x</b>'; DROP TABLE products; --",
      });
    }
    expect((await productState(t.db, shopId, p)).current_stock).toBe(5_000n);
  });

  it('countedStock moves the difference under the lock; a count equal to the stock is 400 "nothing to change"', async () => {
    const p = await stocked(7_000n, 1_000n);
    const down = await post({ id: ulid(), productId: p, reason: 'count-correction', countedStock: '4.250' });
    expect(down.statusCode).toBe(201);
    expect(down.json()).toMatchObject({ change: '-2.75', previousStock: '7', afterStock: '4.25', costTotal: '-27.50' });
    const up = await post({ id: ulid(), productId: p, reason: 'count-correction', countedStock: '5', unitCost: '12.00' });
    expect(up.json()).toMatchObject({ change: '0.75', afterStock: '5', unitCost: '12.00' });
    const same = await post({ id: ulid(), productId: p, reason: 'count-correction', countedStock: '5' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details).toEqual({ countedStock: 'The counted stock is the same as the current stock: nothing to change.' });
    const bn = await post({ id: ulid(), productId: p, reason: 'count-correction', countedStock: '৫' }, owner.token, 'bn');
    expect(bn.json().error.details.countedStock).toContain('বদলানোর কিছু নেই');
    expect((await ledgerSums(t.db, shopId, p)).change).toBe(5_000n);
  });

  it('refuses a decrease below zero (409 with the product and the stock left); allowed once the setting is on, costed at the last cost', async () => {
    const p = await stocked(5_000n, 2_000n, { name: 'সয়াবিন তেল' });
    const body = { id: ulid(), productId: p, reason: 'lost', change: '-6' };
    const r = await post(body);
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toEqual({
      code: 'STOCK_INSUFFICIENT',
      message: "Only 5 of “সয়াবিন তেল” is in stock. You can't take out more than that.",
      details: { productId: p, productName: 'সয়াবিন তেল', available: '5' },
    });
    expect((await ledgerSums(t.db, shopId, p)).count).toBe(1);

    const on = await t.call({
      method: 'PATCH',
      url: url('/settings'),
      headers: bearer(owner.token),
      payload: { allowNegativeStock: true },
    });
    expect(on.json()).toMatchObject({ allowNegativeStock: true, smsLanguage: 'bn' });
    // the refused request left no idempotency key: the same id now goes through
    const ok = await post(body);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ afterStock: '-1', costTotal: '-120.00' }); // 5 × 20 + 1 × 20 (last cost)
    await t.call({ method: 'PATCH', url: url('/settings'), headers: bearer(owner.token), payload: { allowNegativeStock: false } });
    const refused = await post({ id: ulid(), productId: p, reason: 'lost', change: '-1' });
    expect(refused.json().error.details.available).toBe('0');
  });

  it('404 for a product of another shop or no product; 409 PRODUCT_INACTIVE for an inactive one', async () => {
    const otherShop = (await createShop(t, owner.token, { name: 'দ্বিতীয় দোকান' })).id;
    const foreign = await insertProduct(t.db, otherShop);
    const r = await post({ id: ulid(), productId: foreign, reason: 'other', change: '1' });
    expect(r.statusCode).toBe(404);
    expect((await post({ id: ulid(), productId: ulid(), reason: 'other', change: '1' })).statusCode).toBe(404);
    const off = await insertProduct(t.db, shopId, { status: 'inactive' });
    const inactive = await post({ id: ulid(), productId: off, reason: 'other', change: '1' });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().error.code).toBe('PRODUCT_INACTIVE');
    expect((await ledgerSums(t.db, otherShop, foreign)).count + (await ledgerSums(t.db, shopId, off)).count).toBe(0);
  });
});

describe('GET /stock-movements (stock history)', () => {
  let a: string;
  let b: string;
  const ids: string[] = [];

  beforeAll(async () => {
    const shop = shopId;
    a = await insertProduct(t.db, shop, { name: 'আলু' });
    b = await insertProduct(t.db, shop, { name: 'পেঁয়াজ' });
    // three business days: Jan 20, 21, 22 (Dhaka)
    const steps: [string, string, string, string][] = [
      ['2025-01-20T04:00:00Z', a, 'other', '10'],
      ['2025-01-20T05:00:00Z', b, 'other', '8'],
      ['2025-01-21T04:00:00Z', a, 'damaged', '-1'],
      ['2025-01-21T19:30:00Z', b, 'lost', '-2'], // 01:30 on the 22nd in Dhaka
      ['2025-01-22T06:00:00Z', a, 'count-correction', '-3'],
    ];
    for (const [at, productId, reason, change] of steps) {
      t.clock.set(at);
      const id = ulid();
      const r = await post({ id, productId, reason, change, unitCost: reason === 'other' ? '10.00' : undefined });
      expect(r.statusCode).toBe(201);
      ids.push(id);
    }
  });

  const list = async (qs: string) => {
    const r = await get(`/stock-movements?${qs}`);
    expect(r.statusCode).toBe(200);
    return r.json<{
      items: { id: string; refId: string; date: string; productName: string; userName: string }[];
      nextCursor: string | null;
    }>();
  };
  const mine = (items: { refId: string }[]) => items.map((i) => i.refId).filter((id) => ids.includes(id));

  it('filters by product, reason and business dates (inclusive), newest first', async () => {
    expect(mine((await list(`productId=${a}`)).items)).toEqual([ids[4], ids[2], ids[0]]);
    expect(mine((await list(`productId=${b}&reason=lost`)).items)).toEqual([ids[3]]);
    const day = await list('from=2025-01-22&to=2025-01-22');
    expect(day.items.map((i) => i.refId)).toEqual([ids[4], ids[3]]);
    expect(day.items.every((i) => i.date === '2025-01-22')).toBe(true);
    expect((await list('from=2025-01-20&to=2025-01-21')).items.map((i) => i.refId)).toEqual([ids[2], ids[1], ids[0]]);
    const first = (await list(`productId=${b}`)).items.at(-1);
    expect(first).toMatchObject({ productName: 'পেঁয়াজ', userName: 'রহিম উদ্দিন' });
  });

  it('pages with a cursor over everything, without repeats or gaps', async () => {
    const all = await list('from=2025-01-20&to=2025-01-22&limit=50');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`from=2025-01-20&to=2025-01-22&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.refId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((i) => i.refId));
    expect(seen).toEqual([...ids].reverse());
  });

  it('400 for a bad cursor, a bad date or an unknown reason', async () => {
    for (const qs of ['cursor=nonsense', 'from=2025-02-30', 'reason=stolen', 'productId=1', 'limit=0']) {
      expect((await get(`/stock-movements?${qs}`)).statusCode, qs).toBe(400);
    }
  });
});

describe('GET /stock-summary', () => {
  it('totals active products: positive quantity and value, low and out of stock', async () => {
    const shop = (await createShop(t, owner.token, { name: 'সামারি দোকান' })).id;
    const mk = async (stock: bigint, avg: bigint, extra: Parameters<typeof insertProduct>[2] = {}) =>
      insertProduct(t.db, shop, { current_stock: stock, average_cost: avg, ...extra });
    await mk(1_500n, 333n); // value 4.995 → 5.00 (৳) → 500 poisha
    await mk(2_000n, 1_000n, { low_stock_alert: 2_000n }); // low
    await mk(0n, 1_000n); // out
    await mk(-1_000n, 1_000n); // out, no value
    await mk(9_000n, 9_000n, { status: 'inactive' }); // ignored
    const r = await get('/stock-summary', owner.token, shop);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ productCount: 4, totalQuantity: '3.5', totalValue: '25.00', lowStockCount: 1, outOfStockCount: 2 });
  });
});

describe('permissions and tenancy', () => {
  const routes = (shop: string): { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] => [
    { method: 'GET', url: url('/stock-movements', shop) },
    { method: 'POST', url: url('/stock-movements', shop), payload: { id: ulid(), productId: ulid(), reason: 'other', change: '1' } },
    { method: 'GET', url: url('/stock-summary', shop) },
    { method: 'GET', url: url('/products/expiring', shop) },
    { method: 'GET', url: url('/warranty-items', shop) },
    { method: 'GET', url: url('/settings', shop) },
    { method: 'PATCH', url: url('/settings', shop), payload: { allowNegativeStock: true } },
  ];

  it('a user of another shop gets 404 on every route, and nothing changes', async () => {
    const stranger = await signUp(t);
    await createShop(t, stranger.token);
    for (const r of routes(shopId)) {
      const res = await t.call({ ...r, headers: bearer(stranger.token) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
    }
    const s = await t.db.selectFrom('shop_settings').select('allow_negative_stock').where('shop_id', '=', shopId).executeTakeFirstOrThrow();
    expect(s.allow_negative_stock).toBe(false);
  });

  it('a member without the stock feature gets 403 on the stock routes; settings are readable by any member', async () => {
    const clerk = await signUp(t);
    await addMember(t.db, shopId, clerk.id, ['sell']);
    for (const r of routes(shopId)) {
      const res = await t.call({ ...r, headers: bearer(clerk.token) });
      const expected = r.url.endsWith('/settings') && r.method === 'GET' ? 200 : 403;
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(expected);
    }
  });

  it('without a token: 401', async () => {
    expect((await t.call({ method: 'GET', url: url('/stock-movements') })).statusCode).toBe(401);
  });
});
