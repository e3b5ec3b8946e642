import { applyStockChange, isUlid, ulid } from '@dokani/core';
import type { CostingState } from '@dokani/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { createShop, signUp } from '../../test/auth.ts';
import type { TestUser } from '../../test/auth.ts';
import { moveStock } from './index.ts';
import type { StockMove, StockMoveContext } from './index.ts';
import { expectOneChain, insertProduct, ledgerSums, productState } from './stock.fixtures.ts';

let t: TestApp;
let owner: TestUser;
let shopId: string;
let otherShopId: string;

withTestApp(async (app) => {
  t = app;
  owner = await signUp(t, { name: 'রহিম' });
  shopId = (await createShop(t, owner.token)).id;
  otherShopId = (await createShop(t, owner.token, { name: 'অন্য দোকান' })).id;
});

const AT = new Date('2025-01-15T19:00:00.000Z'); // 01:00 on the 16th in Dhaka
const ctx = (over: Partial<StockMoveContext> = {}): StockMoveContext => ({ at: AT, timezone: 'Asia/Dhaka', userId: owner.id, ...over });
const move = (productId: string, change: bigint, over: Partial<StockMove> = {}): StockMove => ({
  productId,
  change,
  reason: 'other',
  ...over,
});
const run = (moves: StockMove[], c: StockMoveContext = ctx(), shop = shopId) =>
  t.db.transaction().execute((trx) => moveStock(trx, shop, moves, c));

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e: unknown = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

describe('moveStock — the ledger row and the product', () => {
  it('writes the movement (business date in the shop timezone) and updates stock, average and last cost', async () => {
    const p = await insertProduct(t.db, shopId);
    const [r] = await run([
      move(p, 10_000n, { reason: 'opening', unitCost: 5_000n, note: 'শুরু', deviceName: 'Phone', refType: 'x', refId: 'y' }),
    ]);
    expect(r).toMatchObject({
      productId: p,
      change: 10_000n,
      previousStock: 0n,
      afterStock: 10_000n,
      unitCost: 5_000n,
      costTotal: 50_000n,
      averageCostAfter: 5_000n,
      lastCostAfter: 5_000n,
      businessDate: '2025-01-16',
    });
    expect(isUlid(r?.movementId ?? '')).toBe(true);
    const row = await t.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('product_id', '=', p)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: r?.movementId,
      occurred_at: AT,
      business_date: '2025-01-16',
      reason: 'opening',
      change: 10_000n,
      previous_stock: 0n,
      after_stock: 10_000n,
      unit_cost: 5_000n,
      cost_total: 50_000n,
      average_cost_after: 5_000n,
      note: 'শুরু',
      user_id: owner.id,
      device_name: 'Phone',
      ref_type: 'x',
      ref_id: 'y',
    });
    const s = await productState(t.db, shopId, p);
    expect(s).toMatchObject({ current_stock: 10_000n, average_cost: 5_000n, last_cost: 5_000n });
    const prod = await t.db.selectFrom('products').select('updated_at').where('id', '=', p).executeTakeFirstOrThrow();
    expect(prod.updated_at).toEqual(AT);
  });

  it('re-averages on increases, costs decreases at the average, resets the average after stock hits zero', async () => {
    const p = await insertProduct(t.db, shopId);
    await run([move(p, 10_000n, { unitCost: 5_000n })]);
    const [inc] = await run([move(p, 10_000n, { unitCost: 6_000n })]);
    expect(inc?.averageCostAfter).toBe(5_500n);
    const [dec] = await run([move(p, -4_000n, { unitCost: 1n })]);
    expect(dec).toMatchObject({ unitCost: 5_500n, costTotal: -22_000n, averageCostAfter: 5_500n, lastCostAfter: 6_000n });
    await run([move(p, -16_000n)]);
    const [refill] = await run([move(p, 1_000n, { unitCost: 9_000n })]);
    expect(refill?.averageCostAfter).toBe(9_000n);
  });

  it('without a unit cost an increase uses the average, else the last cost, else the purchase price', async () => {
    const p = await insertProduct(t.db, shopId, { purchase_price: 4_200n });
    const [first] = await run([move(p, 1_000n)]);
    expect(first?.unitCost).toBe(4_200n);
    await run([move(p, 1_000n, { unitCost: 5_200n })]);
    const [avg] = await run([move(p, 1_000n)]);
    expect(avg?.unitCost).toBe(4_700n);
  });

  it('chains several moves of one product in one call, with increasing ids, and locks each product once', async () => {
    const a = await insertProduct(t.db, shopId);
    const b = await insertProduct(t.db, shopId);
    const res = await run([
      move(b, 3_000n, { unitCost: 100n }),
      move(a, 2_000n, { unitCost: 200n }),
      move(b, -1_000n),
      move(b, 500n, { unitCost: 400n }),
    ]);
    expect(res.map((r) => [r.productId, r.previousStock, r.afterStock])).toEqual([
      [b, 0n, 3_000n],
      [a, 0n, 2_000n],
      [b, 3_000n, 2_000n],
      [b, 2_000n, 2_500n],
    ]);
    const ids = res.map((r) => r.movementId);
    expect([...ids].sort()).toEqual(ids);
    expect((await productState(t.db, shopId, b)).current_stock).toBe(2_500n);
    expect((await productState(t.db, shopId, b)).average_cost).toBe(160n); // (2 × 100 + 0.5 × 400) / 2.5
    expect((await ledgerSums(t.db, shopId, b)).change).toBe(2_500n);
  });

  it('uses the given movement id and the per-move user', async () => {
    const p = await insertProduct(t.db, shopId);
    const id = ulid();
    const [r] = await run([move(p, 1_000n, { movementId: id, userId: null })]);
    expect(r?.movementId).toBe(id);
    const row = await t.db.selectFrom('stock_movements').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });

  it('answers nothing for no moves, refuses a zero change, and a product of another shop is not found', async () => {
    expect(await run([])).toEqual([]);
    const p = await insertProduct(t.db, shopId);
    await expect(run([move(p, 0n)])).rejects.toThrow(RangeError);
    const foreign = await insertProduct(t.db, otherShopId);
    const e = await refusal(run([move(foreign, 1_000n)]));
    expect(e.code).toBe('NOT_FOUND');
    expect(e.details).toEqual({ productId: foreign });
    expect((await ledgerSums(t.db, otherShopId, foreign)).count).toBe(0);
  });
});

