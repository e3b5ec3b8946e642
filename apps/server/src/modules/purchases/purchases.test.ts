import { ulid } from '@dokani/core';
import type { Purchase } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { signUp } from '../../test/auth.ts';
import { addMember } from '../products/products.fixtures.ts';
import {
  addContact,
  addProduct,
  api,
  balanceOf,
  buy,
  contactMobile,
  dueEntriesOf,
  ledgerSum,
  movementsOf,
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
const get = (path: string, f: ShopFixture = s) => api(t, f)('GET', path, undefined, 'en');

describe('buying', () => {
  it("a purchase to the poisha: stock comes in at exactly the line's final amount, the average is value ÷ stock, the unpaid rest is owed to the supplier", async () => {
    const sup = await addContact(t, s, { type: 'supplier', name: 'মেসার্স রহমান ট্রেডার্স' });
    const a = await addProduct(t, s, { name: 'ডাল', purchasePrice: '50', sellPrice: '60', openingStock: '10' });
    const b = await addProduct(t, s, { name: 'চিনি', purchasePrice: '33.33', sellPrice: '40' });
    const r = await post('/purchases', {
      id: ulid(),
      supplierId: sup.id,
      lines: [
        { productId: a, quantity: '20', unitPrice: '56', discount: { type: 'AMOUNT', value: '20' }, vatPercent: '5' }, // 1120 − 20 = 1100; VAT 55
        { productId: b, quantity: '3' }, // the product's purchase price: 99.99
      ],
      discount: { type: 'PERCENT', value: '1' }, // 1 % of 1199.99 = 12.00, shared 11.00 / 1.00
      deliveryCharge: '100',
      payments: [{ method: 'cash', amount: '1000' }],
      total: '1342.99',
    });
    expect(r.statusCode, r.body).toBe(201);
    const p = r.json<Purchase>();
    expect(p).toMatchObject({
      number: 'P-000001',
      subtotal: '1199.99',
      discountAmount: '12.00',
      vat: '55.00',
      deliveryCharge: '100.00',
      total: '1342.99',
      paid: '1000.00',
      due: '342.99',
      supplierId: sup.id,
      supplierName: 'মেসার্স রহমান ট্রেডার্স',
      supplierBalance: '-342.99',
    });
    // line costs: 1155 − 11 = 1144.00 (57.20 a unit); 99.99 − 1.00 = 98.99 exactly (32.996… a unit, shown 33.00): the stock's value is
    // what was paid to the poisha (it was 99.00 when each unit was rounded first)
    expect(p.lines.map((l) => [l.unitPrice, l.discountAmount, l.vat, l.total, l.discountShare, l.cost, l.warrantyEndsOn])).toEqual([
      ['56.00', '20.00', '55.00', '1155.00', '11.00', '1144.00', null],
      ['33.33', '0.00', '0.00', '99.99', '1.00', '98.99', null],
    ]);
    expect(await stockOf(t, s.shopId, a)).toEqual({ stock: 30_000n, ledger: 30_000n, average: 5480n }); // (10 × 50 + 20 × 57.20) ÷ 30
    expect(await stockOf(t, s.shopId, b)).toEqual({ stock: 3_000n, ledger: 3_000n, average: 3300n });
    expect((await get(`/products/${b}`)).json()).toMatchObject({ averageCost: '33.00', stockValue: '98.99' });
    expect((await movementsOf(t, s.shopId, p.id)).map((m) => [m.reason, m.change, m.unit_cost, m.ref_type])).toEqual([
      ['purchase', 20_000n, 5720n, 'purchase'],
      ['purchase', 3_000n, 3300n, 'purchase'],
    ]);
    // the product's purchase price stays what the shop typed
    expect((await get(`/products/${a}`)).json()).toMatchObject({ purchasePrice: '50.00', averageCost: '54.80' });
    expect(await balanceOf(t, s.shopId, sup.id)).toBe(-34_299n);
    expect(await dueEntriesOf(t, s.shopId, p.id)).toEqual([
      { direction: 'received', amount: 34_299n, ref_type: 'purchase', balance_after: -34_299n, entry_date: '2025-03-10' },
    ]);

    // return 5 of the first line: out at the average (54.80), worth 5/20 of 1144.00, taken off what the shop owes
    const ret = await post(`/purchases/${p.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '5' }] });
    expect(ret.statusCode, ret.body).toBe(201);
    expect(ret.json<Purchase>().returns[0]).toMatchObject({ amount: '286.00', cost: '274.00', dueReduced: '286.00', refunded: '0.00' });
    expect(ret.json<Purchase>()).toMatchObject({ due: '56.99', returnedAmount: '286.00', supplierBalance: '-342.99' });
    expect(await balanceOf(t, s.shopId, sup.id)).toBe(-5_699n);
    // void: the rest goes out, the standing due is reversed
    const v = await post(`/purchases/${p.id}/void`, { reason: 'ভুল সাপ্লায়ার' });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json<Purchase>()).toMatchObject({ status: 'void', due: '0.00', supplierBalance: '-342.99' });
    expect(await balanceOf(t, s.shopId, sup.id)).toBe(0n);
    expect((await stockOf(t, s.shopId, a)).stock).toBe(10_000n);
    expect((await stockOf(t, s.shopId, b)).stock).toBe(0n);
    expect(await ledgerSum(t, s.shopId, sup.id)).toBe(0n);
    expect((await dueEntriesOf(t, s.shopId, p.id)).map((e) => [e.direction, e.amount, e.ref_type])).toEqual([
      ['received', 34_299n, 'purchase'],
      ['given', 28_600n, 'purchase-return'],
      ['given', 5_699n, 'purchase-void'],
    ]);
    expect((await post(`/purchases/${p.id}/void`, {})).json().error.code).toBe('TRADE_ALREADY_VOID');
    expect((await post(`/purchases/${p.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] })).json().error.code).toBe(
      'TRADE_VOID_NO_RETURN',
    );
  });

  it('a return beyond what was paid is refunded to the shop; a void is refused when the goods are already sold', async () => {
    const f = await ownerWithShop(t);
    const c = await addProduct(t, f, { purchasePrice: '10', sellPrice: '15' });
    const p = await buy(t, f, { id: ulid(), lines: [{ productId: c, quantity: '5' }], payments: [{ method: 'bank-check', amount: '50' }] });
    expect(p).toMatchObject({ total: '50.00', due: '0.00', supplierId: null });
    await sell(t, f, saleBody([{ productId: c, quantity: '4' }], { payments: [{ method: 'cash', amount: '60' }] }));
    const v = await post(`/purchases/${p.id}/void`, {}, f);
    expect(v.statusCode).toBe(409);
    expect(v.json().error).toMatchObject({ code: 'STOCK_INSUFFICIENT', details: { productId: c, available: '1' } });
    expect((await post(`/purchases/${p.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '2' }] }, f)).json().error.code).toBe(
      'STOCK_INSUFFICIENT',
    );
    const r = await post(`/purchases/${p.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] }, f);
    expect(r.json<Purchase>().returns[0]).toMatchObject({ amount: '10.00', dueReduced: '0.00', refunded: '10.00' });
    expect((await stockOf(t, f.shopId, c)).stock).toBe(0n);
    expect((await get(`/purchases/${p.id}`, f)).json<Purchase>().status).toBe('completed');
  });

  it('a due needs a supplier; a new supplier by name and number is made (a customer with the number is not used)', async () => {
    const f = await ownerWithShop(t);
    const c = await addProduct(t, f, { purchasePrice: '10' });
    const due = await post('/purchases', { id: ulid(), lines: [{ productId: c, quantity: '1' }] }, f);
    expect(due.json().error).toMatchObject({ code: 'PURCHASE_DUE_NEEDS_SUPPLIER', details: { due: '10.00' } });
    const mobile = contactMobile();
    const customer = await addContact(t, f, { mobile });
    const p = await buy(t, f, { id: ulid(), lines: [{ productId: c, quantity: '2' }], supplier: { name: 'নতুন সাপ্লায়ার', mobile } });
    expect(p.supplierId).not.toBe(customer.id);
    expect(p).toMatchObject({ supplierName: 'নতুন সাপ্লায়ার', supplierBalance: '-20.00', due: '20.00' });
    const again = await buy(t, f, { id: ulid(), lines: [{ productId: c, quantity: '1' }], supplier: { name: 'x', mobile } });
    expect(again).toMatchObject({ supplierId: p.supplierId, supplierBalance: '-30.00' });
    expect(
      (await post('/purchases', { id: ulid(), supplierId: customer.id, lines: [{ productId: c, quantity: '1' }] }, f)).json().error.details,
    ).toEqual({ supplierId: 'This supplier was not found.' });
    expect((await post('/purchases', { id: ulid(), lines: [] }, f)).statusCode).toBe(400);
  });

  it('the purchase book: newest first, filters and totals; numbers per shop', async () => {
    const f = await ownerWithShop(t);
    const sup = await addContact(t, f, { type: 'supplier', name: 'Karim Traders' });
    const c = await addProduct(t, f, { purchasePrice: '10' });
    const p1 = await buy(t, f, {
      id: ulid(),
      date: '2025-03-01',
      lines: [{ productId: c, quantity: '1' }],
      payments: [{ method: 'cash', amount: '10' }],
    });
    const p2 = await buy(t, f, {
      id: ulid(),
      date: '2025-03-05',
      supplierId: sup.id,
      lines: [{ productId: c, quantity: '3' }],
      payments: [{ method: 'qr-code', amount: '5' }],
    });
    const p3 = await buy(t, f, {
      id: ulid(),
      date: '2025-03-03',
      lines: [{ productId: c, quantity: '2' }],
      payments: [{ method: 'cash', amount: '20' }],
    });
    expect([p1.number, p2.number, p3.number]).toEqual(['P-000001', 'P-000002', 'P-000003']);
    await post(`/purchases/${p3.id}/void`, {}, f);
    const book = (await get('/purchases', f)).json<{ items: { id: string; lineCount: number }[]; totals: Record<string, unknown> }>();
    expect(book.items.map((i) => i.id)).toEqual([p2.id, p3.id, p1.id]);
    expect(book.totals).toEqual({ count: 2, total: '40.00', paid: '15.00', due: '25.00', returnedAmount: '0.00', voidCount: 1 });
    expect((await get('/purchases?q=karim', f)).json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([p2.id]);
    expect((await get('/purchases?q=P-000003', f)).json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([p3.id]);
    expect((await get('/purchases?dueOnly=true', f)).json<{ items: { id: string }[] }>().items.map((i) => i.id)).toEqual([p2.id]);
    expect((await get('/purchases?payment=quick-sell', f)).json<{ items: unknown[] }>().items).toEqual([]);
    // sale and purchase numbers are separate counters
    const sale = await sell(
      t,
      f,
      saleBody([{ productId: c, quantity: '1', unitPrice: '15' }], { payments: [{ method: 'cash', amount: '15' }] }),
    );
    expect(sale.number).toBe('S-000001');
  });

  it('a member without the purchase feature gets 403; with it, 201', async () => {
    const f = await ownerWithShop(t);
    const c = await addProduct(t, f, { purchasePrice: '10' });
    const p = await buy(t, f, { id: ulid(), lines: [{ productId: c, quantity: '1' }], payments: [{ method: 'cash', amount: '10' }] });
    const seller = await signUp(t);
    await addMember(t, f.shopId, seller.id, ['sell']);
    const as = (token: string) => api(t, { ...f, token });
    const body = { id: ulid(), lines: [{ productId: c, quantity: '1' }], payments: [{ method: 'cash', amount: '10' }] };
    for (const [method, path, payload] of [
      ['GET', '/purchases', undefined],
      ['GET', `/purchases/${p.id}`, undefined],
      ['POST', '/purchases', body],
      ['POST', `/purchases/${p.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] }],
      ['POST', `/purchases/${p.id}/void`, {}],
    ] as const) {
      expect((await as(seller.token)(method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
    }
    const buyer = await signUp(t);
    await addMember(t, f.shopId, buyer.id, ['purchase']);
    expect((await as(buyer.token)('POST', '/purchases', body)).statusCode).toBe(201);
    expect((await stockOf(t, f.shopId, c)).stock).toBe(2_000n);
  });
});
