import { describe, expect, it } from 'vitest';
import { bucketLabel, changePercent, chartValue, compactMoney, formatPercent, sharePercent, sharesPercent } from './format';

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

describe('sharesPercent', () => {
  it('adds to exactly 100 by the largest remainder (three equal parts: 33.4, 33.3, 33.3)', () => {
    expect(sharePercent('1.00', '3.00') * 3).not.toBe(100);
    expect(sharesPercent(['1.00', '1.00', '1.00'], '3.00')).toEqual([33.4, 33.3, 33.3]);
    const parts = ['123.45', '67.89', '10.01', '0.65'];
    const whole = '202.00';
    const got = sharesPercent(parts, whole);
    expect(Math.round(got.reduce((a, x) => a + x, 0) * 10)).toBe(1000);
    // each is its plain share rounded down, or one tenth above
    got.forEach((g, i) => expect(Math.round((g - Math.floor(sharePercent(parts[i] ?? '0', whole) * 10) / 10) * 10)).toBeLessThanOrEqual(1));
  });
  it('falls back to plain shares when the parts do not add up to the whole', () => {
    expect(sharesPercent(['1.00', '1.00'], '3.00')).toEqual([33.3, 33.3]);
    expect(sharesPercent([], '0.00')).toEqual([]);
  });
});