describe('moveStock — negative stock', () => {
  it('refuses a decrease below zero with the product and the stock left; nothing is written', async () => {
    const p = await insertProduct(t.db, shopId, { name: 'চাল' });
    await run([move(p, 5_000n, { unitCost: 100n })]);
    const other = await insertProduct(t.db, shopId);
    const e = await refusal(run([move(other, 1_000n, { unitCost: 1n }), move(p, -5_500n)]));
    expect(e.code).toBe('STOCK_INSUFFICIENT');
    expect(e.status).toBe(409);
    expect(e.details).toEqual({ productId: p, productName: 'চাল', available: '5' });
    expect((await productState(t.db, shopId, p)).current_stock).toBe(5_000n);
    expect((await ledgerSums(t.db, shopId, other)).count).toBe(0);
  });

  it("allows it when ctx.allowNegative is set: the shortfall costs the average; the next increase resets the average and adjusts the shortfall's cost", async () => {
    const p = await insertProduct(t.db, shopId);
    await run([move(p, 2_000n, { unitCost: 5_000n })]);
    await run([move(p, 2_000n, { unitCost: 6_000n })]); // avg 5,500, last 6,000
    const [r] = await run([move(p, -6_000n)], ctx({ allowNegative: true }));
    // the whole value (22,000) and 2 below zero at the average: not the last purchase price
    expect(r).toMatchObject({ afterStock: -2_000n, costTotal: -(22_000n + 2n * 5_500n), averageCostAfter: 5_500n, valueAfter: -11_000n });
    const [again] = await run([move(p, -1_000n)], ctx({ allowNegative: true }));
    expect(again).toMatchObject({ unitCost: 5_500n, costTotal: -5_500n, valueAfter: -16_500n });
    // 5 come in at 70: the 3 sold short really cost 210, were costed 165 → 45 more cost of goods, in an entry of its own
    const [refill] = await run([move(p, 5_000n, { unitCost: 7_000n })]);
    expect(refill).toMatchObject({
      afterStock: 2_000n,
      averageCostAfter: 7_000n,
      costTotal: 35_000n,
      adjustment: -4_500n,
      valueAfter: 14_000n,
    });
    const adjustment = await t.db
      .selectFrom('stock_movements')
      .select(['change', 'cost_total', 'previous_stock', 'after_stock', 'ref_type', 'ref_id'])
      .where('shop_id', '=', shopId)
      .where('product_id', '=', p)
      .where('reason', '=', 'cost-adjustment')
      .execute();
    expect(adjustment).toEqual([
      {
        change: 0n,
        cost_total: -4_500n,
        previous_stock: 2_000n,
        after_stock: 2_000n,
        ref_type: 'stock-movement',
        ref_id: refill?.movementId,
      },
    ]);
    const sums = await ledgerSums(t.db, shopId, p);
    expect(sums.change).toBe(2_000n);
    expect(sums.cost).toBe(14_000n);
    expect((await productState(t.db, shopId, p)).stock_value).toBe(14_000n);
  });

  it("reads the shop's setting when ctx does not say; ctx overrides the setting", async () => {
    const shop2 = (await createShop(t, owner.token, { name: 'নেগেটিভ দোকান' })).id;
    const p = await insertProduct(t.db, shop2);
    expect((await refusal(run([move(p, -1_000n)], ctx(), shop2))).code).toBe('STOCK_INSUFFICIENT');
    await t.db.updateTable('shop_settings').set({ allow_negative_stock: true }).where('shop_id', '=', shop2).execute();
    const [r] = await run([move(p, -1_000n)], ctx(), shop2);
    expect(r?.afterStock).toBe(-1_000n);
    expect((await refusal(run([move(p, -1_000n)], ctx({ allowNegative: false }), shop2))).details).toMatchObject({ available: '0' });
    // increases are always allowed, even into still-negative stock
    const [up] = await run([move(p, 500n, { unitCost: 10n })], ctx({ allowNegative: false }), shop2);
    expect(up?.afterStock).toBe(-500n);
  });
});

