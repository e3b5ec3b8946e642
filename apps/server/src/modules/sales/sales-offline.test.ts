/**
 * Sales made on a device while the network was down (decision 0013): dated when made, taken even when
 * the stock went short meanwhile (and marked for the owner to review), sent once however often the
 * device retries — also all at once, from two tabs.
 */
import { ulid } from '@dokani/core';
import type { Sale } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer } from '../../test/auth.ts';
import { addProduct, api, balanceOf, ownerWithShop, saleBody, sell, stockOf } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;
let base: string;
let s: ShopFixture;

withTestApp(async (app) => {
  t = app;
  // 20:00 UTC on the 9th: already the 10th in Dhaka
  t.clock.set('2025-03-09T20:00:00Z');
  s = await ownerWithShop(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const offline = (madeAt: string, number: string) => ({ offline: { madeAt, number } });

describe('offline sales', () => {
  it('dates the sale when it was made, keeps the receipt’s provisional number, and moves stock as usual', async () => {
    const p = await addProduct(t, s, { sellPrice: '50', openingStock: '10' });
    // made at 17:30 UTC on the 9th = 23:30 in Dhaka, still the 9th there; it arrives on the 10th
    const sale = await sell(
      t,
      s,
      saleBody([{ productId: p, quantity: '2' }], {
        payments: [{ method: 'cash', amount: '100' }],
        ...offline('2025-03-09T17:30:00Z', 'অফ-০০১'),
      }),
    );
    expect(sale).toMatchObject({
      date: '2025-03-09',
      occurredAt: '2025-03-09T17:30:00.000Z',
      offline: { madeAt: '2025-03-09T17:30:00.000Z', number: 'অফ-০০১' },
      stockShort: false,
      number: 'S-000001',
    });
    expect(await stockOf(t, s.shopId, p)).toMatchObject({ stock: 8_000n, ledger: 8_000n });
    // an online sale is not offline
    const online = await sell(t, s, saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '50' }] }));
    expect(online).toMatchObject({ offline: null, stockShort: false, date: '2025-03-10' });
  });

  it('takes a sale whose goods left before the stock ran out, marks it, and lists it for review', async () => {
    const p = await addProduct(t, s, { name: 'শেষ ডিম', sellPrice: '12', openingStock: '3' });
    // an online sale took the last 3 while the device was offline
    await sell(t, s, saleBody([{ productId: p, quantity: '3' }], { payments: [{ method: 'cash', amount: '36' }] }));
    const refused = await api(t, s)(
      'POST',
      '/sales',
      saleBody([{ productId: p, quantity: '2' }], { payments: [{ method: 'cash', amount: '24' }] }),
      'en',
    );
    expect(refused.statusCode).toBe(409);
    const late = await sell(
      t,
      s,
      saleBody([{ productId: p, quantity: '2' }], {
        payments: [{ method: 'cash', amount: '24' }],
        ...offline('2025-03-09T19:00:00Z', 'অফ-০০২'),
      }),
    );
    expect(late.stockShort).toBe(true);
    expect(await stockOf(t, s.shopId, p)).toMatchObject({ stock: -2_000n, ledger: -2_000n });
    const review = await api(t, s)('GET', '/sales?stockShort=true');
    expect(review.statusCode).toBe(200);
    expect(review.json<{ items: Sale[] }>().items.map((x) => x.id)).toEqual([late.id]);
  });

  it('takes an offline sale of a product put away meanwhile; refuses a time in the future or older than 90 days', async () => {
    const p = await addProduct(t, s, { sellPrice: '20', openingStock: '5' });
    expect((await api(t, s)('PATCH', `/products/${p}`, { status: 'inactive' })).statusCode).toBe(200);
    const online = await api(t, s)(
      'POST',
      '/sales',
      saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '20' }] }),
      'en',
    );
    expect(online.json()).toMatchObject({ error: { code: 'PRODUCT_INACTIVE' } });
    const ok = await sell(
      t,
      s,
      saleBody([{ productId: p, quantity: '1' }], {
        payments: [{ method: 'cash', amount: '20' }],
        ...offline('2025-03-09T19:30:00Z', 'অফ-০০৩'),
      }),
    );
    expect(ok.stockShort).toBe(false);

    const future = await api(t, s)(
      'POST',
      '/sales',
      saleBody([{ productId: p, quantity: '1' }], offline('2025-03-09T20:30:00Z', 'অফ-০০৪')),
      'bn',
    );
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: { offline: 'অফলাইন বিক্রির সময় ভবিষ্যতে হতে পারে না — ফোনের ঘড়ি ঠিক আছে কি না দেখুন।' } },
    });
    const old = await api(t, s)(
      'POST',
      '/sales',
      saleBody([{ productId: p, quantity: '1' }], offline('2024-11-01T10:00:00Z', 'অফ-০০৫')),
      'en',
    );
    expect(old.statusCode).toBe(400);
    const bad = await api(t, s)(
      'POST',
      '/sales',
      saleBody([{ productId: p, quantity: '1' }], { offline: { madeAt: 'yesterday', number: '' } }),
      'en',
    );
    expect(bad.statusCode).toBe(400);
  });

  it('a new customer on due, made offline: the customer is made and owes the due', async () => {
    const p = await addProduct(t, s, { sellPrice: '100', openingStock: '10' });
    const sale = await sell(
      t,
      s,
      saleBody([{ productId: p, quantity: '1' }], {
        customer: { name: 'রহিম', mobile: '01711000111' },
        payments: [{ method: 'cash', amount: '40' }],
        ...offline('2025-03-09T19:45:00Z', 'অফ-০০৬'),
      }),
    );
    expect(sale).toMatchObject({ customerName: 'রহিম', due: '60.00', customerBalance: '60.00' });
    expect(await balanceOf(t, s.shopId, sale.customerId!)).toBe(6_000n);
  });

  it('two tabs sending the same waiting sales at once (and a resend after a lost answer) book each once', async () => {
    const p = await addProduct(t, s, { sellPrice: '10', openingStock: '2' });
    const bodies = Array.from({ length: 6 }, (_, i) =>
      saleBody([{ productId: p, quantity: '1' }], {
        payments: [{ method: 'cash', amount: '10' }],
        ...offline(`2025-03-09T19:${10 + i}:00Z`, `অফ-১${i}`),
      }),
    );
    const send = (body: object) =>
      fetch(`${base}/api/v1/shops/${s.shopId}/sales`, {
        method: 'POST',
        headers: { ...bearer(s.token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Sale }));
    // every sale three times at once: two tabs and a retry
    const results = await Promise.all(bodies.flatMap((b) => [send(b), send(b), send(b)]));
    expect(results.filter((r) => r.status === 201)).toHaveLength(6);
    expect(results.filter((r) => r.status === 200)).toHaveLength(12);
    const rows = await t.db
      .selectFrom('sales')
      .select(['id', 'stock_short'])
      .where('shop_id', '=', s.shopId)
      .where(
        'id',
        'in',
        bodies.map((b) => b.id),
      )
      .execute();
    expect(rows).toHaveLength(6);
    // 2 in stock, 6 sold: the last 4 arrived short, whatever order they were taken in
    expect(rows.filter((r) => r.stock_short)).toHaveLength(4);
    expect(await stockOf(t, s.shopId, p)).toMatchObject({ stock: -4_000n, ledger: -4_000n });
  });

  it('purchases take no offline part', async () => {
    const p = await addProduct(t, s, { sellPrice: '10', openingStock: '2' });
    const r = await api(t, s)(
      'POST',
      '/purchases',
      { id: ulid(), lines: [{ productId: p, quantity: '1' }], ...offline('2025-03-09T19:00:00Z', 'x') },
      'en',
    );
    expect(r.statusCode).toBe(400);
  });
});
