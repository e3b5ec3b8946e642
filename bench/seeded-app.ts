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
import { migrate } from '../apps/server/src/platform/migrate.ts';

export interface Seeded {
  shopId: string;
  token: string;
  userId: string;
  productId: string;
}

/** A user with a shop on a yearly package (no monthly limit), a session and one product with plenty of stock. */
export async function seedBenchShop(db: Parameters<typeof migrate>[0]): Promise<Seeded> {
  const now = new Date();
  const userId = ulid();
  await db
    .insertInto('users')
    .values({ id: userId, mobile: '+8801700000009', name: 'Bench', pin_hash: 'x', created_at: now, updated_at: now })
    .execute();
  const shopId = ulid();
  await db
    .transaction()
    .execute((trx) =>
      createShopIn(
        trx,
        { id: userId, mobile: '+8801700000009', name: 'Bench' },
        { id: shopId, name: 'বেঞ্চ স্টোর', shopType: 'grocery' },
        now,
      ),
    );
  // no monthly sale limit in the way
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
  const { token } = await createSession(db, userId, now, 720, null);
  const productId = ulid();
  await db
    .insertInto('products')
    .values({
      shop_id: shopId,
      id: productId,
      name: 'মিনিকেট চাল',
      search_name: 'মিনিকেট চাল',
      unit: 'kg',
      category_id: null,
      sub_category_id: null,
      purchase_price: 10_000n,
      sell_price: 12_000n,
      current_stock: 10_000_000n,
      stock_value: 1_000_000_000n,
      average_cost: 10_000n,
      last_cost: 10_000n,
      details: null,
      barcode: null,
      bulk_price: null,
      min_order_quantity: null,
      low_stock_alert: null,
      vat_percent: null,
      warranty_days: null,
      discount_type: null,
      discount_value: null,
      expiry_date: null,
      batch_number: null,
      created_at: now,
      updated_at: now,
    })
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
