/**
 * Lighthouse, mobile (decision 0019): `/auth`, `/home` and `/sell` of the built app, signed in for the
 * last two, each scored 3 times, medians printed — performance, accessibility, best practices and
 * SEO, with total blocking time and largest contentful paint. Baseline in the same run: a minimal
 * React page (react-dom rendering a heading) built by Vite with the same React plugin and target,
 * compressed by the same script and served by the same server code (a second app whose WEB_DIST is
 * that page), scored the same way.
 *
 * Budgets: performance ≥ 95, accessibility 100, best practices 100 on every page; SEO 100 on the
 * public page (/auth). Printed met or not; `LIGHTHOUSE_STRICT=1` makes a miss fail the run.
 *
 * Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH), started by playwright-core with a
 * profile of its own and a debugging port Lighthouse connects to; the signed-in pages find their
 * session in that profile's localStorage (`disableStorageReset`). Service workers are left to
 * register as they would; each run opens a fresh tab.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { ROOT, median } from './lib.ts';
import { CATEGORIES, scorePage, type Category, type PageScore } from './lighthouse-run.ts';
import { serveApp, serveSeeded, storedSession } from './seeded-app.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 9339;
const BUDGET: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** The minimal React page, built by Vite like the app (React plugin, es2022, hashed assets), compressed like it. */
async function buildBaseline(dir: string): Promise<string> {
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="bn">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="একটি ছোট React পাতা" />
    <title>React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`,
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<StrictMode><main><h1>দোকানি</h1><p>React</p></main></StrictMode>);
`,
  );
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
  });
  execFileSync(process.execPath, [join(ROOT, 'scripts/compress-dist.mjs'), outDir], { stdio: 'ignore' });
  return outDir;
}

interface ChainNode {
  request: { url: string; startTime: number; endTime: number; transferSize: number };
  children?: Record<string, ChainNode>;
}

/** The longest chain of critical requests (Lighthouse's `critical-request-chains`), one line per request. */
function requestChain(details: unknown): string[] {
  const chains = (details as { chains?: Record<string, ChainNode> } | undefined)?.chains ?? {};
  let longest: ChainNode[] = [];
  const walk = (node: ChainNode, path: ChainNode[]) => {
    const here = [...path, node];
    const children = Object.values(node.children ?? {});
    if (!children.length && here.at(-1)!.request.endTime > (longest.at(-1)?.request.endTime ?? 0)) longest = here;
    for (const c of children) walk(c, here);
  };
  for (const c of Object.values(chains)) walk(c, []);
  const t0 = longest[0]?.request.startTime ?? 0;
  return longest.map(
    (n) =>
      `      → ${n.request.url.replace(/^https?:\/\/[^/]+/, '')} ${((n.request.endTime - t0) * 1000).toFixed(0)} ms ${(n.request.transferSize / 1024).toFixed(1)} kB`,
  );
}