describe('moveStock — concurrency', () => {
  it('calls touching the same two products in opposite orders all succeed (no deadlock)', async () => {
    const a = await insertProduct(t.db, shopId);
    const b = await insertProduct(t.db, shopId);
    await run([move(a, 100_000n, { unitCost: 10n }), move(b, 100_000n, { unitCost: 10n })]);
    const calls = Array.from({ length: 20 }, (_, i) =>
      t.db.transaction().execute(async (trx) => {
        const moves = i % 2 === 0 ? [move(a, -1_000n), move(b, -1_000n)] : [move(b, -1_000n), move(a, -1_000n)];
        const r = await moveStock(trx, shopId, moves, ctx());
        // hold the locks a little, so the transactions really overlap on PostgreSQL
        await new Promise((res) => setTimeout(res, 5));
        return r;
      }),
    );
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const p of [a, b]) {
      expect((await productState(t.db, shopId, p)).current_stock).toBe(80_000n);
      expect((await ledgerSums(t.db, shopId, p)).change).toBe(80_000n);
    }
  });
});

describe('moveStock — property: the ledger and the product agree with core costing', () => {
  const stepArb = fc.record({
    change: fc.bigInt({ min: -8_000n, max: 8_000n }).filter((c) => c !== 0n),
    unitCost: fc.option(fc.bigInt({ min: 0n, max: 50_000n }), { nil: undefined }),
    allowNegative: fc.boolean(),
  });

  it('stock = Σ change, Σ cost (with adjustments) = the exact value = model, 0 at zero stock, refusals change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const p = await insertProduct(t.db, shopId, { purchase_price: 1_234n });
        let model: CostingState = { stock: 0n, value: 0n, averageCost: 0n, lastCost: 0n };
        let costSum = 0n;
        for (const s of steps) {
          const goesNegative = s.change < 0n && model.stock + s.change < 0n;
          if (goesNegative && !s.allowNegative) {
            const e = await refusal(run([move(p, s.change, { unitCost: s.unitCost })], ctx({ allowNegative: false })));
            expect(e.code).toBe('STOCK_INSUFFICIENT');
            continue;
          }
          const unitCost =
            s.change > 0n
              ? (s.unitCost ?? (model.averageCost > 0n ? model.averageCost : model.lastCost > 0n ? model.lastCost : 1_234n))
              : null;
          const next = applyStockChange(model, { change: s.change, unitCost });
          const [r] = await run([move(p, s.change, { unitCost: s.unitCost })], ctx({ allowNegative: s.allowNegative }));
          expect(r).toMatchObject({
            previousStock: model.stock,
            afterStock: next.stock,
            unitCost: next.unitCost,
            costTotal: next.costTotal,
            averageCostAfter: next.averageCost,
            valueAfter: next.value,
            adjustment: next.adjustment,
          });
          model = next;
          costSum += next.costTotal + next.adjustment;
          const now = await productState(t.db, shopId, p);
          expect(now.stock_value).toBe(costSum);
          if (now.current_stock === 0n) expect(now.stock_value).toBe(0n);
        }
        const state = await productState(t.db, shopId, p);
        const sums = await ledgerSums(t.db, shopId, p);
        expect(state.current_stock).toBe(sums.change);
        expect(state.current_stock).toBe(model.stock);
        expect(state.average_cost).toBe(model.averageCost);
        expect(state.last_cost).toBe(model.lastCost);
        expect(sums.cost).toBe(costSum);
        expect(state.stock_value).toBe(model.value);
        // the chain: each movement starts where the previous one ended
        await expectOneChain(t.db, shopId, p);
      }),
      { numRuns: 25 },
    );
  });
});
