/**
 * Product search: GET /products?q=… through app.inject (auth, membership, the search query and
 * the page's photos, serialization) on a shop of 2,000 and of 20,000 products, on PostgreSQL
 * (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a database of its own,
 * dropped at the end) and on PGlite (in memory). Cases: Bangla prefix, English prefix, a name
 * typed in the other script (sound keys, migration 0015), barcode;
 * 200 queries each, p50 / p95. Baseline in the same run: a bare indexed
 * `SELECT … WHERE search_name LIKE $1 LIMIT 50` through the same Kysely db.
 * Budget (docs/QUALITY.md): p95 < 30 ms on PostgreSQL at 20,000 products.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ean13CheckDigit, phoneticKey, ulid } from '@dokani/core';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDb } from '../apps/server/src/platform/db/connect.ts';
import type { DbHandle } from '../apps/server/src/platform/db/connect.ts';
import type { Db } from '../apps/server/src/platform/db/schema.ts';
import { MIGRATION_FILLS } from '../apps/server/src/migration-fills.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { searchKey } from '../apps/server/src/modules/products/search.ts';
import { productRow } from '../apps/server/src/test/rows.ts';
import { median, percentile } from './lib.ts';
import { benchOwner } from './seeded-app.ts';

const SIZES = [2_000, 20_000];
const QUERIES = 200;
const BUDGET_P95_MS = 30;
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

// Realistic grocery names: brand + item + size, in Bangla and in English.
const BN_BRANDS = ['প্রাণ', 'এসিআই', 'ফ্রেশ', 'তীর', 'রাঁধুনী', 'স্কয়ার', 'ইস্পাহানি', 'বসুন্ধরা', 'ড্যানিশ', 'অলিম্পিক', 'কোকোলা', 'মেঘনা'];
const BN_ITEMS = [
  'মিনিকেট চাল',
  'নাজিরশাইল চাল',
  'চিনিগুঁড়া চাল',
  'আটা',
  'ময়দা',
  'চিনি',
  'লবণ',
  'সয়াবিন তেল',
  'সরিষার তেল',
  'চা পাতা',
  'বিস্কুট',
  'নুডলস',
  'গুঁড়া দুধ',
  'সাবান',
  'শ্যাম্পু',
  'টুথপেস্ট',
  'ডিটারজেন্ট',
  'মসুর ডাল',
  'মুগ ডাল',
  'মরিচ গুঁড়া',
  'হলুদ গুঁড়া',
  'জুস',
  'চানাচুর',
  'সেমাই',
];
const BN_SIZES = ['২৫০ গ্রাম', '৫০০ গ্রাম', '১ কেজি', '২ কেজি', '৫ কেজি', '১ লিটার', '২ লিটার', '৫ লিটার', 'ফ্যামিলি প্যাক', 'মিনি প্যাক'];
const EN_BRANDS = [
  'Pran',
  'ACI',
  'Fresh',
  'Teer',
  'Radhuni',
  'Square',
  'Ispahani',
  'Bashundhara',
  'Danish',
  'Olympic',
  'Nestle',
  'Unilever',
  'Marks',
  'Dettol',
  'Lux',
  'Sunsilk',
];
const EN_ITEMS = [
  'Miniket Rice',
  'Nazirshail Rice',
  'Atta',
  'Flour',
  'Sugar',
  'Salt',
  'Soybean Oil',
  'Mustard Oil',
  'Tea',
  'Biscuit',
  'Noodles',
  'Milk Powder',
  'Soap',
  'Shampoo',
  'Toothpaste',
  'Detergent',
  'Red Lentil',
  'Chili Powder',
  'Turmeric Powder',
  'Mango Juice',
  'Chanachur',
  'Cornflakes',
];
const EN_SIZES = ['250g', '500g', '1kg', '2kg', '5kg', '1L', '2L', '5L', '100ml', '200ml', 'Family Pack', 'Mini Pack'];
const EN_VARIANTS = ['', 'Classic', 'Gold', 'Premium', 'Lite', 'Extra'];

const BN_PREFIXES = ['মিনি', 'চাল', 'তেল', 'সাবান', 'আটা', 'প্রাণ', 'ডাল', 'গুঁড়া', 'চা', 'নুড', 'শ্যা', 'বিস্কু', 'সয়া', 'জুস'];
const EN_PREFIXES = ['ric', 'oil', 'pra', 'soap', 'tea', 'bis', 'noo', 'sham', 'mini', 'sug', 'salt', 'prem', 'd', 'mango j'];
/** A Bangla name typed in Latin letters, an English one in Bangla (found through the sound terms). */
const CROSS_PREFIXES = [
  'dal',
  'chini',
  'moida',
  'shabon',
  'teer',
  'লাক্স',
  'ডেটল',
  'সানসিল্ক',
  'নেসলে',
  'মিনিকেট',
  'chal',
  'atta',
  'সুগার',
  'ti',
];

/** A small seeded generator: the same data every run. */
function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x * 1_664_525 + 1_013_904_223) >>> 0;
    return x / 2 ** 32;
  };
}
const pick = <T>(xs: readonly T[], r: () => number): T => xs[Math.floor(r() * xs.length)] as T;

function productName(i: number, r: () => number): string {
  if (i % 2 === 0) return `${pick(BN_BRANDS, r)} ${pick(BN_ITEMS, r)} ${pick(BN_SIZES, r)}`;
  const variant = pick(EN_VARIANTS, r);
  return `${pick(EN_BRANDS, r)} ${pick(EN_ITEMS, r)}${variant ? ` ${variant}` : ''} ${pick(EN_SIZES, r)}`;
}

