import { describe, expect, it } from 'vitest';
import { randomTenToNineteen } from './random.ts';

describe('randomTenToNineteen', () => {
  it('gives integers 10..19 and every one of them', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const n = randomTenToNineteen();
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(10);
      expect(n).toBeLessThanOrEqual(19);
      seen.add(n);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('maps the random source edges', () => {
    expect(randomTenToNineteen(() => 0)).toBe(10);
    expect(randomTenToNineteen(() => 0.0999)).toBe(10);
    expect(randomTenToNineteen(() => 0.1)).toBe(11);
    expect(randomTenToNineteen(() => 0.9999999)).toBe(19);
    expect(randomTenToNineteen(() => 1)).toBe(19);
  });
});
