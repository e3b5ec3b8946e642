/** Crockford base32 alphabet (no I, L, O, U). */
export const ULID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Largest time a ULID can hold: 2^48 − 1 ms. */
export const ULID_MAX_TIME = 281474976710655;

const TIME_LEN = 10;
const RANDOM_LEN = 16;
const ULID_RE = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** A source of random bytes. */
export type RandomBytes = (bytes: number) => Uint8Array;

const cryptoRandom: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(new Uint8Array(bytes));

/** Encode a millisecond timestamp as the 10-char time part. Throws when out of range. */
export function encodeUlidTime(now: number): string {
  if (!Number.isInteger(now) || now < 0 || now > ULID_MAX_TIME) {
    throw new RangeError(`ULID time out of range: ${now}`);
  }
  let t = now;
  let out = '';
  for (let i = 0; i < TIME_LEN; i++) {
    out = ULID_ALPHABET.charAt(t % 32) + out;
    t = Math.floor(t / 32);
  }
  return out;
}

/** Encode 16 random base32 chars (5 bits each, taken from one random byte each). */
function encodeRandom(random: RandomBytes): string {
  const bytes = random(RANDOM_LEN);
  let out = '';
  for (let i = 0; i < RANDOM_LEN; i++) out += ULID_ALPHABET.charAt((bytes[i] ?? 0) & 31);
  return out;
}

/**
 * A new ULID: 10-char millisecond timestamp + 16 random chars, Crockford base32.
 * `random` defaults to `crypto.getRandomValues` (browser and Node 20).
 */
export function ulid(now: number = Date.now(), random: RandomBytes = cryptoRandom): string {
  return encodeUlidTime(now) + encodeRandom(random);
}

/** True for a well-formed ULID: 26 upper-case Crockford chars whose time fits 48 bits. */
export function isUlid(s: string): boolean {
  return ULID_RE.test(s);
}

/** The millisecond timestamp encoded in a ULID. Throws on a malformed id. */
export function ulidTime(id: string): number {
  if (!isUlid(id)) throw new TypeError(`Not a ULID: ${id}`);
  let t = 0;
  for (let i = 0; i < TIME_LEN; i++) t = t * 32 + ULID_ALPHABET.indexOf(id.charAt(i));
  return t;
}

/** Increment a base32 string by one; throws when it would overflow. */
function incrementBase32(s: string): string {
  const chars = s.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    const v = ULID_ALPHABET.indexOf(chars[i] ?? '0');
    if (v < 31) {
      chars[i] = ULID_ALPHABET.charAt(v + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  throw new RangeError('ULID random part overflow');
}

/**
 * A ULID generator that stays strictly increasing: within the same millisecond (or if the clock
 * goes backwards) it reuses the last time and increments the random part by one.
 */
export function monotonicUlidFactory(random: RandomBytes = cryptoRandom): (now?: number) => string {
  let lastTime = -1;
  let lastRandom = '';
  return (now: number = Date.now()) => {
    if (now <= lastTime) {
      lastRandom = incrementBase32(lastRandom);
      return encodeUlidTime(lastTime) + lastRandom;
    }
    lastTime = now;
    lastRandom = encodeRandom(random);
    return encodeUlidTime(now) + lastRandom;
  };
}
