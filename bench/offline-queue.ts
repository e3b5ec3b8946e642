/**
 * Sending the sales made offline (issue 16): 200 sales waiting in the device's outbox, sent by the
 * app's own sender in Chromium (real IndexedDB) when the network comes back, against posting the
 * same kind of 200 sales online one by one from the same page, in the same run (the app and an
 * in-memory PGlite in this process, the built web app served by it). Three rounds each,
 * alternating; medians. Budget (issue 16): queued ≤ 1.5 × one by one.
 *
 * The waiting sales are written into the outbox store in the shape the app writes them
 * (shared/offline/db.ts `OutboxEntry`), and its summary mirror set, as the counter leaves them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ulid } from '@dokani/core';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { MIGRATION_FILLS } from '../apps/server/src/migration-fills.ts';
import { createShopIn } from '../apps/server/src/modules/shops/index.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db/connect.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { ROOT, median } from './lib.ts';

const SALES = 200;
const ROUNDS = 3;
const BUDGET = 1.5;

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
  await db.insertInto('users').values({ id: userId, mobile: '+8801700000009', name: 'Bench', pin_hash: 'x', created_at: now, updated_at: now }).execute();
  const shopId = ulid();
  await db.transaction().execute((trx) => createShopIn(trx, { id: userId, mobile: '+8801700000009', name: 'Bench' }, { id: shopId, name: 'বেঞ্চ স্টোর', shopType: 'grocery' }, now));
  // no monthly sale limit in the way
  await db
    .insertInto('shop_subscriptions')
    .values({ shop_id: shopId, id: ulid(), package_id: 'advanced', period: 'yearly', starts_at: new Date(now.getTime() - 86_400_000), ends_at: null, created_at: now })
    .execute();
  const { token } = await createSession(db, userId, now, 720, null);
  const productId = ulid();
  await db
    .insertInto('products')
    .values({
      shop_id: shopId, id: productId, name: 'মিনিকেট চাল', search_name: 'মিনিকেট চাল', unit: 'kg', category_id: null, sub_category_id: null,
      purchase_price: 10_000n, sell_price: 12_000n, current_stock: 10_000_000n, stock_value: 1_000_000_000n, average_cost: 10_000n, last_cost: 10_000n,
      details: null, barcode: null, bulk_price: null, min_order_quantity: null, low_stock_alert: null, vat_percent: null, warranty_days: null,
      discount_type: null, discount_value: null, expiry_date: null, batch_number: null, created_at: now, updated_at: now,
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

/** A 3-line-free, 1-line cash sale as the counter posts it. */
const saleBody = (productId: string) => ({ id: ulid(), lines: [{ productId, quantity: '1', unitPrice: '120.00', discount: null }], payments: [{ method: 'cash', amount: '120.00' }], total: '120.00' });

/** Posting `n` sales one by one from the page (what the counter does online), ms. */
async function oneByOne(page: Page, s: Seeded): Promise<number> {
  const bodies = Array.from({ length: SALES }, () => saleBody(s.productId));
  return page.evaluate(
    async ({ bodies, path, token }) => {
      const start = performance.now();
      for (const body of bodies) {
        const r = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
        if (r.status !== 201) throw new Error(`sale: ${r.status}`);
        await r.json();
      }
      return performance.now() - start;
    },
    { bodies, path: `/api/v1/shops/${s.shopId}/sales`, token: s.token },
  );
}

