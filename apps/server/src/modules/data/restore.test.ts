/**
 * The restore (restore-shop.ts): a shop with every kind of record exported, restored on a fresh
 * database and as a new shop beside itself — every shop route that reads (reports, books, lists,
 * balances, stock values) answers the same; its photos come along; its people are found by mobile
 * or made anew and set a PIN with "forgot PIN". A file that breaks a ledger rule, is cut short, is
 * not an export or is of a newer schema is refused with the row named, and nothing is written.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@dokani/contracts/access';
import { ulid } from '@dokani/core';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, otpToken, signUp } from '../../test/auth.ts';
import { customerIp, customerMobile, publishStore } from '../online-shop/online-shop.fixtures.ts';
import { addContact, api, buy, saleBody, sell } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';
import { completeSandbox, pay } from '../subscriptions/payments.fixtures.ts';
import { multipart, pngOf } from '../../test/uploads.ts';
import { RestoreRefused, restoreFile } from './restore-shop.ts';

let a: TestApp;
let s: ShopFixture;
let slug: string;
let zipPath: string;
const dir = mkdtempSync(join(tmpdir(), 'dokani-restore-'));

const ok = async (r: Promise<{ statusCode: number; body: string }>, status = 201) => {
  const res = await r;
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body) as Record<string, unknown> & { id: string };
};

/** A shop of every kind of record, made through its routes. */
async function fillShop(): Promise<void> {
  a.clock.set('2026-10-05T05:00:00Z');
  const store = await publishStore(a, {
    shopName: 'মায়ের দোয়া স্টোর',
    products: [
      { name: 'মিনিকেট চাল', sellPrice: '70' },
      { name: 'সয়াবিন তেল', sellPrice: '180', barcode: '8941100500019' },
    ],
    delivery: { name: 'ঢাকার ভেতরে', fee: '60' },
  });
  s = store.s;
  slug = store.slug;
  const [rice = '', oil = ''] = store.products;
  const call = api(a, s);
  const png = await pngOf(400, 300, { r: 20, g: 120, b: 60 });
  const photo = multipart(png, 'rice.png', 'image/png');
  expect(
    (
      await a.call({
        method: 'POST',
        url: `${s.base}/products/${rice}/photos`,
        headers: { ...bearer(s.token), ...photo.headers },
        payload: photo.payload,
      })
    ).statusCode,
  ).toBe(201);
  const customer = await addContact(a, s, { name: 'রহিম মিয়া' });
  const supplier = await addContact(a, s, { name: 'করিম ট্রেডার্স', type: 'supplier' });
  await buy(a, s, {
    id: ulid(),
    supplierId: supplier.id,
    lines: [{ productId: oil, quantity: '12', unitPrice: '160' }],
    payments: [{ method: 'cash', amount: '1000' }],
  });
  const sale = await sell(
    a,
    s,
    saleBody(
      [
        { productId: rice, quantity: '2.5' },
        { productId: oil, quantity: '1' },
      ],
      { customerId: customer.id, payments: [{ method: 'cash', amount: '200' }] },
    ),
  );
  await ok(call('POST', `/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 2, quantity: '1' }] }));
  const voided = await sell(a, s, saleBody([{ productId: rice, quantity: '1' }], { payments: [{ method: 'cash', amount: '70' }] }));
  await ok(call('POST', `/sales/${voided.id}/void`, { reason: 'ভুল এন্ট্রি' }), 200);
  a.clock.set('2026-10-06T06:00:00Z');
  const paid = await ok(
    call('POST', '/due-entries', {
      id: ulid(),
      contactId: customer.id,
      direction: 'received',
      dueType: 'money',
      amount: '50',
      sendSms: true,
    }),
  );
  const wrong = await ok(
    call('POST', '/due-entries', { id: ulid(), contactId: customer.id, direction: 'given', dueType: 'money', amount: '30' }),
  );
  await ok(call('POST', `/due-entries/${wrong.id}/reverse`, {}));
  expect(paid.id).toBeTruthy();
  await ok(call('POST', '/stock-movements', { id: ulid(), productId: rice, reason: 'damaged', change: '-0.5' }));
  const [expenseCategory] = (await ok(call('GET', '/expense-categories'), 200)).items as { id: string }[];
  const [incomeCategory] = (await ok(call('GET', '/income-categories'), 200)).items as { id: string }[];
  await ok(call('POST', '/expenses', { id: ulid(), categoryId: expenseCategory?.id, amount: '350', note: 'দোকান ভাড়া' }));
  await ok(call('POST', '/incomes', { id: ulid(), categoryId: incomeCategory?.id, amount: '120', note: 'পুরনো কার্টন বিক্রি' }));
  // a cashier who sold once and has left: the sale still names them
  const roles = (await ok(call('GET', '/roles'), 200)).items as Role[];
  const cashier = await signUp(a, { name: 'সুমন' });
  const member = await ok(
    call('POST', '/members', { id: ulid(), mobile: cashier.mobile, roleId: roles.find((r) => r.ready === 'cashier')?.id }),
  );
  await sell(
    a,
    { ...s, token: cashier.token },
    saleBody([{ productId: rice, quantity: '1' }], { payments: [{ method: 'cash', amount: '70' }] }),
  );
  expect((await call('DELETE', `/members/${member.id}`)).statusCode).toBe(204);
  // an order from the storefront, moved on once
  const order = await ok(
    a.call({
      method: 'POST',
      url: `/api/v1/stores/${slug}/orders`,
      payload: {
        id: ulid(),
        customer: { name: 'রাশেদা বেগম', mobile: customerMobile(), address: 'বাড়ি ১২, মিরপুর' },
        shippingPackageId: store.delivery,
        lines: [{ productId: oil, quantity: '2' }],
      },
      remoteAddress: customerIp(),
    }),
  );
  await ok(call('POST', `/orders/${order.id}/status`, { status: 'accepted' }), 200);
  // a subscription paid in the sandbox
  const payment = await pay(a, s, 'advanced-monthly', 'sandbox');
  expect((await completeSandbox(a, payment.id, 'success')).statusCode).toBeLessThan(400);
  await ok(call('PATCH', '/settings', { receiptFooter: 'আবার আসবেন' }), 200);
}

beforeAll(async () => {
  a = await createTestApp();
  await fillShop();
  const r = await a.call({ method: 'GET', url: `${s.base}/export?format=zip`, headers: bearer(s.token) });
  expect(r.statusCode, r.body).toBe(200);
  zipPath = join(dir, 'export.zip');
  writeFileSync(zipPath, r.rawPayload);
}, 120_000);

afterAll(async () => {
  await a.close();
});

/** Every shop route that reads and needs nothing but the shop: its answer as the owner sees it. */
async function readings(t: TestApp, who: ShopFixture): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const today = '2026-10-06';
  for (const [key] of t.app.routeFeatures) {
    const [method, url = ''] = key.split(' ');
    if (method !== 'GET' || /:(?!shopId)\w+/.test(url)) continue;
    // the export and the audit log are the restore's own business (the log's ids are new ones)
    if (/\/(export|audit-log|barcode\/generate)\b/.test(url)) continue;
    const path = url.replace('/api/v1/shops/:shopId', '');
    let r = await t.call({ method: 'GET', url: `${who.base}${path}?from=2026-01-01&to=${today}`, headers: bearer(who.token) });
    if (r.statusCode === 400) r = await t.call({ method: 'GET', url: `${who.base}${path}`, headers: bearer(who.token) });
    const body = r.body.replaceAll(who.shopId, '<shop>');
    out[path] = {
      status: r.statusCode,
      body: String(r.headers['content-type']).startsWith('application/json') ? (JSON.parse(body) as unknown) : body,
    };
  }
  return out;
}

/** Lists in a set order, whatever order they came in. */
function unordered(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(unordered).sort((p, q) => JSON.stringify(p).localeCompare(JSON.stringify(q)));
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, unordered(v)]));
  return x;
}

describe('the round trip', () => {
  it('on a fresh database: every report, balance, book and stock value the same; photos along; the people set a PIN', async () => {
    const before = await readings(a, s);
    expect(Object.keys(before).length).toBeGreaterThan(40);
    const b = await createTestApp();
    try {
      b.clock.set(a.clock.now().toISOString());
      const r = await restoreFile(b.db, zipPath, { dataDir: b.config.dataDir });
      expect(r.shopId).toBe(s.shopId);
      expect(r.media).toBe(2);
      expect(r.rows.sales).toBe(3);
      // the owner and the cashier who left: new on this database
      expect(r.newPeople).toHaveLength(2);
      // the owner sets a PIN with "forgot PIN" and finds the shop as it was
      const mobile = (await b.db.selectFrom('users').select('mobile').where('id', '=', s.userId).executeTakeFirstOrThrow()).mobile.replace(
        /^\+88/,
        '',
      );
      const reset = await b.call({
        method: 'POST',
        url: '/api/v1/auth/reset-pin',
        payload: { otpToken: await otpToken(b, mobile, 'reset-pin'), pin: '24680' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const owner = { ...s, token: (reset.json() as { token: string }).token };
      const after = await readings(b, owner);
      expect(after).toEqual(before);
      const photos = (await b.call({ method: 'GET', url: `${s.base}/products?limit=50`, headers: bearer(owner.token) })).json<{
        items: { photos: { url: string }[] }[];
      }>();
      const url = photos.items.flatMap((p) => p.photos)[0]?.url ?? '';
      expect((await b.call({ method: 'GET', url })).statusCode).toBe(200);
      // the restored shop works on: a sale takes the next number
      const next = await sell(
        b,
        owner,
        saleBody([{ productId: (photos.items[0] as unknown as { id: string }).id, quantity: '1' }], {
          payments: [{ method: 'cash', amount: '200' }],
        }),
      );
      expect(next.number).toBe('S-000004');
      // and its store is where it was
      expect((await b.call({ method: 'GET', url: `/api/v1/stores/${slug}` })).statusCode).toBe(200);
    } finally {
      await b.close();
    }
  }, 120_000);

  it('as a new shop beside the one it came from: the same figures under a new id, the same owner, the store at a new address', async () => {
    const before = await readings(a, s);
    const r = await restoreFile(a.db, zipPath, { asNew: true, dataDir: a.config.dataDir });
    expect(r.shopId).not.toBe(s.shopId);
    expect(r.fromShopId).toBe(s.shopId);
    expect(r.newPeople).toEqual([]);
    expect(r.notes.join('\n')).toContain(`/store/${slug}-2`);
    const copy = { ...s, shopId: r.shopId, base: `/api/v1/shops/${r.shopId}` };
    // what differs: the store's address, and the ids a new shop cannot share (its SMS and payments:
    // new ULIDs of the same moments, so a list of them may come in another order within a millisecond)
    const renamed = [
      ...(await a.db.selectFrom('sms_messages').select('id').where('shop_id', 'in', [s.shopId, r.shopId]).execute()),
      ...(await a.db.selectFrom('payments').select('id').where('shop_id', 'in', [s.shopId, r.shopId]).execute()),
    ].map((x) => x.id);
    const same = (x: unknown) =>
      unordered(JSON.parse(renamed.reduce((j, id) => j.replaceAll(id, '<renamed>'), JSON.stringify(x).replaceAll(`${slug}-2`, slug))));
    const after = await readings(a, copy);
    expect(same(after)).toEqual(same(before));
    // both shops are the owner's; the old one is untouched
    expect(await readings(a, s)).toEqual(before);
  }, 120_000);
});

/** The export's shop.json, changed by `change`, as a file of its own. */
function changed(
  change: (json: { tables: Record<string, Record<string, unknown>[]>; counts: Record<string, number>; [k: string]: unknown }) => void,
): string {
  const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const json = JSON.parse(strFromU8(files['shop.json'] as Uint8Array)) as Parameters<typeof change>[0];
  change(json);
  const path = join(dir, `${ulid()}.zip`);
  writeFileSync(path, zipSync({ ...files, 'shop.json': strToU8(JSON.stringify(json)) }));
  return path;
}

describe('a file of another order', () => {
  it('its tables in any order (an older export wrote the shop before its people): held until their turn, then the same shop', async () => {
    const path = changed((j) => {
      j.tables = Object.fromEntries(Object.entries(j.tables).reverse());
    });
    const b = await createTestApp();
    try {
      const r = await restoreFile(b.db, path, { dataDir: b.config.dataDir });
      const counts = (
        JSON.parse(strFromU8(unzipSync(new Uint8Array(readFileSync(zipPath)))['shop.json'] as Uint8Array)) as {
          counts: Record<string, number>;
        }
      ).counts;
      expect(r.rows).toEqual(counts);
      expect((await b.db.selectFrom('sale_lines').select('line_no').where('shop_id', '=', s.shopId).execute()).length).toBe(
        counts.sale_lines,
      );
    } finally {
      await b.close();
    }
  });
});

describe('a restore that is refused writes nothing', () => {
  async function refused(path: string): Promise<string> {
    const b = await createTestApp();
    try {
      const shops = async () => (await b.db.selectFrom('shops').select('id').execute()).length;
      const was = await shops();
      const e = await restoreFile(b.db, path, { dataDir: b.config.dataDir }).catch((x: unknown) => x);
      expect(e instanceof RestoreRefused ? 'refused' : String((e as Error).message) + JSON.stringify(e)).toBe('refused');
      expect(await shops()).toBe(was);
      expect(await b.db.selectFrom('users').select('id').execute()).toEqual([]);
      return (e as Error).message;
    } finally {
      await b.close();
    }
  }

  it('a product whose stock is not the sum of its movements: the product named', async () => {
    let id = '';
    const path = changed((j) => {
      const p = j.tables.products?.[0] as Record<string, unknown>;
      id = String(p.id);
      p.current_stock = String(BigInt(String(p.current_stock)) + 1000n);
    });
    expect(await refused(path)).toMatch(new RegExp(`^products ${id} ".+": its stock is .+ but its stock movements add up to `));
  });

  it('a contact whose balance is not the sum of its due entries: the contact named', async () => {
    let id = '';
    const path = changed((j) => {
      const c = (j.tables.contacts ?? []).find((x) => x.balance !== '0') as Record<string, unknown>;
      id = String(c.id);
      c.balance = String(BigInt(String(c.balance)) + 100n);
    });
    expect(await refused(path)).toContain(`contacts ${id} "রহিম মিয়া": its balance is`);
  });

  it('a movement that does not go from the stock before to the one after: the movement named', async () => {
    let id = '';
    const path = changed((j) => {
      const m = j.tables.stock_movements?.[1] as Record<string, unknown>;
      id = String(m.id);
      m.after_stock = String(BigInt(String(m.after_stock)) + 1n);
    });
    const said = await refused(path);
    expect(said).toMatch(/^stock_movements: .*check constraint/);
    expect(said).toContain(id);
  });

  it('a file cut short, one not an export, one of a newer schema, a row naming someone not in it', async () => {
    expect(await refused(changed((j) => void j.tables.sale_lines?.pop()))).toContain('sale_lines: the file holds');
    expect(await refused(changed((j) => void (j.format = 'something-else')))).toContain('not a Dokani shop export');
    expect(await refused(changed((j) => void (j.schemaVersion = '9999_from_the_future.sql')))).toContain(
      'which this version does not know',
    );
    expect(
      await refused(
        changed((j) => {
          const gone = j.tables.people?.pop() as Record<string, unknown>;
          j.counts.people = (j.counts.people ?? 1) - 1;
          expect(gone).toBeTruthy();
        }),
      ),
    ).toMatch(/names user .+, who is not among the export's people/);
  });
});
