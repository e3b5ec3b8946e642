import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, inStoreEan13, isValidEan13 } from './barcode.ts';

describe('EAN-13', () => {
  it('computes the check digit of real codes', () => {
    // Printed on retail packs: the last digit is the check digit.
    for (const code of ['4006381333931', '5901234123457', '8941100500118', '0012345678905', '2000000000008']) {
      expect(ean13CheckDigit(code.slice(0, 12)), code).toBe(Number(code[12]));
      expect(isValidEan13(code), code).toBe(true);
    }
  });

  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339311')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
    expect(() => ean13CheckDigit('12345')).toThrow(RangeError);
    expect(() => ean13CheckDigit('১২৩৪৫৬৭৮৯০১২')).toThrow(RangeError);
  });

  it('detects every single-digit error', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, pos, delta) => {
          const first12 = digits.join('');
          const code = first12 + String(ean13CheckDigit(first12));
          const changed = code.slice(0, pos) + String((Number(code[pos]) + delta) % 10) + code.slice(pos + 1);
          expect(isValidEan13(code)).toBe(true);
          expect(isValidEan13(changed)).toBe(false);
        },
      ),
    );
  });

  it('makes in-store codes with prefix 2 and a valid check digit', () => {
    const fixed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1];
    let i = 0;
    expect(inStoreEan13(() => fixed[i++] as number)).toBe('2123456789010');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }), (digits) => {
        let k = 0;
        const code = inStoreEan13(() => digits[k++] as number);
        expect(code).toMatch(/^2\d{12}$/);
        expect(isValidEan13(code)).toBe(true);
      }),
    );
    expect(() => inStoreEan13(() => 10)).toThrow(RangeError);
  });
});
