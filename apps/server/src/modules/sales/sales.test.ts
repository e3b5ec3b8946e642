import { ulid } from '@dokani/core';
import type { Sale } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import {
  addContact,
  addProduct,
  api,
  balanceOf,
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

describe('selling', () => {
  it('a multi-line sale to the poisha: bulk price, line % discount, the product discount, invoice discount, VAT, delivery, cash change', async () => {
    const rice = await addProduct(t, s, {
      name: 'মিনিকেট চাল',
      unit: 'kg',
      purchasePrice: '55',
      sellPrice: '65.50',
      bulkSale: true,
      bulkPrice: '60',
      minOrderQuantity: '10',
      openingStock: '100',
    });
    const oil = await addProduct(t, s, {
      name: 'সয়াবিন তেল',
      unit: 'litre',
      purchasePrice: '170',
      sellPrice: '185',
      vatApplicable: true,
      vatPercent: '7.5',
      openingStock: '20',
    });
    const soap = await addProduct(t, s, {
      name: 'লাক্স সাবান',
      purchasePrice: '35',
      sellPrice: '45',
      discount: { type: 'PERCENT', value: '10' },
      openingStock: '50',
    });
    const body = saleBody(
      [
        { productId: rice, quantity: '12' }, // bulk from 10 kg: 12 × 60.00 = 720.00
        { productId: oil, quantity: '2', discount: { type: 'PERCENT', value: '5' } }, // 370.00 − 18.50 = 351.50; VAT 7.5 % = 26.3625 → 26.36
        { productId: soap, quantity: '3' }, // the product's own 10 %: 135.00 − 13.50 = 121.50
      ],
      {
        discount: { type: 'AMOUNT', value: '13' },
        deliveryCharge: '50',
        payments: [{ method: 'cash', amount: '1300' }],
        total: '1256.36',
        note: 'বাকির খাতা নয়',
      },
    );
    const r = await post('/sales', body);
    expect(r.statusCode, r.body).toBe(201);
    const sale = r.json<Sale>();
    expect(sale).toMatchObject({
      number: 'S-000001',
      date: '2025-03-10',
      status: 'completed',
      kind: 'items',
      subtotal: '1193.00',
      discount: { type: 'AMOUNT', value: '13.00' },
      discountAmount: '13.00',
      vat: '26.36',
      deliveryCharge: '50.00',
      total: '1256.36', // 1193.00 − 13.00 + 26.36 + 50.00
      paid: '1300.00',
      change: '43.64',
      due: '0.00',
      cost: '1105.00', // 12 × 55 + 2 × 170 + 3 × 35 at the moving average
      profit: '125.00', // 1256.36 − 26.36 VAT − 1105.00
      customerId: null,
      customerBalance: null,
      returnedAmount: '0.00',
      note: 'বাকির খাতা নয়',
      payments: [{ method: 'cash', amount: '1300.00' }],
    });
    expect(
      sale.lines.map((l) => [
        l.productName,
        l.quantity,
        l.unitPrice,
        l.discountAmount,
        l.vatPercent,
        l.vat,
        l.total,
        l.discountShare,
        l.cost,
      ]),
    ).toEqual([
      ['মিনিকেট চাল', '12', '60.00', '0.00', '0', '0.00', '720.00', '7.85', '660.00'],
      ['সয়াবিন তেল', '2', '185.00', '18.50', '7.5', '26.36', '377.86', '3.83', '340.00'],
      ['লাক্স সাবান', '3', '45.00', '13.50', '0', '0.00', '121.50', '1.32', '105.00'],
    ]);
    expect(sale.lines[1]?.discount).toEqual({ type: 'PERCENT', value: '5' });
    expect(sale.lines[2]?.discount).toEqual({ type: 'PERCENT', value: '10' });
    expect((await stockOf(t, s.shopId, rice)).stock).toBe(88_000n);
    for (const p of [rice, oil, soap]) {
      const st = await stockOf(t, s.shopId, p);
      expect(st.stock).toBe(st.ledger);
    }
    expect((await movementsOf(t, s.shopId, sale.id)).map((m) => [m.reason, m.change, m.cost_total])).toEqual([
      ['sale', -12_000n, -66_000n],
      ['sale', -2_000n, -34_000n],
      ['sale', -3_000n, -10_500n],
    ]);
    // the same body again: the same sale, 200; another body under the id: 409
    const again = await post('/sales', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sale);
    expect((await post('/sales', { ...body, note: 'অন্য' })).json().error.code).toBe('ID_CONFLICT');
    expect((await get(`/sales/${sale.id}`)).json()).toEqual(sale);
  });

  it('a partial payment puts the rest in the customer’s due book (ref sale), and the answer has the balance after', async () => {
    const p = await addProduct(t, s, { sellPrice: '100', openingStock: '10' });
    const c = await addContact(t, s);
    await api(t, s)('POST', '/due-entries', { id: ulid(), contactId: c.id, direction: 'given', dueType: 'money', amount: '50' });
    const sale = await sell(
      t,
      s,
      saleBody([{ productId: p, quantity: '3' }], { customerId: c.id, payments: [{ method: 'qr-code', amount: '120' }] }),
    );
    expect(sale).toMatchObject({
      total: '300.00',
      paid: '120.00',
      change: '0.00',
      due: '180.00',
      customerId: c.id,
      customerName: c.name,
      customerBalance: '230.00',
    });
    expect(await balanceOf(t, s.shopId, c.id)).toBe(23_000n);
    expect(await ledgerSum(t, s.shopId, c.id)).toBe(23_000n);
    expect(await dueEntriesOf(t, s.shopId, sale.id)).toEqual([
      { direction: 'given', amount: 18_000n, ref_type: 'sale', balance_after: 23_000n, entry_date: '2025-03-10' },
    ]);
    // a back-dated sale dates its due entry the same day
    const old = await sell(t, s, saleBody([{ productId: p, quantity: '1' }], { customerId: c.id, date: '2025-02-01' }));
    expect(old).toMatchObject({ date: '2025-02-01', due: '100.00', customerBalance: '330.00' });
    expect((await dueEntriesOf(t, s.shopId, old.id))[0]?.entry_date).toBe('2025-02-01');
  });

  it('a new customer by name and mobile is made once, then found by the number', async () => {
    const p = await addProduct(t, s, { sellPrice: '20', openingStock: '10' });
    const mobile = contactMobile();
    const a = await sell(t, s, saleBody([{ productId: p, quantity: '1' }], { customer: { name: 'নতুন ক্রেতা', mobile, address: 'মিরপুর' } }));
    expect(a).toMatchObject({
      customerName: 'নতুন ক্রেতা',
      customerMobile: `+88${mobile}`,
      customerAddress: 'মিরপুর',
      due: '20.00',
      customerBalance: '20.00',
    });
    const b = await sell(t, s, saleBody([{ productId: p, quantity: '2' }], { customer: { name: 'অন্য নাম', mobile } }));
    expect(b.customerId).toBe(a.customerId);
    expect(b).toMatchObject({ customerName: 'নতুন ক্রেতা', customerBalance: '60.00' });
    const customers = await t.db
      .selectFrom('contacts')
      .select('id')
      .where('shop_id', '=', s.shopId)
      .where('mobile', '=', `+88${mobile}`)
      .execute();
    expect(customers).toHaveLength(1);
  });

  it('quick sell: by amount, no stock; profit when given, else 0', async () => {
    const c = await addContact(t, s);
    const plain = await sell(t, s, { id: ulid(), quickSell: { amount: '500' }, payments: [{ method: 'cash', amount: '500' }] });
    expect(plain).toMatchObject({
      kind: 'quick',
      lines: [],
      subtotal: '500.00',
      total: '500.00',
      cost: '500.00',
      profit: '0.00',
      due: '0.00',
    });
    const withProfit = await sell(t, s, {
      id: ulid(),
      quickSell: { amount: '800', profit: '120.50' },
      customerId: c.id,
      payments: [{ method: 'cash', amount: '300' }],
      total: '800',
    });
    expect(withProfit).toMatchObject({
      kind: 'quick',
      total: '800.00',
      cost: '679.50',
      profit: '120.50',
      due: '500.00',
      customerBalance: '500.00',
    });
    expect(await movementsOf(t, s.shopId, withProfit.id)).toEqual([]);
    const bad = await post('/sales', { id: ulid(), quickSell: { amount: '10', profit: '11' } });
    expect(bad.statusCode).toBe(400);
    const both = await post('/sales', { id: ulid(), quickSell: { amount: '10' }, lines: [] });
    expect(both.statusCode).toBe(400);
  });

  it('sale lines keep the warranty end, expiry and batch of the product; the warranty list shows them', async () => {
    const phone = await addProduct(t, s, {
      name: 'Walton Primo',
      sellPrice: '9000',
      warrantyDays: 365,
      expiryDate: '2027-01-01',
      batchNumber: 'B-7',
      openingStock: '3',
    });
    const sale = await sell(
      t,
      s,
      saleBody([{ productId: phone, quantity: '1' }], { date: '2025-03-01', payments: [{ method: 'cash', amount: '9000' }] }),
    );
    expect(sale.lines[0]?.warrantyEndsOn).toBe('2026-03-01');
    const row = await t.db
      .selectFrom('sale_lines')
      .select(['warranty_days', 'warranty_ends_on', 'expiry_date', 'batch_number'])
      .where('shop_id', '=', s.shopId)
      .where('invoice_id', '=', sale.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ warranty_days: 365, warranty_ends_on: '2026-03-01', expiry_date: '2027-01-01', batch_number: 'B-7' });
    const list = (await get('/warranty-items?q=walton')).json<{
      items: { saleId: string; warrantyEndsOn: string; saleNumber: string }[];
    }>();
    expect(list.items).toEqual([expect.objectContaining({ saleId: sale.id, warrantyEndsOn: '2026-03-01', saleNumber: sale.number })]);
  });
});

describe('numbers', () => {
  it('S-000001, S-000002 … per shop; another shop starts at 1; a refused sale takes no number', async () => {
    const a = await ownerWithShop(t);
    const b = await ownerWithShop(t);
    const pa = await addProduct(t, a, { openingStock: '10' });
    const pb = await addProduct(t, b, { openingStock: '10' });
    const paid = [{ method: 'cash', amount: '15' }];
    expect((await sell(t, a, saleBody([{ productId: pa, quantity: '1' }], { payments: paid }))).number).toBe('S-000001');
    expect((await post('/sales', saleBody([{ productId: pa, quantity: '100' }], { payments: paid }), a)).statusCode).toBe(409);
    expect((await sell(t, a, saleBody([{ productId: pa, quantity: '1' }], { payments: paid }))).number).toBe('S-000002');
    expect((await sell(t, b, saleBody([{ productId: pb, quantity: '1' }], { payments: paid }))).number).toBe('S-000001');
    expect((await sell(t, a, { id: ulid(), quickSell: { amount: '15' }, payments: paid })).number).toBe('S-000003');
  });
});
