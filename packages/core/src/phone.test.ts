import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isBdMobile, isBdPhone, normalizeBdMobile, toLocalMobile } from './phone.ts';
import { toBanglaDigits } from './digits.ts';

describe('normalizeBdMobile', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['01312345678', '+8801312345678'],
    ['01912345678', '+8801912345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['008801712345678', '+8801712345678'],
    ['00880 1712345678', '+8801712345678'],
    ['+88 01712345678', '+8801712345678'],
    ['+880 1712-345678', '+8801712345678'],
    ['+880 (0)1712 345 678', '+8801712345678'],
    ['017.1234.5678', '+8801712345678'],
    ['(017) 1234-5678', '+8801712345678'],
    ['০১৭১২৩৪৫৬৭৮', '+8801712345678'],
    ['+৮৮০ ১৭১২-৩৪৫৬৭৮', '+8801712345678'],
    ['  01812345678  ', '+8801812345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeBdMobile(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '0171234567', // too short
    '017123456789', // too long
    '01212345678', // 012 is not a mobile operator
    '01112345678',
    '01012345678',
    '0171234567a',
    'abc',
    '029123456', // Dhaka landline
    '+880 2 9123456',
    '1712345678', // no trunk 0 and no country code
    '+8811712345678',
    '+91 9812345678',
    '+8801712345678+',
    '0171_2345678',
  ])('rejects %j', (input) => {
    expect(normalizeBdMobile(input)).toBeNull();
    expect(isBdMobile(input)).toBe(false);
  });

  it('accepts every valid number in local, E.164 and Bangla forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^\d{8}$/), (op, rest) => {
        const local = `01${op}${rest}`;
        const e164 = `+88${local}`;
        expect(normalizeBdMobile(local)).toBe(e164);
        expect(normalizeBdMobile(e164)).toBe(e164);
        expect(normalizeBdMobile(local.slice(1).replace(/^/, '880'))).toBe(e164);
        expect(normalizeBdMobile(toBanglaDigits(local))).toBe(e164);
        expect(toLocalMobile(e164)).toBe(local);
      }),
    );
  });
});

describe('toLocalMobile', () => {
  it('strips the country code', () => {
    expect(toLocalMobile('+8801712345678')).toBe('01712345678');
  });
  it('returns invalid input unchanged', () => {
    expect(toLocalMobile('hello')).toBe('hello');
  });
});

describe('isBdPhone', () => {
  it('accepts mobiles and landlines with their area code, in any script and with separators', () => {
    for (const ok of [
      '01712345678',
      '+880 1712-345678',
      '০১৭১২৩৪৫৬৭৮',
      '02-9567890',
      '02 223456789',
      '(031) 612345',
      '০২-৯৫৬৭৮৯০',
      '+880 2 9567890',
      '09612-345678',
      '0721-775566',
    ]) {
      expect(isBdPhone(ok), ok).toBe(true);
    }
  });
  it('refuses junk: too short, no area code, the mobile range without a full number, letters, empty', () => {
    for (const bad of ['12345', '0123', '9567890', '0212345', '017123', '01212345678', '02-95678901234', 'phone', '', '0000000000']) {
      expect(isBdPhone(bad), bad).toBe(false);
    }
  });
});
