/**
 * GET /export: the whole shop as one ZIP — a CSV per table (BOM, headers in the caller's language,
 * money as taka) and shop.json with everything and the schema's version; the owner's only, of
 * their shop only, and written to the audit log.
 */
import type { Role } from '@dokani/contracts/access';
import { formatFixed, ulid } from '@dokani/core';
import { request } from 'node:http';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listMigrations } from '../../platform/migrate.ts';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, signUp } from '../../test/auth.ts';
import { addContact, addProduct, api, ownerWithShop, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';
import { decimal } from './export-sql.ts';
import { EXPORT_TABLES } from './export-tables.ts';

let t: TestApp;
let s: ShopFixture;
let product: string;
let sold: string;
withTestApp(async (app) => {
  t = app;
  app.clock.set('2026-11-20T04:00:00Z');
  s = await ownerWithShop(t, 'মায়ের দোয়া স্টোর');
  product = await addProduct(t, s, { name: 'মিনিকেট চাল', unit: 'kg', purchasePrice: '62.50', sellPrice: '70', openingStock: '25.5' });
  const customer = await addContact(t, s, { name: 'রহিম মিয়া' });
  const sale = await sell(
    t,
    s,
    saleBody([{ productId: product, quantity: '2.25' }], { customerId: customer.id, payments: [{ method: 'cash', amount: '100' }] }),
  );
  sold = sale.id;
  const voided = await sell(t, s, saleBody([{ productId: product, quantity: '1' }], { payments: [{ method: 'cash', amount: '70' }] }));
  expect((await api(t, s)('POST', `/sales/${voided.id}/void`, { reason: 'ভুল' })).statusCode).toBe(200);
});

async function exportOf(who: ShopFixture, lang: 'bn' | 'en' = 'bn') {
  const r = await t.call({
    method: 'GET',
    url: `${who.base}/export?format=zip`,
    headers: { ...bearer(who.token), 'accept-language': lang },
  });
  return r;
}

/** The ZIP's files as text (a BOM kept, as Excel sees it). */
function filesOf(body: Buffer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [
      name,
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
    ]),
  );
}

