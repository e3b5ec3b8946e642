/**
 * The public storefront on a store of 2,000 products on sale online (PGlite in memory, the app
 * listening on 127.0.0.1 in this process):
 * - JavaScript per page (home, product, cart, checkout): every script file and inline script,
 *   gzip-compressed. Budget (docs/QUALITY.md): ≤ 50 kB per page.
 * - Requests per second of the home page (the first 24 products, the store's header, the visit
 *   cookie of a returning visitor), by autocannon in a child process (10 connections, 8 s, twice),
 *   as a ratio to serving a static file of the very same bytes from the same server in the same
 *   run (@fastify/static). Reported, no budget: rendering on each request costs what it costs.
 * - Lighthouse 12 (mobile, simulated throttling), median of 3 runs, on the home and a product
 *   page, beside a minimal static page served the same way. Budget (docs/QUALITY.md): performance
 *   ≥ 95, accessibility, best practices and SEO 100.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { localDate, phoneticKey, ulid } from '@dokani/core';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { MIGRATION_FILLS } from '../apps/server/src/migration-fills.ts';
import { searchKey } from '../apps/server/src/modules/products/search.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db/connect.ts';
import type { Db } from '../apps/server/src/platform/db/schema.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { productRow } from '../apps/server/src/test/rows.ts';
import { ROOT, median } from './lib.ts';
import { benchOwner } from './seeded-app.ts';
import { CATEGORIES, scorePage, type Category, type PageScore } from './lighthouse-run.ts';

const PRODUCTS = 2_000;
const SLUG = 'bench-store';
const JS_BUDGET_KB = 50;
const LH_RUNS = 3;
const LH_PORT = 9334;
const run = promisify(execFile);

export async function seed(db: Db): Promise<{ product: string }> {
  const now = new Date();
  const { shopId } = await benchOwner(db, { mobile: '+8801900000001' }, now);
  const items = ['মিনিকেট চাল', 'সয়াবিন তেল', 'মসুর ডাল', 'চিনি', 'আটা', 'লবণ', 'চা পাতা', 'গুঁড়া দুধ', 'সাবান', 'বিস্কুট'];
  const ids: string[] = [];
  for (let start = 0; start < PRODUCTS; start += 500) {
    const rows = [];
    for (let i = start; i < start + 500; i++) {
      const name = `${items[i % items.length]} ${i + 1}`;
      const id = ulid(now.getTime() + i);
      ids.push(id);
      rows.push(
        productRow(
          shopId,
          {
            id,
            name,
            search_name: searchKey(name),
            search_phonetic: phoneticKey(name),
            purchase_price: 5000n,
            sell_price: 7500n + BigInt(i),
            current_stock: i % 7 === 0 ? 0n : 25_000n,
            details: 'নতুন মৌসুমের পণ্য, দোকানের নিজের বাছাই।',
            online_sale: true,
          },
          now,
        ),
      );
    }
    await db.insertInto('products').values(rows).execute();
  }
  await db
    .insertInto('shipping_packages')
    .values({ shop_id: shopId, id: ulid(), name: 'ঢাকার ভেতরে', fee: 6000n, created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto('online_shops')
    .values({
      shop_id: shopId,
      slug: SLUG,
      published: true,
      name: 'বেঞ্চ স্টোর',
      address: 'মিরপুর ১০, ঢাকা',
      mobile: '+8801900000001',
      social: '{}',
      seo: JSON.stringify({ title: 'বেঞ্চ স্টোর — চাল, ডাল, তেল', description: 'মিরপুরের মুদি দোকান: ঘরে বসে অর্ডার, ক্যাশ অন ডেলিভারি।' }),
      policies: JSON.stringify({ returns: '৭ দিনের মধ্যে ফেরত।' }),
      updated_at: now,
    })
    .execute();
  return { product: ids[1] as string };
}

/** Every script of a page: files fetched from the server, inline ones as written; gzip kB. */
async function pageJsKb(base: string, path: string): Promise<number> {
  const html = await (await fetch(base + path)).text();
  let bytes = 0;
  for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    const src = /src="([^"]+)"/.exec(attrs)?.[1];
    if (src) bytes += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer())).length;
    else if (!/type="application\/(ld\+)?json"/.test(attrs)) bytes += gzipSync(Buffer.from(m[2] ?? '')).length;
  }
  return bytes / 1024;
}

