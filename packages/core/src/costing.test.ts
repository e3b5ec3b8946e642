import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyStockChange, defaultIncreaseCost, stockValue } from './costing.ts';
import type { CostingState } from './costing.ts';
import { mulQtyPrice } from './money.ts';

const empty: CostingState = { stock: 0n, averageCost: 0n, lastCost: 0n };

describe('applyStockChange — increases', () => {
  it('into empty stock: the average becomes the unit cost', () => {
    const r = applyStockChange(empty, { change: 10_000n, unitCost: 5_000n });
    expect(r).toEqual({ stock: 10_000n, averageCost: 5_000n, lastCost: 5_000n, unitCost: 5_000n, costTotal: 50_000n, shortfall: 0n });
  });

  it('re-averages: 10 @ ৳50 + 10 @ ৳60 → ৳55', () => {
    const r = applyStockChange({ stock: 10_000n, averageCost: 5_000n, lastCost: 5_000n }, { change: 10_000n, unitCost: 6_000n });
    expect(r.averageCost).toBe(5_500n);
    expect(r.lastCost).toBe(6_000n);
    expect(r.costTotal).toBe(60_000n);
  });

  it('keeps units consistent for fractions: 0.5 kg @ ৳100 + 1.5 kg @ ৳80 → ৳85/kg', () => {
    const r = applyStockChange({ stock: 500n, averageCost: 10_000n, lastCost: 10_000n }, { change: 1_500n, unitCost: 8_000n });
    expect(r.stock).toBe(2_000n);
    expect(r.averageCost).toBe(8_500n);
    expect(r.costTotal).toBe(12_000n);
  });

  it('rounds the average half away from zero to the poisha', () => {
    // (1 × 10 + 2 × 11) / 3 = 10.666… → 11; (1 × 10 + 1 × 11) / 2 = 10.5 → 11
    expect(applyStockChange({ stock: 1_000n, averageCost: 10n, lastCost: 10n }, { change: 2_000n, unitCost: 11n }).averageCost).toBe(11n);
    expect(applyStockChange({ stock: 1_000n, averageCost: 10n, lastCost: 10n }, { change: 1_000n, unitCost: 11n }).averageCost).toBe(11n);
    // (2 × 10 + 1 × 11) / 3 = 10.333… → 10
    expect(applyStockChange({ stock: 2_000n, averageCost: 10n, lastCost: 10n }, { change: 1_000n, unitCost: 11n }).averageCost).toBe(10n);
  });

  it('rounds the cost of a fractional increase to the poisha: 0.333 × ৳0.05 = 1.665 poisha → 2', () => {
    expect(applyStockChange(empty, { change: 333n, unitCost: 5n }).costTotal).toBe(2n);
  });

  it('into negative stock: the average becomes the unit cost, even if still negative after', () => {
    const neg: CostingState = { stock: -3_000n, averageCost: 4_000n, lastCost: 4_000n };
    expect(applyStockChange(neg, { change: 5_000n, unitCost: 7_000n })).toMatchObject({ stock: 2_000n, averageCost: 7_000n, lastCost: 7_000n });
    expect(applyStockChange(neg, { change: 1_000n, unitCost: 9_000n })).toMatchObject({ stock: -2_000n, averageCost: 9_000n });
  });

  it('without a unit cost uses the average, else the last cost', () => {
    const s: CostingState = { stock: 2_000n, averageCost: 3_000n, lastCost: 4_000n };
    expect(applyStockChange(s, { change: 1_000n }).unitCost).toBe(3_000n);
    expect(applyStockChange(s, { change: 1_000n, unitCost: null }).averageCost).toBe(3_000n);
    expect(defaultIncreaseCost({ stock: 0n, averageCost: 0n, lastCost: 4_000n })).toBe(4_000n);
    expect(applyStockChange(empty, { change: 1_000n }).unitCost).toBe(0n);
  });

  it('a zero unit cost is a cost (a gift received): it averages down', () => {
    const r = applyStockChange({ stock: 1_000n, averageCost: 1_000n, lastCost: 1_000n }, { change: 1_000n, unitCost: 0n });
    expect(r.averageCost).toBe(500n);
    expect(r.lastCost).toBe(0n);
  });
});

