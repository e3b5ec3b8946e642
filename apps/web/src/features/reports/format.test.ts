import { describe, expect, it } from 'vitest';
import { bucketLabel, changePercent, chartValue, compactMoney, formatPercent, sharePercent } from './format';

describe('report formatting', () => {
  it('a bucket as a person reads it: days and months, Bangla digits in bn', () => {
    expect(bucketLabel('2026-01-05', 'day', 'bn')).toBe('৫ জানু');
    expect(bucketLabel('2026-01-05', 'day', 'en')).toBe('Jan 5');
    expect(bucketLabel('2026-01-05', 'day', 'en', { long: true })).toBe('Jan 5, 2026');
    expect(bucketLabel('2026-01', 'month', 'bn')).toBe('জানু ২০২৬');
    expect(bucketLabel('2026-12', 'month', 'en')).toBe('Dec 2026');
    expect(bucketLabel('nonsense', 'day', 'en')).toBe('nonsense');
  });

  it('the change against the previous period, in percent, rounded half away from zero; none from zero', () => {
    expect(changePercent('1250.00', '1000.00')).toBe(25);
    expect(changePercent('100.00', '400.00')).toBe(-75);
    expect(changePercent('250.00', '-50.00')).toBe(600);
    expect(changePercent('1.00', '3.00')).toBe(-66.67);
    expect(changePercent('2.00', '3.00')).toBe(-33.33);
    expect(changePercent('350.00', '350.00')).toBe(0);
    expect(changePercent('10.00', '0.00')).toBeNull();
  });

  it('shares and chart values', () => {
    expect(sharePercent('30.00', '120.00')).toBe(25);
    expect(sharePercent('1.00', '3.00')).toBe(33.3);
    expect(sharePercent('5.00', '0.00')).toBe(0);
    expect(chartValue('1250.50')).toBe(1250.5);
    expect(chartValue('x')).toBe(0);
  });

  it('the chart axis writes a loss with the minus sign before the taka sign, as every amount is written', () => {
    expect(compactMoney(-5000, 'bn')).toBe('−৳৫\u00a0হা');
    expect(compactMoney(-5000, 'en')).toBe('−৳5K');
    expect(compactMoney(5000, 'bn')).toBe('৳৫\u00a0হা');
    expect(compactMoney(0, 'bn')).toBe('৳০');
    expect(compactMoney(-0.01, 'en')).toBe('৳0'); // rounds to nothing: no sign
    expect(compactMoney(-5000, 'bn')).not.toContain('-');
    expect(formatPercent(-12.5, 'bn')).toBe('−১২.৫%');
    expect(formatPercent(25, 'en')).toBe('25%');
  });
});
