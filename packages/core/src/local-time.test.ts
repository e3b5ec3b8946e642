import { describe, expect, it } from 'vitest';
import { instantAt, localTime } from './local-time.ts';

describe('wall-clock time in a time zone', () => {
  it('reads the time of day on the shop’s clock', () => {
    expect(localTime(new Date('2026-11-21T20:30:05Z'), 'Asia/Dhaka')).toBe('02:30:05');
    expect(localTime(new Date('2026-11-21T20:30:05Z'), 'UTC')).toBe('20:30:05');
  });

  it('finds the instant a wall clock shows (HH:MM or HH:MM:SS), across the date line of the zone', () => {
    expect(instantAt('2026-11-22', '02:30', 'Asia/Dhaka').toISOString()).toBe('2026-11-21T20:30:00.000Z');
    expect(instantAt('2026-11-22', '18:00:30', 'Asia/Dhaka').toISOString()).toBe('2026-11-22T12:00:30.000Z');
  });

  it('settles across a daylight-saving change', () => {
    // 30 March 2025, 03:30 in Berlin is summer time (UTC+2)
    expect(instantAt('2025-03-30', '03:30', 'Europe/Berlin').toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(localTime(instantAt('2025-03-30', '03:30', 'Europe/Berlin'), 'Europe/Berlin')).toBe('03:30:00');
  });
});
