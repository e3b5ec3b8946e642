import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoneyDecimal, formatQuantity, mulQtyPrice, parseMoney, parseQuantity, percentOf, pricePerUnit, roundDiv } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['125.50', 12550n],
    ['125.5', 12550n],
    ['125', 12500n],
    ['0', 0n],
    ['-0', 0n],
    ['0.05', 5n],
    ['-0.05', -5n],
    ['-125.5', -12550n],
    ['007.10', 710n],
    ['১২৫.৫০', 12550n],
    ['12345678901234567890.99', 1234567890123456789099n],
  ])('%j → %s', (s, v) => {
    expect(parseMoney(s)).toBe(v);
  });

  it.each(['', '-', '.', '.5', '5.', '1.234', '1e3', '1,000', ' 1', '1 ', '+1', '--1', '1.2.3', 'abc', '৳10', '0x10', 'Infinity', 'NaN'])(
    'rejects %j',
    (s) => {
      expect(parseMoney(s)).toBeNull();
    },
  );
});

describe('formatMoneyDecimal', () => {
  it.each([
    [12550n, '125.50'],
    [-5n, '-0.05'],
    [0n, '0.00'],
    [1n, '0.01'],
    [-100n, '-1.00'],
    [123456789012345678901n, '1234567890123456789.01'],
  ])('%s → %j', (p, s) => {
    expect(formatMoneyDecimal(p)).toBe(s);
  });

  it('round-trips: parse(format(x)) === x', () => {
    fc.assert(
      fc.property(fc.bigInt(), (x) => {
        expect(parseMoney(formatMoneyDecimal(x))).toBe(x);
      }),
    );
  });
});

describe('quantity', () => {
  it.each([
    [1500n, '1.5'],
    [2000n, '2'],
    [250n, '0.25'],
    [1n, '0.001'],
    [0n, '0'],
    [-500n, '-0.5'],
    [-1n, '-0.001'],
  ])('format %s → %j', (q, s) => {
    expect(formatQuantity(q)).toBe(s);
    expect(parseQuantity(s)).toBe(q);
  });

  it('parses up to 3 decimals only', () => {
    expect(parseQuantity('1.250')).toBe(1250n);
    expect(parseQuantity('১.৫')).toBe(1500n);
    expect(parseQuantity('1.2345')).toBeNull();
    expect(parseQuantity('1,5')).toBeNull();
  });

  it('round-trips: parse(format(x)) === x', () => {
    fc.assert(
      fc.property(fc.bigInt(), (x) => {
        expect(parseQuantity(formatQuantity(x))).toBe(x);
      }),
    );
  });
});

describe('roundDiv', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [-5n, -2n, 3n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [-4n, 3n, -1n],
    [0n, 7n, 0n],
    [1499n, 1000n, 1n],
    [1500n, 1000n, 2n],
    [-1500n, 1000n, -2n],
  ])('%s / %s → %s', (n, d, q) => {
    expect(roundDiv(n, d)).toBe(q);
  });

  it('throws on division by zero', () => {
    expect(() => roundDiv(1n, 0n)).toThrow(RangeError);
  });

  it('is symmetric for negatives and within half a unit', () => {
    const nonZero = fc.bigInt().filter((d) => d !== 0n);
    fc.assert(
      fc.property(fc.bigInt(), nonZero, (n, d) => {
        const q = roundDiv(n, d);
        expect(roundDiv(-n, d)).toBe(-q);
        expect(roundDiv(n, -d)).toBe(-q);
        const err = n - q * d;
        const absErr = err < 0n ? -err : err;
        const absD = d < 0n ? -d : d;
        expect(2n * absErr <= absD).toBe(true);
        // Exactly half rounds away from zero.
        if (2n * absErr === absD && n !== 0n) expect(q < 0n ? -q * absD : q * absD).toBeGreaterThan(n < 0n ? -n : n);
      }),
    );
  });
});

describe('mulQtyPrice', () => {
  it('multiplies and rounds to the poisha', () => {
    expect(mulQtyPrice(1500n, 12550n)).toBe(18825n); // 1.5 × 125.50 = 188.25
    expect(mulQtyPrice(333n, 100n)).toBe(33n); // 0.333 × 1.00 = 0.333 → 0.33
    expect(mulQtyPrice(5n, 100n)).toBe(1n); // 0.005 × 1.00 = 0.005 → 0.01 (half up)
    expect(mulQtyPrice(-5n, 100n)).toBe(-1n); // half away from zero
    expect(mulQtyPrice(1000n, 999n)).toBe(999n);
    expect(mulQtyPrice(0n, 12345n)).toBe(0n);
  });

  it('is symmetric for negatives', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }), (q, p) => {
        expect(mulQtyPrice(-q, p)).toBe(-mulQtyPrice(q, p));
        expect(mulQtyPrice(q, -p)).toBe(-mulQtyPrice(q, p));
      }),
    );
  });
});

describe('percentOf', () => {
  it.each([
    [10000n, '15', 1500n],
    [10000n, '7.5', 750n],
    [12345n, '10', 1235n], // 1234.5 → 1235
    [-12345n, '10', -1235n],
    [333n, '33.333333', 111n],
    [10000n, '০', 0n],
    [10000n, '১৫', 1500n],
    [10000n, '-5', -500n],
    [10000n, '100', 10000n],
  ])('%s × %s %% → %s', (a, p, r) => {
    expect(percentOf(a, p)).toBe(r);
  });

  it('throws on a malformed percent', () => {
    expect(() => percentOf(100n, '5%')).toThrow(RangeError);
    expect(() => percentOf(100n, '')).toThrow(RangeError);
    expect(() => percentOf(100n, '1.1234567')).toThrow(RangeError);
  });

  it('is symmetric for negative amounts', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 100000 }), (a, p) => {
        const pct = (p / 100).toFixed(2);
        expect(percentOf(-a, pct)).toBe(-percentOf(a, pct));
      }),
    );
  });
});

describe('pricePerUnit', () => {
  it.each([
    [45000n, 1000, 45n, true],
    [350000n, 10000, 35n, true],
    [25000n, 600, 42n, false],
    [99900n, 2000, 50n, false],
  ])('%s poisha / %s', (total, count, poisha, exact) => {
    expect(pricePerUnit(total, count)).toEqual({ poisha, exact });
  });

  it('times the count gives the total back when exact', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 1, max: 100_000 }), (total, count) => {
        const r = pricePerUnit(total, count);
        expect(r.exact).toBe(r.poisha * BigInt(count) === total);
        // never more than half a poisha from the true price
        const diff = r.poisha * BigInt(count) - total;
        expect(2n * (diff < 0n ? -diff : diff) <= BigInt(count)).toBe(true);
      }),
    );
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => pricePerUnit(100n, 0)).toThrow(RangeError);
    expect(() => pricePerUnit(100n, 1.5)).toThrow(RangeError);
  });
});
