import { describe, expect, it } from 'vitest';
import { periodRange } from './period';

// 2026-11-21 is a Saturday; 20:30 UTC is already Sunday 02:30 in Dhaka (UTC+6).
const SAT_NOON_DHAKA = new Date('2026-11-21T06:00:00Z');
const SUN_EARLY_DHAKA = new Date('2026-11-21T20:30:00Z');

describe('expense periods (Asia/Dhaka)', () => {
  it('today is the Dhaka date, not the UTC one', () => {
    expect(periodRange('today', SAT_NOON_DHAKA)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(periodRange('today', SUN_EARLY_DHAKA)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });

  it('the week starts on Saturday', () => {
    expect(periodRange('week', SAT_NOON_DHAKA)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(periodRange('week', SUN_EARLY_DHAKA)).toEqual({ from: '2026-11-21', to: '2026-11-22' });
    expect(periodRange('week', new Date('2026-11-20T06:00:00Z'))).toEqual({ from: '2026-11-14', to: '2026-11-20' });
  });

  it('this month and last month', () => {
    expect(periodRange('month', SAT_NOON_DHAKA)).toEqual({ from: '2026-11-01', to: '2026-11-21' });
    expect(periodRange('lastMonth', SAT_NOON_DHAKA)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // Across a year and in a leap February.
    expect(periodRange('lastMonth', new Date('2026-01-10T06:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodRange('lastMonth', new Date('2028-03-05T06:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // 31 March 23:00 UTC is already 1 April in Dhaka.
    expect(periodRange('month', new Date('2026-03-31T23:00:00Z'))).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });

  it('custom takes the dates given, in order, today when empty', () => {
    expect(periodRange('custom', SAT_NOON_DHAKA, { from: '2026-11-10', to: '2026-11-01' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(periodRange('custom', SAT_NOON_DHAKA, { from: '2026-11-10' })).toEqual({ from: '2026-11-10', to: '2026-11-21' });
    expect(periodRange('custom', SAT_NOON_DHAKA)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
  });
});
