import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISCOUNT_TYPES, percentage, profit } from './profit.ts';

describe('profit', () => {
  it('is first minus second with no discount type', () => {
    expect(profit(150, 100)).toBe(50);
    expect(profit(100, 150)).toBe(-50);
    expect(profit(150, 100, null, 30)).toBe(50);
    expect(profit(150, 100, undefined)).toBe(50);
  });

  it('divides by (1 − rate/100) for PERCENT', () => {
    expect(profit(180, 100, 'PERCENT', 20)).toBeCloseTo(100);
    expect(profit(190, 100, 'PERCENT', 10)).toBeCloseTo(100);
    expect(profit(150, 100, 'PERCENT', 0)).toBe(50);
    expect(profit(150, 100, 'PERCENT')).toBe(50);
  });

  it('returns null for a PERCENT rate of 100 or more', () => {
    expect(profit(150, 100, 'PERCENT', 100)).toBeNull();
    expect(profit(150, 100, 'PERCENT', 150)).toBeNull();
    expect(profit(150, 100, 'PERCENT', 99.99)).not.toBeNull();
  });

  it('adds the amount back for AMOUNT', () => {
    expect(profit(140, 100, 'AMOUNT', 10)).toBe(50);
    expect(profit(140, 100, 'AMOUNT')).toBe(40);
  });

  it('AMOUNT with 0 and PERCENT with 0 equal no discount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), (a, b) => {
        expect(profit(a, b, 'AMOUNT', 0)).toBe(profit(a, b));
        expect(profit(a, b, 'PERCENT', 0)).toBe(profit(a, b));
      }),
    );
  });

  it('lists the discount types', () => {
    expect(DISCOUNT_TYPES).toEqual(['AMOUNT', 'PERCENT']);
  });
});

describe('percentage', () => {
  it('computes a percentage of a value', () => {
    expect(percentage(200, 15)).toBe(30);
    expect(percentage(200, 0)).toBe(0);
    expect(percentage(80, 12.5)).toBe(10);
    expect(percentage(-200, 10)).toBe(-20);
  });
});
