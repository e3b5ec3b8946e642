import { ulid } from '@dokani/core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tMessage as translate } from '../../platform/i18n.ts';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { walkAsOutsider } from '../../test/shop.ts';
import { signUp } from '../../test/auth.ts';
import { addMember, addProduct, api, ownerWithShop, productBody, productCount } from './products.fixtures.ts';
import type { ShopFixture } from './products.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let call: ReturnType<typeof api>;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  call = api(t, s);
});

const movements = (productId: string) =>
  t.db.selectFrom('stock_movements').selectAll().where('shop_id', '=', s.shopId).where('product_id', '=', productId).execute();

describe('update', () => {
  it('applies the cross-field rules to the product as it will be after the patch', async () => {
    const p = await addProduct(t, s, { bulkPrice: '50' });
    const bad = await call('PATCH', `/products/${p.id}`, { bulkSale: true }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({ minOrderQuantity: translate('en', 'validation.product.minOrderQuantityRequired') });
    const ok = await call('PATCH', `/products/${p.id}`, { bulkSale: true, minOrderQuantity: '12' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ bulkSale: true, bulkPrice: '50.00', minOrderQuantity: '12' });
    const clearing = await call('PATCH', `/products/${p.id}`, { bulkPrice: null });
    expect(clearing.statusCode).toBe(400);
    const vat = await call('PATCH', `/products/${p.id}`, { vatApplicable: true });
    expect(vat.json().error.details.vatPercent).toBe(translate('bn', 'validation.product.vatPercentRequired'));
  });

  it('changes given fields only, clears with null, deactivates and reactivates; never touches stock', async () => {
    const p = await addProduct(t, s, { name: 'পুরনো', details: 'কিছু', barcode: 'P-1', openingStock: '4', lowStockAlert: '1' });
    t.clock.advance(60_000);
    const r = await call('PATCH', `/products/${p.id}`, {
      name: 'নতুন নাম',
      details: null,
      barcode: null,
      sellPrice: '70',
      status: 'inactive',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      name: 'নতুন নাম',
      details: null,
      barcode: null,
      sellPrice: '70.00',
      unit: 'kg',
      status: 'inactive',
      currentStock: '4',
      lowStockAlert: '1',
    });
    expect(r.json().updatedAt).not.toBe(r.json().createdAt);
    const stock = await call('PATCH', `/products/${p.id}`, { currentStock: '100', averageCost: '1' });
    expect(stock.statusCode).toBe(400);
    expect(Object.keys(stock.json().error.details).sort()).toEqual(['averageCost', 'currentStock']);
    expect((await call('PATCH', `/products/${p.id}`, { status: 'active' })).json().status).toBe('active');
    expect((await call('PATCH', `/products/${p.id}`, { status: 'deleted' })).statusCode).toBe(400);
    expect((await call('PATCH', `/products/${ulid()}`, { name: 'x' })).statusCode).toBe(404);
    const row = await t.db.selectFrom('products').select(['current_stock', 'search_name']).where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ current_stock: 4000n, search_name: 'নতুন নাম' });
    // The search follows the new name (the terms are rebuilt with it).
    const found = async (text: string) =>
      (await call('GET', `/products?q=${encodeURIComponent(text)}&status=all`)).json<{ items: { id: string }[] }>().items.map((i) => i.id);
    expect(await found('নাম')).toContain(p.id);
    expect(await found('পুরনো')).not.toContain(p.id);
  });
});

