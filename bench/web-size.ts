/**
 * The JavaScript each page loads, gzip-compressed, measured in Chromium against the built app.
 * Baseline in the same run: the React runtime chunk alone (what any React page must load).
 * Budgets (docs/QUALITY.md, decision 0019): sign-in page ≤ 120 kB gzip, any page ≤ 250 kB gzip.
 *
 * The signed-in pages run with a real session of a seeded shop (the app in this process on an
 * in-memory PGlite, as the offline-queue and Lighthouse benches do), so each loads what it loads
 * for a shop owner — not the error paths of a session the server refuses.
 *
 * Report charts are a lazy chunk (components/charts/SeriesChart) that a page fetches only when
 * its report answer has data to draw. The seeded shop has no trade, so the chart does not load by
 * itself: for the pages that draw one (CHART_PAGES), the bench imports the built chart chunk in the
 * page after it settles, as the page would. The browser fetches only the
 * modules the page has not loaded yet, so the total is the page's JS with its chart.
 * `WEB_SIZE_FILES=1` lists each page's files with their sizes.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './lib.ts';
import { serveSeeded, storedSession } from './seeded-app.ts';

const PAGES = process.env.WEB_SIZE_PAGES
  ? process.env.WEB_SIZE_PAGES.split(',')
  : [
      '/auth',
      '/auth/pin',
      '/shop',
      '/shop/add',
      '/home',
      '/settings',
      '/product',
      '/product/add',
      '/stock',
      '/stock/update',
      '/sell',
      '/quick-sell',
      '/purchase',
      '/sell-list',
      '/business-overview',
      '/business-overview/transaction',
      '/reports/sales',
      '/reports/expense',
      '/reports/stock',
      '/profit-loss',
      '/profit-loss/details',
      '/crash-test',
    ];
/** Pages that draw a chart when their report has data (sales and purchase, expense and income, the overview's trend). */
const CHART_PAGES = new Set(['/business-overview', '/reports/sales', '/reports/expense']);

/** The built chart chunk's address (`/assets/SeriesChart-<hash>.js`). */
function chartChunk(): string {
  const name = readdirSync(join(ROOT, 'apps/web/dist/assets')).find((f) => /^SeriesChart-[\w-]+\.js$/.test(f));
  if (!name) throw new Error('no SeriesChart-*.js in apps/web/dist/assets: run `npm run build` first');
  return `/assets/${name}`;
}

export async function webSize(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dokani-bench-'));
  const { handle, seeded, app, base } = await serveSeeded(join(ROOT, 'apps/web/dist'), dataDir);
  const session = storedSession(seeded);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let ok = true;
  const chart = chartChunk();
  try {
    let reactKb = 0;
    for (const path of PAGES) {
      const context = await browser.newContext();
      // Gated pages need a session and a shop in the store to render themselves, not /auth.
      if (!path.startsWith('/auth') && path !== '/crash-test') {
        await context.addInitScript((stored) => {
          localStorage.setItem('dokani-lang', 'bn');
          localStorage.setItem('auth-storage', stored);
        }, session);
      }
      const page = await context.newPage();
      const js = new Map<string, number>();
      const reading: Promise<void>[] = [];
      page.on('response', (r) => {
        if (!r.url().endsWith('.js')) return;
        // Kept, to be awaited before adding up (a body may still be arriving at network idle).
        reading.push(
          r.body().then(
            (body) => void js.set(r.url(), gzipSync(body, { level: 9 }).length),
            () => undefined,
          ),
        );
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      if (CHART_PAGES.has(path) && ![...js.keys()].some((u) => u.endsWith(chart))) {
        await Promise.all([
          page.waitForResponse((r) => r.url().endsWith(chart)),
          page.evaluate(async (src) => void (await import(src)), chart),
        ]);
        await page.waitForLoadState('networkidle');
      }
      await Promise.all(reading);
      const total = [...js.values()].reduce((a, b) => a + b, 0) / 1024;
      if (!reactKb) reactKb = ([...js].find(([u]) => /\/react-[\w-]+\.js$/.test(u))?.[1] ?? 0) / 1024;
      const budget = path.startsWith('/auth') ? 120 : 250;
      const pass = total <= budget;
      ok &&= pass;
      const ratio = reactKb ? ` = ${(total / reactKb).toFixed(2)}× react` : '';
      const withChart = CHART_PAGES.has(path) ? ' (with its chart)' : '';
      console.log(
        `web JS ${path.padEnd(12)} ${total.toFixed(1).padStart(6)} kB gzip in ${js.size} files${ratio}  budget ${budget} kB: ${pass ? 'OK' : 'OVER'}${withChart}`,
      );
      // WEB_SIZE_FILES=1: each file of the page, largest first (to find what made a page grow).
      if (process.env.WEB_SIZE_FILES)
        for (const [u, b] of [...js].sort((a, b) => b[1] - a[1]))
          console.log(`    ${(b / 1024).toFixed(1).padStart(6)} kB  ${new URL(u).pathname}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}
