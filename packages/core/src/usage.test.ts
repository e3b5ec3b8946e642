import { describe, expect, it } from 'vitest';
import { USAGE_HIGH_AT, USAGE_MEDIUM_AT, usageLevel, usagePercent } from './usage.ts';

describe('usage', () => {
  it('has the spec thresholds', () => {
    expect(USAGE_MEDIUM_AT).toBe(75);
    expect(USAGE_HIGH_AT).toBe(90);
  });

  it.each([
    [0, 100, 'low'],
    [74.99, 100, 'low'],
    [75, 100, 'medium'],
    [89.99, 100, 'medium'],
    [90, 100, 'high'],
    [100, 100, 'high'],
    [150, 100, 'high'],
    [7499, 10000, 'low'],
    [3, 4, 'medium'],
    [9, 10, 'high'],
    [1000, null, 'low'],
    [0, 0, 'high'],
    [5, 0, 'high'],
  ] as const)('%s of %s → %s', (used, limit, level) => {
    expect(usageLevel(used, limit)).toBe(level);
  });

  it('computes the percentage', () => {
    expect(usagePercent(30, 120)).toBe(25);
    expect(usagePercent(30, null)).toBe(0);
    expect(usagePercent(0, 0)).toBe(100);
    expect(usagePercent(200, 100)).toBe(200);
  });
});