describe('applyStockChange — decreases', () => {
  const s: CostingState = { stock: 10_000n, averageCost: 5_533n, lastCost: 6_000n };

  it('costs quantity × average and leaves average and last cost', () => {
    const r = applyStockChange(s, { change: -3_000n, unitCost: 99_999n });
    expect(r).toEqual({ stock: 7_000n, averageCost: 5_533n, lastCost: 6_000n, unitCost: 5_533n, costTotal: -16_599n, shortfall: 0n });
  });

  it('rounds the cost once per movement: 0.5 × ৳0.03 = 1.5 poisha → −2', () => {
    expect(applyStockChange({ stock: 1_000n, averageCost: 3n, lastCost: 3n }, { change: -500n }).costTotal).toBe(-2n);
  });

  it('costs a shortfall below zero at the last cost', () => {
    const r = applyStockChange({ stock: 2_000n, averageCost: 5_000n, lastCost: 6_000n }, { change: -5_000n });
    expect(r.stock).toBe(-3_000n);
    expect(r.shortfall).toBe(3_000n);
    expect(r.costTotal).toBe(-(2n * 5_000n + 3n * 6_000n));
    expect(r.unitCost).toBe(5_600n); // blended: 28,000 / 5
    expect(r.averageCost).toBe(5_000n);
  });

  it('costs a decrease of already negative stock wholly at the last cost', () => {
    const r = applyStockChange({ stock: -1_000n, averageCost: 5_000n, lastCost: 6_000n }, { change: -2_000n });
    expect(r).toMatchObject({ stock: -3_000n, unitCost: 6_000n, costTotal: -12_000n, shortfall: 2_000n });
  });

  it('refuses a zero change and negative costs', () => {
    expect(() => applyStockChange(s, { change: 0n })).toThrow(RangeError);
    expect(() => applyStockChange(s, { change: 1n, unitCost: -1n })).toThrow(RangeError);
    expect(() => applyStockChange({ ...s, averageCost: -1n }, { change: -1n })).toThrow(RangeError);
  });
});

describe('stockValue', () => {
  it('is stock × average, rounded; nothing for stock at or below zero', () => {
    expect(stockValue({ stock: 1_500n, averageCost: 333n, lastCost: 0n })).toBe(500n); // 499.5 → 500
    expect(stockValue({ stock: -1_000n, averageCost: 333n, lastCost: 0n })).toBe(0n);
  });
});

describe('applyStockChange — properties', () => {
  const moveArb = fc.record({
    change: fc.bigInt({ min: -50_000n, max: 50_000n }).filter((c) => c !== 0n),
    unitCost: fc.option(fc.bigInt({ min: 0n, max: 1_000_000n }), { nil: undefined }),
  });

  it('stock = Σ changes; costs never negative; an increase into ≤ 0 stock resets the average; per-step value identity', () => {
    fc.assert(
      fc.property(fc.array(moveArb, { maxLength: 60 }), (moves) => {
        let s: CostingState = empty;
        let sum = 0n;
        for (const m of moves) {
          const r = applyStockChange(s, m);
          sum += m.change;
          expect(r.stock).toBe(sum);
          expect(r.averageCost >= 0n && r.lastCost >= 0n && r.unitCost >= 0n).toBe(true);
          expect(Math.sign(Number(r.costTotal)) * Math.sign(Number(m.change))).not.toBe(-1);
          if (m.change > 0n) {
            const used = m.unitCost ?? defaultIncreaseCost(s);
            expect(r.unitCost).toBe(used);
            expect(r.lastCost).toBe(used);
            expect(r.costTotal).toBe(mulQtyPrice(m.change, used));
            if (s.stock <= 0n) {
              expect(r.averageCost).toBe(used);
            } else {
              // value after = value before + cost in, up to rounding the average (½ poisha per unit) and two line roundings
              const drift = mulQtyPrice(r.stock, r.averageCost) - (mulQtyPrice(s.stock, s.averageCost) + r.costTotal);
              const bound = r.stock / 2_000n + 2n;
              expect(drift <= bound && drift >= -bound).toBe(true);
              const lo = s.averageCost < used ? s.averageCost : used;
              const hi = s.averageCost < used ? used : s.averageCost;
              expect(r.averageCost >= lo && r.averageCost <= hi).toBe(true);
            }
          } else {
            expect(r.averageCost).toBe(s.averageCost);
            expect(r.lastCost).toBe(s.lastCost);
            if (r.stock >= 0n) {
              // covered wholly by stock: value after = value before + (negative) cost, up to rounding
              const drift = mulQtyPrice(r.stock, r.averageCost) - (mulQtyPrice(s.stock, s.averageCost) + r.costTotal);
              expect(drift >= -1n && drift <= 1n).toBe(true);
            }
          }
          s = r;
        }
      }),
      { numRuns: 500 },
    );
  });
});
