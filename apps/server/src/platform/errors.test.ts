import { ulid } from '@dokani/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { bearer, createShop, shopBody, signUp } from '../test/auth.ts';
import type { TestUser } from '../test/auth.ts';
import { AppError } from './errors.ts';

let t: TestApp;
let owner: TestUser;
let shopId: string;

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (api) => {
      api.get('/test/boom', { config: { auth: 'public' }, schema: { summary: 'probe', tags: ['service'] } }, async () => {
        throw new Error('secret internals: password=hunter2 at /srv/db.ts:42');
      });
      api.get('/test/app-error', { config: { auth: 'public' }, schema: { summary: 'probe', tags: ['service'] } }, async () => {
        throw new AppError('CONFLICT');
      });
    },
  });
  owner = await signUp(t);
  shopId = (await createShop(t, owner.token)).id;
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const r = await sql<{ users: number; shops: number; audit: number }>`
    SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM shops) AS shops,
           (SELECT count(*)::int FROM audit_log) AS audit`.execute(t.db);
  return r.rows[0];
}

function expectErrorShape(body: unknown, code: string) {
  expect(body).toMatchObject({ error: { code, message: expect.any(String) } });
  const keys = Object.keys((body as { error: object }).error);
  expect(keys.every((k) => ['code', 'message', 'details'].includes(k))).toBe(true);
}

describe('error answers', () => {
  it('are JSON { error: { code, message } } in Bangla by default and English on request', async () => {
    const bn = await t.call({ method: 'GET', url: '/api/v1/me' });
    expect(bn.statusCode).toBe(401);
    expect(bn.headers['content-type']).toMatch(/^application\/json/);
    expect(bn.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'অনুগ্রহ করে লগইন করুন।' } });
    const en = await t.call({ method: 'GET', url: '/api/v1/me', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please log in.' } });
    const fr = await t.call({ method: 'GET', url: '/api/v1/me', headers: { 'accept-language': 'fr' } });
    expect(fr.json().error.message).toBe('অনুগ্রহ করে লগইন করুন।');
  });

  it('validation details are localized per field in both languages', async () => {
    const payload = { mobile: '123', pin: 'abc' };
    const bn = await t.call({ method: 'POST', url: '/api/v1/auth/login', payload });
    expect(bn.statusCode).toBe(400);
    expect(bn.json().error.details).toEqual({ mobile: 'সঠিক মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮।', pin: 'পিন হবে ৫ সংখ্যার।' });
    const en = await t.call({ method: 'POST', url: '/api/v1/auth/login', payload, headers: { 'accept-language': 'en' } });
    expect(en.json().error.details).toEqual({
      mobile: 'Enter a valid Bangladeshi mobile number, e.g. 01712345678.',
      pin: 'The PIN must be 5 digits.',
    });
  });

  it('an unknown API route is 404 NOT_FOUND, and so is a wrong method', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['DELETE', '/api/v1/me'],
      ['PUT', '/api/v1/shops'],
      ['GET', '/api/nope'],
    ] as const) {
      const r = await t.call({ method, url });
      expect(r.statusCode, `${method} ${url}`).toBe(404);
      expectErrorShape(r.json(), 'NOT_FOUND');
    }
  });

  it('an unexpected failure is 500 INTERNAL without internals', async () => {
    const r = await t.call({ method: 'GET', url: '/api/v1/test/boom' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ error: { code: 'INTERNAL', message: 'সার্ভারে সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।' } });
    expect(r.body).not.toMatch(/secret|hunter2|db\.ts|stack/);
  });

  it('an AppError answers its status and code', async () => {
    const r = await t.call({ method: 'GET', url: '/api/v1/test/app-error', headers: { 'accept-language': 'en' } });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ error: { code: 'CONFLICT', message: 'This was just changed. Please try again.' } });
  });
});

