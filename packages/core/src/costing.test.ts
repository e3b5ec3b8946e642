import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyStockChange, defaultIncreaseCost, initialStockValue, stockValue } from './costing.ts';
import type { CostingResult, CostingState } from './costing.ts';
import { mulQtyPrice, roundDiv } from './money.ts';

const empty: CostingState = { stock: 0n, value: 0n, averageCost: 0n, lastCost: 0n };
const state = (stock: bigint, value: bigint, averageCost: bigint, lastCost = averageCost): CostingState => ({
  stock,
  value,
  averageCost,
  lastCost,
});

describe('applyStockChange — increases', () => {
  it('into empty stock: the value is the cost, the average the unit cost', () => {
    const r = applyStockChange(empty, { change: 10_000n, unitCost: 5_000n });
    expect(r).toEqual({
      stock: 10_000n,
      value: 50_000n,
      averageCost: 5_000n,
      lastCost: 5_000n,
      unitCost: 5_000n,
      costTotal: 50_000n,
      shortfall: 0n,
      adjustment: 0n,
    });
  });

  it('adds its cost to the value: 10 @ ৳50 + 10 @ ৳60 → ৳1,100, average ৳55', () => {
    const r = applyStockChange(state(10_000n, 50_000n, 5_000n), { change: 10_000n, unitCost: 6_000n });
    expect(r).toMatchObject({ value: 110_000n, averageCost: 5_500n, lastCost: 6_000n, costTotal: 60_000n });
  });

  it('an exact cost wins over the unit cost and is added to the poisha (3 for ৳10: ৳3.33 shown)', () => {
    const r = applyStockChange(empty, { change: 3_000n, unitCost: 1n, cost: 1_000n });
    expect(r).toMatchObject({ value: 1_000n, costTotal: 1_000n, unitCost: 333n, averageCost: 333n, lastCost: 333n });
  });

  it('keeps units consistent for fractions: 0.5 kg @ ৳100 + 1.5 kg @ ৳80 → ৳170, ৳85/kg', () => {
    const r = applyStockChange(state(500n, 5_000n, 10_000n), { change: 1_500n, unitCost: 8_000n });
    expect(r).toMatchObject({ stock: 2_000n, value: 17_000n, averageCost: 8_500n, costTotal: 12_000n });
  });

  it('shows the average as value ÷ stock rounded half away from zero', () => {
    // 1 @ 10 + 2 @ 11 = 32 for 3 → 10.67 → 11; 1 @ 10 + 1 @ 11 = 21 for 2 → 10.5 → 11; 2 @ 10 + 1 @ 11 = 31 for 3 → 10
    expect(applyStockChange(state(1_000n, 10n, 10n), { change: 2_000n, unitCost: 11n }).averageCost).toBe(11n);
    expect(applyStockChange(state(1_000n, 10n, 10n), { change: 1_000n, unitCost: 11n }).averageCost).toBe(11n);
    expect(applyStockChange(state(2_000n, 20n, 10n), { change: 1_000n, unitCost: 11n }).averageCost).toBe(10n);
  });

  it('rounds the cost of a fractional increase once: 0.333 × ৳0.05 = 1.665 poisha → 2', () => {
    expect(applyStockChange(empty, { change: 333n, unitCost: 5n }).costTotal).toBe(2n);
  });

  it('without a unit cost uses the average, else the last cost', () => {
    const s = state(2_000n, 6_000n, 3_000n, 4_000n);
    expect(applyStockChange(s, { change: 1_000n }).unitCost).toBe(3_000n);
    expect(applyStockChange(s, { change: 1_000n, unitCost: null }).averageCost).toBe(3_000n);
    expect(defaultIncreaseCost({ averageCost: 0n, lastCost: 4_000n })).toBe(4_000n);
    expect(applyStockChange(empty, { change: 1_000n }).unitCost).toBe(0n);
  });

  it('a zero unit cost is a cost (a gift received): it averages down', () => {
    const r = applyStockChange(state(1_000n, 1_000n, 1_000n), { change: 1_000n, unitCost: 0n });
    expect(r).toMatchObject({ value: 1_000n, averageCost: 500n, lastCost: 0n });
  });
});

