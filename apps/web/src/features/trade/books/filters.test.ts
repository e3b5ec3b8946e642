import { describe, expect, it } from 'vitest';
import { activeFilterCount, bookFiltersFrom, bookFiltersToParams, paymentFilters, periodRange, tradeFiltersOf } from './filters';

const DHAKA = 'Asia/Dhaka';
// 2025-03-09T20:30Z is already Monday 10 March, 02:30, in Dhaka.
const NOW = new Date('2025-03-09T20:30:00Z');

describe('book periods, on the shop’s calendar', () => {
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

describe('book filters ↔ address ↔ API query', () => {
  it('reads every filter from the address and turns it into the book’s query', () => {
    const params = new URLSearchParams('period=yesterday&contactId=01JD3ZK7Q8V6Y2N4W5X9A0B1E2&payment=due&due=1&status=void&q= S-0001 ');
    const f = bookFiltersFrom(params, 'sales');
    expect(f).toEqual({
      period: 'yesterday',
      from: '',
      to: '',
      contactId: '01JD3ZK7Q8V6Y2N4W5X9A0B1E2',
      payment: 'due',
      dueOnly: true,
      status: 'void',
      q: ' S-0001 ',
    });
    expect(activeFilterCount(f)).toBe(4);
    expect(tradeFiltersOf(f, NOW, DHAKA)).toEqual({
      from: '2025-03-09',
      to: '2025-03-09',
      contactId: '01JD3ZK7Q8V6Y2N4W5X9A0B1E2',
      payment: 'due',
      dueOnly: true,
      status: 'void',
      q: 'S-0001',
    });
  });

  it('ignores malformed values: this month, any contact, any payment, any status', () => {
    const f = bookFiltersFrom(new URLSearchParams('period=decade&contactId=42&payment=bitcoin&status=deleted&from=yesterday&due=yes'), 'sales');
    expect(f).toEqual({ period: 'month', from: '', to: '', contactId: '', payment: '', dueOnly: false, status: '', q: '' });
    expect(activeFilterCount(f)).toBe(0);
    expect(tradeFiltersOf(f, NOW, DHAKA)).toMatchObject({ from: '2025-03-01', to: '2025-03-10', payment: '', status: '' });
  });

  it('a purchase book has no quick sell filter', () => {
    expect(paymentFilters('sales')).toContain('quick-sell');
    expect(paymentFilters('purchases')).not.toContain('quick-sell');
    expect(paymentFilters('purchases')).toContain('due');
    expect(bookFiltersFrom(new URLSearchParams('payment=quick-sell'), 'purchases').payment).toBe('');
    expect(bookFiltersFrom(new URLSearchParams('payment=quick-sell'), 'sales').payment).toBe('quick-sell');
  });

  it('writes a plain address for the defaults, and reads back what it wrote', () => {
    const plain = bookFiltersFrom(new URLSearchParams(), 'sales');
    expect(bookFiltersToParams(plain).toString()).toBe('');
    const custom = { ...plain, period: 'custom' as const, from: '2025-01-01', to: '2025-01-31', payment: 'cash' as const, dueOnly: true, q: 'করিম' };
    const written = bookFiltersToParams(custom);
    expect(written.toString()).toBe('period=custom&from=2025-01-01&to=2025-01-31&payment=cash&due=1&q=%E0%A6%95%E0%A6%B0%E0%A6%BF%E0%A6%AE');
    expect(bookFiltersFrom(written, 'sales')).toEqual(custom);
    // custom dates are not kept for a preset
    expect(bookFiltersToParams({ ...custom, period: 'week' }).has('from')).toBe(false);
  });
});