/** EAN-13 with the Bangladesh prefix 894 and a running number. */
function barcodeOf(i: number): string {
  const first12 = `894${String(i).padStart(9, '0')}`;
  return first12 + String(ean13CheckDigit(first12));
}

async function seedShop(db: Db, size: number): Promise<{ shopId: string; token: string; barcodes: string[] }> {
  const now = new Date();
  const { shopId, token } = await benchOwner(db, { mobile: `+88019${String(Date.now()).slice(-8)}` }, now);
  const r = rng(size);
  const barcodes: string[] = [];
  const BATCH = 1000;
  for (let start = 0; start < size; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(size, start + BATCH); i++) {
      const name = productName(i, r);
      const barcode = barcodeOf(i);
      barcodes.push(barcode);
      const price = BigInt(1000 + Math.floor(r() * 100_000));
      rows.push(
        productRow(
          shopId,
          {
            id: ulid(now.getTime() + i),
            name,
            search_name: searchKey(name),
            search_phonetic: phoneticKey(name),
            purchase_price: price,
            sell_price: price + 500n,
            barcode,
          },
          now,
        ),
      );
    }
    await db.insertInto('products').values(rows).execute();
  }
  await sql`ANALYZE`.execute(db);
  return { shopId, token, barcodes };
}

interface Row {
  db: string;
  size: number;
  kase: string;
  p50: number;
  p95: number;
}

async function timeIt(n: number, run: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 50; i++) await run(i); // warm-up (JIT, plan caches, buffers)
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run(i);
    out.push(performance.now() - t0);
  }
  return out;
}

async function measure(kind: 'postgres' | 'pglite', handle: DbHandle, size: number): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dokani-bench-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'none') }), logLevel: 'silent' as const };
  const app = await buildApp({ config, db: handle });
  try {
    const { shopId, token, barcodes } = await seedShop(handle.db, size);
    const r = rng(7);
    const search = async (q: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/shops/${shopId}/products?q=${encodeURIComponent(q)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`search ${q}: ${res.statusCode} ${res.body}`);
    };
    const cases: [string, () => string][] = [
      ['Bangla prefix', () => pick(BN_PREFIXES, r)],
      ['English prefix', () => pick(EN_PREFIXES, r)],
      ['across scripts', () => pick(CROSS_PREFIXES, r)],
      ['barcode', () => pick(barcodes, r)],
    ];
    const rows: Row[] = [];
    for (const [kase, next] of cases) {
      const times = await timeIt(QUERIES, () => search(next()));
      rows.push({ db: kind, size, kase, p50: median(times), p95: percentile(times, 95) });
    }
    const prefixes = [...BN_PREFIXES, ...EN_PREFIXES].map((p) => `${searchKey(p)}%`);
    const base = await timeIt(QUERIES, async () => {
      await handle.db
        .selectFrom('products')
        .select(['id', 'name'])
        .where('shop_id', '=', shopId)
        .where('search_name', 'like', pick(prefixes, r))
        .limit(50)
        .execute();
    });
    rows.push({ db: kind, size, kase: 'baseline: bare indexed LIKE', p50: median(base), p95: percentile(base, 95) });
    return rows;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(size: number): Promise<Row[]> {
  const name = `dokani_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const handle = await openDb({ kind: 'postgres', url: url.toString() });
    try {
      await migrate(handle.db, MIGRATION_FILLS);
      return await measure('postgres', handle, size);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function onPglite(size: number): Promise<Row[]> {
  const handle = await openDb({ kind: 'pglite', dataDir: null });
  try {
    await migrate(handle.db, MIGRATION_FILLS);
    return await measure('pglite', handle, size);
  } finally {
    await handle.close();
  }
}

export async function productSearch(): Promise<boolean> {
  const rows: Row[] = [];
  try {
    const probe = new pg.Client({ connectionString: ADMIN_URL });
    await probe.connect();
    await probe.end();
  } catch (err) {
    console.log(
      `PostgreSQL at ${ADMIN_URL} is not reachable (${(err as Error).message}); set DATABASE_URL to a server where this user may CREATE DATABASE.`,
    );
    return false;
  }
  for (const size of SIZES) rows.push(...(await onPostgres(size)));
  for (const size of SIZES) rows.push(...(await onPglite(size)));

  const fmt = (ms: number) => ms.toFixed(2).padStart(7);
  console.log(`product search, ${QUERIES} queries per case (GET /products?q=… via app.inject; ms)`);
  console.log('db        products  case                          p50      p95    p95 / baseline p95');
  for (const row of rows) {
    const base = rows.find((b) => b.db === row.db && b.size === row.size && b.kase.startsWith('baseline'));
    const ratio = base && !row.kase.startsWith('baseline') ? `${(row.p95 / base.p95).toFixed(1)}×` : '';
    console.log(`${row.db.padEnd(9)} ${String(row.size).padStart(8)}  ${row.kase.padEnd(28)} ${fmt(row.p50)}  ${fmt(row.p95)}    ${ratio}`);
  }
  const judged = rows.filter((r) => r.db === 'postgres' && r.size === 20_000 && !r.kase.startsWith('baseline'));
  const worst = Math.max(...judged.map((r) => r.p95));
  const ok = judged.length === 4 && worst < BUDGET_P95_MS;
  console.log(
    `budget: p95 < ${BUDGET_P95_MS} ms on PostgreSQL at 20,000 products — worst case ${worst.toFixed(2)} ms: ${ok ? 'OK' : 'OVER'}`,
  );
  return ok;
}
