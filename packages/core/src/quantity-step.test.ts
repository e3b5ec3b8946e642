import { describe, expect, it } from 'vitest';
import { onQuantityStep, parseTypedQuantity, quantityStep, UNIT_STEPS } from './quantity-step.ts';

describe('quantity steps by unit', () => {
  it('sells weight and volume in parts, pieces whole, a custom unit whole', () => {
    expect(quantityStep('kg')).toBe(250n);
    expect(quantityStep('litre')).toBe(500n);
    expect(quantityStep('pcs')).toBe(1000n);
    expect(quantityStep('gram')).toBe(1000n);
    expect(quantityStep('বস্তা')).toBe(1000n);
    for (const step of Object.values(UNIT_STEPS)) expect(1000n % step).toBe(0n);
  });

  it('a quantity must be a whole number of steps, above zero', () => {
    expect(onQuantityStep(1500n, 'kg')).toBe(true);
    expect(onQuantityStep(250n, 'kg')).toBe(true);
    expect(onQuantityStep(1100n, 'kg')).toBe(false);
    expect(onQuantityStep(1500n, 'pcs')).toBe(false);
    expect(onQuantityStep(2000n, 'pcs')).toBe(true);
    expect(onQuantityStep(0n, 'kg')).toBe(false);
    expect(onQuantityStep(-500n, 'kg')).toBe(false);
  });

  it('reads what a person typed, in Bangla or ASCII digits', () => {
    expect(parseTypedQuantity('১.৫')).toBe(1500n);
    expect(parseTypedQuantity(' 1.5 ')).toBe(1500n);
    expect(parseTypedQuantity('২')).toBe(2000n);
    expect(parseTypedQuantity('.৫')).toBe(500n);
    expect(parseTypedQuantity('1,000')).toBe(1_000_000n);
    expect(parseTypedQuantity('')).toBe(null);
    expect(parseTypedQuantity('আধা')).toBe(null);
  });
});
