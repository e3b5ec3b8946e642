import { describe, expect, it } from 'vitest';
import { deviceNameFromUserAgent } from './device-name';
import { formatBusinessDate } from '@dokani/core/format';
import { decimalSign, formatMoneyText, formatQuantityText } from '@dokani/core/format-decimal';
import { formatInstant } from '@/shared/lib/format';

describe('stock formatting', () => {
  it('shows quantities exactly, grouped, in the user digits, with a real minus', () => {
    expect(formatQuantityText('1234567.5', 'bn')).toBe('১২,৩৪,৫৬৭.৫');
    expect(formatQuantityText('1234567.5', 'en')).toBe('1,234,567.5');
    expect(formatQuantityText('-2', 'en')).toBe('\u22122');
    expect(formatQuantityText('2.250', 'en', { signed: true })).toBe('+2.25');
    expect(formatQuantityText('0', 'bn', { signed: true })).toBe('০');
    expect(formatQuantityText('0.005', 'bn')).toBe('০.০০৫');
    expect(formatQuantityText('not-a-number', 'en')).toBe('not-a-number');
    expect(decimalSign('-0.001')).toBe(-1);
    expect(decimalSign('0.000')).toBe(0);
  });

  it('money with ৳, dates of the business day', () => {
    expect(formatMoneyText('1250.50', 'bn')).toBe('৳১,২৫০.৫০');
    expect(formatMoneyText('1250.50', 'en')).toBe('৳1,250.50');
    expect(formatBusinessDate('2025-01-05', 'en')).toMatch(/5.*Jan.*2025|Jan.*5.*2025/);
    expect(formatBusinessDate('2025-01-05', 'bn')).toMatch(/৫/);
  });

  it('says when a movement happened on the shop clock, the Bangla way', () => {
    const at = new Date('2026-11-21T11:44:00Z'); // 17:44 in Dhaka
    const bn = formatInstant(at, 'bn');
    expect(bn).toMatch(/৫:৪৪$/);
    expect(bn).toMatch(/২১/);
    expect(bn).not.toMatch(/[0-9]|PM|AM/);
    expect(formatInstant(at, 'en')).toMatch(/(21.*Nov|Nov.*21).*2026.*5:44\sPM$/);
    expect(formatInstant(at, 'en', 'UTC')).toMatch(/11:44\sAM$/);
  });

  it('names the device from its browser', () => {
    expect(
      deviceNameFromUserAgent(
        'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      deviceNameFromUserAgent(
        'Mozilla/5.0 (Linux; Android 12; SAMSUNG SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Samsung Internet · Android');
    expect(
      deviceNameFromUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge · Windows');
    expect(
      deviceNameFromUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(deviceNameFromUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe('Firefox · Linux');
    expect(deviceNameFromUserAgent('')).toBe('');
  });
});
