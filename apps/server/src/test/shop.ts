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
