import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  addMonths,
  compareNames,
  dateFormat,
  formatSmsMoney,
  formatBusinessDate,
  formatDate,
  formatDateTime,
  formatHour,
  formatMoney,
  formatNumber,
  localDate,
} from './format.ts';
import { toAsciiDigits } from './digits.ts';

describe('formatNumber', () => {
  it('uses Bangla digits and Indian grouping in bn', () => {
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatNumber(12345678901234567890n, 'bn')).toBe('১,২৩,৪৫,৬৭,৮৯,০১,২৩,৪৫,৬৭,৮৯০');
  });
  it('uses ASCII digits in en', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%');
  });
});

describe('formatMoney', () => {
  it.each([
    [125050n, 'bn', '৳১,২৫০.৫০'],
    [125050n, 'en', '৳1,250.50'],
    [0n, 'bn', '৳০.০০'],
    [5n, 'en', '৳0.05'],
    [-500n, 'en', '−৳5.00'],
    [-500n, 'bn', '−৳৫.০০'],
    [-1n, 'bn', '−৳০.০১'],
    [-123456789n, 'bn', '−৳১২,৩৪,৫৬৭.৮৯'],
    [10000000000n, 'bn', '৳১০,০০,০০,০০০.০০'],
  ] as const)('%s %s → %s', (p, lang, s) => {
    expect(formatMoney(p, lang)).toBe(s);
  });

  it('writes a negative amount with the minus sign (U+2212) before the taka sign, never a hyphen', () => {
    for (const lang of ['bn', 'en'] as const) {
      const s = formatMoney(-500n, lang);
      expect(s.startsWith('\u2212৳'), s).toBe(true);
      expect(s).not.toContain('-');
    }
  });

  it('never loses a poisha, however large', () => {
    fc.assert(
      fc.property(fc.bigInt(), (p) => {
        const ascii = toAsciiDigits(formatMoney(p, 'bn')).replace(/[৳,]/g, '').replace('\u2212', '-');
        expect(BigInt(ascii.replace('.', ''))).toBe(p);
      }),
    );
  });
});

