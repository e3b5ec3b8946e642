import { ulid } from '@dokani/core';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer } from '../../test/auth.ts';
import { IMPORT_COLUMNS } from './import.csv.ts';
import { addProduct, api, ownerWithShop, productCount } from './products.fixtures.ts';
import type { ShopFixture } from './products.fixtures.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

interface Answer {
  imported: number;
  failed: number;
  errors: { line: number; field: string | null; message: string }[];
}

const importCsv = (s: ShopFixture, csv: string, lang: 'bn' | 'en' = 'bn', id: string = ulid()) =>
  api(t, s)('POST', '/products/import', { id, csv }, lang);

const HEADER =
  'name,unit,category,subCategory,purchasePrice,sellPrice,barcode,openingStock,lowStockAlert,vatPercent,warrantyDays,expiryDate,batchNumber,details,onlineSale';

const products = (shopId: string) => t.db.selectFrom('products').selectAll().where('shop_id', '=', shopId).orderBy('name').execute();

describe('import template', () => {
  it('is a UTF-8 CSV with BOM, the English column keys and two example rows (one in Bangla) that import cleanly', async () => {
    const s = await ownerWithShop(t);
    const r = await t.call({ method: 'GET', url: `${s.base}/products/import-template`, headers: bearer(s.token) });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toContain('attachment; filename=');
    expect([...r.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(r.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...IMPORT_COLUMNS]);
    expect(rows[0]?.join(',')).toBe(HEADER);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[0]).toBe('মিনিকেট চাল');
    const imported = await importCsv(s, r.body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ imported: 2, failed: 0, errors: [] });
  });
});

