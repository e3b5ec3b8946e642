import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ULID_ALPHABET, ULID_MAX_TIME, encodeUlidTime, isUlid, monotonicUlidFactory, ulid, ulidTime } from './ulid.ts';

const zeros = (n: number) => new Uint8Array(n);
const ones = (n: number) => new Uint8Array(n).fill(255);

describe('ulid', () => {
  it('has 26 chars from the Crockford alphabet (no I L O U)', () => {
    for (let i = 0; i < 200; i++) {
      const id = ulid();
      expect(id).toHaveLength(26);
      expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(id).not.toMatch(/[ILOU]/);
      expect(isUlid(id)).toBe(true);
    }
    expect(ULID_ALPHABET).toHaveLength(32);
  });

  it('encodes the known time vector', () => {
    expect(ulid(1469918176385).slice(0, 10)).toBe('01ARYZ6S41');
    expect(encodeUlidTime(0)).toBe('0000000000');
  });

  it('encodes the maximum time and refuses anything above it', () => {
    expect(ULID_MAX_TIME).toBe(2 ** 48 - 1);
    expect(ulid(ULID_MAX_TIME).slice(0, 10)).toBe('7ZZZZZZZZZ');
    expect(() => ulid(ULID_MAX_TIME + 1)).toThrow(RangeError);
    expect(() => ulid(-1)).toThrow(RangeError);
    expect(() => ulid(1.5)).toThrow(RangeError);
    expect(() => ulid(Number.NaN)).toThrow(RangeError);
  });

  it('uses the injected random source', () => {
    expect(ulid(0, zeros)).toBe('0'.repeat(26));
    expect(ulid(0, ones)).toBe('0'.repeat(10) + 'Z'.repeat(16));
  });

  it('round-trips the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ULID_MAX_TIME }), (t) => {
        expect(ulidTime(ulid(t))).toBe(t);
      }),
    );
  });

  it('sorts lexicographically by time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ULID_MAX_TIME }), fc.integer({ min: 0, max: ULID_MAX_TIME }), (a, b) => {
        fc.pre(a !== b);
        const ia = ulid(a);
        const ib = ulid(b);
        expect(ia < ib).toBe(a < b);
      }),
    );
  });
});

describe('isUlid', () => {
  it.each([
    ['01ARYZ6S41TSV4RRFFQ69G5FAV', true],
    ['7ZZZZZZZZZZZZZZZZZZZZZZZZZ', true],
    ['8ZZZZZZZZZZZZZZZZZZZZZZZZZ', false], // time overflows 48 bits
    ['01ARYZ6S41TSV4RRFFQ69G5FA', false], // 25 chars
    ['01ARYZ6S41TSV4RRFFQ69G5FAVV', false], // 27 chars
    ['01aryz6s41tsv4rrffq69g5fav', false], // lower case
    ['01ARYZ6S41TSV4RRFFQ69G5FAI', false],
    ['01ARYZ6S41TSV4RRFFQ69G5FAL', false],
    ['01ARYZ6S41TSV4RRFFQ69G5FAO', false],
    ['01ARYZ6S41TSV4RRFFQ69G5FAU', false],
    ['', false],
  ])('%j → %s', (s, ok) => {
    expect(isUlid(s)).toBe(ok);
  });

  it('ulidTime rejects malformed ids', () => {
    expect(() => ulidTime('nope')).toThrow(TypeError);
  });
});

describe('monotonicUlidFactory', () => {
  it('increments the random part within one millisecond', () => {
    const next = monotonicUlidFactory(zeros);
    const a = next(1000);
    const b = next(1000);
    const c = next(1000);
    expect(a.slice(10)).toBe('0'.repeat(16));
    expect(b.slice(10)).toBe('0'.repeat(15) + '1');
    expect(c.slice(10)).toBe('0'.repeat(15) + '2');
    expect(ulidTime(c)).toBe(1000);
  });

  it('carries across base32 digits', () => {
    const bytes = new Uint8Array(16).fill(0);
    bytes[15] = 31;
    const next = monotonicUlidFactory(() => bytes);
    next(5);
    expect(next(5).slice(10)).toBe('0'.repeat(14) + '10');
  });

  it('throws when the random part overflows', () => {
    const next = monotonicUlidFactory(ones);
    next(5);
    expect(() => next(5)).toThrow(RangeError);
  });

  it('stays strictly increasing even with a repeated or backward clock', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 100 }), (times) => {
        const next = monotonicUlidFactory();
        const ids = times.map((t) => next(t));
        for (let i = 1; i < ids.length; i++) expect((ids[i - 1] ?? '') < (ids[i] ?? '')).toBe(true);
      }),
    );
  });

  it('starts fresh random on a new millisecond', () => {
    const next = monotonicUlidFactory(zeros);
    next(1);
    next(1);
    expect(next(2)).toBe(encodeUlidTime(2) + '0'.repeat(16));
  });

  it('defaults to the current time', () => {
    const before = Date.now();
    const id = monotonicUlidFactory()();
    expect(ulidTime(id)).toBeGreaterThanOrEqual(before);
    expect(ulidTime(id)).toBeLessThanOrEqual(Date.now());
  });
});
