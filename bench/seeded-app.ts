/**
 * The benches that drive the built web app in Chromium signed in (offline-queue, web-size,
 * Lighthouse) share one seeded shop and one way to serve it: the app in this process on an
 * in-memory PGlite, listening on 127.0.0.1.
 */
import { ulid } from '@dokani/core';
import { buildApp } from '../apps/server/src/app.ts';
import { MIGRATION_FILLS } from '../apps/server/src/migration-fills.ts';
import { createShopIn } from '../apps/server/src/modules/shops/index.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb, type DbHandle } from '../apps/server/src/platform/db/connect.ts';
import type { Db } from '../apps/server/src/platform/db/schema.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { productRow } from '../apps/server/src/test/rows.ts';

export interface Seeded {
  shopId: string;
  token: string;
  userId: string;
  productId: string;
}

/**
 * A user with a shop and a session, written straight to the database; `yearly`: the shop on a
 * yearly package, so no monthly limit is in the way.
 */
export async function benchOwner(
  db: Db,
  o: { mobile: string; name?: string; shopName?: string; yearly?: boolean },
  now = new Date(),
): Promise<{ userId: string; shopId: string; token: string }> {
  const user = { id: ulid(), mobile: o.mobile, name: o.name ?? 'Bench' };
  await db
    .insertInto('users')
    .values({ ...user, pin_hash: 'x', created_at: now, updated_at: now })
    .execute();
  const shopId = ulid();
  await db
    .transaction()
    .execute((trx) => createShopIn(trx, user, { id: shopId, name: o.shopName ?? 'বেঞ্চ স্টোর', shopType: 'grocery' }, now));
  if (o.yearly) {
    await db
      .insertInto('shop_subscriptions')
      .values({
        shop_id: shopId,
        id: ulid(),
        package_id: 'advanced',
        period: 'yearly',
        starts_at: new Date(now.getTime() - 86_400_000),
        ends_at: null,
        created_at: now,
      })
      .execute();
  }
  const { token } = await createSession(db, user.id, now, 720, null);
  return { userId: user.id, shopId, token };
}

/** A user with a shop on a yearly package (no monthly limit), a session and one product with plenty of stock. */
export async function seedBenchShop(db: Db): Promise<Seeded> {
  const now = new Date();
  const { userId, shopId, token } = await benchOwner(db, { mobile: '+8801700000009', yearly: true }, now);
  const productId = ulid();
  await db
    .insertInto('products')
    .values(
      productRow(
        shopId,
        {
          id: productId,
          name: 'মিনিকেট চাল',
          search_name: 'মিনিকেট চাল',
          unit: 'kg',
          purchase_price: 10_000n,
          sell_price: 12_000n,
          current_stock: 10_000_000n,
          stock_value: 1_000_000_000n,
          average_cost: 10_000n,
          last_cost: 10_000n,
        },
        now,
      ),
    )
    .execute();
  return { shopId, token, userId, productId };
}

/** The app's persisted `auth-storage` for the seeded user, signed in with the shop chosen (what a returning phone holds). */
export function storedSession(s: Seeded): string {
  return JSON.stringify({
    state: {
      user: { id: s.userId, mobile: '+8801700000009', name: 'Bench', mobile_number: '+8801700000009' },
      token: s.token,
      isAuthenticated: true,
      sessionExpiresAt: Date.now() + 3_600_000,
      currentNumber: null,
      currentShop: { id: s.shopId, name: 'বেঞ্চ স্টোর', role: 'owner', timezone: 'Asia/Dhaka' },
      currentShopId: s.shopId,
      signupData: null,
      platform: 'web',
    },
    version: 0,
  });
}

/** The app serving `webDist` on the given database, listening on a free port of 127.0.0.1. */
export async function serveApp(
  handle: DbHandle,
  webDist: string,
  dataDir: string,
): Promise<{ app: Awaited<ReturnType<typeof buildApp>>; base: string }> {
  const app = await buildApp({
    config: { ...loadConfig({ DATA_DIR: dataDir, WEB_DIST: webDist }), logLevel: 'silent' as const },
    db: handle,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A migrated in-memory database with the seeded shop, and the app serving `webDist` on it. */
export async function serveSeeded(
  webDist: string,
  dataDir: string,
): Promise<{ handle: DbHandle; seeded: Seeded; app: Awaited<ReturnType<typeof buildApp>>; base: string }> {
  const handle = await openDb({ kind: 'pglite', dataDir: null });
  await migrate(handle.db, MIGRATION_FILLS);
  const seeded = await seedBenchShop(handle.db);
  return { handle, seeded, ...(await serveApp(handle, webDist, dataDir)) };
}
