/**
 * Selling under load, against the same work done without the app (decision 0005).
 *
 * 10 shops, each with 300 products of ample stock and an Advanced subscription (no monthly limit);
 * every sale picks 3 random products of its shop and pays cash. The server runs in this process
 * and listens on HTTP; the clients are a load generator in a process of its own (sale-load.ts),
 * so the CPU time printed for Node is the server's alone.
 *
 * PostgreSQL, all in one run on one database:
 * - baseline: pgbench running the very statements the app sent for a sale of each shop (one
 *   script a shop, constants in place of the parameters; new ids, the invoice number and the
 *   three products drawn per run: sale-capture.ts), with as many clients as the app's pool has
 *   connections, prepared statements as the app's;
 * - the app, closed loop: 50 clients, each posting its next sale when the last is answered.
 *   Budget: sales/s ≥ 0.5 × the baseline's; Node's CPU per sale < 1 ms;
 * - the app, open loop: 100 sales/s arriving on schedule whatever the answers do, latency counted
 *   from when each was due. Budget: p99 < 50 ms.
 * PGlite (in memory): the same captured statements run straight on the PGlite instance in this
 * process against the app's sales from 50 clients. Budget: ≥ 0.5 × the baseline.
 * CPU per sale is printed for Node (this process) and PostgreSQL (its processes, from /proc).
 *
 * While working on one side: `SALES_BENCH_ONLY=postgres` (or `pglite`) runs only that side, and
 * `SALES_BENCH_CLIENTS=n` changes the number of closed-loop clients (the budget is for 50);
 * `SALES_BENCH_PROFILE=<file>` writes a CPU profile of the server during the closed loop;
 * `SALES_BENCH_STATEMENTS=1` prints the statements one sale sent (the first shop's, as captured).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import type { PGlite } from '@electric-sql/pglite';
import { initialStockValue } from '@dokani/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb, openPglite } from '../apps/server/src/platform/db/connect.ts';
import type { DbHandle } from '../apps/server/src/platform/db/connect.ts';
import type { Db } from '../apps/server/src/platform/db/schema.ts';
import { MIGRATION_FILLS } from '../apps/server/src/migration-fills.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { searchKey } from '../apps/server/src/modules/products/search.ts';
import { productRow } from '../apps/server/src/test/rows.ts';
import { median, percentile } from './lib.ts';
import { benchOwner } from './seeded-app.ts';
import { benchProductId, rng, type BenchShop } from './sale-body.ts';
import { captureSales, pgRunner, pgbenchScript, pgliteRunner, replaySale, type CapturedSale } from './sale-capture.ts';

const SHOPS = 10;
const CLIENTS = Number(process.env.SALES_BENCH_CLIENTS ?? 50);
const PRODUCTS_PER_SHOP = 300;
/** The app's connections to PostgreSQL, and so pgbench's clients. */
const POOL = 20;

const WARMUP_MS = 3_000;
const RUN_MS = 15_000;
const OPEN_RATE = 100;
const BUDGET = { ratio: 0.5, p99: 50, nodeCpu: 1 };
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function seed(db: Db): Promise<BenchShop[]> {
  const now = new Date();
  const shops: BenchShop[] = [];
  const r = rng(42);
  for (let s = 0; s < SHOPS; s++) {
    const { shopId, token } = await benchOwner(
      db,
      { mobile: `+88017${String(10_000_000 + s)}`, name: `Bench ${s}`, shopName: `বেঞ্চ স্টোর ${s}`, yearly: true },
      now,
    );
    const products: [string, string][] = [];
    const rows = [];
    for (let i = 0; i < PRODUCTS_PER_SHOP; i++) {
      const id = benchProductId(s, i);
      const price = BigInt(1000 + Math.floor(r() * 50_000));
      const name = `পণ্য ${s}-${i}`;
      products.push([id, String(price)]);
      rows.push(
        productRow(
          shopId,
          {
            id,
            name,
            search_name: searchKey(name),
            purchase_price: price - 500n,
            sell_price: price,
            // plenty for the whole run, with its average cost and the value they make (decision 0008)
            current_stock: 10_000_000_000n,
            stock_value: initialStockValue(10_000_000_000n, price - 500n),
            average_cost: price - 500n,
            last_cost: price - 500n,
          },
          now,
        ),
      );
    }
    await db.insertInto('products').values(rows).execute();
    shops.push({ id: shopId, token, products });
  }
  await sql`ANALYZE`.execute(db);
  return shops;
}

