import { describe, expect, it } from 'vitest';
import { usageLevel } from './usage.ts';

describe('usageLevel', () => {
  it('follows the spec: low < 75 %, medium 75–89 %, high ≥ 90 %', () => {
    expect(usageLevel(0, 100)).toBe('low');
    expect(usageLevel(74, 100)).toBe('low');
    expect(usageLevel(75, 100)).toBe('medium');
    expect(usageLevel(89, 100)).toBe('medium');
    expect(usageLevel(90, 100)).toBe('high');
    expect(usageLevel(120, 100)).toBe('high');
    // 74.9 % is still low, not rounded up.
    expect(usageLevel(749, 1000)).toBe('low');
    expect(usageLevel(7, 10)).toBe('low');
    expect(usageLevel(9, 10)).toBe('high');
  });
  it('no limit is low; a zero limit is reached at once', () => {
    expect(usageLevel(1_000_000, null)).toBe('low');
    expect(usageLevel(0, 0)).toBe('high');
  });
});
