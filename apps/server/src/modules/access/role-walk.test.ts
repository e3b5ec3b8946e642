/**
 * Every shop route, as a member of each ready role: 403 exactly where the route asks for a
 * feature the role lacks, or is the owner's only. The routes and their features come from the app itself (the routes it
 * registered, the OpenAPI document), not from a list kept by hand.
 */
import { ulid } from '@dokani/core';
import type { Role } from '@dokani/contracts/access';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, signUp } from '../../test/auth.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let roles: Role[];
withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  roles = (await api(t, s)('GET', '/roles')).json<{ items: Role[] }>().items;
});

/** The OpenAPI document's shop operations: `METHOD /api/v1/shops/{shopId}/…`. */
async function shopOperations(): Promise<{ method: string; path: string }[]> {
  const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/v1/shops/{shopId}'))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
}

describe('the role walk', () => {
  it('every shop route declares its feature', async () => {
    const ops = await shopOperations();
    expect(ops.length).toBeGreaterThan(80);
    const undeclared = ops.filter((o) => !t.app.routeFeatures.has(`${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(undeclared).toEqual([]);
  });

  it.each(['cashier', 'manager', 'accountant'])('as the ready role %s: refused (403) exactly outside its features', async (key) => {
    const role = roles.find((r) => r.ready === key) as Role;
    const person = await signUp(t);
    expect((await api(t, s)('POST', '/members', { id: ulid(), mobile: person.mobile, roleId: role.id })).statusCode).toBe(201);

    const wrong: string[] = [];
    for (const { method, path } of await shopOperations()) {
      const key = `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const declared = t.app.routeFeatures.get(key);
      const allowed =
        !t.app.routeOwnerOnly.has(key) &&
        (declared === 'any-member' || (declared ?? []).some((f) => role.features.includes(f as Role['features'][number])));
      const url = path.replace('{shopId}', s.shopId).replace(/\{\w+\}/g, () => ulid());
      const r = await t.call({
        method: method as 'GET',
        url,
        headers: bearer(person.token),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      if ((r.statusCode === 403) !== !allowed)
        wrong.push(`${method} ${path}: ${r.statusCode} (${allowed ? 'allowed' : 'refused'} by ${String(declared)})`);
    }
    expect(wrong).toEqual([]);
  });
});
