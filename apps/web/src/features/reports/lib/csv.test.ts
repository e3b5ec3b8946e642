import { describe, expect, it } from 'vitest';
import { csvFileName, csvMoney, csvNum, csvQty, toCsv } from './csv';

describe('report CSV', () => {
  it('BOM, CRLF after every line, every field quoted, headers in Bangla, numbers as plain ASCII decimals', () => {
    const text = toCsv(
      ['তারিখ', 'মোট বিক্রি', 'পরিমাণ'],
      [
        ['2026-01-05', csvMoney('1250.5'), csvQty('1.500')],
        ['2026-01-06', csvMoney('-12.00'), csvQty('2')],
      ],
    );
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')).toEqual([
      '"তারিখ","মোট বিক্রি","পরিমাণ"',
      '"2026-01-05","1250.50","1.5"',
      '"2026-01-06","-12.00","2"',
      '',
    ]);
    expect(text).not.toMatch(/[০-৯৳]/);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('doubles quotes inside a field, keeps commas and line breaks inside the quotes, leaves empty cells empty', () => {
    const text = toCsv(['নাম'], [['চাল, "মিনিকেট"\nবস্তা'], [null]]);
    expect(text.slice(1)).toBe('"নাম"\r\n"চাল, ""মিনিকেট""\nবস্তা"\r\n""\r\n');
  });

  it('a name a spreadsheet would run as a formula gets an apostrophe; negative numbers do not', () => {
    const text = toCsv(
      ['a', 'b'],
      [
        ['=HYPERLINK("x")', csvMoney('-5')],
        ['+8801712345678', csvNum(-2.5)],
        ['@sum', csvNum(3)],
      ],
    );
    expect(text.slice(1).split('\r\n').slice(1, 4)).toEqual(['"\'=HYPERLINK(""x"")","-5.00"', '"\'+8801712345678","-2.5"', '"\'@sum","3"']);
  });

  it('numbers: money through core (exact, two decimals), counts and percentages without exponents', () => {
    expect(csvMoney('99999999999999.99').num).toBe('99999999999999.99');
    expect(csvMoney('৳ nonsense').num).toBe('0.00');
    expect(csvNum(12.345).num).toBe('12.35');
    expect(csvNum(-0).num).toBe('0');
    expect(csvNum(Number.NaN).num).toBe('0');
    expect(csvNum(40).num).toBe('40');
  });

  it('file name: dokani-<report>-<from>-<to>.csv, ASCII only', () => {
    expect(csvFileName('sales', { from: '2026-01-01', to: '2026-01-31' })).toBe('dokani-sales-2026-01-01-2026-01-31.csv');
    expect(csvFileName('profit loss/details', { from: '2026-01-01', to: '2026-01-01' })).toBe(
      'dokani-profit-loss-details-2026-01-01-2026-01-01.csv',
    );
  });
});
