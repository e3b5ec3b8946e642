import { describe, expect, it } from 'vitest';
import { splitNumbers } from './numbers';

describe('splitNumbers', () => {
  it('splits on commas, new lines and spaces, keeping a number written with spaces whole', () => {
    expect(splitNumbers('01712345678, 01812345678\n+880 1912 345678;০১৬১২৩৪৫৬৭৮  01512345678 01312345678').numbers).toEqual([
      '01712345678',
      '01812345678',
      '+880 1912 345678',
      '০১৬১২৩৪৫৬৭৮',
      '01512345678',
      '01312345678',
    ]);
  });

  it('leaves empty pieces out and keeps wrong ones as typed (the server lists them back)', () => {
    expect(splitNumbers(' ,\n\n12345, abc ,,')).toEqual({ numbers: ['12345', 'abc'], tooLong: [] });
  });

  it('a piece longer than the API takes is not sent', () => {
    const long = '1'.repeat(41);
    expect(splitNumbers(`01712345678,${long}`)).toEqual({ numbers: ['01712345678'], tooLong: [long] });
  });
});
