import { ulid } from '@dokani/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import {
  addContact,
  addProduct,
  api,
  contactMobile,
  ownerWithShop,
  saleBody,
  sell,
  stockOf,
  withTradeApp,
} from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;
let s: ShopFixture;

withTradeApp((app, shop) => {
  t = app;
  s = shop;
});

const post = (path: string, body: unknown, f: ShopFixture = s) => api(t, f)('POST', path, body, 'en');

describe('refusals', () => {
  let p: string;
  beforeAll(async () => {
    p = await addProduct(t, s, { name: 'শেষ দুইটি', sellPrice: '50', openingStock: '2' });
  });

  const code = async (body: unknown, f: ShopFixture = s) => {
    const r = await post('/sales', body, f);
    return { status: r.statusCode, error: r.json<{ error: { code: string; message: string; details?: Record<string, unknown> } }>().error };
  };

  it('an empty cart, and neither lines nor a quick sell → 400', async () => {
    expect(await code({ id: ulid(), lines: [] })).toMatchObject({
      status: 400,
      error: { code: 'VALIDATION_FAILED', details: { lines: 'The cart is empty. Add a product first.' } },
    });
    expect((await code({ id: ulid() })).status).toBe(400);
    expect((await code(saleBody([{ productId: p, quantity: '0' }]))).status).toBe(400);
  });

  it('stock short → 409 STOCK_INSUFFICIENT naming the product; nothing is written', async () => {
    const before = await stockOf(t, s.shopId, p);
    const r = await code(saleBody([{ productId: p, quantity: '3' }], { payments: [{ method: 'cash', amount: '150' }] }));
    expect(r).toMatchObject({
      status: 409,
      error: { code: 'STOCK_INSUFFICIENT', details: { productId: p, productName: 'শেষ দুইটি', available: '2' } },
    });
    expect(await stockOf(t, s.shopId, p)).toEqual(before);
  });

  it('with negative stock allowed the same sale goes through', async () => {
    const f = await ownerWithShop(t);
    const q = await addProduct(t, f, { sellPrice: '50', purchasePrice: '40', openingStock: '1' });
    expect((await api(t, f)('PATCH', '/settings', { allowNegativeStock: true })).statusCode).toBe(200);
    const sale = await sell(t, f, saleBody([{ productId: q, quantity: '3' }], { payments: [{ method: 'cash', amount: '150' }] }));
    expect(sale.lines[0]?.cost).toBe('120.00');
    expect((await stockOf(t, f.shopId, q)).stock).toBe(-2_000n);
  });

  it('something due without a customer → 409 SALE_DUE_NEEDS_CUSTOMER; overpaid without cash → 409 TRADE_OVERPAID', async () => {
    expect(await code(saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '20' }] }))).toMatchObject({
      status: 409,
      error: { code: 'SALE_DUE_NEEDS_CUSTOMER', details: { due: '30.00' } },
    });
    expect(await code(saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'qr-code', amount: '60' }] }))).toMatchObject({
      status: 409,
      error: { code: 'TRADE_OVERPAID' },
    });
    // change up to the cash given is fine
    const ok = await code(
      saleBody([{ productId: p, quantity: '1' }], {
        payments: [
          { method: 'qr-code', amount: '40' },
          { method: 'cash', amount: '20' },
        ],
      }),
    );
    expect(ok.status).toBe(201);
  });

  it('a client total that differs → 409 TRADE_TOTAL_MISMATCH with the server’s', async () => {
    const r = await code(
      saleBody([{ productId: p, quantity: '1', unitPrice: '33.33' }], { payments: [{ method: 'cash', amount: '40' }], total: '33.34' }),
    );
    expect(r).toMatchObject({ status: 409, error: { code: 'TRADE_TOTAL_MISMATCH', details: { expected: '33.33' } } });
    expect(r.error.message).toContain('33.33');
  });

  it('a discount larger than its line or the invoice → 409', async () => {
    const line = await code(
      saleBody([{ productId: p, quantity: '1', discount: { type: 'AMOUNT', value: '51' } }], {
        payments: [{ method: 'cash', amount: '1' }],
      }),
    );
    expect(line).toMatchObject({
      status: 409,
      error: { code: 'TRADE_LINE_DISCOUNT_TOO_LARGE', details: { lineNo: 1, productId: p, productName: 'শেষ দুইটি' } },
    });
    expect(line.error.message).toContain('শেষ দুইটি');
    const inv = await code(saleBody([{ productId: p, quantity: '1' }], { discount: { type: 'AMOUNT', value: '50.01' } }));
    expect(inv).toMatchObject({ status: 409, error: { code: 'TRADE_DISCOUNT_TOO_LARGE' } });
    expect((await code(saleBody([{ productId: p, quantity: '1' }], { discount: { type: 'PERCENT', value: '101' } }))).status).toBe(400);
  });

  it('an inactive product → 409 PRODUCT_INACTIVE; a product of another shop → 404', async () => {
    const off = await addProduct(t, s, { name: 'বন্ধ পণ্য', openingStock: '5' });
    expect((await api(t, s)('PATCH', `/products/${off}`, { status: 'inactive' })).statusCode).toBe(200);
    expect(await code(saleBody([{ productId: off, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }))).toMatchObject({
      status: 409,
      error: { code: 'PRODUCT_INACTIVE', details: { productId: off, productName: 'বন্ধ পণ্য' } },
    });
    const other = await ownerWithShop(t);
    const theirs = await addProduct(t, other, { openingStock: '5' });
    expect(await code(saleBody([{ productId: theirs, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }))).toMatchObject({
      status: 404,
      error: { code: 'NOT_FOUND' },
    });
    expect((await stockOf(t, other.shopId, theirs)).stock).toBe(5_000n);
  });

  it('a customer or employee not of this shop, or of the wrong type → 400 naming the field', async () => {
    const other = await ownerWithShop(t);
    const theirs = await addContact(t, other);
    const supplier = await addContact(t, s, { type: 'supplier', name: 'সাপ্লায়ার' });
    const customer = await addContact(t, s);
    const body = (extra: Record<string, unknown>) =>
      saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '50' }], ...extra });
    expect(await code(body({ customerId: theirs.id }))).toMatchObject({
      status: 400,
      error: { details: { customerId: 'This customer was not found.' } },
    });
    expect(await code(body({ customerId: supplier.id }))).toMatchObject({
      status: 400,
      error: { details: { customerId: 'This customer was not found.' } },
    });
    expect(await code(body({ employeeId: customer.id }))).toMatchObject({
      status: 400,
      error: { details: { employeeId: 'This employee was not found.' } },
    });
    const emp = await addContact(t, s, { type: 'employee', name: 'কর্মচারী সুমন' });
    const sale = await sell(t, s, body({ employeeId: emp.id }));
    expect(sale).toMatchObject({ employeeId: emp.id, employeeName: 'কর্মচারী সুমন' });
    expect((await code(body({ customerId: customer.id, customer: { name: 'x', mobile: contactMobile() } }))).status).toBe(400);
  });

  it('a date in the future → 400', async () => {
    const r = await code(saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '50' }], date: '2025-03-11' }));
    expect(r).toMatchObject({ status: 400, error: { details: { date: 'An invoice cannot be dated in the future.' } } });
  });
});
