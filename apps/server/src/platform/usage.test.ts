import { ulid } from '@dokani/core';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { bearer, createShop, login, signUp } from '../test/auth.ts';
import type { TestUser } from '../test/auth.ts';
import { createOnce } from './idempotency.ts';
import { usagePeriod } from './usage.ts';

let t: TestApp;
let owner: TestUser;

/** Probe routes that exist only in this test: a monthly ('sell') and a total ('customer') feature. */
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (api, deps) => {
      const r = api.withTypeProvider<ZodTypeProvider>();
      for (const [path, feature] of [
        ['test-sales', 'sell'],
        ['test-customers', 'customer'],
      ] as const) {
        r.post(
          `/shops/:shopId/${path}`,
          {
            config: { auth: 'shop', feature: feature === 'sell' ? 'sell' : 'contacts', usage: feature },
            schema: {
              summary: 'usage probe',
              tags: ['service'],
              params: z.object({ shopId: z.string() }),
              body: z.object({ id: z.string() }),
            },
          },
          async (req, reply) => {
            const shopId = req.params.shopId;
            const { created, value } = await deps.db.transaction().execute((trx) =>
              createOnce(
                trx,
                { scope: shopId, resource: path, id: req.body.id, body: req.body, at: deps.clock.now() },
                async () => ({ id: req.body.id }),
                async () => ({ id: req.body.id }),
              ),
            );
            return reply.code(created ? 201 : 200).send(value);
          },
        );
      }
    },
  });
  owner = await signUp(t);
  await t.db
    .updateTable('packages')
    .set({ limits: JSON.stringify({ sell: 3, customer: 2 }) })
    .where('id', '=', 'free')
    .execute();
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock and signs in again (months pass in these tests; sessions last 30 days). */
async function at(instant: string): Promise<void> {
  t.clock.set(instant);
  owner.token = (await login(t, owner.mobile, owner.pin)).json().token as string;
}

const sell = (shopId: string, id: string = ulid(), lang = 'bn') =>
  t.call({
    method: 'POST',
    url: `/api/v1/shops/${shopId}/test-sales`,
    headers: { ...bearer(owner.token), 'accept-language': lang },
    payload: { id },
  });
const addCustomer = (shopId: string) =>
  t.call({ method: 'POST', url: `/api/v1/shops/${shopId}/test-customers`, headers: bearer(owner.token), payload: { id: ulid() } });

describe('usage limits', () => {
  it('refuses with 402 at the Free limit; a replay is answered and not counted', async () => {
    await at('2025-03-10T06:00:00Z');
    const shop = await createShop(t, owner.token);
    const first = ulid();
    expect((await sell(shop.id, first)).statusCode).toBe(201);
    expect((await sell(shop.id, first)).statusCode).toBe(200);
    expect((await sell(shop.id)).statusCode).toBe(201);
    expect((await sell(shop.id)).statusCode).toBe(201);
    const over = await sell(shop.id);
    expect(over.statusCode).toBe(402);
    expect(over.json().error).toEqual({
      code: 'USAGE_LIMIT_REACHED',
      message: 'আপনি বিক্রির ব্যবহারসীমা (৩) পূর্ণ করেছেন। ফিচারটি আরও ব্যবহার করতে আপনার সাবস্ক্রিপশন আপগ্রেড করুন।',
      details: { feature: 'sell', limit: 3 },
    });
    const en = await sell(shop.id, ulid(), 'en');
    expect(en.json().error.message).toBe(
      'You have reached your selling usage limit 3. To use the feature further, please upgrade your subscription.',
    );
    // a retry of a sale that was made still answers 200 at the limit
    expect((await sell(shop.id, first)).statusCode).toBe(200);
    const counter = await t.db.selectFrom('usage_counters').selectAll().where('shop_id', '=', shop.id).executeTakeFirstOrThrow();
    expect(counter).toMatchObject({ feature: 'sell', period: '2025-03', count: 3 });
  });

  it('monthly features start again in a new month of the shop timezone (Asia/Dhaka)', async () => {
    await at('2025-04-30T12:00:00Z');
    const shop = await createShop(t, owner.token);
    for (let i = 0; i < 3; i++) expect((await sell(shop.id)).statusCode).toBe(201);
    expect((await sell(shop.id)).statusCode).toBe(402);
    // 17:59 UTC = 23:59 in Dhaka: still April
    t.clock.set('2025-04-30T17:59:00Z');
    expect((await sell(shop.id)).statusCode).toBe(402);
    // 18:00 UTC = 00:00 on 1 May in Dhaka
    t.clock.set('2025-04-30T18:00:00Z');
    expect((await sell(shop.id)).statusCode).toBe(201);
    expect(usagePeriod('sell', t.clock.now(), 'Asia/Dhaka')).toBe('2025-05');
  });

  it('total features do not reset with the month', async () => {
    await at('2025-06-15T06:00:00Z');
    const shop = await createShop(t, owner.token);
    expect((await addCustomer(shop.id)).statusCode).toBe(201);
    expect((await addCustomer(shop.id)).statusCode).toBe(201);
    expect((await addCustomer(shop.id)).statusCode).toBe(402);
    await at('2025-08-01T06:00:00Z');
    const r = await addCustomer(shop.id);
    expect(r.statusCode).toBe(402);
    expect(r.json().error.details).toEqual({ feature: 'customer', limit: 2 });
  });

  it('an Advanced subscription has no limit; when it lapses the shop is back on Free', async () => {
    await at('2025-09-01T06:00:00Z');
    const shop = await createShop(t, owner.token);
    const now = t.clock.now();
    await t.db
      .insertInto('shop_subscriptions')
      .values({
        shop_id: shop.id,
        id: ulid(),
        package_id: 'advanced',
        period: 'monthly',
        starts_at: now,
        ends_at: new Date('2025-09-10T00:00:00Z'),
        created_at: now,
      })
      .execute();
    for (let i = 0; i < 5; i++) expect((await sell(shop.id)).statusCode).toBe(201);
    t.clock.set('2025-09-10T00:00:00Z');
    expect((await sell(shop.id)).statusCode).toBe(402);
  });

  it('usage.record counts inside a transaction and never goes below zero', async () => {
    await at('2025-10-01T06:00:00Z');
    const shop = await createShop(t, owner.token);
    await t.db.transaction().execute(async (trx) => {
      await t.deps.usage.record(trx, shop.id, 'customer', 2);
      await t.deps.usage.record(trx, shop.id, 'customer', -5);
      await t.deps.usage.record(trx, shop.id, 'customer', 1);
    });
    expect(await t.deps.usage.count(t.db, shop.id, 'customer', 'Asia/Dhaka')).toBe(1);
  });
});
