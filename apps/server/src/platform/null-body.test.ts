/**
 * A JSON `null` body is not "no body": a route with a body schema answers 400 VALIDATION_FAILED
 * and changes nothing (route-policy.ts reads only a missing or empty body as `{}`).
 */
import { ulid } from '@dokani/core';
import { describe, expect, it } from 'vitest';
import { api, ownerWithShop } from '../modules/contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../modules/contacts/contacts.fixtures.ts';
import { withTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { bearer } from '../test/auth.ts';

let t: TestApp;
let s: ShopFixture;
withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
});

const sendNull = (method: string, url: string) =>
  t.call({ method: method as 'PATCH', url, headers: { ...bearer(s.token), 'content-type': 'application/json' }, payload: 'null' });

describe('a JSON null body', () => {
  it('is refused with 400 VALIDATION_FAILED by the PATCH routes, and nothing changes', async () => {
    const call = api(t, s);
    const product = (await call('POST', '/products', { id: ulid(), name: 'চাল', unit: 'kg', purchasePrice: '60', sellPrice: '70' })).json<{
      id: string;
    }>().id;
    const contact = (await call('POST', '/contacts', { id: ulid(), type: 'customer', name: 'রহিম' })).json<{ id: string }>().id;
    const category = (await call('POST', '/categories', { id: ulid(), name: 'মুদি' })).json<{ id: string }>().id;
    expect((await call('PATCH', '/online-shop', { slug: `null-${process.pid}` })).statusCode).toBe(200);
    const routes: { patch: string; read: string }[] = [
      { patch: '', read: '' },
      { patch: `/products/${product}`, read: `/products/${product}` },
      { patch: `/contacts/${contact}`, read: `/contacts/${contact}` },
      { patch: '/settings', read: '/settings' },
      { patch: '/online-shop', read: '/online-shop' },
      { patch: `/categories/${category}`, read: '/categories' },
    ];
    for (const { patch, read } of routes) {
      const before = (await call('GET', read)).body;
      const r = await sendNull('PATCH', `${s.base}${patch}`);
      expect(r.statusCode, `PATCH ${patch}: ${r.body}`).toBe(400);
      expect(r.json().error.code).toBe('VALIDATION_FAILED');
      expect((await call('GET', read)).body, `GET ${read}`).toBe(before);
    }
  });

  it('is never taken by any route with a JSON body (POST, PUT, PATCH, DELETE)', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    }>();
    const ops = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        // (the delivery reports' page is 404 without SSLWIRELESS_DLR_KEY, before any body is read)
        .filter(([, op]) => op.requestBody?.content?.['application/json'] && !path.startsWith('/api/v1/sms/delivery/'))
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
    expect(ops.filter((o) => o.method === 'POST').length).toBeGreaterThan(30);
    const taken: string[] = [];
    for (const { method, path } of ops) {
      const url = path.replace('{shopId}', s.shopId).replace(/\{\w+\}/g, () => ulid());
      const r = await sendNull(method, url);
      if (r.statusCode !== 400 || r.json<{ error: { code: string } }>().error.code !== 'VALIDATION_FAILED')
        taken.push(`${method} ${path}: ${r.statusCode} ${r.body.slice(0, 120)}`);
    }
    expect(taken).toEqual([]);
  });
});
