import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanTypedNumber, toAsciiDigits, toBanglaDigits } from './digits.ts';

describe('digits', () => {
  it('converts Bangla digits to ASCII and leaves other characters', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toAsciiDigits('৳১,২৫০.৫০ টাকা abc 7')).toBe('৳1,250.50 টাকা abc 7');
    expect(toAsciiDigits('')).toBe('');
  });

  it('converts ASCII digits to Bangla and leaves other characters', () => {
    expect(toBanglaDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(toBanglaDigits('৳1,250.50 x')).toBe('৳১,২৫০.৫০ x');
  });

  it('round-trips any string of ASCII text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const ascii = toAsciiDigits(s);
        expect(toAsciiDigits(toBanglaDigits(ascii))).toBe(ascii);
        expect(/[০-৯]/.test(ascii)).toBe(false);
      }),
    );
  });
});

describe('cleanTypedNumber', () => {
  it('Bangla digits, grouping, ৳ and % as typed → plain ASCII', () => {
    expect(cleanTypedNumber('৳১,২৫০.৫০')).toBe('1250.50');
    expect(cleanTypedNumber(' ৭.৫ % ')).toBe('7.5');
    expect(cleanTypedNumber('12 345')).toBe('12345');
  });
});