/** The same number of sales waiting in the outbox, sent by the app when the network comes back, ms. */
async function queued(page: Page, s: Seeded): Promise<number> {
  const made = Date.now();
  const entries = Array.from({ length: SALES }, (_, i) => {
    const body = { ...saleBody(s.productId), offline: { madeAt: new Date(made - (SALES - i) * 1000).toISOString(), number: `BEN-${String(i + 1).padStart(4, '0')}` } };
    return { id: body.id, shopId: s.shopId, kind: 'sale', path: `/shops/${s.shopId}/sales`, body, label: body.offline.number, local: null, error: null, attempts: 0, createdAt: made - (SALES - i) * 1000 };
  });
  // The network is down while they are written (the first send attempt stops at once).
  await page.route('**/api/v1/shops/*/sales', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
  await page.evaluate(async (entries) => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('dokani-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const tx = open.result.transaction('outbox', 'readwrite');
        for (const e of entries) tx.objectStore('outbox').put(e);
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    localStorage.setItem('dokani.outbox.v1', JSON.stringify({ count: entries.length, refused: 0, lastError: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'dokani.outbox.v1' }));
  }, entries);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('dokani.outbox.v1') ?? '{}').lastError === 'network', null, { timeout: 30_000 });
  await page.unroute('**/api/v1/shops/*/sales');
  // The network is back: the app's sender runs on the browser's `online` event.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        window.dispatchEvent(new Event('online'));
        const timer = setInterval(() => {
          if (JSON.parse(localStorage.getItem('dokani.outbox.v1') ?? '{}').count === 0) {
            clearInterval(timer);
            resolve(performance.now() - start);
          }
        }, 2);
      }),
  );
}

export async function offlineQueue(): Promise<boolean> {
  const webDist = join(ROOT, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    console.log('  the web app is not built (npm run build): skipped');
    return false;
  }
  const handle = await openDb({ kind: 'pglite', dataDir: null });
  await migrate(handle.db, MIGRATION_FILLS);
  const s = await seedBenchShop(handle.db);
  const config = { ...loadConfig({ DATA_DIR: join(ROOT, '.tmp', 'bench-offline'), WEB_DIST: webDist }), logLevel: 'silent' as const };
  const app = await buildApp({ config, db: handle });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const ctx = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    await page.goto('/auth');
    await page.evaluate(
      (stored) => {
        localStorage.setItem('dokani-lang', 'bn');
        localStorage.setItem('auth-storage', stored);
      },
      storedSession(s),
    );
    // The counter, opened online: the device's store exists, the sender's code is loaded.
    await page.goto('/sell');
    await page.getByTestId('counter-sale').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => new Promise((r) => { const o = indexedDB.open('dokani-offline'); o.onsuccess = () => { const ok = o.result.objectStoreNames.contains('outbox'); o.result.close(); r(ok); }; o.onerror = () => r(false); }), null, { timeout: 30_000 });
    // warm-up: both ways once, not counted
    await oneByOne(page, s);
    await queued(page, s);
    const direct: number[] = [];
    const sent: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      direct.push(await oneByOne(page, s));
      sent.push(await queued(page, s));
    }
    const d = median(direct);
    const q = median(sent);
    const ratio = q / d;
    const booked = await handle.db.selectFrom('sales').select((eb) => eb.fn.countAll<string>().as('n')).where('shop_id', '=', s.shopId).executeTakeFirstOrThrow();
    const expected = (ROUNDS + 1) * SALES * 2;
    const once = Number(booked.n) === expected;
    console.log(`  ${SALES} sales posted online one by one: ${d.toFixed(0)} ms (${(d / SALES).toFixed(1)} ms a sale); runs ${direct.map((x) => x.toFixed(0)).join(', ')}`);
    console.log(`  ${SALES} sales sent from the outbox on reconnect: ${q.toFixed(0)} ms (${(q / SALES).toFixed(1)} ms a sale); runs ${sent.map((x) => x.toFixed(0)).join(', ')}`);
    console.log(`  every sale booked once: ${Number(booked.n)} of ${expected} ${once ? 'ok' : 'WRONG'}`);
    const pass = ratio <= BUDGET && once;
    console.log(`  ratio ${ratio.toFixed(2)} (medians of ${ROUNDS})  budget ≤ ${BUDGET}  ${pass ? 'OK' : 'OVER'}`);
    return pass;
  } finally {
    await browser.close();
    await app.close();
  }
}