describe('bad input never gives a 500 and writes nothing', () => {
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...bearer(owner.token), ...headers } });

  it('malformed JSON → 400 VALIDATION_FAILED', async () => {
    const before = await counts();
    for (const body of ['{', '{"mobile": }', 'null x', '[1,2', '{"__proto__": {"admin": true}}']) {
      const r = await post('/api/v1/shops', body);
      expect(r.statusCode, body).toBe(400);
      expectErrorShape(r.json(), 'VALIDATION_FAILED');
    }
    expect(await counts()).toEqual(before);
  });

  it('an empty body where one is needed → 400 with a required message', async () => {
    const r = await post('/api/v1/shops', '');
    expect(r.statusCode).toBe(400);
    expect(r.json().error.details).toEqual({ body: 'এই ঘরটি পূরণ করুন।' });
  });

  it('a wrong content type → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
      const r = await t.call({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: 'mobile=01712345678&pin=12345',
        headers: { 'content-type': type },
      });
      expect(r.statusCode, type).toBe(415);
      expectErrorShape(r.json(), 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('a body over 1 MB → 413 PAYLOAD_TOO_LARGE', async () => {
    const before = await counts();
    const r = await post('/api/v1/shops', JSON.stringify(shopBody({ address: 'ক'.repeat(600_000) })));
    expect(r.statusCode).toBe(413);
    expectErrorShape(r.json(), 'PAYLOAD_TOO_LARGE');
    expect(await counts()).toEqual(before);
  });

  it('hostile shop bodies → 4xx with field messages; nothing is written', async () => {
    const before = await counts();
    const bad: [Record<string, unknown>, string][] = [
      [{ ...shopBody(), name: 12 }, 'name'],
      [{ ...shopBody(), name: '' }, 'name'],
      [{ ...shopBody(), name: '   ' }, 'name'],
      [{ ...shopBody(), name: 'ক'.repeat(101) }, 'name'],
      [{ ...shopBody(), name: null }, 'name'],
      [{ ...shopBody(), shopType: 'casino' }, 'shopType'],
      [{ ...shopBody(), id: 'not-a-ulid' }, 'id'],
      [{ ...shopBody(), id: 42 }, 'id'],
      [{ ...shopBody(), admin: true }, 'admin'],
      [{ ...shopBody(), phone: '<b>017</b>' }, 'phone'],
      [{ ...shopBody(), address: 'x'.repeat(301) }, 'address'],
      [{ ...shopBody(), divisionId: '1; DROP TABLE shops' }, 'divisionId'],
      [{ ...shopBody(), divisionId: '999' }, 'divisionId'],
      [{ ...shopBody(), divisionId: '3', districtId: '1' }, 'districtId'],
      [{ ...shopBody(), districtId: '1' }, 'districtId'],
      [{ ...shopBody(), name: 'a\u0000b' }, 'name'],
      [{ name: 'x', shopType: 'grocery' }, 'id'],
    ];
    for (const [body, field] of bad) {
      const r = await post('/api/v1/shops', JSON.stringify(body));
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      if (r.statusCode === 400 && r.json().error.details) {
        expect(Object.keys(r.json().error.details), JSON.stringify(body).slice(0, 80)).toContain(field);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('tells the limit in the message of a too-long text', async () => {
    const r = await post('/api/v1/shops', JSON.stringify({ ...shopBody(), name: 'ক'.repeat(101) }));
    expect(r.json().error.details.name).toBe('অনেক লম্বা — সর্বোচ্চ ১০০ অক্ষর।');
    const en = await post('/api/v1/shops', JSON.stringify({ ...shopBody(), admin: 1 }), { 'accept-language': 'en' });
    expect(en.json().error.details).toEqual({ admin: 'This field is not known.' });
  });

  it('hostile PATCH bodies → 4xx; the shop is unchanged', async () => {
    const url = `/api/v1/shops/${shopId}`;
    const before = (await t.call({ method: 'GET', url, headers: bearer(owner.token) })).json();
    for (const payload of [
      { name: '' },
      { onlineSell: 'yes' },
      { shopType: 'bank' },
      { id: ulid() },
      { timezone: 'UTC' },
      { ownerUserId: 'x' },
      { areaId: '1' },
      { name: 'ক'.repeat(5000) },
      [],
      'string',
    ]) {
      const r = await t.call({ method: 'PATCH', url, headers: bearer(owner.token), payload: payload as object });
      expect(r.statusCode, JSON.stringify(payload).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    const after = (await t.call({ method: 'GET', url, headers: bearer(owner.token) })).json();
    expect(after).toEqual(before);
  });

  it('SQL and HTML in text are stored and answered as plain data', async () => {
    const name = `'); DROP TABLE shops; -- <script>alert("x")</script>`;
    const address = `<img src=x onerror=alert(1)> ' OR 1=1 --`;
    const r = await post('/api/v1/shops', JSON.stringify(shopBody({ name, address })));
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ name, address });
    const again = await t.call({ method: 'GET', url: `/api/v1/shops/${r.json().id}`, headers: bearer(owner.token) });
    expect(again.json()).toMatchObject({ name, address });
    expect(again.headers['content-type']).toMatch(/^application\/json/);
  });

  it('hostile auth bodies → 4xx', async () => {
    for (const payload of [
      { mobile: { $gt: '' }, pin: '12345' },
      { mobile: ['01712345678'], pin: '12345' },
      { mobile: '01712345678', pin: 12345 },
      { mobile: '01712345678'.repeat(1000), pin: '12345' },
      { mobile: "01712345678' OR '1'='1", pin: '12345' },
      { mobile: '01712345678', pin: '12345', extra: 1 },
    ]) {
      const r = await t.call({ method: 'POST', url: '/api/v1/auth/login', payload });
      expect(r.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expectErrorShape(r.json(), 'VALIDATION_FAILED');
    }
  });
});