describe('applyStockChange — decreases', () => {
  it('takes its share of the value, round(value × qty ÷ stock), and the whole value with the whole stock', () => {
    // 3 bought for ৳10 (value 1000 poisha): 1 sold costs 333, the next 334 (rounded from 333.5), the last 333
    let s = applyStockChange(empty, { change: 3_000n, cost: 1_000n });
    const costs: bigint[] = [];
    for (let i = 0; i < 3; i++) {
      const r = applyStockChange(s, { change: -1_000n });
      costs.push(-r.costTotal);
      s = r;
    }
    expect(costs).toEqual([333n, 334n, 333n]);
    expect(costs.reduce((a, b) => a + b, 0n)).toBe(1_000n);
    expect(s).toMatchObject({ stock: 0n, value: 0n });
  });

  it('leaves the last cost; the average stays value ÷ stock', () => {
    const r = applyStockChange(state(10_000n, 55_330n, 5_533n, 6_000n), { change: -3_000n, unitCost: 99_999n });
    expect(r).toEqual({
      stock: 7_000n,
      value: 38_731n,
      averageCost: 5_533n,
      lastCost: 6_000n,
      unitCost: 5_533n,
      costTotal: -16_599n,
      shortfall: 0n,
      adjustment: 0n,
    });
  });

  it('rounds half away from zero: 0.5 of 1 unit worth 3 poisha costs 2', () => {
    expect(applyStockChange(state(1_000n, 3n, 3n), { change: -500n }).costTotal).toBe(-2n);
  });

  it('costs a shortfall below zero at the current average (the last known), not the last purchase price', () => {
    const r = applyStockChange(state(2_000n, 10_000n, 5_000n, 6_000n), { change: -5_000n });
    expect(r).toMatchObject({
      stock: -3_000n,
      shortfall: 3_000n,
      costTotal: -(10_000n + 15_000n),
      value: -15_000n,
      averageCost: 5_000n,
      unitCost: 5_000n,
    });
  });

  it('costs a decrease of already negative stock wholly at the average', () => {
    const r = applyStockChange(state(-1_000n, -5_000n, 5_000n, 6_000n), { change: -2_000n });
    expect(r).toMatchObject({ stock: -3_000n, unitCost: 5_000n, costTotal: -10_000n, value: -15_000n, shortfall: 2_000n });
  });

  it('refuses a zero change and negative costs', () => {
    const s = state(10_000n, 50_000n, 5_000n);
    expect(() => applyStockChange(s, { change: 0n })).toThrow(RangeError);
    expect(() => applyStockChange(s, { change: 1n, unitCost: -1n })).toThrow(RangeError);
    expect(() => applyStockChange(s, { change: 1n, cost: -1n })).toThrow(RangeError);
    expect(() => applyStockChange({ ...s, averageCost: -1n }, { change: -1n })).toThrow(RangeError);
  });
});

describe('applyStockChange — increases into negative stock: the cost adjustment', () => {
  // 3 sold below zero at an average of ৳50 (costed ৳150), then 5 come in at ৳70.
  const below = state(-3_000n, -15_000n, 5_000n);

  it('covering the whole shortfall: the average becomes the unit cost, the shortfall is re-costed at it', () => {
    const r = applyStockChange(below, { change: 5_000n, unitCost: 7_000n });
    // really cost 3 × 70 = 210, costed 150: 60 more cost of goods
    expect(r).toMatchObject({
      stock: 2_000n,
      value: 14_000n,
      averageCost: 7_000n,
      lastCost: 7_000n,
      costTotal: 35_000n,
      adjustment: -6_000n,
    });
  });

  it('covering it exactly: value 0', () => {
    const r = applyStockChange(below, { change: 3_000n, unitCost: 4_000n });
    // really cost 120, costed 150: 30 less cost of goods
    expect(r).toMatchObject({ stock: 0n, value: 0n, averageCost: 4_000n, adjustment: 3_000n });
  });

  it('covering part of it: the rest stays costed as it was', () => {
    const r = applyStockChange(below, { change: 1_000n, unitCost: 9_000n });
    // 1 of 3 covered: costed 50, really 90 → −40; the other 2 stay at ৳100
    expect(r).toMatchObject({ stock: -2_000n, value: -10_000n, averageCost: 9_000n, adjustment: -4_000n });
  });

  it('from exactly zero stock there is nothing to adjust', () => {
    expect(applyStockChange(empty, { change: 1_000n, unitCost: 9_000n }).adjustment).toBe(0n);
  });
});

