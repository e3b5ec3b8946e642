import { expect, type APIRequestContext } from '@playwright/test';
import { ulid } from '@dokani/core';
import { otpFor } from './outbox.ts';

/** Registers a user straight through the API (for journeys that start from an existing account). */
export async function registerViaApi(
  request: APIRequestContext,
  mobile: string,
  pin: string,
  shopName?: string,
): Promise<{ token: string; shopId?: string }> {
  const since = Date.now();
  const sent = await request.post('/api/v1/auth/otp/send', { data: { mobile, purpose: 'signup' } });
  expect(sent.status()).toBe(200);
  const code = await otpFor(mobile, since);
  const verified = await request.post('/api/v1/auth/otp/verify', { data: { mobile, purpose: 'signup', code } });
  expect(verified.status()).toBe(200);
  const { otpToken } = (await verified.json()) as { otpToken: string };
  const signed = await request.post('/api/v1/auth/signup', { data: { otpToken, name: 'Test User', pin } });
  expect(signed.status()).toBe(201);
  const { token } = (await signed.json()) as { token: string };
  if (!shopName) return { token };
  const shopId = ulid();
  const created = await request.post('/api/v1/shops', {
    data: { id: shopId, name: shopName, shopType: 'grocery' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  return { token, shopId };
}

/**
 * One API call as a signed-in user (seeding a journey): fails the test on any answer ≥ 300, with
 * the answer's text; resolves with the parsed body. GET without data, POST with it, unless told.
 */
export async function callApi<T = { id: string }>(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: unknown,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = data === undefined ? 'GET' : 'POST',
): Promise<T> {
  const res = await request.fetch(`/api/v1${path}`, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}