/** The machine's CPU jiffies so far: [all, stolen by the hypervisor] (null where /proc cannot tell). */
function machineJiffies(): [number, number] | null {
  try {
    const f = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    return [f.reduce((a, b) => a + b, 0), f[7] ?? 0];
  } catch {
    return null;
  }
}

/** CPU time (ms) of every PostgreSQL process on this machine, from /proc (null where /proc cannot tell). */
function postgresCpuMs(): number | null {
  try {
    const tick = 100; // USER_HZ on Linux
    let sum = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // its own time, and (the postmaster's) that of its ended children: backends that came and went
      sum += ((Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 1000) / tick;
    }
    return sum;
  } catch {
    return null;
  }
}

async function withDatabase<T>(use: (url: string) => Promise<T>): Promise<T> {
  const name = `dokani_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Every id that exists before the sales: the new ones a captured sale made are those not among them. */
async function existingIds(db: Db): Promise<Set<string>> {
  const rows = await sql<{ id: string }>`SELECT id FROM users UNION ALL SELECT id FROM shops UNION ALL SELECT id FROM products`.execute(db);
  return new Set(rows.rows.map((r) => r.id));
}

interface Served {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

async function serve(handle: DbHandle): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dokani-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'none') }), logLevel: 'silent' as const };
  const app = await buildApp({ config, db: handle });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The floor under the app's Node CPU: a bare node:http server that answers each sale by running
 * the statements captured from the app for a sale of that shop over pg, prepared as the app's
 * pool does — no framework, no query builder, no validation, no pricing: the HTTP and the round
 * trips alone, in the same process shape as the app.
 */
async function serveBare(
  url: string,
  captured: CapturedSale[],
  existing: ReadonlySet<string>,
  shops: BenchShop[],
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: POOL });
  // The bench drops its database at the end, which ends connections still closing: not an error here.
  pool.on('error', () => undefined);
  const byShop = new Map(shops.map((shop, k) => [shop.id, captured[k] as CapturedSale]));
  const names = new WeakMap<pg.PoolClient, Map<string, string>>();
  const r = rng(5);
  const answer = async (path: string, body: string): Promise<[number, string]> => {
    const { id } = JSON.parse(body) as { id: string };
    const sale = byShop.get(path.split('/')[4] ?? '');
    if (!sale) return [404, '{}'];
    const client = await pool.connect();
    try {
      let named = names.get(client);
      if (!named) names.set(client, (named = new Map()));
      await replaySale(pgRunner(client, named), sale, existing, PRODUCTS_PER_SHOP / 3, r);
    } finally {
      client.release();
    }
    return [201, JSON.stringify({ id })];
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      answer(req.url ?? '', Buffer.concat(chunks).toString()).then(
        ([status, body]) => res.writeHead(status, { 'content-type': 'application/json' }).end(body),
        (e: unknown) => res.writeHead(500).end(String(e)),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((ok) => server.close(ok));
      await pool.end();
    },
  };
}

interface LoadResult {
  sales: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** CPU milliseconds per sale of this Node process (the server) and of the PostgreSQL server processes. */
  nodeCpu: number;
  pgCpu: number | null;
  /** Share of the machine's CPU time the hypervisor gave to others during the run (steal). */
  steal: number | null;
}

/** Measures the CPU of this process, of PostgreSQL and the host's steal over a stretch of work. */
function cpuMeter(driver: 'postgres' | 'pglite') {
  const cpu0 = process.cpuUsage();
  const pg0 = driver === 'postgres' ? postgresCpuMs() : null;
  const j0 = machineJiffies();
  return (count: number) => {
    const cpu = process.cpuUsage(cpu0);
    const pg1 = driver === 'postgres' ? postgresCpuMs() : null;
    const j1 = machineJiffies();
    return {
      nodeCpu: (cpu.user + cpu.system) / 1000 / count,
      pgCpu: pg0 !== null && pg1 !== null ? (pg1 - pg0) / count : null,
      steal: j0 && j1 && j1[0] > j0[0] ? (j1[1] - j0[1]) / (j1[0] - j0[0]) : null,
    };
  };
}

/** Drives the served app from the load generator process (sale-load.ts). */
async function drive(url: string, driver: 'postgres' | 'pglite', shops: BenchShop[], mode: 'closed' | 'open'): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'dokani-load-'));
  const file = join(dir, 'load.json');
  writeFileSync(
    file,
    JSON.stringify({
      url,
      shops,
      mode,
      clients: CLIENTS,
      rate: OPEN_RATE,
      warmupMs: WARMUP_MS,
      runMs: RUN_MS,
      seed: mode === 'closed' ? 1000 : 2000,
    }),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'sale-load.ts'), file], {
    cwd: import.meta.dirname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((r) => child.once('exit', r));
  let meter: ReturnType<typeof cpuMeter> | null = null;
  let result: LoadResult | null = null;
  for await (const line of createInterface({ input: child.stdout })) {
    const msg = JSON.parse(line) as { phase: 'run' } | { phase: 'done'; times: number[]; seconds: number };
    if (msg.phase === 'run') meter = cpuMeter(driver);
    else if (meter) {
      const { times, seconds } = msg;
      result = {
        sales: times.length,
        perSecond: times.length / seconds,
        p50: median(times),
        p99: percentile(times, 99),
        ...meter(times.length),
      };
    }
  }
  const code = await exited;
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0 || !result) throw new Error(`load generator (${mode}) exited with ${code}`);
  return result;
}

interface BaselineResult {
  tps: number;
  pgCpu: number | null;
  steal: number | null;
}

/** pgbench over the captured sales' scripts (each as likely), `POOL` clients, prepared statements. */
function pgbench(url: string, dir: string, scripts: string[], ms: number, firstN: number): { tps: number; count: number } {
  const args = ['-n', '-M', 'prepared', '-c', String(POOL), '-j', '2', '-T', String(ms / 1000), '-D', `n=${firstN}`];
  scripts.forEach((script, i) => {
    const f = join(dir, `sale-${i}.sql`);
    writeFileSync(f, script);
    args.push('-f', `${f}@1`);
  });
  const r = spawnSync('pgbench', [...args, url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`pgbench: ${r.stderr}`);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(r.stdout);
  const count = /number of transactions actually processed: (\d+)/.exec(r.stdout);
  const failed = /number of failed transactions: (\d+)/.exec(r.stdout);
  if (!tps || !count) throw new Error(`pgbench: no tps in ${r.stdout}`);
  if (failed && failed[1] !== '0') throw new Error(`pgbench: ${failed[1]} failed transactions`);
  return { tps: Number(tps[1]), count: Number(count[1]) };
}

/** pgbench's warm-up (which also gives the shops a history of sales), `settle`, then the measured run. */
async function pgbenchBaseline(
  url: string,
  captured: CapturedSale[],
  existing: ReadonlySet<string>,
  settle: () => Promise<unknown>,
): Promise<BaselineResult> {
  const dir = mkdtempSync(join(tmpdir(), 'dokani-pgbench-'));
  try {
    const scripts = captured.map((sale) => pgbenchScript(sale, existing, PRODUCTS_PER_SHOP / 3));
    pgbench(url, dir, scripts, WARMUP_MS, 1_000_000_000);
    await settle();
    // the warm-up's backends end after pgbench does; let the postmaster count them before measuring
    spawnSync('sleep', ['1']);
    const meter = cpuMeter('postgres');
    const { tps, count } = pgbench(url, dir, scripts, RUN_MS, 2_000_000_000);
    const { pgCpu, steal } = meter(count);
    return { tps, pgCpu, steal };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The captured sales run straight on the PGlite instance, one after another, for a fixed time. */
async function pgliteBaseline(
  pglite: PGlite,
  captured: CapturedSale[],
  existing: ReadonlySet<string>,
): Promise<{ perSecond: number; cpu: number }> {
  const r = rng(99);
  const run = pgliteRunner(pglite);
  const runFor = async (ms: number) => {
    let count = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      await replaySale(run, captured[Math.floor(r() * captured.length)] as CapturedSale, existing, PRODUCTS_PER_SHOP / 3, r);
      count++;
    }
    return count;
  };
  await runFor(WARMUP_MS);
  const meter = cpuMeter('pglite');
  const t0 = performance.now();
  const count = await runFor(RUN_MS);
  return { perSecond: count / ((performance.now() - t0) / 1000), cpu: meter(count).nodeCpu };
}

const fmt = (x: number) => x.toFixed(1);
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER BUDGET');

/** `SALES_BENCH_ONLY=postgres` or `=pglite` runs one side (while working on one); the budget is then judged on that side only. */
const ONLY = process.env.SALES_BENCH_ONLY;

const cpuText = (r: { nodeCpu?: number; pgCpu: number | null; steal: number | null }) =>
  [r.nodeCpu === undefined ? null : `Node ${r.nodeCpu.toFixed(2)} ms`, r.pgCpu === null ? null : `PostgreSQL ${r.pgCpu.toFixed(2)} ms`]
    .filter(Boolean)
    .join(', ') + (r.steal === null ? '' : `; CPU stolen by the host ${(r.steal * 100).toFixed(0)} %`);

export async function sales(): Promise<boolean> {
  let ok = true;
  if (ONLY !== 'pglite') ok = (await onPostgres()) && ok;
  if (ONLY !== 'postgres') ok = (await onPglite()) && ok;
  return ok;
}

/**
 * `SALES_BENCH_PROFILE=<file.cpuprofile>`: a CPU profile of this process (the server) during the
 * closed loop on PostgreSQL, to open in Chrome's DevTools or read with any profile tool.
 */
async function profiled<T>(run: () => Promise<T>): Promise<T> {
  const file = process.env.SALES_BENCH_PROFILE;
  if (!file) return run();
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

async function onPostgres(): Promise<boolean> {
  return withDatabase(async (url) => {
    const handle = await openDb({ kind: 'postgres', url, max: POOL });
    let served: Served | null = null;
    try {
      await migrate(handle.db, MIGRATION_FILLS);
      served = await serve(handle);
      const shops = await seed(handle.db);
      const captured = await captureSales(served.app, 'postgres', shops);
      if (process.env.SALES_BENCH_STATEMENTS)
        for (const st of captured[0] as CapturedSale) console.log(`-- ${st.values.length} values\n${st.text};`);
      const existing = await existingIds(handle.db);
      // Before each measured stretch (the first after pgbench's warm-up has given the shops some
      // history), the tables' statistics as autovacuum keeps them on a server — the CI's PostgreSQL
      // runs without it. A plan made while a table was nearly empty (the foreign-key check of a
      // sale's lines against its sale, kept by each connection) would otherwise scan the whole
      // table for the rest of the run, and whichever stretch came later would pay more for it.
      const settle = () => sql`VACUUM ANALYZE`.execute(handle.db);
      const base = await pgbenchBaseline(url, captured, existing, settle);
      await settle();
      const closed = await profiled(() => drive(served!.url, 'postgres', shops, 'closed'));
      await settle();
      const open = await drive(served.url, 'postgres', shops, 'open');
      await settle();
      const bare = await serveBare(url, captured, existing, shops);
      const floor = await drive(bare.url, 'postgres', shops, 'closed').finally(() => bare.close());
      const ratio = closed.perSecond / base.tps;
      const ratioOk = ratio >= BUDGET.ratio;
      const cpuOk = closed.nodeCpu < BUDGET.nodeCpu;
      const p99Ok = open.p99 < BUDGET.p99;
      const statements = (captured[0] as CapturedSale).length;
      console.log(
        `baseline: pgbench -M prepared -c ${POOL} -j 2 over the statements the app sent for a sale of each of the ${captured.length} shops (${statements} a sale): ${fmt(base.tps)} sales/s; CPU per sale: ${cpuText(base)}`,
      );
      console.log(
        `app, ${CLIENTS} clients (closed loop): ${closed.sales} sales in ${RUN_MS / 1000} s = ${fmt(closed.perSecond)} sales/s, p50 ${fmt(closed.p50)} ms, p99 ${fmt(closed.p99)} ms; ` +
          `ratio to the baseline ${ratio.toFixed(2)} (budget ≥ ${BUDGET.ratio}): ${verdict(ratioOk)}; CPU per sale: ${cpuText(closed)} (Node budget < ${BUDGET.nodeCpu} ms: ${verdict(cpuOk)})`,
      );
      console.log(
        `app, ${OPEN_RATE} sales/s arriving (open loop): ${open.sales} sales, p50 ${fmt(open.p50)} ms, p99 ${fmt(open.p99)} ms (budget p99 < ${BUDGET.p99} ms): ${verdict(p99Ok)}; CPU per sale: ${cpuText(open)}`,
      );
      console.log(
        `floor: bare node:http + pg running the same statements, ${CLIENTS} clients: ${fmt(floor.perSecond)} sales/s, p50 ${fmt(floor.p50)} ms, p99 ${fmt(floor.p99)} ms; CPU per sale: ${cpuText(floor)}`,
      );
      // What no app can beat on this host: a server doing nothing but the HTTP and the statements.
      console.log(
        `the floor against the baseline: ${(floor.perSecond / base.tps).toFixed(2)} (the app's ratio cannot pass it); the app against the floor: ${(closed.perSecond / floor.perSecond).toFixed(2)} sales/s, ${(closed.nodeCpu / floor.nodeCpu).toFixed(2)} × its Node CPU a sale`,
      );
      return ratioOk && cpuOk && p99Ok;
    } finally {
      await served?.close();
      await handle.close();
    }
  });
}