describe('stockValue and initialStockValue', () => {
  it('shows the exact value while stock is positive, else 0', () => {
    expect(stockValue({ stock: 1_500n, value: 499n })).toBe(499n);
    expect(stockValue({ stock: -1_000n, value: -333n })).toBe(0n);
    expect(stockValue({ stock: 0n, value: 0n })).toBe(0n);
  });
  it('starts an existing product at stock × average, rounded (negative below zero)', () => {
    expect(initialStockValue(1_500n, 333n)).toBe(500n);
    expect(initialStockValue(-1_000n, 333n)).toBe(-333n);
    expect(initialStockValue(0n, 333n)).toBe(0n);
  });
});

describe('applyStockChange — properties over random buys, sells, returns, voids and stock updates', () => {
  // Every kind of movement is one of these: a purchase (exact line amount), an opening or a stock
  // update in (unit cost or the average), a sale or an update out, a sale return or void (the exact
  // cost the sale took), a purchase return or void (out at the value's share).
  const moveArb = fc.oneof(
    fc.record({ change: fc.bigInt({ min: 1n, max: 50_000n }), cost: fc.bigInt({ min: 0n, max: 5_000_000n }) }),
    fc.record({
      change: fc.bigInt({ min: 1n, max: 50_000n }),
      unitCost: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n }), { nil: undefined }),
    }),
    fc.record({ change: fc.bigInt({ min: -50_000n, max: -1n }) }),
  );
  const step = (s: CostingState, m: { change: bigint; cost?: bigint; unitCost?: bigint }): CostingResult => applyStockChange(s, m);

  it('Σ increases − Σ decreases + Σ adjustments = value at every step; value 0 whenever stock is 0', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { maxLength: 80 }), (moves) => {
        let s: CostingState = empty;
        let ledger = 0n;
        let stock = 0n;
        for (const m of moves) {
          const r = step(s, m);
          stock += m.change;
          ledger += r.costTotal + r.adjustment;
          expect(r.stock).toBe(stock);
          expect(r.value).toBe(ledger);
          if (r.stock === 0n) expect(r.value).toBe(0n);
          if (r.stock > 0n) {
            expect(r.value >= 0n).toBe(true);
            expect(r.averageCost).toBe(roundDiv(r.value * 1000n, r.stock));
          }
          if (r.stock < 0n) expect(r.value <= 0n).toBe(true);
          expect(r.averageCost >= 0n && r.lastCost >= 0n && r.unitCost >= 0n).toBe(true);
          expect(Math.sign(Number(r.costTotal)) * Math.sign(Number(m.change))).not.toBe(-1);
          if (m.change > 0n && r.stock <= 0n) expect(r.averageCost).toBe(r.unitCost);
          if (m.change > 0n && s.stock >= 0n) expect(r.adjustment).toBe(0n);
          if (m.change < 0n) expect(r.adjustment).toBe(0n);
          s = r;
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('buying and then selling everything, in any pieces, costs exactly what was paid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: fc.bigInt({ min: 1n, max: 20_000n }), paid: fc.bigInt({ min: 0n, max: 3_000_000n }) }), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.array(fc.bigInt({ min: 1n, max: 20_000n }), { maxLength: 40 }),
        (buys, sellPieces) => {
          let s: CostingState = empty;
          let paid = 0n;
          for (const b of buys) {
            s = step(s, { change: b.qty, cost: b.paid });
            paid += b.paid;
          }
          let cogs = 0n;
          for (const piece of sellPieces) {
            if (s.stock === 0n) break;
            const q = piece < s.stock ? piece : s.stock;
            const r = step(s, { change: -q });
            cogs -= r.costTotal;
            s = r;
          }
          if (s.stock > 0n) {
            const r = step(s, { change: -s.stock });
            cogs -= r.costTotal;
            s = r;
          }
          expect(s).toMatchObject({ stock: 0n, value: 0n });
          expect(cogs).toBe(paid);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('an increase at the average when nothing is known keeps the cost of an opening stock exact', () => {
    const r = step(empty, { change: 7_000n, unitCost: 1_234n });
    expect(r.value).toBe(mulQtyPrice(7_000n, 1_234n));
  });
});
