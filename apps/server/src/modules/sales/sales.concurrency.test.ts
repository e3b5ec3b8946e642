/**
 * Real parallel requests over HTTP (docs/ARCHITECTURE.md rule 4, decision 0004). On PostgreSQL they
 * race on the idempotency key, the product rows (locked in id order), the contact row and the
 * invoice counter; PGlite has one connection and serializes them, where the same rules must hold
 * all the same.
 */
import { ulid } from '@dokani/core';
import type { Sale } from '@dokani/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer } from '../../test/auth.ts';
import { testDbKind } from '../../test/db.ts';
import {
  addContact,
  addProduct,
  balanceOf,
  contactMobile,
  ledgerSum,
  movementsOf,
  ownerWithShop,
  saleBody,
  sell,
  stockOf,
} from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';
import { rebuildSummaries } from '../trade/index.ts';

let t: TestApp;
let base: string;

withTestApp(async (app) => {
  t = app;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

type Answer = { status: number; body: Sale & { error?: { code: string; details?: Record<string, unknown> } } };
const post = (s: ShopFixture, path: string, body: object): Promise<Answer> =>
  fetch(`${base}/api/v1/shops/${s.shopId}${path}`, {
    method: 'POST',
    headers: { ...bearer(s.token), 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Answer['body'] }));

describe('concurrent sales over HTTP', () => {
  it('the same sale posted 5 times at once exists once: one 201, four 200 with the same answer, one set of movements, one number', async () => {
    const s = await ownerWithShop(t);
    const c = await addContact(t, s);
    const p = await addProduct(t, s, { sellPrice: '25', openingStock: '10' });
    const body = saleBody([{ productId: p, quantity: '2' }], { customerId: c.id, payments: [{ method: 'cash', amount: '20' }] });
    const results = await Promise.all(Array.from({ length: 5 }, () => post(s, '/sales', body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(results[0]?.body).toMatchObject({ number: 'S-000001', due: '30.00', customerBalance: '30.00' });
    const rows = await t.db.selectFrom('sales').select('number').where('shop_id', '=', s.shopId).execute();
    expect(rows).toEqual([{ number: 'S-000001' }]);
    expect(await movementsOf(t, s.shopId, body.id)).toHaveLength(1);
    expect(await stockOf(t, s.shopId, p)).toMatchObject({ stock: 8_000n, ledger: 8_000n });
    expect(await balanceOf(t, s.shopId, c.id)).toBe(3_000n);
    const counter = await t.db
      .selectFrom('shop_counters')
      .select('value')
      .where('shop_id', '=', s.shopId)
      .where('name', '=', 'sale-number')
      .executeTakeFirstOrThrow();
    expect(counter.value).toBe(1n);
  });

  it('20 sales at once of the last 5 units of two products (lines in either order): exactly 5 go through, no deadlock, no oversell, numbers without gaps', async () => {
    const s = await ownerWithShop(t);
    const a = await addProduct(t, s, { name: 'শেষ ক', sellPrice: '10', openingStock: '5' });
    const b = await addProduct(t, s, { name: 'শেষ খ', sellPrice: '20', openingStock: '5' });
    const bodies = Array.from({ length: 20 }, (_, i) => {
      const lines = [
        { productId: a, quantity: '1' },
        { productId: b, quantity: '1' },
      ];
      return saleBody(i % 2 === 0 ? lines : lines.reverse(), { payments: [{ method: 'cash', amount: '30' }] });
    });
    const results = await Promise.all(bodies.map((body) => post(s, '/sales', body)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(5);
    expect(statuses.filter((x) => x === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.error?.code).toBe('STOCK_INSUFFICIENT');
    for (const p of [a, b]) expect(await stockOf(t, s.shopId, p)).toMatchObject({ stock: 0n, ledger: 0n });
    const numbers = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.number)
      .sort();
    expect(numbers).toEqual(['S-000001', 'S-000002', 'S-000003', 'S-000004', 'S-000005']);
  });

  it('sales to one customer at once, and returns racing a void of one sale: the balance is exact, the void happens once', async () => {
    const s = await ownerWithShop(t);
    const c = await addContact(t, s);
    const p = await addProduct(t, s, { sellPrice: '10', openingStock: '100' });
    const bodies = Array.from({ length: 10 }, (_, i) =>
      saleBody([{ productId: p, quantity: String(i + 1) }], { customerId: c.id, payments: [] }),
    );
    const results = await Promise.all(bodies.map((body) => post(s, '/sales', body)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(await balanceOf(t, s.shopId, c.id)).toBe(55_000n); // (1 + … + 10) × ৳10
    const target = results[9]?.body as Sale; // 10 units, ৳100 due
    const races = await Promise.all([
      ...Array.from({ length: 3 }, () => post(s, `/sales/${target.id}/void`, {})),
      ...Array.from({ length: 4 }, () => post(s, `/sales/${target.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] })),
    ]);
    const voids = races.slice(0, 3).map((r) => r.status);
    expect(voids.filter((x) => x === 200)).toHaveLength(1);
    expect(voids.filter((x) => x === 409)).toHaveLength(2);
    const returns = races.slice(3).filter((r) => r.status === 201).length;
    expect(races.slice(3).every((r) => r.status === 201 || r.body.error?.code === 'TRADE_VOID_NO_RETURN')).toBe(true);
    // whatever the order, the voided sale leaves nothing owed and all its stock back: 100 − 55 + 10
    expect(await balanceOf(t, s.shopId, c.id)).toBe(45_000n);
    expect(await ledgerSum(t, s.shopId, c.id)).toBe(45_000n);
    expect(await stockOf(t, s.shopId, p)).toMatchObject({ stock: 55_000n, ledger: 55_000n });
    const row = await t.db
      .selectFrom('sales')
      .select(['status', 'returned_amount', 'due_reduced'])
      .where('shop_id', '=', s.shopId)
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'void', returned_amount: BigInt(returns) * 1000n, due_reduced: BigInt(returns) * 1000n });
  });

  // Needs a second connection holding a row while the app works: PostgreSQL only (PGlite has one
  // connection, and serializes the transactions this test makes wait on each other).
  it.runIf(testDbKind() === 'postgres')(
    'a sale waiting for a product another transaction holds does not hold the invoice number: a sale of another product goes first',
    async () => {
      const s = await ownerWithShop(t);
      const a = await addProduct(t, s, { sellPrice: '10', openingStock: '5' });
      const b = await addProduct(t, s, { sellPrice: '20', openingStock: '5' });
      let release = (): void => undefined;
      const held = new Promise<void>((r) => (release = r));
      let locked = (): void => undefined;
      const isLocked = new Promise<void>((r) => (locked = r));
      // another transaction holds product a (as a stock count or a purchase would)
      const holder = t.db.transaction().execute(async (trx) => {
        await trx.selectFrom('products').select('id').where('shop_id', '=', s.shopId).where('id', '=', a).forUpdate().execute();
        locked();
        await held;
      });
      await isLocked;
      try {
        const waiting = post(s, '/sales', saleBody([{ productId: a, quantity: '1' }], { payments: [{ method: 'cash', amount: '10' }] }));
        // until the sale of a waits for its lock
        for (let i = 0; i < 100; i++) {
          const { rows } = await sql<{
            n: number;
          }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
          if ((rows[0]?.n ?? 0) > 0) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        const late = new Promise<'stuck'>((r) => setTimeout(() => r('stuck'), 15_000));
        const other = await Promise.race([
          post(s, '/sales', saleBody([{ productId: b, quantity: '1' }], { payments: [{ method: 'cash', amount: '20' }] })),
          late,
        ]);
        expect(other).not.toBe('stuck');
        expect(other).toMatchObject({ status: 201, body: { number: 'S-000001' } });
        release();
        expect(await waiting).toMatchObject({ status: 201, body: { number: 'S-000002' } });
      } finally {
        release();
        await holder;
      }
    },
  );

  // The trade summary's month row is taken before its day row by every writer (trade/summaries.ts):
  // a sale waiting for the month row holds no day row. Taken the other way round, a void of an
  // invoice of the 3rd with a return today (month, the 3rd, today) and a sale of today (today, then
  // the month) could each hold what the other waits for.
  it.runIf(testDbKind() === 'postgres')('a sale waiting for its month summary row holds no day row', async () => {
    t.clock.set('2025-06-20T06:00:00Z');
    const s = await ownerWithShop(t);
    const p = await addProduct(t, s, { sellPrice: '10', openingStock: '50' });
    await sell(t, s, saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '10' }] }));
    let release = (): void => undefined;
    const held = new Promise<void>((r) => (release = r));
    let locked = (): void => undefined;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = t.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('trade_months')
        .select('month')
        .where('shop_id', '=', s.shopId)
        .where('side', '=', 'sale')
        .where('month', '=', '2025-06-01')
        .forUpdate()
        .execute();
      locked();
      await held;
    });
    await isLocked;
    try {
      const waiting = post(s, '/sales', saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '10' }] }));
      let waits = 0;
      for (let i = 0; i < 100 && waits === 0; i++) {
        const { rows } = await sql<{
          n: number;
        }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
        waits = rows[0]?.n ?? 0;
        if (waits === 0) await new Promise((r) => setTimeout(r, 50));
      }
      expect(waits).toBeGreaterThan(0);
      // today's day row is free: the waiting sale has not taken it
      const day = await t.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          day: string;
        }>`SELECT day::text FROM trade_days WHERE shop_id = ${s.shopId} AND side = 'sale' AND day = '2025-06-20' FOR UPDATE NOWAIT`.execute(
          trx,
        );
        return rows;
      });
      expect(day).toEqual([{ day: '2025-06-20' }]);
      release();
      expect(await waiting).toMatchObject({ status: 201 });
    } finally {
      release();
      await holder;
    }
  });

  it('voids and returns spanning days of one month, beside sales of today, all at once: none fails, the month rows are their days summed', async () => {
    t.clock.set('2025-06-20T06:00:00Z');
    const s = await ownerWithShop(t);
    const products = await Promise.all(Array.from({ length: 4 }, () => addProduct(t, s, { sellPrice: '10', openingStock: '500' })));
    const cash = (amount: string) => ({ payments: [{ method: 'cash', amount }] });
    // earlier this month, and last month: each to be voided or returned from today
    const earlier = [];
    for (const [i, date] of ['2025-06-03', '2025-06-11', '2025-05-28', '2025-06-19', '2025-06-07', '2025-06-15'].entries()) {
      earlier.push(await sell(t, s, saleBody([{ productId: products[i % 4] as string, quantity: '2' }], { date, ...cash('20') })));
    }
    // one of them already has a return of the 12th, so its void takes the 3rd, the 12th and today
    await post(s, `/sales/${(earlier[0] as Sale).id}/returns`, { id: ulid(), date: '2025-06-12', lines: [{ lineNo: 1, quantity: '1' }] });
    const burst = await Promise.all([
      ...earlier.slice(0, 3).map((x) => post(s, `/sales/${x.id}/void`, {})),
      ...earlier.slice(3).map((x) => post(s, `/sales/${x.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] })),
      ...Array.from({ length: 12 }, (_, i) =>
        post(s, '/sales', saleBody([{ productId: products[i % 4] as string, quantity: '1' }], cash('10'))),
      ),
    ]);
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 201, 201, 201, ...Array.from({ length: 12 }, () => 201)]);
    const months = () =>
      t.db.selectFrom('trade_months').selectAll().where('shop_id', '=', s.shopId).orderBy('side').orderBy('month').execute();
    const kept = await months();
    await t.db.transaction().execute((trx) => rebuildSummaries(trx, s.shopId));
    expect(await months()).toEqual(kept);
    expect(kept.find((r) => r.month === '2025-06-01')).toMatchObject({ count: 17, void_count: 2, return_count: 4 - 1 });
  });

  it('two sales making the same new customer at once both go through, with one customer', async () => {
    const s = await ownerWithShop(t);
    const p = await addProduct(t, s, { sellPrice: '10', openingStock: '10' });
    const mobile = contactMobile();
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(s, '/sales', saleBody([{ productId: p, quantity: '1' }], { customer: { name: 'একসাথে', mobile } })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.customerId)).size).toBe(1);
    expect(await balanceOf(t, s.shopId, results[0]?.body.customerId as string)).toBe(3_000n);
    expect((await sell(t, s, saleBody([{ productId: p, quantity: '1' }], { customer: { name: 'x', mobile } }))).customerBalance).toBe(
      '40.00',
    );
  });
});
