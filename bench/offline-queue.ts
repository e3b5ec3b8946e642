/**
 * Sending the sales made offline (decision 0013): 200 sales waiting in the device's outbox, sent by the
 * app's own sender in Chromium (real IndexedDB) when the network comes back, against posting the
 * same kind of 200 sales online one by one from the same page, in the same run (the app and an
 * in-memory PGlite in this process, the built web app served by it). Three rounds each,
 * alternating; medians. Budget (docs/QUALITY.md): queued ≤ 1.5 × one by one.
 *
 * The waiting sales are written into the outbox store in the shape the app writes them
 * (shared/offline/db.ts `OutboxEntry`), and its summary mirror set, as the counter leaves them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ulid } from '@dokani/core';
import { chromium, type Page } from 'playwright-core';
import { ROOT, median } from './lib.ts';
import { serveSeeded, storedSession, type Seeded } from './seeded-app.ts';

const SALES = 200;
const ROUNDS = 3;
const BUDGET = 1.5;

/** A 3-line-free, 1-line cash sale as the counter posts it. */
const saleBody = (productId: string) => ({
  id: ulid(),
  lines: [{ productId, quantity: '1', unitPrice: '120.00', discount: null }],
  payments: [{ method: 'cash', amount: '120.00' }],
  total: '120.00',
});

/** Posting `n` sales one by one from the page (what the counter does online), ms. */
async function oneByOne(page: Page, s: Seeded): Promise<number> {
  const bodies = Array.from({ length: SALES }, () => saleBody(s.productId));
  return page.evaluate(
    async ({ bodies, path, token }) => {
      const start = performance.now();
      for (const body of bodies) {
        const r = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
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
    const body = {
      ...saleBody(s.productId),
      offline: { madeAt: new Date(made - (SALES - i) * 1000).toISOString(), number: `BEN-${String(i + 1).padStart(4, '0')}` },
    };
    return {
      id: body.id,
      shopId: s.shopId,
      kind: 'sale',
      path: `/shops/${s.shopId}/sales`,
      body,
      label: body.offline.number,
      local: null,
      error: null,
      attempts: 0,
      createdAt: made - (SALES - i) * 1000,
    };
  });
  // The network is down while they are written (the first send attempt stops at once).
  await page.route('**/api/v1/shops/*/sales', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
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
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('dokani.outbox.v1') ?? '{}').lastError === 'network', null, {
    timeout: 30_000,
  });
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
  const { handle, seeded: s, app, base } = await serveSeeded(webDist, join(ROOT, '.tmp', 'bench-offline'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const ctx = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    await page.goto('/auth');
    await page.evaluate((stored) => {
      localStorage.setItem('dokani-lang', 'bn');
      localStorage.setItem('auth-storage', stored);
    }, storedSession(s));
    // The counter, opened online: the device's store exists, the sender's code is loaded.
    await page.goto('/sell');
    await page.getByTestId('counter-sale').waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () =>
        new Promise((r) => {
          const o = indexedDB.open('dokani-offline');
          o.onsuccess = () => {
            const ok = o.result.objectStoreNames.contains('outbox');
            o.result.close();
            r(ok);
          };
          o.onerror = () => r(false);
        }),
      null,
      { timeout: 30_000 },
    );
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
    const booked = await handle.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('shop_id', '=', s.shopId)
      .executeTakeFirstOrThrow();
    const expected = (ROUNDS + 1) * SALES * 2;
    const once = Number(booked.n) === expected;
    console.log(
      `  ${SALES} sales posted online one by one: ${d.toFixed(0)} ms (${(d / SALES).toFixed(1)} ms a sale); runs ${direct.map((x) => x.toFixed(0)).join(', ')}`,
    );
    console.log(
      `  ${SALES} sales sent from the outbox on reconnect: ${q.toFixed(0)} ms (${(q / SALES).toFixed(1)} ms a sale); runs ${sent.map((x) => x.toFixed(0)).join(', ')}`,
    );
    console.log(`  every sale booked once: ${Number(booked.n)} of ${expected} ${once ? 'ok' : 'WRONG'}`);
    const pass = ratio <= BUDGET && once;
    console.log(`  ratio ${ratio.toFixed(2)} (medians of ${ROUNDS})  budget ≤ ${BUDGET}  ${pass ? 'OK' : 'OVER'}`);
    return pass;
  } finally {
    await browser.close();
    await app.close();
  }
}
