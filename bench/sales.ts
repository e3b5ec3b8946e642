/**
 * Selling under load (QUALITY.md): 3-line sales posted by 50 concurrent clients through the real
 * route (app.inject: auth, membership, usage, validation, the whole sale transaction, the answer),
 * for a fixed time, on PostgreSQL and on PGlite (in memory).
 *
 * The clients are spread over 10 shops (5 counters per shop), each shop with 300 products of
 * ample stock and an Advanced subscription (no monthly limit), every sale picking 3 random
 * products of its shop and paying cash — the way a busy afternoon of many shops looks to one
 * server. Sales of one shop queue on its invoice counter and on shared product rows, as in life.
 *
 * Baseline in the same run: `pgbench -c 8 -j 2 -T 15` (tpcb-like) against a database of its own
 * on the same PostgreSQL. Budgets: PostgreSQL sales/s ≥ 40 % of pgbench TPS and p99 < 50 ms;
 * PGlite ≥ 400 sales/s. Each side also prints the CPU time one sale costs: this Node process
 * (server and clients) and the PostgreSQL processes (read from /proc).
 *
 * While working on one side: `SALES_BENCH_ONLY=postgres` (or `pglite`) runs only that side, and
 * `SALES_BENCH_CLIENTS=n` changes the number of clients (the budget is for 50).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialStockValue, ulid } from '@dokani/core';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db/connect.ts';
import type { DbHandle } from '../apps/server/src/platform/db/connect.ts';
import type { Db } from '../apps/server/src/platform/db/schema.ts';
import { MIGRATION_FILLS } from '../apps/server/src/migration-fills.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { searchKey } from '../apps/server/src/modules/products/search.ts';
import { createShopIn } from '../apps/server/src/modules/shops/index.ts';
import { median, percentile } from './lib.ts';

const SHOPS = 10;
const CLIENTS = Number(process.env.SALES_BENCH_CLIENTS ?? 50);
const PRODUCTS_PER_SHOP = 300;
const WARMUP_MS = 3_000;
const RUN_MS = 15_000;
const PGBENCH = { clients: 8, threads: 2, seconds: 15, scale: 10 };
const BUDGET = { ratio: 0.4, p99: 50, pgliteRate: 400 };
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Shop {
  id: string;
  token: string;
  /** [id, sell price in poisha] */
  products: [string, bigint][];
}

/** A seeded generator: the same data every run. */
export function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x * 1_664_525 + 1_013_904_223) >>> 0;
    return x / 2 ** 32;
  };
}

export async function seed(db: Db): Promise<Shop[]> {
  const now = new Date();
  const shops: Shop[] = [];
  const r = rng(42);
  for (let s = 0; s < SHOPS; s++) {
    const userId = ulid();
    await db
      .insertInto('users')
      .values({ id: userId, mobile: `+88017${String(10_000_000 + s)}`, name: `Bench ${s}`, pin_hash: 'x', created_at: now, updated_at: now })
      .execute();
    const shopId = ulid();
    await db.transaction().execute((trx) => createShopIn(trx, { id: userId, mobile: '+8801700000000', name: 'Bench' }, { id: shopId, name: `বেঞ্চ স্টোর ${s}`, shopType: 'grocery' }, now));
    await db
      .insertInto('shop_subscriptions')
      .values({ shop_id: shopId, id: ulid(), package_id: 'advanced', period: 'yearly', starts_at: new Date(now.getTime() - 86_400_000), ends_at: null, created_at: now })
      .execute();
    const { token } = await createSession(db, userId, now, 720, null);
    const products: [string, bigint][] = [];
    const rows = [];
    for (let i = 0; i < PRODUCTS_PER_SHOP; i++) {
      const id = ulid(now.getTime() + i);
      const price = BigInt(1000 + Math.floor(r() * 50_000));
      const name = `পণ্য ${s}-${i}`;
      products.push([id, price]);
      rows.push({
        shop_id: shopId,
        id,
        name,
        search_name: searchKey(name),
        unit: 'pcs',
        category_id: null,
        sub_category_id: null,
        purchase_price: price - 500n,
        sell_price: price,
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
        // plenty for the whole run, with its average cost and the value they make (decision 0008)
        current_stock: 10_000_000_000n,
        stock_value: initialStockValue(10_000_000_000n, price - 500n),
        average_cost: price - 500n,
        last_cost: price - 500n,
        created_at: now,
        updated_at: now,
      });
    }
    await db.insertInto('products').values(rows).execute();
    shops.push({ id: shopId, token, products });
  }
  await sql`ANALYZE`.execute(db);
  return shops;
}

