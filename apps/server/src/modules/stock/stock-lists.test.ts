import { ulid } from '@dokani/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, createShop, signUp } from '../../test/auth.ts';
import type { TestUser } from '../../test/auth.ts';
import { addDays } from '@dokani/core';
import { insertProduct } from './stock.fixtures.ts';

let t: TestApp;
let owner: TestUser;
let shopId: string;

withTestApp(async (app) => {
  t = app;
  // 23:30 on 2025-03-09 in UTC is 05:30 on 2025-03-10 in Dhaka: "today" is the 10th
  t.clock.set('2025-03-09T23:30:00Z');
  owner = await signUp(t);
  shopId = (await createShop(t, owner.token)).id;
});

const get = (path: string, shop = shopId) => t.call({ method: 'GET', url: `/api/v1/shops/${shop}${path}`, headers: bearer(owner.token) });

it('addDays crosses months and years', () => {
  expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
  expect(addDays('2024-12-31', 60)).toBe('2025-03-01');
  expect(addDays('2025-03-10', 0)).toBe('2025-03-10');
});

describe('GET /products/expiring', () => {
  let expired: string;
  let today: string;
  let in10: string;
  let in30: string;
  let in31: string;

  beforeAll(async () => {
    in31 = await insertProduct(t.db, shopId, { name: 'in 31', expiry_date: '2025-04-10' });
    in10 = await insertProduct(t.db, shopId, { name: 'in 10', expiry_date: '2025-03-20' });
    expired = await insertProduct(t.db, shopId, { name: 'expired', expiry_date: '2025-03-01', current_stock: 2_000n, average_cost: 150n });
    today = await insertProduct(t.db, shopId, { name: 'today', expiry_date: '2025-03-10' });
    in30 = await insertProduct(t.db, shopId, { name: 'in 30', expiry_date: '2025-04-09' });
    await insertProduct(t.db, shopId, { name: 'inactive', expiry_date: '2025-03-01', status: 'inactive' });
    await insertProduct(t.db, shopId, { name: 'no expiry' });
    await t.db
      .insertInto('product_photos')
      .values({
        shop_id: shopId,
        product_id: expired,
        id: ulid(),
        position: 0,
        file: 'a.webp',
        thumb_file: 'a-t.webp',
        width: 800,
        height: 600,
        created_at: new Date(),
      })
      .execute();
  });

  it('default 30 days in the shop timezone: expired first, then soonest; active products only', async () => {
    const r = await get('/products/expiring');
    expect(r.statusCode).toBe(200);
    const items = r.json<{
      items: { product: { id: string; currentStock: string; stockValue: string; photos: unknown[] }; daysLeft: number }[];
    }>().items;
    expect(items.map((i) => [i.product.id, i.daysLeft])).toEqual([
      [expired, -9],
      [today, 0],
      [in10, 10],
      [in30, 30],
    ]);
    expect(items[0]?.product).toMatchObject({ currentStock: '2', stockValue: '3.00' });
    expect(items[0]?.product.photos).toHaveLength(1);
  });

  it('days=0 gives the expired and today; days=31 adds the next; bad days → 400', async () => {
    expect(
      (await get('/products/expiring?days=0')).json<{ items: { product: { id: string } }[] }>().items.map((i) => i.product.id),
    ).toEqual([expired, today]);
    expect(
      (await get('/products/expiring?days=31')).json<{ items: { product: { id: string } }[] }>().items.map((i) => i.product.id),
    ).toEqual([expired, today, in10, in30, in31]);
    expect((await get('/products/expiring?days=-1')).statusCode).toBe(400);
    expect((await get('/products/expiring?days=abc')).statusCode).toBe(400);
  });
});

