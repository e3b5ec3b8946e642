import { describe, expect, it } from 'vitest';
import { createTestApp, withTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { loadConfig } from './config.ts';

let t: TestApp;
withTestApp(
  (app) => {
    t = app;
  },
  { config: { rateLimitAuthPerMinute: 3 } },
);

const checkNumber = (lang = 'bn', ip = '10.0.0.1') =>
  t.call({
    method: 'POST',
    url: '/api/v1/auth/check-number',
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    payload: { mobile: '01712345678' },
  });

describe('rate limits on sign-in routes', () => {
  it('answer 429 RATE_LIMITED with retryAfterSeconds after RATE_LIMIT_AUTH_PER_MINUTE requests per IP and route', async () => {
    for (let i = 0; i < 3; i++) expect((await checkNumber()).statusCode).toBe(200);
    const r = await checkNumber();
    expect(r.statusCode).toBe(429);
    const err = r.json().error;
    expect(err.code).toBe('RATE_LIMITED');
    expect(err.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(err.details.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(err.message).toMatch(/^অনেকবার চেষ্টা করা হয়েছে। [০-৯]+ সেকেন্ড পর আবার চেষ্টা করুন।$/);
    expect(r.headers['retry-after']).toBe(String(err.details.retryAfterSeconds));
    const en = await checkNumber('en');
    expect(en.json().error.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });

  it('count each route and each IP separately', async () => {
    const other = await checkNumber('bn', '10.0.0.2');
    expect(other.statusCode).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '10.0.0.1',
      payload: { mobile: '01712345678', pin: '12345' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('do not apply to other routes', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await t.call({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    }
  });
});

describe('rate limits behind a proxy (TRUST_PROXY=1)', () => {
  it('count a request under the address the nearest proxy saw, not a forged X-Forwarded-For', async () => {
    const proxied = await createTestApp({ config: { rateLimitAuthPerMinute: 2, trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy } });
    try {
      const call = (forged: string, real: string) =>
        proxied.call({
          method: 'POST',
          url: '/api/v1/auth/check-number',
          remoteAddress: '127.0.0.1', // the proxy
          headers: { 'x-forwarded-for': `${forged}, ${real}` },
          payload: { mobile: '01712345678' },
        });
      expect((await call('198.51.100.1', '203.0.113.7')).statusCode).toBe(200);
      expect((await call('198.51.100.2', '203.0.113.7')).statusCode).toBe(200);
      // a new forged first address each time is still the same real client
      expect((await call('198.51.100.3', '203.0.113.7')).statusCode).toBe(429);
      // another real client has its own count
      expect((await call('198.51.100.3', '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
