/** A shop and its owner for the tests, and calls to the shop's routes as the owner. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { bearer, createShop, signUp } from './auth.ts';

export interface ShopFixture {
  shopId: string;
  token: string;
  userId: string;
  base: string;
}

export async function ownerWithShop(t: TestApp, shopName?: string): Promise<ShopFixture> {
  const user = await signUp(t);
  const shop = await createShop(t, user.token, shopName ? { name: shopName } : {});
  return { shopId: shop.id, token: user.token, userId: user.id, base: `/api/v1/shops/${shop.id}` };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function api(t: TestApp, s: ShopFixture) {
  return (method: Method, path: string, payload?: unknown, lang: 'bn' | 'en' = 'bn'): Promise<LightMyRequestResponse> =>
    t.call({
      method,
      url: `${s.base}${path}`,
      headers: { ...bearer(s.token), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** A shop call (in English) that must answer `status`; its answer, read as `T`. */
export async function expectAnswer<T>(
  t: TestApp,
  s: ShopFixture,
  method: Method,
  path: string,
  payload: unknown,
  status: number,
): Promise<T> {
  const r = await api(t, s)(method, path, payload, 'en');
  expect(r.statusCode, r.body).toBe(status);
  return r.json<T>();
}

/**
 * Every operation of the OpenAPI document whose path matches `paths`, called by `outsider` (the
 * owner of another shop) on this shop's own ids (`url` fills a path in; `payload` is the body of a
 * POST, PUT or PATCH): each must answer 404 and show nothing of the shop (no `secret` in the answer).
 * Answers the paths matched and how many operations were walked.
 */
export async function walkAsOutsider(
  t: TestApp,
  outsider: { token: string },
  o: { paths: RegExp; url: (path: string) => string; payload: (method: string, url: string) => unknown; secret: string },
): Promise<{ paths: string[]; walked: number }> {
  const doc = (await t.call({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  const paths = Object.keys(doc.paths).filter((p) => o.paths.test(p));
  let walked = 0;
  for (const path of paths) {
    for (const method of Object.keys(doc.paths[path] ?? {})) {
      const upper = method.toUpperCase() as Method;
      const url = o.url(path);
      const r = await t.call({
        method: upper,
        url,
        headers: bearer(outsider.token),
        ...(upper === 'POST' || upper === 'PATCH' ? { payload: o.payload(upper, url) as Record<string, unknown> } : {}),
      });
      expect(r.statusCode, `${upper} ${path}`).toBe(404);
      expect(r.body).not.toContain(o.secret);
      walked += 1;
    }
  }
  return { paths, walked };
}
