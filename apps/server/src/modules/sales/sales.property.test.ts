/**
 * Property: random sequences of sales (some partly on due, some paid over in cash), partial
 * returns and voids keep the three books in step. After every sequence:
 *
 * (a) stock: each product's current_stock = Σ of its movements
 *            = opening − Σ over sales not void of (quantity − returned quantity) of its lines
 *     (also checked against the test's own model of what was sold, returned and voided);
 * (b) dues:  each customer's balance = Σ of its due entries (given +, received −)
 *            = Σ over its sales of the sale's `due` (what is still owed on it);
 * (c) each sale's own due entries (ref_id = the sale) sum to the sale's `due`;
 * (d) each sale's money: with refunded = Σ of its returns' refunds,
 *        total − returnedAmount − (void ? total − returnedAmount : 0)
 *          = (void ? 0 : paid − change − refunded) + due
 *     i.e. what is left of a sale is either money the shop kept or money still owed, and a void
 *     leaves neither (due 0, the rest handed back); returnedAmount = Σ returns, each return's
 *     dueReduced + refunded = its amount, and dueReduced only ever comes off a standing due;
 * (e) a line returned to the last unit has given back exactly its final amount, VAT and cost.
 */
import { computeInvoice, formatFixed, formatMoneyDecimal, formatQuantity, parseMoney, parseQuantity, ulid } from '@dokani/core';
import type { Sale } from '@dokani/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { addContact, addProduct, api, balanceOf, ledgerSum, ownerWithShop, stockOf } from '../trade/trade.fixtures.ts';
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
const q = (v: string): bigint => parseQuantity(v) ?? 0n;
const pct = (v: bigint): string => formatFixed(v, 2, true);
const OPENING = 60_000n;
const PRODUCTS = [
  { vat: 0n, cost: '31.17' },
  { vat: 750n, cost: '12.05' },
];