describe('the export', () => {
  it('is a ZIP of a CSV per table and shop.json, named for the shop and the day', async () => {
    const r = await exportOf(s);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/zip');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="dokani-${s.shopId}-2026-11-20.zip"`);
    const files = filesOf(r.rawPayload);
    expect(Object.keys(files).sort()).toEqual([...EXPORT_TABLES.map((tb) => `${tb.name}.csv`), 'shop.json'].sort());
    expect(Number(r.headers['x-dokani-export-rows'])).toBeGreaterThan(10);
  });

  it("its CSV files open with Bangla intact: a BOM, headers in the reader's language, money as taka, quantities as decimals", async () => {
    const files = filesOf((await exportOf(s)).rawPayload);
    const products = files['products.csv'] ?? '';
    expect(products.startsWith('\uFEFF')).toBe(true);
    const [header, row] = parse(products.slice(1)) as string[][];
    expect(header?.slice(0, 3)).toEqual(['আইডি', 'নাম', 'একক']);
    const col = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(col('নাম')).toBe('মিনিকেট চাল');
    expect(col('কেনা দাম')).toBe('62.50');
    expect(col('বিক্রি দাম')).toBe('70.00');
    // 25.5 in, 2.25 sold, 1 sold and voided (back in)
    expect(col('বর্তমান স্টক')).toBe('23.250');
    expect(col('অনলাইনে বিক্রি')).toBe('না');

    const [salesHeader, ...sales] = parse((files['sales.csv'] ?? '').slice(1)) as string[][];
    expect(salesHeader).toContain('কাস্টমার');
    expect(sales).toHaveLength(2);
    const voidReason = salesHeader?.indexOf('বাতিলের কারণ') ?? -1;
    expect(sales.map((r2) => r2[voidReason]).sort()).toEqual(['', 'ভুল']);

    const english = filesOf((await exportOf(s, 'en')).rawPayload);
    const [enHeader] = parse((english['products.csv'] ?? '').slice(1)) as string[][];
    expect(enHeader?.slice(0, 3)).toEqual(['ID', 'Name', 'Unit']);
  });

  it("shop.json holds everything with the schema's version, the database's integers exactly", async () => {
    const json = JSON.parse(filesOf((await exportOf(s)).rawPayload)['shop.json'] ?? '{}') as {
      format: string;
      schemaVersion: string;
      shopId: string;
      counts: Record<string, number>;
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(json.format).toBe('dokani-shop-export');
    expect(json.schemaVersion).toBe(listMigrations().at(-1));
    expect(json.shopId).toBe(s.shopId);
    expect(Object.keys(json.tables)).toEqual(EXPORT_TABLES.map((tb) => tb.name));
    for (const [name, rows] of Object.entries(json.tables)) expect(rows, name).toHaveLength(json.counts[name] ?? -1);
    expect(json.tables.products?.[0]).toMatchObject({ id: product, purchase_price: '6250', current_stock: '23250', online_sale: false });
    expect(json.tables.sale_lines?.find((l) => l.invoice_id === sold)).toMatchObject({ quantity: '2250', total: '15750' });
    expect(json.tables.shop?.[0]).toMatchObject({ id: s.shopId, name: 'মায়ের দোয়া স্টোর' });
    expect(json.tables.people?.map((p) => p.id)).toEqual([s.userId]);
    // nothing secret leaves: no PIN hash, no receipt or tracking token
    const text = JSON.stringify(json);
    expect(text).not.toMatch(/pin_hash|receipt_token|tracking_hashes|search_name/);
  });

  it('reads a table past its first chunk in key order, each row once', async () => {
    const other = await ownerWithShop(t);
    const ids: string[] = [];
    // CHUNK_ROWS is 2,000: straight rows, so the test stays quick
    const { CHUNK_ROWS } = await import('./export-shop.ts');
    const at = new Date('2026-11-20T04:00:00Z');
    const rows = Array.from({ length: CHUNK_ROWS + 7 }, (_, i) => {
      const id = ulid(at.getTime() + i);
      ids.push(id);
      return { shop_id: other.shopId, id, name: `ক্যাটাগরি ${i}`, created_at: at, updated_at: at };
    });
    await t.db.insertInto('categories').values(rows).execute();
    const json = JSON.parse(filesOf((await exportOf(other)).rawPayload)['shop.json'] ?? '{}') as {
      tables: { categories: { id: string }[] };
    };
    expect(json.tables.categories.map((c) => c.id)).toEqual([...ids].sort());
  });
});

describe('one snapshot', () => {
  it('a sale made while the export is being read is in none of its files; the books go on', async () => {
    const r = await t.call({ method: 'GET', url: `${s.base}/export`, headers: bearer(s.token), payloadAsStream: true });
    expect(r.statusCode).toBe(200);
    // not awaited: on the embedded database it waits for the snapshot to close
    const later = sell(t, s, saleBody([{ productId: product, quantity: '1' }], { payments: [{ method: 'cash', amount: '70' }] }));
    const parts: Buffer[] = [];
    for await (const part of r.stream()) parts.push(part as Buffer);
    const sale = await later;
    const json = JSON.parse(filesOf(Buffer.concat(parts))['shop.json'] ?? '{}') as {
      tables: Record<string, { id?: string; invoice_id?: string }[]>;
    };
    expect(json.tables.sales?.map((x) => x.id)).not.toContain(sale.id);
    expect(json.tables.sale_lines?.map((x) => x.invoice_id)).not.toContain(sale.id);
    const movements = JSON.stringify(json.tables.stock_movements);
    expect(movements).not.toContain(sale.id);
  });

  it('a reader that goes away midway closes the snapshot: the next call is answered', async () => {
    // a real connection, dropped after the first bytes (as a phone that loses its network)
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve, reject) => {
      const req = request(`${address}${s.base}/export`, { headers: bearer(s.token) }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (err) => (err.message.includes('socket hang up') ? resolve() : reject(err)));
      req.end();
    });
    // on the embedded database a snapshot left open would hold every later call; on PostgreSQL, the file's end
    const next = await api(t, s)('GET', '/products');
    expect(next.statusCode).toBe(200);
  });
});

describe('whose it is', () => {
  it('the owner only: a member, even one allowed the settings, is refused', async () => {
    const roles = (await api(t, s)('GET', '/roles')).json<{ items: Role[] }>().items;
    const manager = roles.find((r) => r.ready === 'manager') as Role;
    expect(manager.features).toContain('settings');
    const person = await signUp(t);
    expect((await api(t, s)('POST', '/members', { id: ulid(), mobile: person.mobile, roleId: manager.id })).statusCode).toBe(201);
    const r = await exportOf({ ...s, token: person.token, userId: person.id });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ error: { code: 'OWNER_ONLY' } });
  });

  it("another shop's owner gets 404; the export is in the audit log", async () => {
    const other = await ownerWithShop(t);
    expect((await exportOf({ ...s, token: other.token })).statusCode).toBe(404);
    const log = (await api(t, s)('GET', '/audit-log?kind=export', undefined, 'en')).json<{ items: { action: string; userId: string }[] }>();
    expect(log.items.length).toBeGreaterThan(0);
    expect(log.items.every((e) => e.action === 'export' && e.userId === s.userId)).toBe(true);
  });
});

describe("the database's decimals", () => {
  it('are what the app writes for every sign and size (poisha to taka, thousandths to units); null stays empty', async () => {
    const values = [-123456789n, -100n, -99n, -5n, -1n, 0n, 1n, 7n, 10n, 99n, 100n, 101n, 2550n, 999999n, 9_007_199_254_740_993n];
    for (const places of [2, 3] as const) {
      const { rows } = await sql<{ x: string; d: string | null }>`SELECT x::text AS x, ${sql.raw(decimal('x', places))} AS d
        FROM (VALUES ${sql.join(values.map((v) => sql`(${v.toString()}::bigint)`))}, (NULL::bigint)) v(x)`.execute(t.db);
      expect(rows.map((r) => r.d)).toEqual([...values.map((v) => formatFixed(v, places)), null]);
    }
  });
});
