import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toAsciiDigits, toBanglaDigits } from './digits.ts';

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