async function onPglite(): Promise<boolean> {
  const { pglite, handle } = await openPglite(null);
  let served: Served | null = null;
  try {
    await migrate(handle.db, MIGRATION_FILLS);
    served = await serve(handle);
    const shops = await seed(handle.db);
    const captured = await captureSales(served.app, 'pglite', shops);
    const existing = await existingIds(handle.db);
    const base = await pgliteBaseline(pglite, captured, existing);
    const app = await drive(served.url, 'pglite', shops, 'closed');
    const ratio = app.perSecond / base.perSecond;
    const ok = ratio >= BUDGET.ratio;
    console.log(
      `baseline: the statements the app sent for a sale of each of the ${captured.length} shops, straight on PGlite in this process: ${fmt(base.perSecond)} sales/s, CPU per sale ${base.cpu.toFixed(2)} ms`,
    );
    console.log(
      `app on PGlite, ${CLIENTS} clients: ${app.sales} sales in ${RUN_MS / 1000} s = ${fmt(app.perSecond)} sales/s, p50 ${fmt(app.p50)} ms, p99 ${fmt(app.p99)} ms; ` +
        `ratio to the baseline ${ratio.toFixed(2)} (budget ≥ ${BUDGET.ratio}): ${verdict(ok)}; CPU per sale: ${cpuText(app)}`,
    );
    return ok;
  } finally {
    await served?.close();
    await handle.close();
  }
}
