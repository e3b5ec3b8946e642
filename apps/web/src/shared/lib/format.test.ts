import { describe, expect, it } from 'vitest';
import { displayMobile, formatTime, localDigits } from './format';

describe('format helpers', () => {
  it('shows numbers in the user digits', () => {
    expect(localDigits('01712', 'bn')).toBe('০১৭১২');
    expect(localDigits('01712', 'en')).toBe('01712');
    expect(displayMobile('+8801712345678', 'bn')).toBe('০১৭১২৩৪৫৬৭৮');
    expect(displayMobile('+8801712345678', 'en')).toBe('01712345678');
    expect(displayMobile(null, 'bn')).toBe('');
  });

  it('says a time the way it is said: part of the day first in Bangla', () => {
    const d = new Date(2025, 0, 1, 16, 26);
    expect(formatTime(d, 'en')).toMatch(/^4:26\sPM$/);
    const bn = formatTime(d, 'bn');
    expect(bn).toMatch(/৪:২৬$/);
    expect(bn).not.toMatch(/[0-9]|PM/);
  });
});