const saleOp = fc.record({
  op: fc.constant('sale' as const),
  lines: fc.array(
    fc.record({
      product: fc.integer({ min: 0, max: 1 }),
      qty: fc.constantFrom(500n, 1000n, 1250n, 2000n, 3000n),
      price: fc.integer({ min: 1, max: 50_000 }),
      pct: fc.constantFrom(0n, 500n, 1250n),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  invoicePct: fc.constantFrom(0n, 300n, 1000n),
  delivery: fc.constantFrom(0n, 2000n),
  pay: fc.constantFrom('none', 'third', 'full', 'over'),
  customer: fc.integer({ min: 0, max: 1 }),
});
const returnOp = fc.record({
  op: fc.constant('return' as const),
  sale: fc.nat(),
  line: fc.nat(),
  take: fc.constantFrom('one', 'half', 'rest', 'toomuch'),
});
const voidOp = fc.record({ op: fc.constant('void' as const), sale: fc.nat() });
const ops = fc.array(fc.oneof({ arbitrary: saleOp, weight: 3 }, { arbitrary: returnOp, weight: 2 }, { arbitrary: voidOp, weight: 1 }), {
  minLength: 1,
  maxLength: 10,
});

describe('sales, returns and voids keep stock, dues and the sale figures in step', () => {
  it('property (a)–(e) over random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (seq) => {
        const call = api(t, s);
        const products: string[] = [];
        for (const p of PRODUCTS) {
          products.push(
            await addProduct(t, s, {
              purchasePrice: p.cost,
              sellPrice: '1',
              openingStock: formatQuantity(OPENING),
              ...(p.vat ? { vatApplicable: true, vatPercent: pct(p.vat) } : {}),
            }),
          );
        }
        const customers = [await addContact(t, s, { mobile: null }), await addContact(t, s, { mobile: null })];
        const sales: Sale[] = [];
        // the model: quantity out of stock per product
        const out = [0n, 0n];

        for (const step of seq) {
          if (step.op === 'sale') {
            const inv = computeInvoice({
              lines: step.lines.map((l) => ({
                quantity: l.qty,
                unitPrice: BigInt(l.price),
                discount: { type: 'PERCENT', value: l.pct },
                vatPercent: PRODUCTS[l.product]?.vat ?? 0n,
              })),
              discount: { type: 'PERCENT', value: step.invoicePct },
              deliveryCharge: step.delivery,
            });
            const pay = { none: 0n, third: inv.total / 3n, full: inv.total, over: inv.total + 1000n }[step.pay];
            const r = await call(
              'POST',
              '/sales',
              {
                id: ulid(),
                lines: step.lines.map((l) => ({
                  productId: products[l.product],
                  quantity: formatQuantity(l.qty),
                  unitPrice: formatMoneyDecimal(BigInt(l.price)),
                  discount: { type: 'PERCENT', value: pct(l.pct) },
                })),
                discount: { type: 'PERCENT', value: pct(step.invoicePct) },
                deliveryCharge: formatMoneyDecimal(step.delivery),
                payments: pay > 0n ? [{ method: 'cash', amount: formatMoneyDecimal(pay) }] : [],
                ...(pay < inv.total ? { customerId: customers[step.customer]?.id } : {}),
                total: formatMoneyDecimal(inv.total),
              },
              'en',
            );
            expect(r.statusCode, r.body).toBe(201);
            sales.push(r.json<Sale>());
            for (const l of step.lines) out[l.product] = (out[l.product] ?? 0n) + l.qty;
          } else if (sales.length > 0) {
            const sale = sales[step.sale % sales.length] as Sale;
            const current = (await call('GET', `/sales/${sale.id}`)).json<Sale>();
            if (step.op === 'void') {
              const r = await call('POST', `/sales/${sale.id}/void`, {});
              if (current.status === 'void') {
                expect(r.json().error.code).toBe('TRADE_ALREADY_VOID');
                continue;
              }
              expect(r.statusCode, r.body).toBe(200);
              for (const l of current.lines) {
                const idx = products.indexOf(l.productId);
                out[idx] = (out[idx] ?? 0n) - (q(l.quantity) - q(l.returnedQuantity));
              }
            } else {
              const line = current.lines[step.line % current.lines.length];
              if (!line) continue;
              const left = q(line.quantity) - q(line.returnedQuantity);
              const take = { one: left < 1000n ? left : 1000n, half: left / 2n, rest: left, toomuch: left + 1n }[step.take];
              if (take <= 0n) continue;
              const r = await call('POST', `/sales/${sale.id}/returns`, {
                id: ulid(),
                lines: [{ lineNo: line.lineNo, quantity: formatQuantity(take) }],
              });
              if (current.status === 'void') expect(r.json().error.code).toBe('TRADE_VOID_NO_RETURN');
              else if (take > left)
                expect(r.json().error).toMatchObject({ code: 'TRADE_RETURN_TOO_MUCH', details: { left: formatQuantity(left) } });
              else {
                expect(r.statusCode, r.body).toBe(201);
                const idx = products.indexOf(line.productId);
                out[idx] = (out[idx] ?? 0n) - take;
              }
            }
          }
        }

        const final = await Promise.all(sales.map(async (x) => (await call('GET', `/sales/${x.id}`)).json<Sale>()));
        // (a)
        for (const [i, p] of products.entries()) {
          const st = await stockOf(t, s.shopId, p);
          expect(st.stock).toBe(st.ledger);
          expect(st.stock).toBe(OPENING - (out[i] ?? 0n));
          const fromLines = final
            .filter((x) => x.status !== 'void')
            .flatMap((x) => x.lines)
            .filter((l) => l.productId === p)
            .reduce((a, l) => a + (q(l.quantity) - q(l.returnedQuantity)), 0n);
          expect(st.stock).toBe(OPENING - fromLines);
        }
        // (b)
        for (const c of customers) {
          const balance = await balanceOf(t, s.shopId, c.id);
          expect(await ledgerSum(t, s.shopId, c.id)).toBe(balance);
          expect(final.filter((x) => x.customerId === c.id).reduce((a, x) => a + m(x.due), 0n)).toBe(balance);
        }
        for (const x of final) {
          // (c)
          const entries = await t.db
            .selectFrom('due_entries')
            .select(['direction', 'amount'])
            .where('shop_id', '=', s.shopId)
            .where('ref_id', '=', x.id)
            .execute();
          expect(entries.reduce((a, e) => a + (e.direction === 'given' ? e.amount : -e.amount), 0n)).toBe(m(x.due));
          // (d)
          const total = m(x.total);
          const returned = m(x.returnedAmount);
          const refunded = x.returns.reduce((a, r) => a + m(r.refunded), 0n);
          const isVoid = x.status === 'void';
          expect(total - returned - (isVoid ? total - returned : 0n)).toBe((isVoid ? 0n : m(x.paid) - m(x.change) - refunded) + m(x.due));
          expect(x.returns.reduce((a, r) => a + m(r.amount), 0n)).toBe(returned);
          for (const r of x.returns) expect(m(r.dueReduced) + m(r.refunded)).toBe(m(r.amount));
          expect(m(x.due)).toBeGreaterThanOrEqual(0n);
          // (e)
          for (const l of x.lines) {
            if (l.returnedQuantity !== l.quantity) continue;
            const parts = x.returns.flatMap((r) => r.lines).filter((rl) => rl.lineNo === l.lineNo);
            expect(parts.reduce((a, rl) => a + m(rl.amount), 0n)).toBe(m(l.total) - m(l.discountShare));
            expect(parts.reduce((a, rl) => a + m(rl.cost), 0n)).toBe(m(l.cost));
          }
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000); // 15 random runs of up to a dozen sales each: heavier than a usual test
});