async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const args = [
    join(ROOT, 'node_modules/autocannon/autocannon.js'),
    '-c',
    '10',
    '-d',
    '8',
    '-j',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 10 * 1024 * 1024 });
  const out = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number };
  if (out.non2xx > 0 || out.errors > 0) throw new Error(`${url}: ${out.non2xx} non-2xx answers, ${out.errors} errors`);
  return out.requests.average;
}

async function lighthouseScores(url: string): Promise<Record<Category, number>> {
  const runs: PageScore[] = [];
  for (let i = 0; i < LH_RUNS; i++) {
    const run = await scorePage(url, LH_PORT);
    const failed = Object.values(run.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    if (i === 0 && failed.length) console.log(`    ${url.replace(/^http:\/\/[^/]+/, '')}: failing audits: ${failed.join(', ')}`);
    runs.push(run);
  }
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>;
}

export async function storefront(): Promise<boolean> {
  const handle = await openDb({ kind: 'pglite', dataDir: null });
  const webDist = mkdtempSync(join(tmpdir(), 'dokani-bench-store-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  let ok = true;
  try {
    await migrate(handle.db, MIGRATION_FILLS);
    const { product } = await seed(handle.db);
    const config = { ...loadConfig({ DATA_DIR: webDist, WEB_DIST: webDist }), logLevel: 'silent' as const };
    const app = await buildApp({ config, db: handle });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      // A returning visitor: counted today already.
      const cookie = `v_${SLUG.replace(/-/g, '_')}=${localDate(new Date(), 'Asia/Dhaka')}`;
      const home = Buffer.from(await (await fetch(`${base}/store/${SLUG}`, { headers: { cookie } })).arrayBuffer());
      writeFileSync(join(webDist, 'static-home.html'), home);
      writeFileSync(
        join(webDist, 'minimal.html'),
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A minimal page"><title>Minimal</title></head><body><main><h1>Minimal page</h1><p>Served by the same server.</p></main></body></html>',
      );

      console.log(
        `  store of ${PRODUCTS} products; home page ${(home.length / 1024).toFixed(1)} kB (${(gzipSync(home).length / 1024).toFixed(1)} kB gzip)`,
      );
      for (const path of ['', `/p/${product}`, '/cart', '/checkout']) {
        const kb = await pageJsKb(base, `/store/${SLUG}${path}`);
        const pass = kb <= JS_BUDGET_KB;
        ok &&= pass;
        console.log(
          `  JS ${`/store/${SLUG}${path}`.padEnd(48)} ${kb.toFixed(1).padStart(6)} kB gzip  budget ≤ ${JS_BUDGET_KB}  ${pass ? 'ok' : 'OVER'}`,
        );
      }

      const staticRps: number[] = [];
      const storeRps: number[] = [];
      for (let i = 0; i < 2; i++) {
        staticRps.push(await requestsPerSecond(`${base}/static-home.html`, { cookie }));
        storeRps.push(await requestsPerSecond(`${base}/store/${SLUG}`, { cookie }));
      }
      const s = median(staticRps);
      const d = median(storeRps);
      console.log(
        `  home page: ${d.toFixed(0)} requests/s rendered; the same bytes as a static file: ${s.toFixed(0)} requests/s; ratio ${(d / s).toFixed(2)} (medians of 2 runs of 8 s, 10 connections)`,
      );

      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          `--remote-debugging-port=${LH_PORT}`,
        ],
      });
      try {
        const pages: [string, string][] = [
          ['minimal static page (baseline)', `${base}/minimal.html`],
          ['store home', `${base}/store/${SLUG}`],
          ['product page', `${base}/store/${SLUG}/p/${product}`],
        ];
        for (const [name, url] of pages) {
          const sc = await lighthouseScores(url);
          const baseline = name.startsWith('minimal');
          const pass = baseline || (sc.performance >= 95 && sc.accessibility === 100 && sc['best-practices'] === 100 && sc.seo === 100);
          ok &&= pass;
          console.log(
            `  Lighthouse ${name.padEnd(32)} perf ${sc.performance}  a11y ${sc.accessibility}  best ${sc['best-practices']}  SEO ${sc.seo}${baseline ? '' : `  budget 95/100/100/100  ${pass ? 'ok' : 'MISSED'}`}`,
          );
        }
      } finally {
        await browser.close();
      }
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(webDist, { recursive: true, force: true });
  }
  return ok;
}
