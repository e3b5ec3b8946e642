import { describe, expect, it } from 'vitest';
import { periodRange } from './period';

const DHAKA = 'Asia/Dhaka';
// 2025-03-09T20:30Z is already Monday 10 March, 02:30, in Dhaka.
const NOW = new Date('2025-03-09T20:30:00Z');

describe('periods, on the shop’s calendar', () => {
  it('today and yesterday are Dhaka dates, not UTC ones', () => {
    expect(periodRange('today', NOW, DHAKA)).toEqual({ from: '2025-03-10', to: '2025-03-10' });
    expect(periodRange('yesterday', NOW, DHAKA)).toEqual({ from: '2025-03-09', to: '2025-03-09' });
    expect(periodRange('today', NOW, 'UTC')).toEqual({ from: '2025-03-09', to: '2025-03-09' });
  });

  it('the week starts on Saturday; the month on the 1st; yesterday crosses a month', () => {
    expect(periodRange('week', NOW, DHAKA)).toEqual({ from: '2025-03-08', to: '2025-03-10' });
    // a Saturday is the first day of its own week
    expect(periodRange('week', new Date('2025-03-08T06:00:00Z'), DHAKA)).toEqual({ from: '2025-03-08', to: '2025-03-08' });
    expect(periodRange('month', NOW, DHAKA)).toEqual({ from: '2025-03-01', to: '2025-03-10' });
    expect(periodRange('yesterday', new Date('2025-03-01T06:00:00Z'), DHAKA)).toEqual({ from: '2025-02-28', to: '2025-02-28' });
  });

  it('last month is the whole previous month (across a year, a leap February); this year starts on 1 January', () => {
    expect(periodRange('lastMonth', NOW, DHAKA)).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(periodRange('lastMonth', new Date('2024-03-31T20:00:00Z'), DHAKA)).toEqual({ from: '2024-03-01', to: '2024-03-31' }); // 1 April in Dhaka
    expect(periodRange('lastMonth', new Date('2024-03-15T06:00:00Z'), DHAKA)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange('lastMonth', new Date('2025-01-10T06:00:00Z'), DHAKA)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(periodRange('year', NOW, DHAKA)).toEqual({ from: '2025-01-01', to: '2025-03-10' });
    // 31 December 20:00 UTC is already 1 January in Dhaka: a new year
    expect(periodRange('year', new Date('2024-12-31T20:00:00Z'), DHAKA)).toEqual({ from: '2025-01-01', to: '2025-01-01' });
  });

  it('custom: the dates typed, open ends allowed, swapped when backwards', () => {
    expect(periodRange('custom', NOW, DHAKA, { from: '2025-01-05', to: '2025-02-01' })).toEqual({ from: '2025-01-05', to: '2025-02-01' });
    expect(periodRange('custom', NOW, DHAKA, { from: '2025-02-01', to: '2025-01-05' })).toEqual({ from: '2025-01-05', to: '2025-02-01' });
    expect(periodRange('custom', NOW, DHAKA, { from: '2025-01-05', to: '' })).toEqual({ from: '2025-01-05', to: '' });
  });
});