describe('delete', () => {
  it('deletes a product without history (204) and gives its usage unit back', async () => {
    const shop = await ownerWithShop(t);
    const p = await addProduct(t, shop);
    const used = () => t.deps.usage.count(t.db, shop.shopId, 'product-list', 'Asia/Dhaka');
    expect(await used()).toBe(1);
    const r = await api(t, shop)('DELETE', `/products/${p.id}`);
    expect(r.statusCode).toBe(204);
    expect(r.body).toBe('');
    expect(await productCount(t, shop.shopId)).toBe(0);
    expect(await used()).toBe(0);
    expect((await api(t, shop)('GET', `/products/${p.id}`)).statusCode).toBe(404);
    expect((await api(t, shop)('DELETE', `/products/${p.id}`)).statusCode).toBe(404);
  });

  it('deactivates a product that has stock movements or sale lines (200, status inactive), keeping its history', async () => {
    const p = await addProduct(t, s, { openingStock: '3' });
    const r = await call('DELETE', `/products/${p.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: p.id, status: 'inactive', currentStock: '3' });
    expect(await movements(p.id)).toHaveLength(1);

    const q = await addProduct(t, s);
    const now = t.clock.now();
    const saleId = ulid();
    await sql`INSERT INTO sales (shop_id, id, number, invoice_date, occurred_at, subtotal, total, created_at)
              VALUES (${s.shopId}, ${saleId}, ${'S-' + saleId.slice(-6)}, '2025-01-01', ${now}, 100, 100, ${now})`.execute(t.db);
    await sql`INSERT INTO sale_lines (shop_id, invoice_id, line_no, product_id, quantity, unit_price, total, cost)
              VALUES (${s.shopId}, ${saleId}, 1, ${q.id}, 1000, 100, 100, 60)`.execute(t.db);
    const d = await call('DELETE', `/products/${q.id}`);
    expect(d.statusCode).toBe(200);
    expect(d.json().status).toBe('inactive');
  });
});

describe('limits, permissions, tenancy', () => {
  it('the Free package stops at 100 products (402); a retry of a made product still answers 200', async () => {
    const shop = await ownerWithShop(t);
    const c = api(t, shop);
    await t.deps.usage.record(t.db, shop.shopId, 'product-list', 99);
    const last = productBody();
    expect((await c('POST', '/products', last)).statusCode).toBe(201);
    const over = await c('POST', '/products', productBody(), 'en');
    expect(over.statusCode).toBe(402);
    expect(over.json().error).toMatchObject({ code: 'USAGE_LIMIT_REACHED', details: { feature: 'product-list', limit: 100 } });
    expect(over.json().error.message).toContain('product list usage limit 100');
    expect((await c('POST', '/products', last)).statusCode).toBe(200);
    expect(await productCount(t, shop.shopId)).toBe(1);
    expect((await c('DELETE', `/products/${last.id}`)).statusCode).toBe(204);
    expect((await c('POST', '/products', productBody())).statusCode).toBe(201);
  });

  it('a member without the products feature gets 403; with it, 200; the counter (sell) finds products but does not change the catalogue', async () => {
    const staff = await signUp(t);
    await addMember(t, s.shopId, staff.id, ['expenses']);
    const as = (url: string) => t.call({ method: 'GET', url: `${s.base}${url}`, headers: { authorization: `Bearer ${staff.token}` } });
    expect((await as('/products')).statusCode).toBe(403);
    expect((await as('/categories')).statusCode).toBe(403);
    const cashier = await signUp(t);
    await addMember(t, s.shopId, cashier.id, ['sell']);
    const asCashier = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      t.call({ method, url: `${s.base}${url}`, headers: { authorization: `Bearer ${cashier.token}` }, ...(payload ? { payload } : {}) });
    expect((await asCashier('GET', '/products?q=x')).statusCode).toBe(200);
    expect((await asCashier('POST', '/products', productBody())).statusCode).toBe(403);
    expect((await asCashier('GET', '/categories')).statusCode).toBe(403);
    const other = await signUp(t);
    await addMember(t, s.shopId, other.id, ['products']);
    const ok = await t.call({ method: 'GET', url: `${s.base}/products`, headers: { authorization: `Bearer ${other.token}` } });
    expect(ok.statusCode).toBe(200);
  });

  it('a member with only the stock feature can list and read products (stock screens) but not change them', async () => {
    const p = await addProduct(t, s, { name: 'স্টক-কর্মীর পণ্য' });
    const keeper = await signUp(t);
    await addMember(t, s.shopId, keeper.id, ['stock']);
    const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
      t.call({ method, url: `${s.base}${url}`, headers: { authorization: `Bearer ${keeper.token}` }, ...(payload ? { payload } : {}) });
    expect((await as('GET', '/products')).statusCode).toBe(200);
    expect((await as('GET', `/products/${p.id}`)).statusCode).toBe(200);
    expect((await as('PATCH', `/products/${p.id}`, { name: 'বদল' })).statusCode).toBe(403);
    expect((await as('POST', '/products', productBody())).statusCode).toBe(403);
  });

  it('a user of another shop gets 404 on every product and category route, and nothing changes', async () => {
    const p = await addProduct(t, s, { name: 'গোপন পণ্য', openingStock: '1' });
    const photo = ulid();
    const outsider = await ownerWithShop(t);
    const { paths, walked } = await walkAsOutsider(t, outsider, {
      paths: /\/(products|categories)/,
      url: (path) =>
        path
          .replace('{shopId}', s.shopId)
          .replace('{productId}', p.id)
          .replace('{photoId}', photo)
          .replace(/\{(\w+)\}/g, () => ulid()),
      payload: () => ({ ...productBody(), name: 'হ্যাক', csv: 'name\nx' }),
      secret: 'গোপন',
    });
    expect(paths.length).toBeGreaterThanOrEqual(7);
    expect(walked).toBeGreaterThanOrEqual(12);
    const still = await call('GET', `/products/${p.id}`);
    expect(still.json()).toMatchObject({ name: 'গোপন পণ্য', status: 'active', currentStock: '1' });
    // And its own shop's routes do not reach this shop's product either.
    expect((await api(t, outsider)('GET', `/products/${p.id}`)).statusCode).toBe(404);
    expect((await api(t, outsider)('DELETE', `/products/${p.id}`)).statusCode).toBe(404);
  });
});
