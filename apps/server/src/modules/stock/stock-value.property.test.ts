/**
 * Property (decision 0008): through the real routes, random purchases, sales (below zero
 * too, when the shop allows it), returns and voids of both, and stock updates keep each product's
 * stock value exact. After every step:
 *
 * (a) Σ cost_total of the product's movements (cost adjustments included) = products.stock_value,
 *     to the poisha; the value is 0 whenever the stock is 0;
 * (b) the product answer shows that value (0 below zero) and average = value ÷ stock, rounded.
 *
 * And at the end the books reconcile with profit and loss, to the poisha:
 * (c) stock value = Σ purchases put in − Σ purchase returns and voids taken out + Σ stock updates
 *     − cost of goods sold (which counts the cost adjustments); profit and loss and its details by
 *     product count exactly the stock ledger's cost of goods.
 */
import { computeInvoice, formatMoneyDecimal, formatQuantity, mulQtyPrice, parseMoney, parseQuantity, roundDiv, ulid } from '@dokani/core';
import type { ProfitLossDetails, Purchase, ReportOverview, Sale } from '@dokani/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addProduct, api, ownerWithShop } from '../trade/trade.fixtures.ts';
import type { ShopFixture } from '../trade/trade.fixtures.ts';

let t: TestApp;
let s: ShopFixture;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
});