/** The audits that cost a page points (score below 1), with the nodes or scripts behind them, for the reader to act on. */
function misses(lhr: PageScore['lhr']): string[] {
  const { categories, audits } = lhr;
  return CATEGORIES.flatMap((c) =>
    (categories[c]?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1)
      .map((r) => {
        const head = `${c}: ${r.id} (${audits[r.id]?.displayValue ?? audits[r.id]?.score})`;
        if (r.id === 'total-blocking-time') {
          // where the main thread went, per script
          const boot =
            (
              audits['bootup-time']?.details as
                { items?: { url: string; total: number; scripting: number; scriptParseCompile: number }[] } | undefined
            )?.items ?? [];
          // and the long tasks themselves (simulated: as on the throttled phone)
          const tasks =
            (audits['long-tasks']?.details as { items?: { url: string; duration: number; startTime: number }[] } | undefined)?.items ?? [];
          // and by kind of work (script, style and layout, parsing, rendering, garbage collection)
          const kinds =
            (audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ??
            [];
          return [
            head,
            `      by kind: ${kinds.map((k) => `${k.groupLabel} ${k.duration.toFixed(0)} ms`).join(', ')}`,
            ...boot
              .slice(0, 6)
              .map(
                (x) =>
                  `      ${x.url.replace(/^https?:\/\/[^/]+/, '')}: ${x.total.toFixed(0)} ms (scripting ${x.scripting.toFixed(0)}, parse ${x.scriptParseCompile.toFixed(0)})`,
              ),
            `      long tasks: ${tasks
              .slice(0, 8)
              .map((x) => `${x.duration.toFixed(0)} ms at ${x.startTime.toFixed(0)} (${x.url.replace(/^https?:\/\/[^/]+/, '') || '?'})`)
              .join(', ')}`,
          ].join('\n');
        }
        if (r.id === 'largest-contentful-paint') {
          // the element, the phases of its paint, and the longest chain of requests before it
          const tables =
            (
              audits['largest-contentful-paint-element']?.details as
                { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined
            )?.items ?? [];
          const element = tables[0]?.items?.[0]?.node?.snippet?.slice(0, 120) ?? '?';
          const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)}`).join(', ');
          return [head, `      ${element}`, `      ${phases}`, ...requestChain(audits['critical-request-chains']?.details)].join('\n');
        }
        // the shifts themselves are listed by an audit of their own
        const audit = r.id === 'cumulative-layout-shift' ? audits['layout-shifts'] : audits[r.id];
        const items = (audit?.details as { items?: { node?: { snippet?: string; explanation?: string } }[] } | undefined)?.items ?? [];
        const nodes = items
          .flatMap((i) =>
            i.node?.snippet
              ? [
                  `      ${i.node.snippet.slice(0, 160)}${i.node.explanation ? ` — ${i.node.explanation.split('\n')[0]?.slice(0, 160)}` : ''}`,
                ]
              : [],
          )
          .slice(0, 4);
        return [head, ...nodes].join('\n');
      }),
  );
}

export async function lighthouseBench(): Promise<boolean> {
  const webDist = join(ROOT, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    console.log('  the web app is not built (npm run build): skipped');
    return false;
  }
  // inside the project, where the baseline's imports (react) resolve
  const work = join(ROOT, '.tmp', 'bench-lighthouse');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const baselineDist = await buildBaseline(work);
  mkdirSync(join(work, 'data'), { recursive: true });
  const { handle, seeded: s, app, base } = await serveSeeded(webDist, join(work, 'data'));
  const { app: baselineApp, base: baselineBase } = await serveApp(handle, baselineDist, join(work, 'data'));
  const profile = join(work, 'profile');
  let ok = true;
  try {
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        `--remote-debugging-port=${PORT}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      // the signed-in pages' session, in the profile Lighthouse's tabs share
      const page = await browser.newPage();
      await page.goto(`${base}/auth`);
      await page.evaluate((stored) => {
        localStorage.setItem('dokani-lang', 'bn');
        localStorage.setItem('auth-storage', stored);
      }, storedSession(s));
      await page.close();

      const pages: [string, string, boolean][] = [
        ['minimal React page (baseline)', `${baselineBase}/`, false],
        // another origin (localhost, not 127.0.0.1): no session there, so the sign-in page stays
        ['/auth', `${base.replace('127.0.0.1', 'localhost')}/auth`, false],
        ['/home', `${base}/home`, true],
        ['/sell', `${base}/sell`, true],
      ];
      console.log(`Lighthouse ${RUNS}× per page, mobile (simulated throttling), medians:`);
      console.log('| page | performance | accessibility | best practices | SEO | TBT ms | LCP ms | budget |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---|');
      const only = process.env.LIGHTHOUSE_PAGES?.split(',');
      for (const [name, url, session] of pages.filter(([n]) => !only || only.includes(n) || n.includes('baseline'))) {
        const runs: PageScore[] = [];
        for (let i = 0; i < RUNS; i++) {
          // a run Lighthouse itself gives up on (a protocol timeout on a busy machine) is run once more
          runs.push(
            await scorePage(url, PORT, session).catch((err: unknown) => {
              console.log(
                `    ${name}: run ${i + 1} failed (${err instanceof Error ? err.message.split('\n')[0] : String(err)}), once more`,
              );
              return scorePage(url, PORT, session);
            }),
          );
        }
        const m = (f: (r: PageScore) => number) => median(runs.map(f));
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, m((r) => r.scores[c])])) as Record<Category, number>;
        const wanted = CATEGORIES.filter((c) => c !== 'seo' || name === '/auth');
        const missed = name.includes('baseline') ? [] : wanted.filter((c) => scores[c] < BUDGET[c]);
        if (!name.includes('baseline')) ok &&= missed.length === 0;
        const verdict = name.includes('baseline') ? '—' : missed.length === 0 ? 'met' : `NOT MET (${missed.join(', ')})`;
        console.log(
          `| ${name} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${m((r) => r.tbt).toFixed(0)} | ${m((r) => r.lcp).toFixed(0)} | ${verdict} |`,
        );
        // the first run's misses
        if (missed.length > 0 && process.env.LIGHTHOUSE_AUDITS && runs[0]) for (const a of misses(runs[0].lhr)) console.log(`    ${a}`);
      }
      console.log(
        `Budgets: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET['best-practices']}; SEO ${BUDGET.seo} on /auth: ${ok ? 'OK' : 'NOT MET'}` +
          ' (LIGHTHOUSE_AUDITS=1 lists what cost the points)',
      );
    } finally {
      await browser.close();
    }
  } finally {
    await app.close();
    await baselineApp.close();
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
  return ok || process.env.LIGHTHOUSE_STRICT !== '1';
}
