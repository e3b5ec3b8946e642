import { isValidEan13, ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { tMessage as translate } from '../../platform/i18n.ts';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addProduct, api, ownerWithShop, productBody, productCount } from './products.fixtures.ts';
import type { ShopFixture } from './products.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let call: ReturnType<typeof api>;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  call = api(t, s);
});

async function category(name: string, parentId?: string): Promise<string> {
  const r = await call('POST', '/categories', { id: ulid(), name, ...(parentId ? { parentId } : {}) });
  if (r.statusCode !== 201) throw new Error(r.body);
  return r.json<{ id: string }>().id;
}

const movements = (productId: string) =>
  t.db.selectFrom('stock_movements').selectAll().where('shop_id', '=', s.shopId).where('product_id', '=', productId).execute();

describe('create a product', () => {
  it('stores every field and answers the full product (201)', async () => {
    const cat = await category('মুদি');
    const sub = await category('চাল', cat);
    const body = productBody({
      name: '  Miniket চাল 5kg ',
      unit: 'packet',
      categoryId: cat,
      subCategoryId: sub,
      purchasePrice: '310.5',
      sellPrice: '340',
      details: 'ভালো চাল',
      barcode: '8941100500118',
      onlineSale: true,
      bulkSale: true,
      bulkPrice: '330',
      minOrderQuantity: '10',
      lowStockAlert: '2.5',
      vatApplicable: true,
      vatPercent: '7.5',
      warrantyDays: 0,
      discount: { type: 'PERCENT', value: '2.5' },
      expiryDate: '2027-01-31',
      batchNumber: 'B-77',
    });
    const r = await call('POST', '/products', body);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toEqual({
      id: body.id,
      name: 'Miniket চাল 5kg',
      unit: 'packet',
      categoryId: cat,
      subCategoryId: sub,
      purchasePrice: '310.50',
      sellPrice: '340.00',
      currentStock: '0',
      averageCost: '0.00',
      stockValue: '0.00',
      lowStock: true,
      details: 'ভালো চাল',
      barcode: '8941100500118',
      photos: [],
      onlineSale: true,
      bulkSale: true,
      bulkPrice: '330.00',
      minOrderQuantity: '10',
      lowStockAlert: '2.5',
      vatApplicable: true,
      vatPercent: '7.5',
      warrantyDays: 0,
      discount: { type: 'PERCENT', value: '2.5' },
      expiryDate: '2027-01-31',
      batchNumber: 'B-77',
      status: 'active',
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    const row = await t.db
      .selectFrom('products')
      .selectAll()
      .where('shop_id', '=', s.shopId)
      .where('id', '=', body.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      search_name: 'miniket চাল 5kg',
      purchase_price: 31050n,
      vat_percent: 750n,
      discount_type: 'PERCENT',
      discount_value: 250n,
      low_stock_alert: 2500n,
    });
    expect((await call('GET', `/products/${body.id}`)).json()).toEqual(r.json());
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity'])
      .where('entity_id', '=', body.id as string)
      .execute();
    expect(audit).toEqual([{ action: 'create', entity: 'product' }]);
  });

  it('writes the opening stock as one "opening" movement at the given unit cost (else the purchase price)', async () => {
    const a = await call('POST', '/products', productBody({ purchasePrice: '60', openingStock: '12.5', openingUnitCost: '58.40' }));
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({ currentStock: '12.5', averageCost: '58.40', stockValue: '730.00' });
    const ma = await movements(a.json().id);
    expect(ma).toHaveLength(1);
    expect(ma[0]).toMatchObject({
      reason: 'opening',
      change: 12500n,
      previous_stock: 0n,
      after_stock: 12500n,
      unit_cost: 5840n,
      cost_total: 73000n,
      user_id: s.userId,
    });

    const b = await call('POST', '/products', productBody({ purchasePrice: '45.25', openingStock: '3' }));
    expect(b.json()).toMatchObject({ currentStock: '3', averageCost: '45.25', stockValue: '135.75' });
    expect((await movements(b.json().id)).map((m) => m.unit_cost)).toEqual([4525n]);

    const c = await call('POST', '/products', productBody({ openingStock: '0' }));
    expect(c.statusCode).toBe(201);
    expect(await movements(c.json().id)).toHaveLength(0);
  });

  it('is idempotent: the same request → 200 with the same product, a different body → 409, parallel → one product', async () => {
    const body = productBody({ openingStock: '5' });
    const first = await call('POST', '/products', body);
    const again = await call('POST', '/products', body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    const other = await call('POST', '/products', { ...body, sellPrice: '99' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('ID_CONFLICT');
    expect(await movements(body.id as string)).toHaveLength(1);

    const par = productBody({ openingStock: '2' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/products', par)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await movements(par.id as string)).toHaveLength(1);
  });

  it('keeps HTML and SQL in text as plain data', async () => {
    const name = `<script>alert("x")</script>'; DROP TABLE products; --`;
    const details = `<img src=x onerror=alert(1)> " OR 1=1 --`;
    const r = await call('POST', '/products', productBody({ name, details, batchNumber: "'); DELETE FROM shops; --" }));
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ name, details, batchNumber: "'); DELETE FROM shops; --" });
    expect((await call('GET', `/products/${r.json().id}`)).json().name).toBe(name);
    expect(await productCount(t, s.shopId)).toBeGreaterThan(0);
  });
});

describe('validation', () => {
  const big = 'ক'.repeat(10_000);
  // [overrides, field, validation key, params]
  const cases: [Record<string, unknown>, string, string, Record<string, number>][] = [
    [{ purchasePrice: '-1' }, 'purchasePrice', 'validation.money', {}],
    [{ sellPrice: '1.123456' }, 'sellPrice', 'validation.money', {}],
    [{ sellPrice: '1e5' }, 'sellPrice', 'validation.money', {}],
    [{ sellPrice: 65 }, 'sellPrice', 'validation.invalidType', {}],
    [{ name: big }, 'name', 'validation.tooLong', { max: 120 }],
    [{ name: '   ' }, 'name', 'validation.required', {}],
    [{ unit: '' }, 'unit', 'validation.required', {}],
    [{ unit: 'u'.repeat(21) }, 'unit', 'validation.tooLong', { max: 20 }],
    [{ details: big }, 'details', 'validation.tooLong', { max: 2000 }],
    [{ batchNumber: big }, 'batchNumber', 'validation.tooLong', { max: 60 }],
    [{ barcode: 'ABC#1' }, 'barcode', 'validation.barcode', {}],
    [{ barcode: '1'.repeat(65) }, 'barcode', 'validation.tooLong', { max: 64 }],
    [{ vatApplicable: true, vatPercent: '100.5' }, 'vatPercent', 'validation.percent', {}],
    [{ warrantyDays: 1.5 }, 'warrantyDays', 'validation.integer', {}],
    [{ warrantyDays: 4000 }, 'warrantyDays', 'validation.tooBig', { max: 3650 }],
    [{ expiryDate: '2025-02-30' }, 'expiryDate', 'validation.date', {}],
    [{ lowStockAlert: '1.2345' }, 'lowStockAlert', 'validation.quantity', {}],
    [{ openingStock: '-5' }, 'openingStock', 'validation.quantity', {}],
    [{ openingUnitCost: '-0.01' }, 'openingUnitCost', 'validation.money', {}],
    [{ discount: { type: 'PERCENT', value: '150' } }, 'discount.value', 'validation.percent', {}],
    [{ discount: { type: 'FREE', value: '1' } }, 'discount.type', 'validation.invalidValue', {}],
    [{ bulkSale: true, minOrderQuantity: '5' }, 'bulkPrice', 'validation.product.bulkPriceRequired', {}],
    [{ bulkSale: true, bulkPrice: '50' }, 'minOrderQuantity', 'validation.product.minOrderQuantityRequired', {}],
    [{ vatApplicable: true }, 'vatPercent', 'validation.product.vatPercentRequired', {}],
    [{ currentStock: '100' }, 'currentStock', 'validation.unknownField', {}],
    [{ categoryId: ulid() }, 'categoryId', 'validation.product.categoryNotFound', {}],
    [{ id: 'not-a-ulid' }, 'id', 'validation.ulid', {}],
  ];

  it('refuses each bad field with a clear message in Bangla and English, and writes nothing', async () => {
    const before = await productCount(t, s.shopId);
    for (const [overrides, field, key, params] of cases) {
      for (const lang of ['bn', 'en'] as const) {
        const r = await call('POST', '/products', productBody(overrides), lang);
        expect(r.statusCode, `${JSON.stringify(overrides).slice(0, 80)} ${lang}`).toBe(400);
        expect(r.json().error.code).toBe('VALIDATION_FAILED');
        expect(r.json().error.details[field], `${field} ${lang}`).toBe(translate(lang, key, params));
      }
    }
    expect(await productCount(t, s.shopId)).toBe(before);
  });

  it('speaks plainly: a few messages word for word', async () => {
    const bn = await call('POST', '/products', productBody({ purchasePrice: '-1', sellPrice: '1.123456' }), 'bn');
    const en = await call('POST', '/products', productBody({ purchasePrice: '-1', sellPrice: '1.123456' }), 'en');
    expect(en.json().error.details).toEqual({
      purchasePrice: 'Not a valid amount. For example 125 or 125.50 (at most 2 decimals).',
      sellPrice: 'Not a valid amount. For example 125 or 125.50 (at most 2 decimals).',
    });
    expect(bn.json().error.details.purchasePrice).toMatch(/[\u0980-\u09FF]/);
    expect(bn.json().error.message).not.toBe(en.json().error.message);
  });

  it('checks the category and sub-category belong to this shop and together', async () => {
    const a = await category('পোশাক');
    const aSub = await category('শার্ট', a);
    const b = await category('জুতা');
    const other = await ownerWithShop(t);
    const foreign = (await api(t, other)('POST', '/categories', { id: ulid(), name: 'বিদেশি' })).json().id as string;
    const checks: [Record<string, unknown>, string, string][] = [
      [{ categoryId: b, subCategoryId: aSub }, 'subCategoryId', 'validation.product.subCategoryNotInCategory'],
      [{ subCategoryId: aSub }, 'subCategoryId', 'validation.product.subCategoryNeedsCategory'],
      [{ categoryId: aSub }, 'categoryId', 'validation.product.categoryNotTopLevel'],
      [{ categoryId: foreign }, 'categoryId', 'validation.product.categoryNotFound'],
    ];
    for (const [overrides, field, key] of checks) {
      const r = await call('POST', '/products', productBody(overrides), 'en');
      expect(r.statusCode).toBe(400);
      expect(r.json().error.details[field]).toBe(translate('en', key));
    }
    expect((await call('POST', '/products', productBody({ categoryId: a, subCategoryId: aSub }))).statusCode).toBe(201);
  });
});

describe('barcodes', () => {
  it('a barcode already on another product of the shop → 409 BARCODE_TAKEN naming it (create and patch)', async () => {
    await addProduct(t, s, { name: 'কোকা কোলা ১ লিটার', barcode: '5449000000996' });
    const bn = await call('POST', '/products', productBody({ barcode: ' 5449000000996 ' }), 'bn');
    expect(bn.statusCode).toBe(409);
    expect(bn.json().error).toMatchObject({ code: 'BARCODE_TAKEN', details: { productName: 'কোকা কোলা ১ লিটার' } });
    expect(bn.json().error.message).toBe('এই বারকোড এই দোকানের অন্য একটি পণ্যে আগেই আছে (কোকা কোলা ১ লিটার)।');
    const en = await call('POST', '/products', productBody({ barcode: '5449000000996' }), 'en');
    expect(en.json().error.message).toBe('This barcode is already on another product in this shop (কোকা কোলা ১ লিটার).');

    const p = await addProduct(t, s, { barcode: '1111111111116' });
    const patch = await call('PATCH', `/products/${p.id}`, { barcode: '5449000000996' });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().error.code).toBe('BARCODE_TAKEN');
    // Its own barcode again is fine; another shop may use the same code.
    expect((await call('PATCH', `/products/${p.id}`, { barcode: '1111111111116', name: 'নতুন' })).statusCode).toBe(200);
    expect(await addProduct(t, await ownerWithShop(t), { barcode: '5449000000996' })).toBeTruthy();
  });

  it('creates racing for one barcode: exactly one wins, the others get 409 BARCODE_TAKEN', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_x, i) => call('POST', '/products', productBody({ name: `দৌড় ${i}`, barcode: 'RACE-1' }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 201)?.json().name as string;
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().error).toMatchObject({ code: 'BARCODE_TAKEN', details: { productName: winner } });
    }
  });

  it('generates in-store EAN-13 codes (prefix 2, valid check digit) not used in the shop', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const r = await call('GET', '/products/barcode/generate');
      expect(r.statusCode).toBe(200);
      const { barcode } = r.json<{ barcode: string }>();
      expect(barcode).toMatch(/^2\d{12}$/);
      expect(isValidEan13(barcode)).toBe(true);
      codes.add(barcode);
    }
    expect(codes.size).toBe(10);
    const [code] = [...codes];
    expect((await call('POST', '/products', productBody({ barcode: code }))).statusCode).toBe(201);
  });
});