export function saleBody(shop: Shop, r: () => number) {
  const picked = new Set<number>();
  while (picked.size < 3) picked.add(Math.floor(r() * shop.products.length));
  let total = 0n;
  const lines = [...picked].map((i) => {
    const [productId, price] = shop.products[i] as [string, bigint];
    const qty = BigInt(1 + Math.floor(r() * 3));
    total += qty * price;
    return { productId, quantity: String(qty) };
  });
  const amount = `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
  return { id: ulid(), lines, payments: [{ method: 'cash', amount }] };
}

interface LoadResult {
  sales: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** CPU milliseconds per sale of this Node process (server and clients) and of the PostgreSQL server processes. */
  nodeCpu: number;
  pgCpu: number | null;
  /** Share of the machine's CPU time the hypervisor gave to others during the run (steal). */
  steal: number | null;
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
      sum += ((Number(f[11]) + Number(f[12])) * 1000) / tick;
    }
    return sum;
  } catch {
    return null;
  }
}

async function load(handle: DbHandle): Promise<LoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dokani-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'none') }), logLevel: 'silent' as const };
  const app = await buildApp({ config, db: handle });
  try {
    const shops = await seed(handle.db);
    const run = async (ms: number, record: boolean) => {
      const times: number[] = [];
      const end = performance.now() + ms;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          const shop = shops[c % SHOPS] as Shop;
          const r = rng(1000 + c + (record ? 0 : 500));
          while (performance.now() < end) {
            const t0 = performance.now();
            const res = await app.inject({
              method: 'POST',
              url: `/api/v1/shops/${shop.id}/sales`,
              headers: { authorization: `Bearer ${shop.token}` },
              payload: saleBody(shop, r),
            });
            if (res.statusCode !== 201) throw new Error(`sale: ${res.statusCode} ${res.body}`);
            if (record) times.push(performance.now() - t0);
          }
        }),
      );
      return times;
    };
    await run(WARMUP_MS, false);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const pg0 = postgresCpuMs();
    const j0 = machineJiffies();
    const times = await run(RUN_MS, true);
    const j1 = machineJiffies();
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const pg1 = postgresCpuMs();
    // Backends that ended during the run drop out of /proc: the PostgreSQL figure is a lower bound.
    const pgCpu = handle.driver === 'postgres' && pg0 !== null && pg1 !== null ? (pg1 - pg0) / times.length : null;
    return {
      sales: times.length,
      perSecond: times.length / seconds,
      p50: median(times),
      p99: percentile(times, 99),
      nodeCpu: (cpu.user + cpu.system) / 1000 / times.length,
      pgCpu,
      steal: j0 && j1 && j1[0] > j0[0] ? (j1[1] - j0[1]) / (j1[0] - j0[0]) : null,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
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

function pgbenchTps(url: string): number {
  const init = spawnSync('pgbench', ['-i', '-q', '-s', String(PGBENCH.scale), url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i: ${init.stderr}`);
  const r = spawnSync('pgbench', ['-c', String(PGBENCH.clients), '-j', String(PGBENCH.threads), '-T', String(PGBENCH.seconds), url], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pgbench: ${r.stderr}`);
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(r.stdout) ?? /tps = ([\d.]+)/.exec(r.stdout);
  if (!m) throw new Error(`pgbench: no tps in ${r.stdout}`);
  return Number(m[1]);
}

const fmt = (x: number) => x.toFixed(1);

/** `SALES_BENCH_ONLY=postgres` or `=pglite` runs one side (while working on one); the budget is then judged on that side only. */
const ONLY = process.env.SALES_BENCH_ONLY;

const cpuText = (r: LoadResult) =>
  `CPU per sale: Node ${r.nodeCpu.toFixed(2)} ms` +
  (r.pgCpu === null ? '' : `, PostgreSQL ≥ ${r.pgCpu.toFixed(2)} ms`) +
  (r.steal === null ? '' : `; CPU stolen by the host ${(r.steal * 100).toFixed(0)} %`);

export async function sales(): Promise<boolean> {
  let ok = true;
  if (ONLY !== 'pglite') ok = (await onPostgres()) && ok;
  if (ONLY !== 'postgres') ok = (await onPglite()) && ok;
  return ok;
}

async function onPostgres(): Promise<boolean> {
  let ok = true;

  const tps = await withDatabase(async (url) => pgbenchTps(url));
  const onPg = await withDatabase(async (url) => {
    const handle = await openDb({ kind: 'postgres', url, max: 20 });
    try {
      await migrate(handle.db, MIGRATION_FILLS);
      return await load(handle);
    } finally {
      await handle.close();
    }
  });
  const ratio = onPg.perSecond / tps;
  const pgOk = ratio >= BUDGET.ratio && onPg.p99 < BUDGET.p99;
  ok &&= pgOk;
  console.log(`pgbench -c ${PGBENCH.clients} -j ${PGBENCH.threads} -T ${PGBENCH.seconds} (tpcb-like, scale ${PGBENCH.scale}): ${fmt(tps)} TPS`);
  console.log(
    `PostgreSQL: ${onPg.sales} sales in ${RUN_MS / 1000} s = ${fmt(onPg.perSecond)} sales/s, p50 ${fmt(onPg.p50)} ms, p99 ${fmt(onPg.p99)} ms; ` +
      `ratio to pgbench ${ratio.toFixed(2)} (budget ≥ ${BUDGET.ratio}, p99 < ${BUDGET.p99} ms): ${pgOk ? 'OK' : 'OVER BUDGET'}; ${cpuText(onPg)}`,
  );
  return ok;
}

async function onPglite(): Promise<boolean> {
  let ok = true;

  const pglite = await openDb({ kind: 'pglite', dataDir: null });
  let onLite: LoadResult;
  try {
    await migrate(pglite.db, MIGRATION_FILLS);
    onLite = await load(pglite);
  } finally {
    await pglite.close();
  }
  const liteOk = onLite.perSecond >= BUDGET.pgliteRate;
  ok &&= liteOk;
  console.log(
    `PGlite: ${onLite.sales} sales in ${RUN_MS / 1000} s = ${fmt(onLite.perSecond)} sales/s, p50 ${fmt(onLite.p50)} ms, p99 ${fmt(onLite.p99)} ms ` +
      `(budget ≥ ${BUDGET.pgliteRate} sales/s): ${liteOk ? 'OK' : 'OVER BUDGET'}; ${cpuText(onLite)}`,
  );
  return ok;
}