describe('import', () => {
  it('imports a good file: every field, Bangla intact, categories made once, opening stock as movements, usage counted', async () => {
    const s = await ownerWithShop(t);
    const csv =
      '\uFEFF' +
      [
        HEADER,
        'মিনিকেট চাল,kg,চাল ও ডাল,চাল,৬২.৫০,68,,"১২.৫",10,,,,,"৫০ কেজির বস্তা, ""সেরা"" মান",হ্যাঁ',
        'নাজিরশাইল চাল,kg,চাল ও ডাল,চাল,70,76,,0,,,,,,,no',
        'Mango Juice 250ml,pcs,Beverages,,22,25,2000000000015,24,6,5,30,2027-06-30,B-1024,"two\nlines",yes',
      ].join('\r\n') +
      '\r\n';
    const r = await importCsv(s, csv);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ imported: 3, failed: 0, errors: [] });
    const rows = await products(s.shopId);
    const rice = rows.find((p) => p.name === 'মিনিকেট চাল');
    expect(rice).toMatchObject({
      unit: 'kg',
      purchase_price: 6250n,
      sell_price: 6800n,
      current_stock: 12500n,
      average_cost: 6250n,
      low_stock_alert: 10000n,
      online_sale: true,
      details: '৫০ কেজির বস্তা, "সেরা" মান',
    });
    const juice = rows.find((p) => p.name === 'Mango Juice 250ml');
    expect(juice).toMatchObject({
      barcode: '2000000000015',
      vat_applicable: true,
      vat_percent: 500n,
      warranty_days: 30,
      expiry_date: '2027-06-30',
      batch_number: 'B-1024',
      details: 'two\nlines',
      current_stock: 24000n,
    });
    const cats = await t.db.selectFrom('categories').selectAll().where('shop_id', '=', s.shopId).execute();
    expect(cats.map((c) => c.name).sort()).toEqual(['Beverages', 'চাল', 'চাল ও ডাল'].sort());
    const parent = cats.find((c) => c.name === 'চাল ও ডাল');
    expect(rice?.category_id).toBe(parent?.id);
    expect(rows.find((p) => p.name === 'নাজিরশাইল চাল')?.sub_category_id).toBe(rice?.sub_category_id);
    const moves = await t.db.selectFrom('stock_movements').selectAll().where('shop_id', '=', s.shopId).execute();
    expect(moves.map((m) => m.reason)).toEqual(['opening', 'opening']);
    expect(await t.deps.usage.count(t.db, s.shopId, 'product-list', 'Asia/Dhaka')).toBe(3);
    // Searchable right away, and existing categories are reused by a second file.
    const found = await api(t, s)('GET', `/products?q=${encodeURIComponent('চাল')}`);
    expect(found.json().items).toHaveLength(2);
    await importCsv(s, `name,unit,purchasePrice,sellPrice,category\nমুগ ডাল,kg,100,120,চাল ও ডাল\n`);
    expect((await t.db.selectFrom('categories').selectAll().where('shop_id', '=', s.shopId).execute()).length).toBe(3);
  });

  it('reports each bad row with its line, column and a message in the caller’s language; imports the good rows', async () => {
    const s = await ownerWithShop(t);
    await addProduct(t, s, { name: 'পুরনো কোক', barcode: '5449000000996' });
    const lines = [
      HEADER, // 1
      'ভালো পণ্য,pcs,,,10,12,,,,,,,,,', // 2 good
      'দাম নেই,pcs,,,-5,1.123456,,,,,,,,,', // 3 purchasePrice, sellPrice
      ',pcs,,,10,12,,,,,,,,,', // 4 name required
      'বারকোড,pcs,,,10,12,5449000000996,,,,,,,,', // 5 barcode taken in the shop
      'প্রথম,pcs,,,10,12,ABC-1,,,,,,,,', // 6 good
      'দ্বিতীয়,pcs,,,10,12,ABC-1,,,,,,,,', // 7 barcode repeated (line 6)
      'তারিখ,pcs,,,10,12,,,,,x,2025-02-30,,,maybe', // 8 warrantyDays, expiryDate, onlineSale
      '"লম্বা\nনাম",pcs,,,10,12,,,,,,,,,', // 9–10 good, two lines
      'কম ঘর,pcs,10', // 11 column count
      'সাব,pcs,,শুধু সাব,10,12,,,,,,,,,', // 12 subCategory without category
      `${'ক'.repeat(121)},pcs,,,10,12,,,,,,,,,`, // 13 name too long
    ];
    const r = await importCsv(s, lines.join('\n'), 'en');
    expect(r.statusCode, r.body).toBe(200);
    const a = r.json<Answer>();
    expect(a.imported).toBe(3);
    expect(a.failed).toBe(8);
    const byLine = (line: number) => a.errors.filter((e) => e.line === line).map((e) => [e.field, e.message]);
    expect(byLine(3)).toEqual(
      expect.arrayContaining([
        ['purchasePrice', 'Not a valid amount. For example 125 or 125.50 (at most 2 decimals).'],
        ['sellPrice', 'Not a valid amount. For example 125 or 125.50 (at most 2 decimals).'],
      ]),
    );
    expect(byLine(4)).toEqual([['name', 'Please fill in this field.']]);
    expect(byLine(5)).toEqual([['barcode', 'This barcode is already on another product in this shop (পুরনো কোক).']]);
    expect(byLine(7)).toEqual([['barcode', 'This barcode is also on line 6 of the file.']]);
    expect(
      byLine(8)
        .map((e) => e[0])
        .sort(),
    ).toEqual(['expiryDate', 'onlineSale', 'warrantyDays']);
    expect(byLine(11)).toEqual([[null, 'This row has 3 cells; the header has 15.']]);
    expect(byLine(12)).toEqual([['subCategory', 'Write the category name before the sub-category.']]);
    expect(byLine(13)).toEqual([['name', 'Too long — at most 120 characters.']]);
    expect([...new Set(a.errors.map((e) => e.line))]).toEqual([3, 4, 5, 7, 8, 11, 12, 13]);
    expect((await products(s.shopId)).map((p) => p.name).sort()).toEqual(['পুরনো কোক', 'প্রথম', 'ভালো পণ্য', 'লম্বা\nনাম'].sort());

    const bn = await importCsv(s, [HEADER, 'দাম নেই,pcs,,,-5,12,,,,,,,,,'].join('\n'), 'bn');
    expect(bn.json().errors[0].message).toBe('টাকার পরিমাণ সঠিক নয়। যেমন: ১২৫ বা ১২৫.৫০ (দশমিকের পরে সর্বোচ্চ ২ ঘর)।');
  });

  it('refuses a broken file as a whole (400 IMPORT_INVALID_FILE) and imports nothing', async () => {
    const s = await ownerWithShop(t);
    const broken: [string, string][] = [
      ['', 'noHeader'],
      ['\n\n', 'noHeader'],
      [`${HEADER}\n`, 'noRows'],
      [`${HEADER}\n,,,,,,,,,,,,,,\n`, 'noRows'],
      ['মিনিকেট চাল,kg,10,12\nআলু,kg,10,12\n', 'unknownColumns'],
      ['name,unit,price\nচাল,kg,10\n', 'unknownColumns'],
      ['name,unit,sellPrice\nচাল,kg,10\n', 'missingColumns'],
      ['name,name,unit,purchasePrice,sellPrice\nক,খ,kg,1,2\n', 'duplicateColumns'],
      [`${HEADER}\n"ভালো,pcs,,,10,12,,,,,,,,,\n`, 'notCsv'],
      ['\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', 'notCsv'],
    ];
    for (const [csv, key] of broken) {
      const r = await importCsv(s, csv, 'en');
      expect(r.statusCode, JSON.stringify(csv)).toBe(400);
      expect(r.json().error.code).toBe('IMPORT_INVALID_FILE');
      expect(r.json().error.message).toBe("This file can't be read. Use a CSV file laid out like the template.");
      expect(typeof r.json().error.details.problem, key).toBe('string');
    }
    expect(await productCount(t, s.shopId)).toBe(0);
    expect((await api(t, s)('POST', '/products/import', { id: ulid(), csv: 1 })).statusCode).toBe(400);
    expect((await api(t, s)('POST', '/products/import', { id: ulid(), csv: 'x', extra: true })).statusCode).toBe(400);
    expect((await api(t, s)('POST', '/products/import', { csv: 'x' })).statusCode).toBe(400);
  });

  it('is one create per import id: a retry answers the first result and imports nothing again', async () => {
    const s = await ownerWithShop(t);
    const csv = 'name,unit,purchasePrice,sellPrice,openingStock\nআলু,kg,30,35,50\nপেঁয়াজ,kg,60,70,20\n';
    const id = ulid();
    const first = await importCsv(s, csv, 'bn', id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: 2, failed: 0, errors: [] });
    // The answer was lost on a dropping connection; the phone sends the same request again, twice.
    const again = await Promise.all([importCsv(s, csv, 'bn', id), importCsv(s, csv, 'bn', id)]);
    for (const r of again) expect(r.json()).toEqual(first.json());
    expect(await productCount(t, s.shopId)).toBe(2);
    const moved = await t.db.selectFrom('stock_movements').select('id').where('shop_id', '=', s.shopId).execute();
    expect(moved).toHaveLength(2);
    const other = await importCsv(s, 'name,unit,purchasePrice,sellPrice\nরসুন,kg,100,120\n', 'bn', id);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('ID_CONFLICT');
    expect(await productCount(t, s.shopId)).toBe(2);
  });

  it('reads semicolon files and CRLF, with or without BOM; Bangla digits in numbers', async () => {
    const s = await ownerWithShop(t);
    const r = await importCsv(s, 'name;unit;purchasePrice;sellPrice;openingStock\r\nডিম;dozen;১২০;১৩৫;৩\r\n');
    expect(r.json()).toEqual({ imported: 1, failed: 0, errors: [] });
    expect((await products(s.shopId))[0]).toMatchObject({
      name: 'ডিম',
      unit: 'dozen',
      purchase_price: 12000n,
      sell_price: 13500n,
      current_stock: 3000n,
    });
  });

  it('nothing is half-imported: a failure of the transaction leaves no product, category, movement or usage', async () => {
    const s = await ownerWithShop(t);
    // A database fault at the second opening movement (a trigger that raises), after the categories,
    // the products and the first movement were written in the same transaction.
    const csv = [HEADER, 'এক,pcs,নতুন ক্যাটাগরি,,10,12,,5,,,,,,,', 'দুই,pcs,নতুন ক্যাটাগরি,,10,12,,5,,,,,,,'].join('\n');
    const trigger = `CREATE OR REPLACE FUNCTION fail_second_movement() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF (SELECT count(*) FROM stock_movements WHERE shop_id = NEW.shop_id) >= 1 THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`;
    await sql.raw(trigger).execute(t.db);
    await sql
      .raw(`CREATE TRIGGER fail_second_movement BEFORE INSERT ON stock_movements FOR EACH ROW EXECUTE FUNCTION fail_second_movement()`)
      .execute(t.db);
    try {
      const r = await importCsv(s, csv);
      expect(r.statusCode).toBe(500);
      expect(r.json().error.code).toBe('INTERNAL');
    } finally {
      await sql.raw('DROP TRIGGER fail_second_movement ON stock_movements').execute(t.db);
    }
    expect(await productCount(t, s.shopId)).toBe(0);
    expect(await t.db.selectFrom('categories').selectAll().where('shop_id', '=', s.shopId).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('stock_movements').selectAll().where('shop_id', '=', s.shopId).execute()).toHaveLength(0);
    expect(await t.deps.usage.count(t.db, s.shopId, 'product-list', 'Asia/Dhaka')).toBe(0);
    // The same file imports once the fault is gone.
    expect((await importCsv(s, csv)).json()).toMatchObject({ imported: 2, failed: 0 });
  });

  it('counts imported products against the package: an import past the Free limit is refused whole (402)', async () => {
    const s = await ownerWithShop(t);
    await t.deps.usage.record(t.db, s.shopId, 'product-list', 98);
    const three = [HEADER, 'এক,pcs,,,1,2,,,,,,,,,', 'দুই,pcs,,,1,2,,,,,,,,,', 'তিন,pcs,,,1,2,,,,,,,,,'].join('\n');
    const r = await importCsv(s, three, 'en');
    expect(r.statusCode).toBe(402);
    expect(r.json().error).toMatchObject({ code: 'USAGE_LIMIT_REACHED', details: { feature: 'product-list', limit: 100 } });
    expect(await productCount(t, s.shopId)).toBe(0);
    const two = [HEADER, 'এক,pcs,,,1,2,,,,,,,,,', 'দুই,pcs,,,1,2,,,,,,,,,', 'খারাপ,pcs,,,-1,2,,,,,,,,,'].join('\n');
    expect((await importCsv(s, two)).json()).toMatchObject({ imported: 2, failed: 1 });
    expect(await t.deps.usage.count(t.db, s.shopId, 'product-list', 'Asia/Dhaka')).toBe(100);
    expect(
      (await api(t, s)('POST', '/products', { id: ulid(), name: 'আর একটি', unit: 'pcs', purchasePrice: '1', sellPrice: '2' })).statusCode,
    ).toBe(402);
  });
});
