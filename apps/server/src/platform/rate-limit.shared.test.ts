/**
 * Rate limits hold across app processes (decision 0016): two apps on one database count the same
 * requests, so a limit is not doubled by a load balancer spreading them; a burst at once lets
 * exactly the limit through; the window ends on the database's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { countHit } from './rate-limit.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ config: { rateLimitAuthPerMinute: 10 } });
  b = await createTestApp({ config: { rateLimitAuthPerMinute: 10 }, handle: a.handle });
});
afterAll(async () => {
  await b.app.close();
  await a.close();
});

const checkNumber = (t: TestApp, ip: string) =>
  t.call({ method: 'POST', url: '/api/v1/auth/check-number', remoteAddress: ip, payload: { mobile: '01712345678' } });

describe('rate limits shared by every process', () => {
  it('requests alternating between two processes are counted together', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await checkNumber(i % 2 ? b : a, '10.1.0.1')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
  });

  it('a burst of 40 at once over both lets exactly the limit through', async () => {
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => checkNumber(i % 2 ? b : a, '10.1.0.2')));
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(rs.filter((r) => r.statusCode === 429)).toHaveLength(30);
  });

  it('a window that has ended starts again; the time left counts down', async () => {
    const first = await countHit(a.db, 'test|short', 200);
    expect(first).toMatchObject({ current: 1 });
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(200);
    expect((await countHit(b.db, 'test|short', 200)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    expect((await countHit(a.db, 'test|short', 200)).current).toBe(1);
  });
});