describe('GET /warranty-items', () => {
  let phone: string;
  let fan: string;

  const call = (method: 'POST' | 'PATCH', path: string, payload: Record<string, unknown>) =>
    t.call({ method, url: `/api/v1/shops/${shopId}${path}`, headers: bearer(owner.token), payload });
  async function product(name: string, warrantyDays: number): Promise<string> {
    const id = ulid();
    const r = await call('POST', '/products', {
      id,
      name,
      unit: 'pcs',
      purchasePrice: '50',
      sellPrice: '100',
      warrantyDays,
      openingStock: '20',
    });
    expect(r.statusCode, r.body).toBe(201);
    return id;
  }
  const setWarranty = async (productId: string, warrantyDays: number | null) =>
    expect((await call('PATCH', `/products/${productId}`, { warrantyDays })).statusCode).toBe(200);
  /** A sale through the real route (back-dated); each line's warranty comes from its product as it is now. */
  async function sale(date: string, lines: { productId: string; qty?: string }[], customer?: string): Promise<string> {
    const id = ulid();
    const body = {
      id,
      date,
      lines: lines.map((l) => ({ productId: l.productId, quantity: l.qty ?? '1' })),
      ...(customer ? { customer: { name: customer, mobile: '01712345678' } } : { payments: [{ method: 'cash', amount: '1000' }] }),
    };
    const r = await call('POST', '/sales', body);
    expect(r.statusCode, r.body).toBe(201);
    return id;
  }
  const returnLine = async (saleId: string, lineNo: number, quantity: string) =>
    expect((await call('POST', `/sales/${saleId}/returns`, { id: ulid(), lines: [{ lineNo, quantity }] })).statusCode).toBe(201);

  let s1: string;
  let s2: string;
  let s3: string;

  beforeAll(async () => {
    phone = await product('Walton ফোন', 365);
    fan = await product('পাখা', 30);
    s1 = await sale('2024-06-01', [{ productId: phone, qty: '2' }, { productId: fan }], 'করিম'); // phone to 2025-06-01; fan expired 2024-07-01
    await returnLine(s1, 1, '1');
    await setWarranty(fan, 28);
    s2 = await sale('2025-02-10', [{ productId: fan }]); // ends 2025-03-10 = today: still active
    await setWarranty(fan, 30);
    await setWarranty(phone, null);
    s3 = await sale('2025-02-01', [{ productId: fan }, { productId: phone }]); // ends 2025-03-03: expired; the phone had no warranty then
    await setWarranty(phone, 365);
    const voided = await sale('2025-03-01', [{ productId: phone }]);
    expect((await call('POST', `/sales/${voided}/void`, {})).statusCode).toBe(200);
    const returned = await sale('2025-03-02', [{ productId: phone }]);
    await returnLine(returned, 1, '1');
  });

  type Item = {
    saleId: string;
    productId: string;
    warrantyEndsOn: string;
    daysLeft: number;
    quantity: string;
    saleNumber: string;
    customerName: string | null;
    warrantyDays: number;
  };
  const list = async (qs = '') => {
    const r = await get(`/warranty-items${qs}`);
    expect(r.statusCode).toBe(200);
    return r.json<{ items: Item[]; nextCursor: string | null }>();
  };

  it('active (default): ends today or later, soonest first, with days left; void sales and returned lines left out', async () => {
    const { items, nextCursor } = await list();
    expect(items.map((i) => [i.saleId, i.productId, i.warrantyEndsOn, i.daysLeft])).toEqual([
      [s2, fan, '2025-03-10', 0],
      [s1, phone, '2025-06-01', 83],
    ]);
    expect(items[1]).toMatchObject({ quantity: '1', customerName: 'করিম', saleNumber: 'S-000001', warrantyDays: 365 });
    expect(nextCursor).toBeNull();
  });

  it('expired: latest first; all: by end date; q searches', async () => {
    expect((await list('?status=expired')).items.map((i) => [i.saleId, i.warrantyEndsOn, i.daysLeft])).toEqual([
      [s3, '2025-03-03', -7],
      [s1, '2024-07-01', -252],
    ]);
    expect((await list('?status=all')).items.map((i) => i.warrantyEndsOn)).toEqual([
      '2024-07-01',
      '2025-03-03',
      '2025-03-10',
      '2025-06-01',
    ]);
    expect((await list('?status=all&q=walton')).items.map((i) => i.productId)).toEqual([phone]);
    expect((await list('?status=all&q=করিম')).items).toHaveLength(2);
    expect((await list('?status=all&q=%25')).items).toHaveLength(0);
  });

  it('pages with a cursor in both directions', async () => {
    for (const status of ['all', 'expired', 'active']) {
      const whole = (await list(`?status=${status}`)).items.map((i) => `${i.saleId}/${i.productId}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(`?status=${status}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((i) => `${i.saleId}/${i.productId}`));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(whole);
    }
    expect((await get('/warranty-items?cursor=abc')).statusCode).toBe(400);
    expect((await get('/warranty-items?status=soon')).statusCode).toBe(400);
  });
});