/** Money from an answer; an owner sees every cost and profit, so a null here is a failure. */
const m = (v: string | null): bigint => {
  if (v === null) throw new Error('a cost or profit the owner should see is null');
  return parseMoney(v) ?? 0n;
};
const qty = fc.constantFrom(333n, 1_000n, 1_500n, 2_000n, 3_000n, 7_000n);
const op = fc.oneof(
  // At least 10 poisha a unit: 0.333 of a unit at 1 poisha rounds to a ৳0 purchase, which a cash payment cannot pay (> 0).
  {
    arbitrary: fc.record({
      op: fc.constant('buy' as const),
      qty,
      price: fc.integer({ min: 10, max: 99_999 }),
      pct: fc.constantFrom(0n, 300n, 1250n),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ op: fc.constant('sell' as const), qty, negative: fc.boolean() }), weight: 4 },
  {
    arbitrary: fc.record({ op: fc.constant('sale-return' as const), pick: fc.nat(), part: fc.constantFrom('one', 'half', 'rest') }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('sale-void' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({ op: fc.constant('purchase-return' as const), pick: fc.nat(), part: fc.constantFrom('one', 'half', 'rest') }),
    weight: 1,
  },
  { arbitrary: fc.record({ op: fc.constant('purchase-void' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      op: fc.constant('update' as const),
      change: fc.constantFrom(-1_500n, -1_000n, 500n, 2_000n),
      unitCost: fc.option(fc.integer({ min: 0, max: 9_999 }), { nil: undefined }),
    }),
    weight: 2,
  },
);

interface Row {
  stock: bigint;
  value: bigint;
  ledger: bigint;
}

async function state(productId: string): Promise<Row> {
  const r = await sql<{ stock: string; value: string; ledger: string }>`
    SELECT p.current_stock::text AS stock, p.stock_value::text AS value,
           (SELECT coalesce(sum(cost_total), 0) FROM stock_movements m WHERE m.shop_id = p.shop_id AND m.product_id = p.id)::text AS ledger
    FROM products p WHERE p.shop_id = ${s.shopId} AND p.id = ${productId}`.execute(t.db);
  const row = r.rows[0];
  if (!row) throw new Error('no product');
  return { stock: BigInt(row.stock), value: BigInt(row.value), ledger: BigInt(row.ledger) };
}

describe('the stock value stays exact through every kind of movement', () => {
  it('property (a)–(c) over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (seq) => {
        const call = api(t, s);
        const productId = await addProduct(t, s, { purchasePrice: '31.17', sellPrice: '45' });
        const sales: Sale[] = [];
        const purchases: Purchase[] = [];
        let allowNegative: boolean | null = null;
        const setNegative = async (on: boolean) => {
          if (allowNegative === on) return;
          expect((await call('PATCH', '/settings', { allowNegativeStock: on })).statusCode).toBe(200);
          allowNegative = on;
        };

        for (const step of seq) {
          const before = await state(productId);
          if (step.op === 'buy') {
            const { total } = computeInvoice({
              lines: [
                { quantity: step.qty, unitPrice: BigInt(step.price), discount: { type: 'PERCENT', value: step.pct }, vatPercent: 0n },
              ],
            });
            const r = await call(
              'POST',
              '/purchases',
              {
                id: ulid(),
                lines: [
                  {
                    productId,
                    quantity: formatQuantity(step.qty),
                    unitPrice: formatMoneyDecimal(BigInt(step.price)),
                    discount: { type: 'PERCENT', value: formatMoneyDecimal(step.pct) },
                  },
                ],
                payments: [{ method: 'cash', amount: formatMoneyDecimal(total) }],
              },
              'en',
            );
            expect(r.statusCode, r.body).toBe(201);
            purchases.push(r.json<Purchase>());
          } else if (step.op === 'sell') {
            await setNegative(step.negative);
            const total = mulQtyPrice(step.qty, 4_500n);
            const r = await call(
              'POST',
              '/sales',
              {
                id: ulid(),
                lines: [{ productId, quantity: formatQuantity(step.qty) }],
                payments: [{ method: 'cash', amount: formatMoneyDecimal(total) }],
              },
              'en',
            );
            if (!step.negative && before.stock < step.qty) {
              expect(r.json().error.code).toBe('STOCK_INSUFFICIENT');
              continue;
            }
            expect(r.statusCode, r.body).toBe(201);
            sales.push(r.json<Sale>());
          } else if (step.op === 'sale-return' || step.op === 'purchase-return') {
            const list: (Sale | Purchase)[] = step.op === 'sale-return' ? sales : purchases;
            if (list.length === 0) continue;
            const path = step.op === 'sale-return' ? '/sales' : '/purchases';
            const current = (await call('GET', `${path}/${(list[step.pick % list.length] as Sale | Purchase).id}`)).json<Sale | Purchase>();
            const line = current.lines[0];
            if (current.status === 'void' || !line) continue;
            const left = (parseQuantity(line.quantity) ?? 0n) - (parseQuantity(line.returnedQuantity) ?? 0n);
            const take = { one: left < 1_000n ? left : 1_000n, half: left / 2n, rest: left }[step.part];
            if (take <= 0n) continue;
            await setNegative(true);
            const r = await call(
              'POST',
              `${path}/${current.id}/returns`,
              { id: ulid(), lines: [{ lineNo: line.lineNo, quantity: formatQuantity(take) }] },
              'en',
            );
            expect(r.statusCode, r.body).toBe(201);
          } else if (step.op === 'sale-void' || step.op === 'purchase-void') {
            const list: (Sale | Purchase)[] = step.op === 'sale-void' ? sales : purchases;
            if (list.length === 0) continue;
            const path = step.op === 'sale-void' ? '/sales' : '/purchases';
            const id = (list[step.pick % list.length] as Sale | Purchase).id;
            await setNegative(true);
            const r = await call('POST', `${path}/${id}/void`, {}, 'en');
            expect([200, 409]).toContain(r.statusCode);
          } else {
            await setNegative(true);
            const r = await call(
              'POST',
              '/stock-movements',
              {
                id: ulid(),
                productId,
                reason: step.change < 0n ? 'damaged' : 'other',
                change: formatQuantity(step.change),
                ...(step.unitCost !== undefined ? { unitCost: formatMoneyDecimal(BigInt(step.unitCost)) } : {}),
              },
              'en',
            );
            expect(r.statusCode, r.body).toBe(201);
          }

          // (a)
          const now = await state(productId);
          expect(now.value).toBe(now.ledger);
          if (now.stock === 0n) expect(now.value).toBe(0n);
          // (b)
          const p = (await call('GET', `/products/${productId}`)).json<{ stockValue: string; averageCost: string }>();
          expect(m(p.stockValue)).toBe(now.stock > 0n ? now.value : 0n);
          if (now.stock > 0n) expect(m(p.averageCost)).toBe(roundDiv(now.value * 1000n, now.stock));
        }

        // (c) the stock ledger against profit and loss
        const byReason = await sql<{ reason: string; cost: string }>`
          SELECT reason, sum(cost_total)::text AS cost FROM stock_movements
          WHERE shop_id = ${s.shopId} AND product_id = ${productId} GROUP BY reason`.execute(t.db);
        const cost = (reasons: string[]) =>
          byReason.rows.filter((r) => reasons.includes(r.reason)).reduce((a, r) => a + BigInt(r.cost), 0n);
        const boughtIn = purchases.reduce((a, x) => a + x.lines.reduce((b, l) => b + m(l.cost), 0n), 0n);
        expect(cost(['purchase'])).toBe(boughtIn);
        const today = t.clock.now().toISOString().slice(0, 10);
        const pl = (await call('GET', `/reports/overview?from=2020-01-01&to=${today}`, undefined, 'en')).json<ReportOverview>();
        const cogsOfThisProduct = -cost(['sale', 'sale-return', 'sale-void', 'cost-adjustment']);
        const end = await state(productId);
        expect(end.value).toBe(boughtIn + cost(['purchase-return', 'purchase-void', 'other', 'damaged']) - cogsOfThisProduct);
        // the shop's P&L counts this product's cost of goods (with its adjustments) among the others
        const all = await sql<{ cost: string }>`
          SELECT coalesce(-sum(cost_total), 0)::text AS cost FROM stock_movements
          WHERE shop_id = ${s.shopId} AND reason IN ('sale', 'sale-return', 'sale-void', 'cost-adjustment')`.execute(t.db);
        expect(m(pl.sales.cogs)).toBe(BigInt(all.rows[0]?.cost ?? '0'));
        // and the details by product add up to it, this product's line carrying its adjustments
        const details = (
          await call('GET', `/reports/profit-loss-details?from=2020-01-01&to=${today}`, undefined, 'en')
        ).json<ProfitLossDetails>();
        expect(details.totals.cost).toBe(pl.sales.cogs);
        const quick = details.other.reduce((a, o) => a + m(o.cost), 0n);
        expect(details.byProduct.reduce((a, r) => a + m(r.cost), 0n) + quick).toBe(m(pl.sales.cogs));
        const mine = details.byProduct.find((r) => r.productId === productId);
        expect(mine ? m(mine.cost) : 0n).toBe(cogsOfThisProduct);
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
