import { ulid } from '@dokani/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, createShop, signUp } from '../../test/auth.ts';
import type { TestUser } from '../../test/auth.ts';
import { addDays } from './stock-lists.ts';
import { insertProduct } from './stock.fixtures.ts';

let t: TestApp;
let owner: TestUser;
let shopId: string;

beforeAll(async () => {
  t = await createTestApp();
  // 23:30 on 2025-03-09 in UTC is 05:30 on 2025-03-10 in Dhaka: "today" is the 10th
  t.clock.set('2025-03-09T23:30:00Z');
  owner = await signUp(t);
  shopId = (await createShop(t, owner.token)).id;
});
afterAll(async () => {
  await t.close();
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
      .values({ shop_id: shopId, product_id: expired, id: ulid(), position: 0, file: 'a.webp', thumb_file: 'a-t.webp', width: 800, height: 600, created_at: new Date() })
      .execute();
  });

  it('default 30 days in the shop timezone: expired first, then soonest; active products only', async () => {
    const r = await get('/products/expiring');
    expect(r.statusCode).toBe(200);
    const items = r.json<{ items: { product: { id: string; currentStock: string; stockValue: string; photos: unknown[] }; daysLeft: number }[] }>().items;
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
    expect((await get('/products/expiring?days=0')).json<{ items: { product: { id: string } }[] }>().items.map((i) => i.product.id)).toEqual([expired, today]);
    expect((await get('/products/expiring?days=31')).json<{ items: { product: { id: string } }[] }>().items.map((i) => i.product.id)).toEqual([expired, today, in10, in30, in31]);
    expect((await get('/products/expiring?days=-1')).statusCode).toBe(400);
    expect((await get('/products/expiring?days=abc')).statusCode).toBe(400);
  });
});

describe('GET /warranty-items', () => {
  let phone: string;
  let fan: string;
  const saleIds: string[] = [];

  async function sale(date: string, lines: { productId: string; warrantyDays: number | null; qty?: bigint; returned?: bigint }[], extra: { status?: 'completed' | 'void'; customer?: string } = {}) {
    const id = ulid();
    saleIds.push(id);
    const at = new Date(`${date}T06:00:00Z`);
    await t.db
      .insertInto('sales')
      .values({
        shop_id: shopId,
        id,
        number: `S-${String(saleIds.length).padStart(6, '0')}`,
        sale_date: date,
        occurred_at: at,
        customer_id: null,
        customer_name: extra.customer ?? null,
        customer_mobile: extra.customer ? '+8801712345678' : null,
        employee_id: null,
        status: extra.status ?? 'completed',
        ...(extra.status === 'void' ? { voided_at: at, void_date: date } : {}),
        subtotal: 100n,
        total: 100n,
        note: null,
        created_by: owner.id,
        created_at: at,
      })
      .execute();
    let n = 0;
    for (const l of lines) {
      n += 1;
      await t.db
        .insertInto('sale_lines')
        .values({
          shop_id: shopId,
          sale_id: id,
          line_no: n,
          product_id: l.productId,
          product_name: 'test',
          unit: 'pcs',
          quantity: l.qty ?? 1_000n,
          returned_quantity: l.returned ?? 0n,
          unit_price: 100n,
          discount_type: null,
          discount_value: null,
          total: 100n,
          cost: 50n,
          warranty_days: l.warrantyDays,
          warranty_ends_on: l.warrantyDays === null ? null : addDays(date, l.warrantyDays),
          expiry_date: null,
          batch_number: null,
        })
        .execute();
    }
    return id;
  }

  let s1: string;
  let s2: string;
  let s3: string;

  beforeAll(async () => {
    phone = await insertProduct(t.db, shopId, { name: 'Walton ফোন', warranty_days: 365 });
    fan = await insertProduct(t.db, shopId, { name: 'পাখা', warranty_days: 30 });
    s1 = await sale('2024-06-01', [{ productId: phone, warrantyDays: 365, qty: 2_000n, returned: 1_000n }, { productId: fan, warrantyDays: 30 }], { customer: 'করিম' }); // phone to 2025-06-01; fan expired 2024-07-01
    s2 = await sale('2025-02-10', [{ productId: fan, warrantyDays: 28 }]); // ends 2025-03-10 = today: still active
    s3 = await sale('2025-02-01', [{ productId: fan, warrantyDays: 30 }, { productId: phone, warrantyDays: null }]); // ends 2025-03-03: expired
    await sale('2025-03-01', [{ productId: phone, warrantyDays: 365 }], { status: 'void' });
    await sale('2025-03-02', [{ productId: phone, warrantyDays: 365, qty: 1_000n, returned: 1_000n }]);
  });

  type Item = { saleId: string; productId: string; warrantyEndsOn: string; daysLeft: number; quantity: string; saleNumber: string; customerName: string | null; warrantyDays: number };
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
    expect((await list('?status=all')).items.map((i) => i.warrantyEndsOn)).toEqual(['2024-07-01', '2025-03-03', '2025-03-10', '2025-06-01']);
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
