import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDue, classifyBalance, dueDelta, dueTotals, reverseDirection } from './due.ts';

describe('due sign convention', () => {
  it('given raises the balance (the contact owes more), received lowers it', () => {
    expect(dueDelta('given', 125_050n)).toBe(125_050n);
    expect(dueDelta('received', 50_000n)).toBe(-50_000n);
    expect(applyDue(0n, 'given', 1_000n)).toBe(1_000n);
    expect(applyDue(1_000n, 'received', 1_500n)).toBe(-500n);
  });

  it('refuses an amount that is not positive', () => {
    expect(() => dueDelta('given', 0n)).toThrow(RangeError);
    expect(() => dueDelta('received', -1n)).toThrow(RangeError);
  });

  it('positive = receivable (owes the shop), negative = payable (the shop owes), zero = settled', () => {
    expect(classifyBalance(1n)).toBe('receivable');
    expect(classifyBalance(-1n)).toBe('payable');
    expect(classifyBalance(0n)).toBe('settled');
  });

  it('totals split positives and negatives', () => {
    expect(dueTotals([100n, -40n, 0n, 25n, -10n])).toEqual({ receivable: 125n, payable: 50n });
    expect(dueTotals([])).toEqual({ receivable: 0n, payable: 0n });
  });

  it('an entry followed by its reversal leaves the balance unchanged', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.constantFrom('given' as const, 'received' as const),
        fc.bigInt({ min: 1n, max: 10n ** 11n }),
        (b, d, a) => {
          expect(applyDue(applyDue(b, d, a), reverseDirection(d), a)).toBe(b);
        },
      ),
    );
  });
});
