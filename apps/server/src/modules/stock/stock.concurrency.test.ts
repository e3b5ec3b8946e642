/**
 * Real parallel requests over HTTP (docs/ARCHITECTURE.md rule 4, docs/QUALITY.md "The tests"). On
 * PostgreSQL they race on the product row lock; PGlite has one connection and serializes them,
 * where the same rules must hold all the same.
 */
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, createShop, signUp } from '../../test/auth.ts';
import type { TestUser } from '../../test/auth.ts';
import { expectOneChain, insertProduct, ledgerSums, productState } from './stock.fixtures.ts';

let t: TestApp;
let owner: TestUser;
let shopId: string;
let base: string;

withTestApp(async (app) => {
  t = app;
  owner = await signUp(t);
  shopId = (await createShop(t, owner.token)).id;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const post = (body: object) =>
  fetch(`${base}/api/v1/shops/${shopId}/stock-movements`, {
    method: 'POST',
    headers: { ...bearer(owner.token), 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error?: { code: string; details?: Record<string, unknown> } } }));

describe('concurrent stock updates over HTTP', () => {
  it('20 concurrent decreases of the last 5 units: exactly 5 succeed, the rest 409; stock 0 = Σ movements', async () => {
    const p = await insertProduct(t.db, shopId, { name: 'শেষ ৫টি' });
    const opening = await post({ id: ulid(), productId: p, reason: 'other', change: '5', unitCost: '30.00' });
    expect(opening.status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post({ id: ulid(), productId: p, reason: 'damaged', change: '-1' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.error).toMatchObject({ code: 'STOCK_INSUFFICIENT', details: { productId: p, productName: 'শেষ ৫টি', available: '0' } });
    }
    expect((await productState(t.db, shopId, p)).current_stock).toBe(0n);
    const sums = await ledgerSums(t.db, shopId, p);
    expect(sums).toEqual({ change: 0n, cost: 0n, count: 6 });
    const rows = await t.db
      .selectFrom('stock_movements')
      .select(['previous_stock', 'after_stock'])
      .where('shop_id', '=', shopId)
      .where('product_id', '=', p)
      .orderBy('after_stock', 'desc')
      .execute();
    expect(rows.map((r) => r.after_stock)).toEqual([5_000n, 4_000n, 3_000n, 2_000n, 1_000n, 0n]);
  });

  it("a burst of increases and decreases below zero (allowed): the value stays Σ of the movements' costs, 0 when the stock is 0", async () => {
    await t.db.updateTable('shop_settings').set({ allow_negative_stock: true }).where('shop_id', '=', shopId).execute();
    try {
      const p = await insertProduct(t.db, shopId, { name: 'ভিড়ের মাল' });
      // 3 units at ৳33.33 apart; then 12 out and 10 in (at other costs) all at once: stock goes below
      // zero and comes back in some order, so cost adjustments race with the sales too.
      expect((await post({ id: ulid(), productId: p, reason: 'other', change: '3', unitCost: '33.33' })).status).toBe(201);
      const burst = [
        ...Array.from({ length: 12 }, () => ({ id: ulid(), productId: p, reason: 'damaged', change: '-1' })),
        ...Array.from({ length: 10 }, (_, i) => ({ id: ulid(), productId: p, reason: 'other', change: '1', unitCost: `${40 + i}.17` })),
      ];
      const results = await Promise.all(burst.map((b) => post(b)));
      expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
      const state = await productState(t.db, shopId, p);
      const sums = await ledgerSums(t.db, shopId, p);
      expect(state.current_stock).toBe(1_000n);
      expect(sums.change).toBe(1_000n);
      expect(state.stock_value).toBe(sums.cost);
      // sell the last one: nothing left, worth nothing
      expect((await post({ id: ulid(), productId: p, reason: 'damaged', change: '-1' })).status).toBe(201);
      const end = await productState(t.db, shopId, p);
      expect(end.current_stock).toBe(0n);
      expect(end.stock_value).toBe(0n);
      expect((await ledgerSums(t.db, shopId, p)).cost).toBe(0n);
    } finally {
      await t.db.updateTable('shop_settings').set({ allow_negative_stock: false }).where('shop_id', '=', shopId).execute();
    }
  });

  it('the same create sent 6 times at once: one 201, five 200 with the same movement, one movement', async () => {
    const p = await insertProduct(t.db, shopId);
    const body = { id: ulid(), productId: p, reason: 'other', change: '2', unitCost: '1.00' };
    const results = await Promise.all(Array.from({ length: 6 }, () => post(body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await ledgerSums(t.db, shopId, p)).toEqual({ change: 2_000n, cost: 200n, count: 1 });
  });

  it('concurrent increases and decreases of one product keep stock = Σ movements and the chain unbroken', async () => {
    const p = await insertProduct(t.db, shopId);
    await post({ id: ulid(), productId: p, reason: 'other', change: '10', unitCost: '10.00' });
    const bodies = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0
        ? { id: ulid(), productId: p, reason: 'other', change: '1.5', unitCost: `${10 + i}.00` }
        : { id: ulid(), productId: p, reason: 'lost', change: '-0.75' },
    );
    const results = await Promise.all(bodies.map(post));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const state = await productState(t.db, shopId, p);
    expect(state.current_stock).toBe(10_000n + 8n * 1_500n - 8n * 750n);
    expect((await ledgerSums(t.db, shopId, p)).change).toBe(state.current_stock);
    // every movement starts where another ended: the ledger is one chain
    expect(await expectOneChain(t.db, shopId, p)).toBe(state.current_stock);
  });
});
