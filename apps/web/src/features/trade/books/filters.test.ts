import { describe, expect, it } from 'vitest';
import { activeFilterCount, bookFiltersFrom, bookFiltersToParams, paymentFilters, tradeFiltersOf } from './filters';

const DHAKA = 'Asia/Dhaka';
// 2025-03-09T20:30Z is already Monday 10 March, 02:30, in Dhaka.
const NOW = new Date('2025-03-09T20:30:00Z');

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
      stockShort: false,
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
    const f = bookFiltersFrom(
      new URLSearchParams('period=decade&contactId=42&payment=bitcoin&status=deleted&from=yesterday&due=yes'),
      'sales',
    );
    expect(f).toEqual({
      period: 'month',
      from: '',
      to: '',
      contactId: '',
      payment: '',
      dueOnly: false,
      stockShort: false,
      status: '',
      q: '',
    });
    expect(activeFilterCount(f)).toBe(0);
    expect(tradeFiltersOf(f, NOW, DHAKA)).toMatchObject({ from: '2025-03-01', to: '2025-03-10', payment: '', status: '' });
  });

  it('the offline sales to review: sales only, kept in the address, sent as stockShort', () => {
    const f = bookFiltersFrom(new URLSearchParams('review=1'), 'sales');
    expect(f.stockShort).toBe(true);
    expect(activeFilterCount(f)).toBe(1);
    expect(bookFiltersToParams(f).toString()).toBe('review=1');
    expect(tradeFiltersOf(f, NOW, DHAKA)).toMatchObject({ stockShort: true });
    expect(bookFiltersFrom(new URLSearchParams('review=1'), 'purchases').stockShort).toBe(false);
    expect(tradeFiltersOf(bookFiltersFrom(new URLSearchParams(), 'sales'), NOW, DHAKA)).not.toHaveProperty('stockShort');
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
    const custom = {
      ...plain,
      period: 'custom' as const,
      from: '2025-01-01',
      to: '2025-01-31',
      payment: 'cash' as const,
      dueOnly: true,
      q: 'করিম',
    };
    const written = bookFiltersToParams(custom);
    expect(written.toString()).toBe(
      'period=custom&from=2025-01-01&to=2025-01-31&payment=cash&due=1&q=%E0%A6%95%E0%A6%B0%E0%A6%BF%E0%A6%AE',
    );
    expect(bookFiltersFrom(written, 'sales')).toEqual(custom);
    // custom dates are not kept for a preset
    expect(bookFiltersToParams({ ...custom, period: 'week' }).has('from')).toBe(false);
  });
});
