/**
 * Requests an attacker (or a broken client) sends: malformed multipart uploads, malformed URLs,
 * and bodyless POSTs to routes whose body fields are all optional. Every answer is the API's own
 * `{ error: { code, message } }` in the caller's language, never a 500 or the framework's shape.
 */
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { bearer } from '../test/auth.ts';
import { addContact, addProduct, ownerWithShop, saleBody, sell } from '../modules/trade/trade.fixtures.ts';
import type { ShopFixture } from '../modules/trade/trade.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let productId: string;
let contactId: string;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  productId = await addProduct(t, s, { openingStock: '10' });
  contactId = (await addContact(t, s)).id as string;
});

function expectApiError(r: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(r.statusCode).toBe(status);
  expect(r.json()).toMatchObject({ error: { code, message: expect.any(String) } });
}

const PNG_START = Buffer.from('89504e470d0a1a0a', 'hex');

describe('malformed multipart uploads', () => {
  const routes = (): ['POST' | 'PUT', string][] => [
    ['POST', `${s.base}/products/${productId}/photos`],
    ['PUT', `${s.base}/contacts/${contactId}/photo`],
    ['PUT', `${s.base}/logo`],
  ];
  const part = (boundary: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_START,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const bodies: [string, string, Buffer][] = [
    ['no boundary', 'multipart/form-data', part('xyz')],
    ['a wrong boundary', 'multipart/form-data; boundary=not-the-one', part('xyz')],
    ['a part cut short', 'multipart/form-data; boundary=xyz', part('xyz').subarray(0, 90)],
    ['an empty body', 'multipart/form-data; boundary=xyz', Buffer.alloc(0)],
    ['a header that never ends', 'multipart/form-data; boundary=xyz', Buffer.from('--xyz\r\nContent-Disposition: form-da')],
  ];
  for (const [what, contentType, payload] of bodies) {
    it(`${what} → 400 VALIDATION_FAILED with a message in the caller's language, on every upload route`, async () => {
      for (const [method, url] of routes()) {
        for (const lang of ['bn', 'en'] as const) {
          const r = await t.call({
            method,
            url,
            headers: { ...bearer(s.token), 'content-type': contentType, 'accept-language': lang },
            payload,
          });
          expect({ url, status: r.statusCode, body: r.json() }).toMatchObject({
            status: 400,
            body: { error: { code: 'VALIDATION_FAILED' } },
          });
          const file = r.json<{ error: { details: { file: string } } }>().error.details.file;
          expect(file).toMatch(lang === 'bn' ? /ফাইল/ : /file/i);
        }
      }
    });
  }
});

describe('malformed URLs', () => {
  for (const url of ['/api/v1/shops/%00%ff', '/api/v1/%E0%A4%A', '/%ff', `/api/v1/shops/${'%c0'}/products`]) {
    it(`${url} → the API's error shape, not the framework's`, async () => {
      const r = await t.call({ method: 'GET', url, headers: { ...bearer(s.token), 'accept-language': 'en' } });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String), details: { url: expect.any(String) } } });
    });
  }
});

describe('POSTs whose body fields are all optional', () => {
  it('a void with no body at all is accepted (no reason)', async () => {
    const sale = await sell(t, s, saleBody([{ productId, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }));
    const r = await t.call({ method: 'POST', url: `${s.base}/sales/${sale.id}/void`, headers: bearer(s.token) });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ id: sale.id, status: 'void' });
  });
  it('with an empty JSON content type and no body, too', async () => {
    const sale = await sell(t, s, saleBody([{ productId, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] }));
    const r = await t.call({
      method: 'POST',
      url: `${s.base}/sales/${sale.id}/void`,
      headers: { ...bearer(s.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(r.statusCode).toBe(200);
  });
  it('a route that needs a body still says so when none is sent', async () => {
    const r = await t.call({ method: 'POST', url: `${s.base}/contacts`, headers: { ...bearer(s.token), 'accept-language': 'en' } });
    expectApiError(r, 400, 'VALIDATION_FAILED');
  });
});