describe('dates', () => {
  // 2024-03-15 20:30 UTC is already 16 March 02:30 in Dhaka (UTC+6).
  const instant = new Date('2024-03-15T20:30:00Z');

  afterEach(() => {
    vi.useRealTimers();
  });

  it('formats in Dhaka time by default', () => {
    expect(formatDate(instant, 'en', 'long')).toBe('March 16, 2024');
    expect(formatDate(instant, 'bn', 'long')).toBe('১৬ মার্চ, ২০২৪');
    expect(formatDate(instant, 'en', { style: 'long', timeZone: 'UTC' })).toBe('March 15, 2024');
  });

  it('defaults to now and Bangla', () => {
    vi.useFakeTimers();
    vi.setSystemTime(instant);
    expect(formatDate()).toBe(formatDate(instant, 'bn'));
    expect(formatDate()).toMatch(/২০২৪/);
    expect(dateFormat).toBe(formatDate);
    expect(formatDateTime()).toBe(formatDateTime(instant, 'bn'));
  });

  it('formats date and time', () => {
    expect(formatDateTime(instant, 'en')).toMatch(/Mar 16, 2024.*2:30/);
    expect(formatDateTime(instant, 'bn')).toMatch(/১৬.*২:৩০/);
    // the part of the day, never AM/PM, in Bangla
    expect(formatDateTime(instant, 'bn')).not.toMatch(/[AP]M/);
    expect(formatDateTime(new Date('2024-03-16T18:40:00Z'), 'bn')).toBe('১৭ মার্চ, ২০২৪, রাত্রি ১২:৪০');
    expect(formatDateTime(instant, 'en', { timeZone: 'UTC', timeStyle: 'short', dateStyle: 'short' })).toMatch(/8:30/);
  });

  it('gives the business date in Dhaka', () => {
    expect(localDate(instant)).toBe('2024-03-16');
    expect(localDate(instant, 'UTC')).toBe('2024-03-15');
    expect(localDate(new Date('2024-03-15T17:59:59Z'))).toBe('2024-03-15');
    expect(localDate(new Date('2024-03-15T18:00:00Z'))).toBe('2024-03-16');
    expect(localDate(new Date('2024-12-31T18:00:00Z'))).toBe('2025-01-01');
  });

  it('answers as Intl does, asked in any order, around local midnights and in zones of odd offsets (its kept answers included)', () => {
    const zones = [
      'Asia/Dhaka',
      'Asia/Kathmandu',
      'Asia/Kolkata',
      'Australia/Eucla',
      'Pacific/Chatham',
      'America/St_Johns',
      'America/New_York',
      'UTC',
    ];
    const direct = (d: Date, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date('1975-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.array(fc.oneof(fc.integer({ min: -600, max: 600 }), fc.integer({ min: -90_000, max: 90_000 })), { minLength: 1, maxLength: 12 }),
        (zone, start, steps) => {
          // a walk of small steps (seconds) from the start: crosses quarter hours and midnights, again and again
          let ms = start.getTime();
          for (const step of steps) {
            ms += step * 1000;
            const d = new Date(ms);
            expect(localDate(d, zone)).toBe(direct(d, zone));
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('formatBusinessDate', () => {
  it('shows a calendar date as it is, whatever the zone', () => {
    expect(formatBusinessDate('2026-11-25', 'bn', 'long')).toBe('২৫ নভেম্বর, ২০২৬');
    expect(formatBusinessDate('2026-11-25', 'en')).toBe('Nov 25, 2026');
    expect(formatBusinessDate('2026-01-01', 'bn')).toMatch(/^১ জানু/);
    expect(formatBusinessDate('2025-12-31', 'en', 'long')).toBe('December 31, 2025');
  });

  it('returns what is not a date unchanged', () => {
    expect(formatBusinessDate('', 'bn')).toBe('');
    expect(formatBusinessDate('2026-02-30', 'en')).toBe('2026-02-30');
    expect(formatBusinessDate('25/11/2026', 'bn')).toBe('25/11/2026');
  });
});

describe('formatHour', () => {
  it('says the part of the day first in Bangla digits in bn, AM/PM in en', () => {
    expect(formatHour(9, 'bn')).toBe('সকাল ৯');
    expect(formatHour(16, 'bn')).toBe('বিকাল ৪');
    expect(formatHour(12, 'bn')).toBe('দুপুর ১২');
    expect(formatHour(0, 'bn')).toMatch(/^রাত\S* ১২$/);
    expect(formatHour(0, 'en')).toBe('12 AM');
    expect(formatHour(16, 'en')).toBe('4 PM');
  });

  it('names every hour differently', () => {
    for (const lang of ['bn', 'en'] as const) {
      const names = Array.from({ length: 24 }, (_, h) => formatHour(h, lang));
      expect(new Set(names).size).toBe(24);
    }
  });
});

describe('addMonths', () => {
  it('moves by calendar months and keeps to the month’s last day', () => {
    expect(addMonths('2026-11-26', 1)).toBe('2026-12-26');
    expect(addMonths('2026-11-26', 6)).toBe('2027-05-26');
    expect(addMonths('2026-11-26', 12)).toBe('2027-11-26');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(addMonths('2000-01-31', 1)).toBe('2000-02-29');
    expect(addMonths('2100-03-31', -1)).toBe('2100-02-28');
  });

  it('agrees with the calendar of Date for any date and any number of months', () => {
    const byDate = (date: string, months: number): string => {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const first = new Date(Date.UTC(y, m - 1 + months, 1));
      const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
      first.setUTCDate(Math.min(d, last));
      return first.toISOString().slice(0, 10);
    };
    const day = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -1200, max: 1200 }), (date, months) => addMonths(date, months) === byDate(date, months)),
      { numRuns: 5000 },
    );
  });
});

describe('formatSmsMoney', () => {
  it('whole taka without paisa, never signed, in the SMS language', () => {
    expect(formatSmsMoney(125_000n, 'bn')).toBe('৳১,২৫০');
    expect(formatSmsMoney(125_050n, 'bn')).toBe('৳১,২৫০.৫০');
    expect(formatSmsMoney(-125_000n, 'en')).toBe('৳1,250');
  });
});

describe('compareNames', () => {
  it('orders names as localeCompare does, Bangla and English alike', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('চাল', 'চিনি', 'ডাল', 'আটা', 'Soap', 'soap', 'ঔষধ', '১০ টাকার প্যাক'))),
        (names) => {
          const sign = (n: number) => Math.sign(n);
          for (let i = 1; i < names.length; i++)
            expect(sign(compareNames(names[i - 1]!, names[i]!))).toBe(sign(names[i - 1]!.localeCompare(names[i]!)));
        },
      ),
    );
  });
});
