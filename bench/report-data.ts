/**
 * Report benchmark data (docs/QUALITY.md "The benchmarks"): one realistic shop in a PostgreSQL
 * database of its own — 2,000 products (Bangla names, ~50 categories, pcs / kg / litre), 1,000
 * contacts (customers, suppliers, 20 employees) and three years of trade ending on `endDate`
 * (default: today in Dhaka): ~100,000 sales a year (≈ 3.3 lines each), ~5,000 purchases a year,
 * returns, voids, the due book (invoice dues, money paid back and lent), expenses and other income.
 *
 * The rows follow the app's own rules, computed with the app's own functions: core
 * `computeInvoice` (line total = qty × price − line discount + VAT; the invoice discount shared out
 * over the lines), `settle` (paid, change, due), `applyStockChange` (moving average; every line's
 * cost is its stock movement's), `proportionalPart` / `splitReturn` (returns and
 * voids, as modules/trade does them), and the due book's sign (`given` +, `received` −). So
 * products.current_stock = Σ movements, contacts.balance = Σ entries, balance_after runs per
 * contact, returned_* = Σ return lines, invoice numbers S-000001… / P-000001… with shop_counters.
 * `verifyReportData` checks all of that in SQL after the load.
 *
 * The trade is simulated day by day in time order (so the moving averages and balances are the
 * ones the app would have written) and streamed into PostgreSQL with `COPY … FROM STDIN`, a month
 * at a time while the next month is simulated, on two connections side by side (the invoices on
 * one, stock movements / due entries / expenses / incomes on the other, each one transaction; a
 * marker row written last says the data is complete). Then `rebuildSummaries` (and `rebuildContactSummaries`, `rebuildMoneyDays`, `rebuildBookMonths`) fill the report
 * summaries (the app's own rebuild) and VACUUM ANALYZE leaves the tables as a long-running server
 * would have them. Deterministic: one seeded PRNG (ids included).
 *
 * Not written (no report reads them): idempotency keys, audit rows per invoice, usage counters.
 *
 * `openReportDatabase` is the way in for a benchmark: database `dokani_bench_reports` on the server
 * of DATABASE_URL; with `keep` it reuses the data already there (same generator version and config),
 * else it makes the database afresh and drops it on close.
 *
 * Run alone (keeps the database): node --import tsx bench/report-data.ts
 */
import { once } from 'node:events';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  addDays,
  applyStockChange,
  computeInvoice,
  ean13CheckDigit,
  formatInvoiceNumber,
  lineFinal,
  localDate,
  monotonicUlidFactory,
  mulQtyPrice,
  proportionalPart,
  settle,
} from '@dokani/core';
import type { Discount, DueDirection, LineInput, PaymentInput } from '@dokani/core';
import { sql } from 'kysely';
import pg from 'pg';
import { MIGRATION_FILLS } from '../apps/server/src/migration-fills.ts';
import { openDb } from '../apps/server/src/platform/db/connect.ts';
import type { DbHandle } from '../apps/server/src/platform/db/connect.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { contactSearchKey } from '../apps/server/src/modules/contacts/search.ts';
import { EXPENSES, INCOMES } from '../apps/server/src/modules/expenses/books.ts';
import { rebuildBookMonths } from '../apps/server/src/modules/expenses/index.ts';
import { searchKey } from '../apps/server/src/modules/products/search.ts';
import { rebuildContactSummaries } from '../apps/server/src/modules/contacts/index.ts';
import { rebuildMoneyDays } from '../apps/server/src/modules/money/index.ts';
import { rebuildSummaries } from '../apps/server/src/modules/trade/index.ts';
import { createShopIn } from '../apps/server/src/modules/shops/index.ts';
import { splitReturn } from '../apps/server/src/modules/trade/return-parts.ts';

/** Bump when the data's shape changes: a kept database of another version is made again. */
export const GENERATOR_VERSION = 1;
export const REPORT_DB_NAME = 'dokani_bench_reports';
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SHOP_NAME = 'রিপোর্ট বেঞ্চ সুপার শপ';
const OWNER_MOBILE = '+8801799000001';
const MARKER_ACTION = 'bench-report-data';

const DAY_MS = 86_400_000;
/** Asia/Dhaka is UTC+6 all year (no daylight saving). */
const TZ_OFFSET_MS = 6 * 3_600_000;
/** Days after its date an invoice can still change (returns up to 10 days, voids up to 3). */
const OPEN_DAYS = 12;
/** Days per COPY batch. */
const BATCH_DAYS = 30;

export interface ReportDataOptions {
  seed?: number;
  /** Last business date, YYYY-MM-DD (default today in Dhaka). */
  endDate?: string;
  years?: number;
  salesPerYear?: number;
  purchasesPerYear?: number;
  products?: number;
  customers?: number;
  suppliers?: number;
  employees?: number;
  log?: (line: string) => void;
}

/** What decides the data: a kept database is reused only when its config is this one. */
export type ReportDataConfig = Required<Omit<ReportDataOptions, 'endDate' | 'log'>>;

export interface ReportDataInfo {
  version: number;
  seed: number;
  config: ReportDataConfig;
  shopId: string;
  ownerId: string;
  startDate: string;
  endDate: string;
  /** rows per table */
  counts: Record<string, number>;
  /** milliseconds: simulate + COPY (overlapped), summaries rebuild, VACUUM ANALYZE */
  timings?: { load: number; summaries: number; vacuum: number; total: number };
}

// ---------------------------------------------------------------------------------------------
// Small tools: a seeded PRNG, weighted picks, dates, COPY text rows.
// ---------------------------------------------------------------------------------------------

class Rand {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  /** mulberry32: [0, 1) */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  /** lo..hi inclusive */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)] as T;
  }
  uniform(lo: number, hi: number): number {
    return lo + this.next() * (hi - lo);
  }
  /** Poisson by inversion (small means). */
  poisson(mean: number): number {
    const l = Math.exp(-mean);
    let k = 0;
    let p = 1;
    do {
      k++;
      p *= this.next();
    } while (p > l);
    return k - 1;
  }
  bytes = (n: number): Uint8Array => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = Math.floor(this.next() * 256);
    return out;
  };
}

/** Picks items by weight (cumulative table + binary search). */
class Picker<T> {
  private readonly cum: Float64Array;
  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    this.cum = new Float64Array(items.length);
    let s = 0;
    weights.forEach((w, i) => {
      s += w;
      this.cum[i] = s;
    });
  }
  pick(r: Rand): T {
    const x = r.next() * (this.cum[this.cum.length - 1] as number);
    let lo = 0;
    let hi = this.cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cum[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
  mean(value: (t: T) => number): number {
    let s = 0;
    let prev = 0;
    this.items.forEach((t, i) => {
      const c = this.cum[i] as number;
      s += (c - prev) * value(t);
      prev = c;
    });
    return s / prev;
  }
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
/** Taka → poisha. */
const tk = (taka: number): bigint => BigInt(Math.round(taka * 100));
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const max = (a: bigint, b: bigint): bigint => (a > b ? a : b);

type Cell = string | number | bigint | boolean | Date | null;

function cell(v: Cell): string {
  if (v === null) return '\\N';
  switch (typeof v) {
    case 'string':
      return /[\\\t\n\r]/.test(v) ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : v;
    case 'boolean':
      return v ? 't' : 'f';
    case 'number':
    case 'bigint':
      return String(v);
    default:
      return v.toISOString();
  }
}

/** Rows of one table in COPY text format, sealed into ~1 MB buffers. */
class Table {
  private parts: string[] = [];
  private size = 0;
  private chunks: Buffer[] = [];
  private pending = 0;
  total = 0;
  constructor(
    readonly name: string,
    readonly columns: readonly string[],
  ) {}
  add(values: readonly Cell[]): void {
    if (values.length !== this.columns.length) throw new Error(`${this.name}: ${values.length} values for ${this.columns.length} columns`);
    const line = values.map(cell).join('\t') + '\n';
    this.parts.push(line);
    this.size += line.length;
    this.pending++;
    this.total++;
    if (this.size > 1 << 20) this.seal();
  }
  private seal(): void {
    if (this.parts.length === 0) return;
    this.chunks.push(Buffer.from(this.parts.join(''), 'utf8'));
    this.parts = [];
    this.size = 0;
  }
  /** The rows added since the last take. */
  take(): { chunks: Buffer[]; rows: number } {
    this.seal();
    const out = { chunks: this.chunks, rows: this.pending };
    this.chunks = [];
    this.pending = 0;
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// COPY … FROM STDIN through a plain pg.Client (pg-copy-streams is not a dependency): a Submittable
// that answers the server's CopyInResponse with the buffers, then CopyDone.
// ---------------------------------------------------------------------------------------------

interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  stream: Duplex;
}

class CopyIn implements pg.Submittable {
  readonly done: Promise<void>;
  private settle!: (err?: Error) => void;
  private failed = false;
  constructor(
    private readonly text: string,
    private readonly chunks: Buffer[],
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = (err) => (err ? reject(err) : resolve());
    });
  }
  submit(connection: unknown): void {
    (connection as CopyConnection).query(this.text);
  }
  handleCopyInResponse(connection: CopyConnection): void {
    void this.send(connection);
  }
  private async send(c: CopyConnection): Promise<void> {
    try {
      for (const chunk of this.chunks) {
        if (this.failed) return;
        c.sendCopyFromChunk(chunk);
        if (c.stream.writableNeedDrain) await once(c.stream, 'drain');
      }
      if (!this.failed) c.endCopyFrom();
    } catch (e) {
      this.failed = true;
      this.settle(e as Error);
    }
  }
  handleCommandComplete(): void {}
  handleReadyForQuery(): void {
    this.settle();
  }
  handleError(err: Error): void {
    this.failed = true;
    this.settle(err);
  }
  handleCopyData(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
}

/**
 * COPYs each table's pending rows (taken now), one after the other in the order given (foreign keys
 * first); adds each COPY's milliseconds to `spent`.
 */
async function copyTables(client: pg.Client, tables: readonly Table[], spent: Map<string, number>): Promise<void> {
  const batch = tables.map((t) => ({ t, ...t.take() })).filter((b) => b.rows > 0);
  for (const { t, chunks } of batch) {
    const t0 = performance.now();
    const c = new CopyIn(`COPY ${t.name} (${t.columns.join(', ')}) FROM STDIN`, chunks);
    client.query(c);
    await c.done;
    spent.set(t.name, (spent.get(t.name) ?? 0) + performance.now() - t0);
  }
}

// ---------------------------------------------------------------------------------------------
// The catalogue and the people.
// ---------------------------------------------------------------------------------------------

type Unit = 'pcs' | 'kg' | 'litre';

interface SubSpec {
  name: string;
  unit: Unit;
  items: string[];
  sizes: string[];
  /** price range in taka per unit */
  price: [number, number];
  /** how much of the shop's trade it is (relative) */
  weight: number;
  warranty?: number;
  /** VAT in hundredths of a percent on most of its products */
  vat?: number;
}

const CATALOGUE: { name: string; subs: SubSpec[] }[] = [
  {
    name: 'চাল ও ডাল',
    subs: [
      {
        name: 'চাল',
        unit: 'kg',
        items: ['মিনিকেট চাল', 'নাজিরশাইল চাল', 'আটাশ চাল', 'পোলাও চাল', 'বাসমতি চাল', 'কাটারিভোগ চাল', 'চিনিগুঁড়া চাল'],
        sizes: ['', 'প্রিমিয়াম', 'সেদ্ধ', 'আতপ'],
        price: [55, 160],
        weight: 6,
      },
      {
        name: 'ডাল',
        unit: 'kg',
        items: ['মসুর ডাল', 'মুগ ডাল', 'ছোলার ডাল', 'মাষকলাই ডাল', 'খেসারি ডাল', 'ছোলা'],
        sizes: ['', 'দেশি', 'মোটা', 'চিকন'],
        price: [85, 180],
        weight: 4,
      },
      {
        name: 'আটা ও ময়দা',
        unit: 'pcs',
        items: ['আটা', 'ময়দা', 'সুজি', 'চালের গুঁড়া', 'লাল আটা'],
        sizes: ['৫০০ গ্রাম', '১ কেজি', '২ কেজি'],
        price: [35, 150],
        weight: 3,
      },
    ],
  },
  {
    name: 'তেল ও ঘি',
    subs: [
      {
        name: 'ভোজ্য তেল',
        unit: 'litre',
        items: ['সয়াবিন তেল', 'সরিষার তেল', 'রাইস ব্র্যান তেল', 'পাম তেল', 'সূর্যমুখী তেল'],
        sizes: ['', 'বোতল', 'খোলা'],
        price: [150, 330],
        weight: 5,
      },
      {
        name: 'ঘি ও বাটার',
        unit: 'pcs',
        items: ['ঘি', 'বাটার অয়েল', 'মাখন'],
        sizes: ['২০০ গ্রাম', '৪০০ গ্রাম', '৯০০ গ্রাম'],
        price: [250, 1600],
        weight: 1,
      },
    ],
  },
  {
    name: 'মসলা',
    subs: [
      {
        name: 'গুঁড়া মসলা',
        unit: 'pcs',
        items: ['হলুদ গুঁড়া', 'মরিচ গুঁড়া', 'ধনিয়া গুঁড়া', 'জিরা গুঁড়া', 'গরম মসলা', 'মাংসের মসলা', 'বিরিয়ানি মসলা'],
        sizes: ['৫০ গ্রাম', '১০০ গ্রাম', '২০০ গ্রাম', '৫০০ গ্রাম'],
        price: [25, 350],
        weight: 3,
      },
      {
        name: 'আস্ত মসলা',
        unit: 'kg',
        items: ['জিরা', 'এলাচ', 'দারুচিনি', 'লবঙ্গ', 'তেজপাতা', 'শুকনা মরিচ', 'কালোজিরা'],
        sizes: ['', 'দেশি', 'ইন্ডিয়ান'],
        price: [200, 3000],
        weight: 1,
      },
      {
        name: 'লবণ ও চিনি',
        unit: 'pcs',
        items: ['লবণ', 'চিনি', 'আখের গুড়', 'খেজুরের গুড়'],
        sizes: ['৫০০ গ্রাম', '১ কেজি'],
        price: [40, 180],
        weight: 4,
      },
    ],
  },
  {
    name: 'পানীয়',
    subs: [
      {
        name: 'কোমল পানীয়',
        unit: 'pcs',
        items: ['কোলা', 'লেমন সোডা', 'অরেঞ্জ ড্রিংক', 'এনার্জি ড্রিংক'],
        sizes: ['২৫০ মিলি', '৫০০ মিলি', '১ লিটার', '২ লিটার'],
        price: [20, 150],
        weight: 4,
      },
      {
        name: 'জুস',
        unit: 'pcs',
        items: ['ম্যাঙ্গো জুস', 'লিচু ড্রিংক', 'অরেঞ্জ জুস', 'আপেল জুস', 'পেয়ারা জুস'],
        sizes: ['২০০ মিলি', '২৫০ মিলি', '১ লিটার'],
        price: [15, 180],
        weight: 2,
      },
      {
        name: 'চা ও কফি',
        unit: 'pcs',
        items: ['চা পাতা', 'গ্রিন টি', 'কফি', 'টি ব্যাগ'],
        sizes: ['৫০ গ্রাম', '২০০ গ্রাম', '৪০০ গ্রাম', '৫০০ গ্রাম'],
        price: [40, 900],
        weight: 2,
      },
      {
        name: 'পানি',
        unit: 'pcs',
        items: ['মিনারেল ওয়াটার', 'ড্রিংকিং ওয়াটার'],
        sizes: ['৫০০ মিলি', '১ লিটার', '২ লিটার', '৫ লিটার'],
        price: [15, 90],
        weight: 2,
      },
    ],
  },
  {
    name: 'বিস্কুট ও স্ন্যাকস',
    subs: [
      {
        name: 'বিস্কুট',
        unit: 'pcs',
        items: ['টোস্ট বিস্কুট', 'ক্রিম বিস্কুট', 'চকলেট বিস্কুট', 'ড্রাই কেক', 'নোনতা বিস্কুট', 'মেরি বিস্কুট'],
        sizes: ['ছোট প্যাক', 'মাঝারি প্যাক', 'বড় প্যাক', 'ফ্যামিলি প্যাক'],
        price: [10, 150],
        weight: 5,
      },
      {
        name: 'চানাচুর ও চিপস',
        unit: 'pcs',
        items: ['চানাচুর', 'আলুর চিপস', 'ঝাল মুড়ি', 'বাদাম ভাজা', 'পটেটো ক্র্যাকার্স'],
        sizes: ['২৫ গ্রাম', '১৫০ গ্রাম', '৩০০ গ্রাম'],
        price: [10, 120],
        weight: 4,
      },
      {
        name: 'চকলেট ও ক্যান্ডি',
        unit: 'pcs',
        items: ['চকলেট বার', 'ক্যান্ডি', 'ললিপপ', 'চুইংগাম', 'ওয়েফার'],
        sizes: ['১ পিস', 'বক্স'],
        price: [2, 400],
        weight: 2,
      },
      {
        name: 'নুডলস ও সেমাই',
        unit: 'pcs',
        items: ['ইনস্ট্যান্ট নুডলস', 'পাস্তা', 'সেমাই', 'লাচ্ছা সেমাই', 'ম্যাকারনি'],
        sizes: ['১ প্যাক', '৪ প্যাক', '৮ প্যাক'],
        price: [20, 250],
        weight: 3,
      },
    ],
  },
  {
    name: 'দুধ ও ডিম',
    subs: [
      {
        name: 'তরল দুধ',
        unit: 'litre',
        items: ['পাস্তুরিত দুধ', 'ফুল ক্রিম দুধ', 'চকলেট মিল্ক'],
        sizes: ['', 'বোতল'],
        price: [80, 130],
        weight: 3,
      },
      {
        name: 'গুঁড়া দুধ',
        unit: 'pcs',
        items: ['গুঁড়া দুধ', 'ফুল ক্রিম মিল্ক পাউডার', 'ডায়াবেটিক মিল্ক'],
        sizes: ['৩৫০ গ্রাম', '৫০০ গ্রাম', '১ কেজি'],
        price: [300, 2000],
        weight: 2,
      },
      {
        name: 'দই ও মিষ্টি',
        unit: 'pcs',
        items: ['মিষ্টি দই', 'টক দই', 'রসগোল্লা', 'চমচম'],
        sizes: ['ছোট', 'বড়', '১ কেজি'],
        price: [40, 400],
        weight: 1,
      },
      {
        name: 'ডিম',
        unit: 'pcs',
        items: ['মুরগির ডিম', 'হাঁসের ডিম', 'দেশি মুরগির ডিম'],
        sizes: ['১ পিস', 'হালি', 'ডজন'],
        price: [12, 220],
        weight: 4,
      },
    ],
  },
  {
    name: 'সাবান ও প্রসাধনী',
    subs: [
      {
        name: 'সাবান',
        unit: 'pcs',
        items: ['বিউটি সোপ', 'অ্যান্টিসেপটিক সাবান', 'কাপড় কাচা সাবান', 'হ্যান্ডওয়াশ'],
        sizes: ['৭৫ গ্রাম', '১০০ গ্রাম', '১৫০ গ্রাম', '২০০ মিলি'],
        price: [20, 180],
        weight: 3,
      },
      {
        name: 'শ্যাম্পু ও তেল',
        unit: 'pcs',
        items: ['শ্যাম্পু', 'কন্ডিশনার', 'নারিকেল তেল', 'আমলা হেয়ার অয়েল'],
        sizes: ['মিনি প্যাক', '১০০ মিলি', '২০০ মিলি', '৩৫০ মিলি'],
        price: [5, 650],
        weight: 2,
      },
      {
        name: 'দাঁতের যত্ন',
        unit: 'pcs',
        items: ['টুথপেস্ট', 'টুথব্রাশ', 'মাউথওয়াশ'],
        sizes: ['৫০ গ্রাম', '১০০ গ্রাম', '২০০ গ্রাম', '১ পিস'],
        price: [30, 350],
        weight: 2,
      },
      {
        name: 'প্রসাধনী',
        unit: 'pcs',
        items: ['লোশন', 'ফেস ওয়াশ', 'পাউডার', 'ক্রিম', 'পারফিউম', 'শেভিং ফোম'],
        sizes: ['ছোট', 'মাঝারি', 'বড়'],
        price: [60, 900],
        weight: 1,
        vat: 1500,
      },
    ],
  },
  {
    name: 'পরিষ্কার সামগ্রী',
    subs: [
      {
        name: 'ডিটারজেন্ট',
        unit: 'pcs',
        items: ['ডিটারজেন্ট পাউডার', 'লিকুইড ডিটারজেন্ট'],
        sizes: ['৫০০ গ্রাম', '১ কেজি', '২ কেজি'],
        price: [60, 450],
        weight: 2,
      },
      {
        name: 'ডিশওয়াশ ও ক্লিনার',
        unit: 'pcs',
        items: ['ডিশওয়াশ বার', 'ডিশওয়াশ লিকুইড', 'টয়লেট ক্লিনার', 'গ্লাস ক্লিনার', 'ফ্লোর ক্লিনার', 'ব্লিচিং পাউডার'],
        sizes: ['ছোট', '৫০০ মিলি', '১ লিটার'],
        price: [15, 400],
        weight: 2,
      },
      {
        name: 'টিস্যু ও অন্যান্য',
        unit: 'pcs',
        items: ['টয়লেট টিস্যু', 'ফেসিয়াল টিস্যু', 'ন্যাপকিন', 'মশার কয়েল', 'অ্যারোসল'],
        sizes: ['১ পিস', '৪ পিস', 'বক্স'],
        price: [20, 450],
        weight: 2,
      },
    ],
  },
  {
    name: 'শিশু পণ্য',
    subs: [
      {
        name: 'ডায়াপার',
        unit: 'pcs',
        items: ['বেবি ডায়াপার', 'প্যান্ট ডায়াপার'],
        sizes: ['S', 'M', 'L', 'XL'],
        price: [400, 1800],
        weight: 1,
      },
      {
        name: 'শিশু খাদ্য',
        unit: 'pcs',
        items: ['সেরেলাক', 'বেবি ফর্মুলা', 'বেবি বিস্কুট'],
        sizes: ['৩৫০ গ্রাম', '৪০০ গ্রাম'],
        price: [250, 1500],
        weight: 1,
      },
      {
        name: 'শিশুর যত্ন',
        unit: 'pcs',
        items: ['বেবি লোশন', 'বেবি অয়েল', 'বেবি শ্যাম্পু', 'বেবি ওয়াইপস'],
        sizes: ['ছোট', 'বড়'],
        price: [150, 600],
        weight: 1,
      },
    ],
  },
  {
    name: 'স্টেশনারি',
    subs: [
      {
        name: 'খাতা ও কাগজ',
        unit: 'pcs',
        items: ['খাতা', 'রুল খাতা', 'এ৪ কাগজ', 'খাম'],
        sizes: ['৮০ পাতা', '১২০ পাতা', '২০০ পাতা', '১ রিম'],
        price: [20, 550],
        weight: 1,
      },
      {
        name: 'কলম ও পেন্সিল',
        unit: 'pcs',
        items: ['বলপেন', 'জেল পেন', 'পেন্সিল', 'মার্কার', 'রাবার', 'শার্পনার'],
        sizes: ['১ পিস', '১০ পিস', 'বক্স'],
        price: [5, 250],
        weight: 1,
      },
    ],
  },
  {
    name: 'ইলেকট্রনিক্স',
    subs: [
      {
        name: 'বাতি',
        unit: 'pcs',
        items: ['এলইডি বাল্ব', 'টিউব লাইট', 'চার্জার লাইট'],
        sizes: ['৫ ওয়াট', '১২ ওয়াট', '১৮ ওয়াট', '২০ ওয়াট'],
        price: [120, 1500],
        weight: 1,
        warranty: 180,
        vat: 750,
      },
      {
        name: 'ব্যাটারি ও চার্জার',
        unit: 'pcs',
        items: ['এএ ব্যাটারি', 'এএএ ব্যাটারি', 'মোবাইল চার্জার', 'ডাটা কেবল', 'পাওয়ার ব্যাংক'],
        sizes: ['১ পিস', '২ পিস', '৪ পিস'],
        price: [20, 2500],
        weight: 1,
        warranty: 90,
        vat: 750,
      },
      {
        name: 'গৃহস্থালি যন্ত্র',
        unit: 'pcs',
        items: ['টেবিল ফ্যান', 'ইলেকট্রিক কেটলি', 'রাইস কুকার', 'ইস্ত্রি', 'ব্লেন্ডার', 'মাল্টিপ্লাগ'],
        sizes: ['স্ট্যান্ডার্ড', 'ডিলাক্স'],
        price: [400, 6000],
        weight: 0.5,
        warranty: 365,
        vat: 750,
      },
    ],
  },
  {
    name: 'সবজি ও ফল',
    subs: [
      {
        name: 'সবজি',
        unit: 'kg',
        items: ['আলু', 'পেঁয়াজ', 'রসুন', 'আদা', 'কাঁচা মরিচ', 'টমেটো', 'বেগুন', 'শসা'],
        sizes: ['', 'দেশি', 'ইন্ডিয়ান', 'চায়না'],
        price: [25, 250],
        weight: 6,
      },
      {
        name: 'ফল',
        unit: 'kg',
        items: ['আপেল', 'কমলা', 'কলা', 'মাল্টা', 'আঙুর', 'খেজুর'],
        sizes: ['', 'প্রিমিয়াম', 'দেশি'],
        price: [60, 700],
        weight: 2,
      },
    ],
  },
  {
    name: 'হিমায়িত ও শুঁটকি',
    subs: [
      {
        name: 'হিমায়িত খাবার',
        unit: 'pcs',
        items: ['ফ্রোজেন চিকেন', 'চিকেন নাগেটস', 'সসেজ', 'ফ্রোজেন পরোটা', 'ফিশ ফিঙ্গার'],
        sizes: ['২৫০ গ্রাম', '৫০০ গ্রাম', '১ কেজি'],
        price: [120, 900],
        weight: 1,
      },
      {
        name: 'শুঁটকি',
        unit: 'kg',
        items: ['লইট্টা শুঁটকি', 'চিংড়ি শুঁটকি', 'ছুরি শুঁটকি'],
        sizes: ['', 'বড়', 'ছোট'],
        price: [400, 1600],
        weight: 0.5,
      },
    ],
  },
  {
    name: 'গৃহস্থালি সামগ্রী',
    subs: [
      {
        name: 'প্লাস্টিক সামগ্রী',
        unit: 'pcs',
        items: ['বালতি', 'মগ', 'ঝুড়ি', 'পানির জগ', 'টিফিন বক্স', 'প্লাস্টিক চেয়ার'],
        sizes: ['ছোট', 'মাঝারি', 'বড়'],
        price: [40, 1200],
        weight: 1,
      },
      {
        name: 'রান্নাঘর',
        unit: 'pcs',
        items: ['ফ্রাইপ্যান', 'হাঁড়ি', 'চামচ সেট', 'ছুরি', 'গ্যাস লাইটার', 'অ্যালুমিনিয়াম ফয়েল'],
        sizes: ['ছোট', 'মাঝারি', 'বড়'],
        price: [30, 2500],
        weight: 1,
      },
    ],
  },
];

const BN_BRANDS = [
  'প্রাণ',
  'স্কয়ার',
  'এসিআই',
  'তীর',
  'রূপচাঁদা',
  'ফ্রেশ',
  'বসুন্ধরা',
  'মেঘনা',
  'আকিজ',
  'ইস্পাহানি',
  'কোহিনূর',
  'কাজী',
  'মিল্ক ভিটা',
  'আড়ং',
  'রাঁধুনি',
  'অলিম্পিক',
  'বোম্বে',
  'কেয়া',
  'সিটি',
  'পুষ্টি',
  'ডানো',
  'মার্কস',
  'ওয়ালটন',
  'বিজলী',
  'গোল্ডেন',
  'আরএফএল',
  'দেশবন্ধু',
  'সজীব',
  'ইগলু',
  'নবাব',
];
const EN_BRANDS = [
  'Pran',
  'Square',
  'ACI',
  'Fresh',
  'Nestle',
  'Unilever',
  'Marico',
  'Walton',
  'Olympic',
  'Dano',
  'Radhuni',
  'RFL',
  'Bombay',
  'Kazi',
  'Akij',
  'Teer',
];
const FIRST_NAMES = [
  'মোহাম্মদ',
  'আব্দুল',
  'রহিম',
  'করিম',
  'জামাল',
  'কামাল',
  'সাইফুল',
  'রফিক',
  'শফিক',
  'আনোয়ার',
  'হাসান',
  'হোসেন',
  'মাহমুদ',
  'তানভীর',
  'ইমরান',
  'সোহেল',
  'রাকিব',
  'নাসির',
  'জসিম',
  'মিজান',
  'ফাতেমা',
  'আয়েশা',
  'নাসরিন',
  'শিরিন',
  'রোকসানা',
  'সালমা',
  'রুমানা',
  'তাসলিমা',
  'শারমিন',
  'নুসরাত',
  'সুমাইয়া',
  'মরিয়ম',
  'রত্না',
  'স্বপ্না',
  'প্রদীপ',
  'সুমন',
  'বিপ্লব',
  'অমিত',
  'রাজু',
  'দীপক',
];
const LAST_NAMES = [
  'আহমেদ',
  'হোসেন',
  'ইসলাম',
  'রহমান',
  'খান',
  'চৌধুরী',
  'সরকার',
  'মিয়া',
  'বেগম',
  'আক্তার',
  'দাস',
  'সাহা',
  'পাল',
  'মজুমদার',
  'ভূঁইয়া',
  'তালুকদার',
  'শেখ',
  'মোল্লা',
  'হাওলাদার',
  'বিশ্বাস',
];
const AREAS = ['মিরপুর ১০', 'মিরপুর ২', 'পল্লবী', 'কাজীপাড়া', 'শেওড়াপাড়া', 'আগারগাঁও', 'মোহাম্মদপুর', 'শ্যামলী', 'কল্যাণপুর', 'পীরেরবাগ'];
const SUPPLIER_KINDS = ['ট্রেডার্স', 'এন্টারপ্রাইজ', 'স্টোর', 'ডিস্ট্রিবিউশন', 'হোলসেল', 'অ্যান্ড সন্স'];
const POSITIONS = ['বিক্রয়কর্মী', 'ক্যাশিয়ার', 'ডেলিভারি ম্যান', 'স্টোরকিপার', 'ম্যানেজার'];

// ---------------------------------------------------------------------------------------------
// The simulation.
// ---------------------------------------------------------------------------------------------

interface Contact {
  id: string;
  type: 'customer' | 'supplier' | 'employee';
  name: string;
  mobile: string | null;
  address: string | null;
  position: string | null;
  salary: bigint | null;
  suppliedItems: string | null;
  balance: bigint;
  seq: number;
}

interface Supplier {
  contact: Contact;
  products: Product[];
  /** its products below their reorder point */
  needs: Set<Product>;
}

interface Product {
  id: string;
  name: string;
  unit: Unit;
  categoryId: string;
  subCategoryId: string;
  purchasePrice: bigint;
  sellPrice: bigint;
  vatPercent: bigint;
  discount: Discount | null;
  warrantyDays: number | null;
  barcode: string | null;
  lowStockAlert: bigint | null;
  supplier: Supplier;
  quantities: Picker<bigint>;
  /** whole units a purchase buys in (thousandths) */
  buyStep: bigint;
  reorderAt: bigint;
  target: bigint;
  stock: bigint;
  value: bigint;
  avg: bigint;
  last: bigint;
}

interface Line {
  lineNo: number;
  product: Product;
  quantity: bigint;
  unitPrice: bigint;
  discount: Discount | null;
  discountAmount: bigint;
  discountShare: bigint;
  vatPercent: bigint;
  vat: bigint;
  total: bigint;
  cost: bigint;
  returnedQuantity: bigint;
  returnedAmount: bigint;
  returnedVat: bigint;
  returnedCost: bigint;
}

interface ReturnRec {
  id: string;
  day: string;
  at: Date;
  amount: bigint;
  vat: bigint;
  cost: bigint;
  dueReduced: bigint;
  refunded: bigint;
  lines: { lineNo: number; product: Product; quantity: bigint; amount: bigint; vat: bigint; cost: bigint }[];
}

interface Invoice {
  side: 'sale' | 'purchase';
  k: number;
  id: string;
  number: string;
  day: string;
  at: Date;
  kind: 'items' | 'quick';
  contact: Contact | null;
  employee: Contact | null;
  subtotal: bigint;
  discount: Discount | null;
  discountAmount: bigint;
  vat: bigint;
  delivery: bigint;
  total: bigint;
  paid: bigint;
  due: bigint;
  change: bigint;
  cost: bigint;
  returnedAmount: bigint;
  returnedVat: bigint;
  returnedCost: bigint;
  dueReduced: bigint;
  balanceAfter: bigint | null;
  note: string | null;
  voidDay: string | null;
  voidedAt: Date | null;
  voidReason: string | null;
  lines: Line[];
  payments: PaymentInput[];
  returns: ReturnRec[];
}

interface Ev {
  t: number;
  seq: number;
  run: () => void;
}

/** A min-heap of the day's events by time (then by order of scheduling). */
class EventQueue {
  private h: Ev[] = [];
  private seq = 0;
  get size(): number {
    return this.h.length;
  }
  push(t: number, run: () => void): void {
    const e = { t, seq: this.seq++, run };
    const h = this.h;
    h.push(e);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(e, h[p] as Ev)) break;
      h[i] = h[p] as Ev;
      i = p;
    }
    h[i] = e;
  }
  pop(): Ev | undefined {
    const h = this.h;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0 && last) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        let mv = last;
        if (l < h.length && this.less(h[l] as Ev, mv)) {
          m = l;
          mv = h[l] as Ev;
        }
        if (r < h.length && this.less(h[r] as Ev, mv)) {
          m = r;
          mv = h[r] as Ev;
        }
        if (m === i) break;
        h[i] = mv;
        i = m;
      }
      h[i] = last;
    }
    return top;
  }
  private less(a: Ev, b: Ev): boolean {
    return a.t < b.t || (a.t === b.t && a.seq < b.seq);
  }
}

/** The columns both sides' invoice tables are written with (one shape, migration 0039); a sale adds its kind after the status. */
const INVOICE_COLUMNS = [
  'shop_id',
  'id',
  'number',
  'invoice_date',
  'occurred_at',
  'contact_id',
  'contact_name',
  'contact_mobile',
  'contact_address',
  'employee_id',
  'employee_name',
  'status',
  'subtotal',
  'discount_type',
  'discount_value',
  'discount_amount',
  'vat',
  'delivery_charge',
  'total',
  'paid',
  'due',
  'change_given',
  'cost',
  'returned_amount',
  'returned_vat',
  'returned_cost',
  'due_reduced',
  'balance_after',
  'note',
  'created_by',
  'created_at',
  'void_date',
  'voided_at',
  'voided_by',
  'void_reason',
];
/** A line's columns; a sale line adds its warranty. */
const INVOICE_LINE_COLUMNS = [
  'shop_id',
  'invoice_id',
  'line_no',
  'product_id',
  'product_name',
  'unit',
  'quantity',
  'returned_quantity',
  'unit_price',
  'discount_type',
  'discount_value',
  'discount_amount',
  'discount_share',
  'vat_percent',
  'vat',
  'total',
  'cost',
  'returned_amount',
  'returned_vat',
  'returned_cost',
];
const INVOICE_PAYMENT_COLUMNS = ['shop_id', 'invoice_id', 'seq', 'method', 'amount'];
const INVOICE_RETURN_COLUMNS = [
  'shop_id',
  'id',
  'invoice_id',
  'return_date',
  'occurred_at',
  'amount',
  'vat',
  'cost',
  'due_reduced',
  'refunded',
  'created_by',
  'created_at',
];
const INVOICE_RETURN_LINE_COLUMNS = ['shop_id', 'return_id', 'invoice_id', 'line_no', 'product_id', 'quantity', 'amount', 'vat', 'cost'];

const TABLE_COLUMNS = {
  categories: ['shop_id', 'id', 'parent_id', 'name', 'created_at', 'updated_at'],
  products: [
    'shop_id',
    'id',
    'name',
    'search_name',
    'unit',
    'category_id',
    'sub_category_id',
    'purchase_price',
    'sell_price',
    'barcode',
    'low_stock_alert',
    'vat_applicable',
    'vat_percent',
    'warranty_days',
    'discount_type',
    'discount_value',
    'created_at',
    'updated_at',
  ],
  contacts: [
    'shop_id',
    'id',
    'type',
    'name',
    'search_name',
    'mobile',
    'address',
    'position',
    'supplied_items',
    'monthly_salary',
    'created_at',
    'updated_at',
  ],
  expense_categories: ['shop_id', 'id', 'default_key', 'name', 'created_at', 'updated_at'],
  income_categories: ['shop_id', 'id', 'default_key', 'name', 'created_at', 'updated_at'],
  sales: INVOICE_COLUMNS.flatMap((c) => (c === 'status' ? [c, 'kind'] : [c])),
  sale_lines: [...INVOICE_LINE_COLUMNS, 'warranty_days', 'warranty_ends_on'],
  sale_payments: INVOICE_PAYMENT_COLUMNS,
  sale_returns: INVOICE_RETURN_COLUMNS,
  sale_return_lines: INVOICE_RETURN_LINE_COLUMNS,
  purchases: INVOICE_COLUMNS,
  purchase_lines: INVOICE_LINE_COLUMNS,
  purchase_payments: INVOICE_PAYMENT_COLUMNS,
  purchase_returns: INVOICE_RETURN_COLUMNS,
  purchase_return_lines: INVOICE_RETURN_LINE_COLUMNS,
  stock_movements: [
    'shop_id',
    'id',
    'product_id',
    'occurred_at',
    'business_date',
    'reason',
    'change',
    'previous_stock',
    'after_stock',
    'unit_cost',
    'cost_total',
    'average_cost_after',
    'user_id',
    'ref_type',
    'ref_id',
    'created_at',
  ],
  due_entries: [
    'shop_id',
    'id',
    'contact_id',
    'seq',
    'entry_date',
    'occurred_at',
    'direction',
    'due_type',
    'amount',
    'balance_after',
    'note',
    'send_sms',
    'sms_status',
    'ref_type',
    'ref_id',
    'created_by',
    'created_at',
  ],
  expenses: [
    'shop_id',
    'id',
    'category_id',
    'amount',
    'occurred_at',
    'entry_date',
    'employee_id',
    'note',
    'created_by',
    'created_at',
    'voided_at',
    'void_reason',
    'voided_by',
  ],
  incomes: [
    'shop_id',
    'id',
    'category_id',
    'amount',
    'occurred_at',
    'entry_date',
    'employee_id',
    'note',
    'created_by',
    'created_at',
    'voided_at',
    'void_reason',
    'voided_by',
  ],
} as const;

type TableName = keyof typeof TABLE_COLUMNS;

/**
 * The COPY streams, parents before children: the catalogue first (committed on its own), then two
 * connections side by side — the invoices on one, the ledgers that only name products, contacts
 * and categories on the other — so PostgreSQL works on both cores.
 */
const CATALOGUE_TABLES: readonly TableName[] = ['categories', 'products', 'contacts', 'expense_categories', 'income_categories'];
const INVOICE_TABLES: readonly TableName[] = [
  'sales',
  'sale_lines',
  'sale_payments',
  'sale_returns',
  'sale_return_lines',
  'purchases',
  'purchase_lines',
  'purchase_payments',
  'purchase_returns',
  'purchase_return_lines',
];
const LEDGER_TABLES: readonly TableName[] = ['stock_movements', 'due_entries', 'expenses', 'incomes'];
const COPY_ORDER: readonly TableName[] = [...CATALOGUE_TABLES, ...INVOICE_TABLES, ...LEDGER_TABLES];

class Simulation {
  readonly r: Rand;
  readonly tables = Object.fromEntries(Object.entries(TABLE_COLUMNS).map(([n, c]) => [n, new Table(n, c)])) as Record<TableName, Table>;
  readonly products: Product[] = [];
  readonly customers: Contact[] = [];
  readonly suppliers: Supplier[] = [];
  readonly employees: Contact[] = [];
  private productPicker!: Picker<Product>;
  private customerPicker!: Picker<Contact>;
  private expenseCategory = new Map<string, string>();
  private incomeCategory = new Map<string, string>();
  private readonly ids: Record<'sale' | 'purchase' | 'ret' | 'move' | 'due' | 'book' | 'other', (now?: number) => string>;
  private queue = new EventQueue();
  private later = new Map<number, { t: number; run: () => void }[]>();
  private openSales: Invoice[] = [];
  private openPurchases: Invoice[] = [];
  private saleNo = 0;
  private purchaseNo = 0;
  private k = 0;
  private day = '';
  stockouts = 0;
  readonly startMs: number;

  constructor(
    readonly shopId: string,
    readonly userId: string,
    readonly startDate: string,
    readonly days: number,
    /** nothing happens after this instant (now, when the data ends today) */
    readonly endMs: number,
    readonly o: ReportDataConfig,
  ) {
    this.r = new Rand(o.seed);
    const idRand = new Rand(o.seed ^ 0x5bd1e995);
    this.ids = {
      sale: monotonicUlidFactory(idRand.bytes),
      purchase: monotonicUlidFactory(idRand.bytes),
      ret: monotonicUlidFactory(idRand.bytes),
      move: monotonicUlidFactory(idRand.bytes),
      due: monotonicUlidFactory(idRand.bytes),
      book: monotonicUlidFactory(idRand.bytes),
      other: monotonicUlidFactory(idRand.bytes),
    };
    this.startMs = dayMs(startDate);
  }

  /** The instant of `seconds` after local midnight of day k. */
  at(k: number, seconds: number): number {
    return this.startMs + k * DAY_MS + Math.round(seconds * 1000) - TZ_OFFSET_MS;
  }

  // ---- the shop's catalogue, people and books ----------------------------------------------

  setup(): void {
    const r = this.r;
    const created = new Date(this.at(0, 7 * 3600));
    const t0 = created.getTime();
    // Contacts first: products name their supplier.
    const mobiles = new Set<string>();
    const mobile = () => {
      for (;;) {
        const m = `+8801${r.int(3, 9)}${String(r.int(0, 99_999_999)).padStart(8, '0')}`;
        if (!mobiles.has(m)) {
          mobiles.add(m);
          return m;
        }
      }
    };
    const person = () => `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const contact = (type: Contact['type'], name: string, extra: Partial<Contact> = {}): Contact => ({
      id: this.ids.other(t0),
      type,
      name,
      mobile: mobile(),
      address: null,
      position: null,
      salary: null,
      suppliedItems: null,
      balance: 0n,
      seq: 0,
      ...extra,
    });
    for (let i = 0; i < this.o.employees; i++) {
      const position = i < 8 ? 'বিক্রয়কর্মী' : i < 12 ? 'স্টোরকিপার' : r.pick(POSITIONS);
      this.employees.push(contact('employee', person(), { position, salary: tk(r.int(8, 25) * 1000) }));
    }
    for (let i = 0; i < this.o.suppliers; i++) {
      const name = r.chance(0.6)
        ? `মেসার্স ${r.pick(LAST_NAMES)} ${r.pick(SUPPLIER_KINDS)}`
        : `${r.pick(BN_BRANDS)} ${r.pick(SUPPLIER_KINDS)}`;
      this.suppliers.push({
        contact: contact('supplier', `${name} ${i + 1}`, { address: `${r.pick(AREAS)}, ঢাকা` }),
        products: [],
        needs: new Set(),
      });
    }
    for (let i = 0; i < this.o.customers; i++) {
      const c = contact('customer', person(), { address: r.chance(0.4) ? `বাসা ${r.int(1, 120)}, ${r.pick(AREAS)}` : null });
      if (r.chance(0.05)) {
        mobiles.delete(c.mobile as string);
        c.mobile = null;
      }
      this.customers.push(c);
    }
    // Regulars buy often: Zipf-like weights.
    this.customerPicker = new Picker(
      this.customers,
      this.customers.map((_, i) => 1 / (i + 3)),
    );

    // Categories and products.
    const subs: { spec: SubSpec; id: string; parentId: string }[] = [];
    for (const top of CATALOGUE) {
      const parentId = this.ids.other(t0);
      this.tables.categories.add([this.shopId, parentId, null, top.name, created, created]);
      for (const spec of top.subs) {
        const id = this.ids.other(t0);
        this.tables.categories.add([this.shopId, id, parentId, spec.name, created, created]);
        subs.push({ spec, id, parentId });
      }
    }
    const subPicker = new Picker(
      subs,
      subs.map((s) => s.spec.weight),
    );
    const names = new Set<string>();
    const barcodes = new Set<string>();
    const ranks = Array.from({ length: this.o.products }, (_, i) => i);
    for (let i = ranks.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [ranks[i], ranks[j]] = [ranks[j] as number, ranks[i] as number];
    }
    const weights: number[] = [];
    for (let i = 0; i < this.o.products; i++) {
      const sub = subPicker.pick(r);
      const s = sub.spec;
      let name = '';
      for (let tries = 0; ; tries++) {
        const brand = r.chance(0.15) ? r.pick(EN_BRANDS) : r.pick(BN_BRANDS);
        const size = r.pick(s.sizes);
        name = [brand, r.pick(s.items), size, tries > 5 ? String(tries) : ''].filter((w) => w !== '').join(' ');
        if (!names.has(name)) break;
      }
      names.add(name);
      const [lo, hi] = s.price;
      const taka = lo * Math.pow(hi / lo, r.next());
      const sellPrice = tk(taka < 20 ? Math.round(taka) : taka < 200 ? Math.round(taka / 5) * 5 : Math.round(taka / 10) * 10);
      const purchasePrice = (sellPrice * BigInt(r.int(78, 92))) / 100n;
      const vatPercent = s.vat !== undefined && r.chance(0.7) ? BigInt(s.vat) : r.chance(0.03) ? 500n : 0n;
      let discount: Discount | null = null;
      if (r.chance(0.04)) discount = { type: 'PERCENT', value: BigInt(r.pick([300, 500, 1000])) };
      else if (s.unit === 'pcs' && sellPrice >= tk(100) && r.chance(0.02)) discount = { type: 'AMOUNT', value: tk(r.pick([2, 5, 10])) };
      let barcode: string | null = null;
      if (s.unit === 'pcs' && r.chance(0.6)) {
        for (;;) {
          const first12 = `841${String(r.int(0, 999_999_999)).padStart(9, '0')}`;
          barcode = first12 + String(ean13CheckDigit(first12));
          if (!barcodes.has(barcode)) break;
        }
        barcodes.add(barcode);
      }
      const quantities = quantityPicker(s.unit, sellPrice);
      const supplier = this.suppliers[i % Math.max(1, this.o.suppliers - 10)] as Supplier; // the last 10 suppliers sell nothing any more
      const p: Product = {
        id: this.ids.other(t0),
        name,
        unit: s.unit,
        categoryId: sub.parentId,
        subCategoryId: sub.id,
        purchasePrice,
        sellPrice,
        vatPercent,
        discount,
        warrantyDays: s.warranty ?? null,
        barcode,
        lowStockAlert: null,
        supplier,
        quantities,
        buyStep: 1000n,
        reorderAt: 0n,
        target: 0n,
        stock: 0n,
        value: 0n,
        avg: 0n,
        last: 0n,
      };
      supplier.products.push(p);
      if (supplier.contact.suppliedItems === null) supplier.contact.suppliedItems = s.name;
      this.products.push(p);
      // Popularity: Zipf over a shuffled rank, staples (loose rice, dal, vegetables, eggs) more.
      weights.push((1 / Math.pow((ranks[i] as number) + 1, 0.8)) * (s.unit === 'kg' && s.price[1] <= 250 ? 2.5 : s.name === 'ডিম' ? 3 : 1));
    }
    this.productPicker = new Picker(this.products, weights);
    // Reorder point (≈ 1 week) and order-up-to level (≈ 5 weeks) from each product's expected sales.
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const linesPerDay = (this.o.salesPerYear / 365) * 0.98 * 3.3;
    this.products.forEach((p, i) => {
      const perDay = ((linesPerDay * (weights[i] as number)) / totalWeight) * p.quantities.mean((q) => Number(q));
      p.reorderAt = max(BigInt(Math.ceil(perDay * 7)), 2000n);
      p.target = roundUp(max(max(BigInt(Math.ceil(perDay * 35)), p.reorderAt * 2n), 5000n), p.buyStep);
      if (r.chance(0.7)) p.lowStockAlert = roundUp(p.reorderAt, p.buyStep);
    });
    for (const c of [...this.employees, ...this.suppliers.map((x) => x.contact), ...this.customers]) {
      this.tables.contacts.add([
        this.shopId,
        c.id,
        c.type,
        c.name,
        contactSearchKey(c.name),
        c.mobile,
        c.address,
        c.position,
        c.suppliedItems,
        c.salary,
        created,
        created,
      ]);
    }
    for (const p of this.products) {
      this.tables.products.add([
        this.shopId,
        p.id,
        p.name,
        searchKey(p.name),
        p.unit,
        p.categoryId,
        p.subCategoryId,
        p.purchasePrice,
        p.sellPrice,
        p.barcode,
        p.lowStockAlert,
        p.vatPercent > 0n,
        p.vatPercent > 0n ? p.vatPercent : null,
        p.warrantyDays,
        p.discount?.type ?? null,
        p.discount?.value ?? null,
        created,
        created,
      ]);
    }

    // The expense and income books: the app's default categories and a few of the shop's own.
    for (const [book, table, map, own] of [
      [EXPENSES, this.tables.expense_categories, this.expenseCategory, ['প্যাকেজিং', 'দান-খয়রাত']],
      [INCOMES, this.tables.income_categories, this.incomeCategory, ['দোকান ভাড়া আয়']],
    ] as const) {
      for (const key of book.defaults) {
        const id = this.ids.other(t0);
        map.set(key, id);
        table.add([this.shopId, id, key, null, created, created]);
      }
      for (const name of own) {
        const id = this.ids.other(t0);
        map.set(name, id);
        table.add([this.shopId, id, null, name, created, created]);
      }
    }
  }

  // ---- the ledgers' one way in each: stock and dues ---------------------------------------------

  private move(
    p: Product,
    change: bigint,
    cost: { unit?: bigint; total?: bigint } | null,
    reason: string,
    refType: string | null,
    refId: string | null,
    at: Date,
  ): { costTotal: bigint } {
    // moveStock: an increase without a cost comes in at the average, else the last cost, else the purchase price
    const unitCost =
      change > 0n && cost?.total === undefined ? (cost?.unit ?? (p.avg > 0n ? p.avg : p.last > 0n ? p.last : p.purchasePrice)) : null;
    const after = applyStockChange(
      { stock: p.stock, value: p.value, averageCost: p.avg, lastCost: p.last },
      { change, unitCost, cost: change > 0n ? (cost?.total ?? null) : null },
    );
    const id = this.ids.move(at.getTime());
    this.tables.stock_movements.add([
      this.shopId,
      id,
      p.id,
      at,
      this.day,
      reason,
      change,
      p.stock,
      after.stock,
      after.unitCost,
      after.costTotal,
      after.averageCost,
      this.userId,
      refType,
      refId,
      at,
    ]);
    if (after.adjustment !== 0n) {
      this.tables.stock_movements.add([
        this.shopId,
        this.ids.move(at.getTime()),
        p.id,
        at,
        this.day,
        'cost-adjustment',
        0n,
        after.stock,
        after.stock,
        0n,
        after.adjustment,
        after.averageCost,
        this.userId,
        'stock-movement',
        id,
        at,
      ]);
    }
    p.stock = after.stock;
    p.value = after.value;
    p.avg = after.averageCost;
    p.last = after.lastCost;
    if (p.stock < p.reorderAt) p.supplier.needs.add(p);
    else p.supplier.needs.delete(p);
    return { costTotal: after.costTotal };
  }

  private postDue(
    c: Contact,
    direction: DueDirection,
    dueType: 'product' | 'money',
    amount: bigint,
    refType: string | null,
    refId: string | null,
    at: Date,
    note: string | null = null,
    sms = false,
  ): bigint {
    c.balance += direction === 'given' ? amount : -amount;
    c.seq++;
    const smsStatus = sms ? (c.mobile ? 'sent' : 'no-mobile') : null;
    this.tables.due_entries.add([
      this.shopId,
      this.ids.due(at.getTime()),
      c.id,
      c.seq,
      this.day,
      at,
      direction,
      dueType,
      amount,
      c.balance,
      note,
      sms,
      smsStatus,
      refType,
      refId,
      this.userId,
      at,
    ]);
    return c.balance;
  }

  // ---- scheduling ---------------------------------------------------------------------------------

  /** Runs `run` at `seconds` after local midnight of day k (today: not before now; past the end: never). */
  private schedule(k: number, seconds: number, run: () => void): void {
    if (k >= this.days) return;
    const t = this.at(k, seconds);
    if (k === this.k) this.queue.push(t, run);
    else {
      const list = this.later.get(k) ?? [];
      list.push({ t, run });
      this.later.set(k, list);
    }
  }

  /** Later the same day if there is time (before 22:30), else on a day within `spreadDays`. */
  private scheduleAfter(atMs: number, minSeconds: number, spreadDays: number, run: () => void): void {
    const r = this.r;
    const secondsNow = (atMs - this.at(this.k, 0)) / 1000;
    const dk = r.int(0, spreadDays);
    if (dk === 0 && secondsNow + minSeconds < 22.5 * 3600) this.schedule(this.k, r.uniform(secondsNow + minSeconds, 22.5 * 3600), run);
    else this.schedule(this.k + Math.max(1, dk), r.uniform(9 * 3600, 21.5 * 3600), run);
  }

  // ---- a sale -------------------------------------------------------------------------------------

  private sale(atMs: number): void {
    const r = this.r;
    const at = new Date(atMs);
    const id = this.ids.sale(atMs);
    const customer = r.chance(0.3) ? this.customerPicker.pick(r) : null;
    const employee = r.chance(0.5) ? (this.employees[r.int(0, Math.min(7, this.employees.length - 1))] ?? null) : null;
    const inv = newInvoice('sale', this.k, id, this.day, at, customer, employee);

    if (r.chance(0.02)) {
      // a quick sale: an amount, no lines, no stock; cost = amount − profit
      const amount = tk(r.int(5, 200) * 10);
      const profit = r.chance(0.6) ? (amount * BigInt(r.int(10, 25))) / 100n : 0n;
      Object.assign(inv, { kind: 'quick', subtotal: amount, total: amount, cost: amount - profit });
    } else {
      const wanted = 1 + Math.min(14, r.poisson(2.3));
      const picked: { p: Product; q: bigint; discount: Discount | null }[] = [];
      const seen = new Set<Product>();
      for (let tries = 0; picked.length < wanted && tries < wanted * 4; tries++) {
        const p = this.productPicker.pick(r);
        if (seen.has(p)) continue;
        seen.add(p);
        const q = p.quantities.pick(r);
        if (p.stock < q) {
          this.stockouts++;
          continue;
        }
        let discount = p.discount;
        const gross = mulQtyPrice(q, p.sellPrice);
        if (r.chance(0.01) && gross >= tk(50)) discount = { type: 'AMOUNT', value: tk(Math.max(1, Math.round(Number(gross) / 100 / 20))) };
        picked.push({ p, q, discount });
      }
      if (picked.length === 0) return; // nothing in stock of what was wanted: no sale
      const inputs: LineInput[] = picked.map((x) => ({
        quantity: x.q,
        unitPrice: x.p.sellPrice,
        discount: x.discount,
        vatPercent: x.p.vatPercent,
      }));
      let discount: Discount | null = null;
      const delivery = r.chance(0.04) ? tk(r.int(3, 12) * 10) : 0n;
      let priced = computeInvoice({ lines: inputs, deliveryCharge: delivery });
      if (r.chance(0.08) && priced.subtotal >= tk(200)) {
        discount = r.chance(0.6)
          ? { type: 'AMOUNT', value: tk(Math.max(5, Math.round(((Number(priced.subtotal) / 100) * r.uniform(0.01, 0.05)) / 5) * 5)) }
          : { type: 'PERCENT', value: BigInt(r.pick([200, 300, 500])) };
        priced = computeInvoice({ lines: inputs, discount, deliveryCharge: delivery });
      }
      inv.lines = priced.lines.map((l, i) => {
        const p = (picked[i] as { p: Product }).p;
        const { costTotal } = this.move(p, -l.quantity, null, 'sale', 'sale', id, at);
        return {
          lineNo: i + 1,
          product: p,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          discount: l.discount,
          discountAmount: l.discountAmount,
          discountShare: l.discountShare,
          vatPercent: l.vatPercent,
          vat: l.vat,
          total: l.total,
          cost: -costTotal,
          returnedQuantity: 0n,
          returnedAmount: 0n,
          returnedVat: 0n,
          returnedCost: 0n,
        };
      });
      Object.assign(inv, {
        subtotal: priced.subtotal,
        discount,
        discountAmount: priced.discountAmount,
        vat: priced.vat,
        delivery: priced.deliveryCharge,
        total: priced.total,
        cost: inv.lines.reduce((a, l) => a + l.cost, 0n),
      });
    }

    // Paying: walk-ins pay it all (cash, often with a note to change); customers sometimes leave a due.
    const total = inv.total;
    if (customer && r.chance(0.35)) {
      const part = ((total * BigInt(Math.floor(r.uniform(0, 0.8) * 100))) / 100n / 1000n) * 1000n;
      if (part > 0n) inv.payments = [{ method: r.chance(0.8) ? 'cash' : 'qr-code', amount: part }];
    } else {
      const x = r.next();
      if (x < 0.8) {
        const notes = [tk(10), tk(50), tk(100), tk(500), tk(1000)];
        const note = r.chance(0.4) ? notes.find((n) => n * 3n >= total && total % n !== 0n) : undefined;
        inv.payments = [{ method: 'cash', amount: note ? ((total + note - 1n) / note) * note : total }];
      } else if (x < 0.94) inv.payments = [{ method: 'qr-code', amount: total }];
      else if (x < 0.97 && total > tk(100))
        inv.payments = [
          { method: 'cash', amount: (total / tk(100)) * tk(50) },
          { method: 'qr-code', amount: total - (total / tk(100)) * tk(50) },
        ];
      else if (x < 0.985) inv.payments = [{ method: 'bank-check', amount: total }];
      else inv.payments = [{ method: 'online-order', amount: total }];
    }
    const s = settle(total, inv.payments);
    if ('error' in s) throw new Error(`sale ${id}: ${s.error}`);
    Object.assign(inv, { paid: s.paid, due: s.due, change: s.change });
    if (s.due > 0n && customer) {
      inv.balanceAfter = this.postDue(customer, 'given', 'product', s.due, 'sale', id, at);
      // paid back (part or all) within a few weeks
      const pay = (s.due * BigInt(r.int(50, 100))) / 100n;
      this.schedule(this.k + r.int(2, 40), r.uniform(9 * 3600, 21 * 3600), () => this.moneyIn(customer, pay));
    } else if (customer) inv.balanceAfter = customer.balance;
    inv.number = formatInvoiceNumber('S', ++this.saleNo);
    if (r.chance(0.005)) inv.note = 'হোম ডেলিভারি';
    this.openSales.push(inv);

    // What happens to it later: ~1 % voided, ~3 % partly returned.
    const x = r.next();
    if (x < 0.01) this.scheduleAfter(atMs, 600, 3, () => this.voidInvoice(inv, 'ভুল বিল'));
    else if (x < 0.04 && inv.kind === 'items') this.scheduleAfter(atMs, 1800, 10, () => this.returnSale(inv));
  }

  private returnSale(inv: Invoice): void {
    const r = this.r;
    const open = inv.lines.filter((l) => l.quantity > l.returnedQuantity);
    if (open.length === 0 || inv.voidDay !== null) return;
    const n = open.length > 1 && r.chance(0.2) ? 2 : 1;
    const picks: { line: Line; take: bigint }[] = [];
    for (let i = 0; i < n; i++) {
      const line = open.splice(r.int(0, open.length - 1), 1)[0] as Line;
      const left = line.quantity - line.returnedQuantity;
      let take = left;
      if (r.chance(0.6)) {
        const step = line.product.unit === 'pcs' ? 1000n : 50n;
        const steps = left / step;
        if (steps >= 2n) take = BigInt(r.int(1, Number(steps) - 1)) * step;
      }
      picks.push({ line, take });
    }
    this.returnInvoice(inv, picks);
    if (r.chance(0.1)) this.scheduleAfter(this.queueNow, 1800, 5, () => this.returnSale(inv));
  }

  /** A return of part of an invoice (modules/trade/adjust-invoice.ts `returnInvoice`). */
  private returnInvoice(inv: Invoice, picks: { line: Line; take: bigint }[]): void {
    const at = new Date(this.queueNow);
    const sale = inv.side === 'sale';
    const rec: ReturnRec = {
      id: this.ids.ret(at.getTime()),
      day: this.day,
      at,
      amount: 0n,
      vat: 0n,
      cost: 0n,
      dueReduced: 0n,
      refunded: 0n,
      lines: [],
    };
    picks.sort((a, b) => a.line.lineNo - b.line.lineNo);
    for (const { line, take } of picks) {
      const part = (full: bigint, done: bigint) => proportionalPart(full, line.quantity, line.returnedQuantity, done, take);
      const amount = part(line.total - line.discountShare, line.returnedAmount); // the line's final amount
      const vat = part(line.vat, line.returnedVat);
      let cost: bigint;
      if (sale) {
        cost = part(line.cost, line.returnedCost);
        this.move(line.product, take, { total: cost }, 'sale-return', 'sale-return', inv.id, at);
      } else {
        // a purchase return takes the goods out at the average of the day
        cost = -this.move(line.product, -take, null, 'purchase-return', 'purchase-return', inv.id, at).costTotal;
      }
      line.returnedQuantity += take;
      line.returnedAmount += amount;
      line.returnedVat += vat;
      line.returnedCost += cost;
      rec.amount += amount;
      rec.vat += vat;
      rec.cost += cost;
      rec.lines.push({ lineNo: line.lineNo, product: line.product, quantity: take, amount, vat, cost });
    }
    const { dueReduced, refunded } = splitReturn({ status: 'completed', due: inv.due, due_reduced: inv.dueReduced }, rec.amount);
    if (dueReduced > 0n && inv.contact)
      this.postDue(inv.contact, sale ? 'received' : 'given', 'product', dueReduced, `${inv.side}-return`, inv.id, at);
    rec.dueReduced = dueReduced;
    rec.refunded = refunded;
    inv.returnedAmount += rec.amount;
    inv.returnedVat += rec.vat;
    inv.returnedCost += rec.cost;
    inv.dueReduced += dueReduced;
    inv.returns.push(rec);
  }

  /** A void (`voidInvoice`): what is left of every line goes back, the standing due is reversed. */
  private voidInvoice(inv: Invoice, reason: string): void {
    if (inv.voidDay !== null) return;
    const sale = inv.side === 'sale';
    const at = new Date(this.queueNow);
    if (!sale && inv.lines.some((l) => l.product.stock < l.quantity - l.returnedQuantity)) return; // already sold: refused
    for (const l of inv.lines) {
      const left = l.quantity - l.returnedQuantity;
      if (left <= 0n) continue;
      if (sale) this.move(l.product, left, { total: l.cost - l.returnedCost }, 'sale-void', 'sale-void', inv.id, at);
      else this.move(l.product, -left, null, 'purchase-void', 'purchase-void', inv.id, at);
    }
    const standing = inv.due - inv.dueReduced;
    if (standing > 0n && inv.contact)
      this.postDue(inv.contact, sale ? 'received' : 'given', 'product', standing, `${inv.side}-void`, inv.id, at);
    inv.voidDay = this.day;
    inv.voidedAt = at;
    inv.voidReason = reason;
  }

  // ---- a purchase ---------------------------------------------------------------------------------

  private purchase(atMs: number, urgentOnly: boolean): void {
    const r = this.r;
    // The supplier with the most products below their reorder point; else top up a random one.
    let best: Supplier | null = null;
    for (const s of this.suppliers) if (s.needs.size > 0 && (best === null || s.needs.size > best.needs.size)) best = s;
    if (best === null && urgentOnly) return;
    const supplier = best ?? (r.pick(this.suppliers.filter((s) => s.products.length > 0)) as Supplier);
    let items = supplier.products.filter((p) => p.stock * 10n < p.target * 6n);
    if (items.length === 0) {
      const lowest = [...supplier.products].sort((a, b) => Number((a.stock * 1000n) / a.target - (b.stock * 1000n) / b.target))[0];
      if (!lowest || lowest.stock >= lowest.target) return;
      items = [lowest];
    }
    items = items.slice(0, 40);
    const at = new Date(atMs);
    const id = this.ids.purchase(atMs);
    const employee = r.chance(0.3) ? (this.employees[8 + r.int(0, 3)] ?? null) : null;
    const inv = newInvoice('purchase', this.k, id, this.day, at, supplier.contact, employee);
    const vatPercent = r.chance(0.05) ? 500n : 0n;
    const inputs: LineInput[] = items.map((p) => {
      const quantity = roundUp(p.target - p.stock, p.buyStep);
      const unitPrice = (p.purchasePrice * BigInt(r.int(95, 106))) / 100n;
      const discount: Discount | null = r.chance(0.05) ? { type: 'PERCENT', value: 200n } : null;
      return { quantity, unitPrice, discount, vatPercent };
    });
    const delivery = r.chance(0.15) ? tk(r.int(10, 50) * 10) : 0n;
    let discount: Discount | null = null;
    let priced = computeInvoice({ lines: inputs, deliveryCharge: delivery });
    if (r.chance(0.1) && priced.subtotal > tk(1000)) {
      discount = { type: 'AMOUNT', value: (priced.subtotal / 100n / tk(10)) * tk(10) };
      if (discount.value === 0n) discount = null;
      priced = computeInvoice({ lines: inputs, discount, deliveryCharge: delivery });
    }
    inv.lines = priced.lines.map((l, i) => {
      const p = items[i] as Product;
      // in at the line's final amount ÷ quantity (after both discounts, with VAT)
      const { costTotal } = this.move(p, l.quantity, { total: lineFinal(l) }, 'purchase', 'purchase', id, at);
      return {
        lineNo: i + 1,
        product: p,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        discount: l.discount,
        discountAmount: l.discountAmount,
        discountShare: l.discountShare,
        vatPercent: l.vatPercent,
        vat: l.vat,
        total: l.total,
        cost: costTotal,
        returnedQuantity: 0n,
        returnedAmount: 0n,
        returnedVat: 0n,
        returnedCost: 0n,
      };
    });
    Object.assign(inv, {
      subtotal: priced.subtotal,
      discount,
      discountAmount: priced.discountAmount,
      vat: priced.vat,
      delivery: priced.deliveryCharge,
      total: priced.total,
      cost: inv.lines.reduce((a, l) => a + l.cost, 0n),
    });
    const total = inv.total;
    if (r.chance(0.45)) {
      const part = ((total * BigInt(r.int(0, 70))) / 100n / tk(100)) * tk(100);
      if (part > 0n) inv.payments = [{ method: 'cash', amount: part }];
    } else inv.payments = [{ method: r.chance(0.6) ? 'cash' : 'bank-check', amount: total }];
    const s = settle(total, inv.payments);
    if ('error' in s) throw new Error(`purchase ${id}: ${s.error}`);
    Object.assign(inv, { paid: s.paid, due: s.due, change: s.change });
    const c = supplier.contact;
    if (s.due > 0n) {
      inv.balanceAfter = this.postDue(c, 'received', 'product', s.due, 'purchase', id, at);
      this.schedule(this.k + r.int(5, 40), r.uniform(10 * 3600, 18 * 3600), () => this.moneyOut(c, s.due));
    } else inv.balanceAfter = c.balance;
    inv.number = formatInvoiceNumber('P', ++this.purchaseNo);
    this.openPurchases.push(inv);

    const x = r.next();
    if (x < 0.003) this.scheduleAfter(atMs, 3600, 0, () => this.voidInvoice(inv, 'ভুল সরবরাহকারী'));
    else if (x < 0.013) {
      this.scheduleAfter(atMs, 3600, 10, () => {
        if (inv.voidDay !== null) return;
        const line = inv.lines[r.int(0, inv.lines.length - 1)] as Line;
        const can = min(line.quantity - line.returnedQuantity, line.product.stock) / 1000n;
        if (can < 1n) return;
        this.returnInvoice(inv, [{ line, take: BigInt(r.int(1, Number(can > 5n ? 5n : can))) * 1000n }]);
      });
    }
  }

  // ---- the due book's money, expenses and income ---------------------------------------------------

  /** A customer (or employee) pays back: at most what they owe. */
  private moneyIn(c: Contact, amount: bigint): void {
    const pay = min(amount, c.balance);
    if (pay <= 0n) return;
    this.postDue(
      c,
      'received',
      'money',
      pay,
      null,
      null,
      new Date(this.queueNow),
      this.r.chance(0.3) ? 'নগদ পরিশোধ' : null,
      this.r.chance(0.3),
    );
  }

  /** The shop pays a supplier: at most what it owes. */
  private moneyOut(c: Contact, amount: bigint): void {
    const pay = min(amount, -c.balance);
    if (pay <= 0n) return;
    this.postDue(c, 'given', 'money', pay, null, null, new Date(this.queueNow), this.r.chance(0.5) ? 'বকেয়া পরিশোধ' : null);
  }

  /** Money the shop lends (a customer's loan, an employee's advance), paid back later. */
  private lend(c: Contact, amount: bigint): void {
    this.postDue(
      c,
      'given',
      'money',
      amount,
      null,
      null,
      new Date(this.queueNow),
      c.type === 'employee' ? 'অগ্রিম' : 'ধার',
      this.r.chance(0.5),
    );
    this.schedule(this.k + this.r.int(10, 60), this.r.uniform(10 * 3600, 20 * 3600), () => this.moneyIn(c, amount));
  }

  private bookEntry(table: Table, categoryId: string, amount: bigint, employee: Contact | null, note: string | null): void {
    const at = new Date(this.queueNow);
    const voided = this.r.chance(0.01);
    const voidedAt = voided ? new Date(at.getTime() + 3_600_000) : null;
    table.add([
      this.shopId,
      this.ids.book(at.getTime()),
      categoryId,
      amount,
      at,
      this.day,
      employee?.id ?? null,
      note,
      this.userId,
      at,
      voidedAt,
      voided ? 'ভুল এন্ট্রি' : null,
      voided ? this.userId : null,
    ]);
  }

  private expense(key: string, amount: bigint, employee: Contact | null = null, note: string | null = null): void {
    this.bookEntry(this.tables.expenses, this.expenseCategory.get(key) as string, amount, employee, note);
  }

  private income(key: string, amount: bigint): void {
    this.bookEntry(this.tables.incomes, this.incomeCategory.get(key) as string, amount, null, null);
  }

  // ---- a day --------------------------------------------------------------------------------------

  private queueNow = 0;

  private planDay(k: number): void {
    const r = this.r;
    const date = new Date(this.startMs + k * DAY_MS);
    const dow = date.getUTCDay(); // 5 = Friday: a quieter day
    const dom = date.getUTCDate();
    const growth = 0.9 + (0.2 * k) / this.days;
    const sales = Math.round((this.o.salesPerYear / 365) * growth * (dow === 5 ? 0.8 : dow === 6 ? 1.05 : 1.01) * r.uniform(0.85, 1.15));
    const hours = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];
    const hourPicker = new Picker(hours, [3, 5, 7, 7, 6, 5, 5, 6, 8, 10, 11, 10, 7]);
    for (let i = 0; i < sales; i++) {
      const t = this.at(k, hourPicker.pick(r) * 3600 + r.next() * 3600);
      this.queue.push(t, () => this.sale(t));
    }
    if (k === 0) {
      const t = this.at(0, 7 * 3600);
      this.queue.push(t, () => {
        for (const p of this.products) this.move(p, p.target, { unit: p.purchasePrice }, 'opening', null, null, new Date(t));
      });
    }
    const purchases = Math.round((this.o.purchasesPerYear / 365) * r.uniform(0.5, 1.5));
    for (let i = 0; i < purchases; i++) {
      const t = this.at(k, r.uniform(8 * 3600, 12 * 3600));
      this.queue.push(t, () => this.purchase(t, false));
    }
    // an afternoon delivery when something is running short
    const t2 = this.at(k, r.uniform(15 * 3600, 17 * 3600));
    this.queue.push(t2, () => this.purchase(t2, true));

    const book = (seconds: number, run: () => void) => this.queue.push(this.at(k, seconds), run);
    const during = () => r.uniform(9 * 3600, 21 * 3600);
    for (let i = r.int(1, 2); i > 0; i--) book(during(), () => this.expense('tea-snacks', tk(r.int(5, 30) * 10)));
    if (r.chance(0.6)) book(during(), () => this.expense('transport', tk(r.int(10, 80) * 10)));
    if (r.chance(0.15)) book(during(), () => this.expense('other', tk(r.int(10, 200) * 10)));
    if (r.chance(0.05)) book(during(), () => this.expense('repairs', tk(r.int(30, 500) * 10), null, 'মেরামত'));
    if (r.chance(0.2)) book(during(), () => this.expense('প্যাকেজিং', tk(r.int(20, 150) * 10)));
    if (r.chance(0.03)) book(during(), () => this.expense('দান-খয়রাত', tk(r.int(10, 100) * 10)));
    const year = Math.floor(k / 365);
    if (dom === 1) book(10 * 3600, () => this.expense('shop-rent', tk(25_000 + 2_500 * year), null, 'মাসিক ভাড়া'));
    if (dom === 3) book(11 * 3600, () => this.expense('mobile-internet', tk(1_200)));
    if (dom === 7) {
      const summer = [3, 4, 5, 6, 7, 8].includes(date.getUTCMonth());
      book(12 * 3600, () => this.expense('electricity-bill', tk(r.int(summer ? 60 : 30, summer ? 90 : 50) * 100)));
      book(12 * 3600, () => this.income('দোকান ভাড়া আয়', tk(5_000)));
    }
    if (dom === 5)
      for (const e of this.employees) book(r.uniform(10 * 3600, 13 * 3600), () => this.expense('staff-salary', e.salary ?? 0n, e, 'বেতন'));
    if (dow === 4) book(during(), () => this.income('commission', tk(r.int(5, 30) * 100)));
    if (dom === 20) book(during(), () => this.income('scrap-sale', tk(r.int(3, 20) * 100)));
    if (r.chance(0.1)) book(during(), () => this.income('other', tk(r.int(10, 100) * 10)));
    // the due book's money: a loan to a regular now and then, an employee's advance once a month
    if (r.chance(0.07)) book(during(), () => this.lend(this.customerPicker.pick(r), tk(r.int(5, 50) * 100)));
    if (dom === 15) book(during(), () => this.lend(r.pick(this.employees), tk(r.int(10, 50) * 100)));

    for (const e of this.later.get(k) ?? []) this.queue.push(e.t, e.run);
    this.later.delete(k);
  }

  /** Runs every event of day k in time order. */
  runDay(k: number): void {
    this.k = k;
    this.day = isoDay(this.startMs + k * DAY_MS);
    this.planDay(k);
    for (let e = this.queue.pop(); e; e = this.queue.pop()) {
      if (e.t > this.endMs) continue;
      this.queueNow = e.t;
      e.run();
    }
    this.flushInvoices(k - OPEN_DAYS);
  }

  /** Writes the invoices that can no longer change (dated on or before day `upTo`; all with Infinity). */
  flushInvoices(upTo: number): void {
    while (this.openSales.length > 0 && (this.openSales[0] as Invoice).k <= upTo) this.writeInvoice(this.openSales.shift() as Invoice);
    while (this.openPurchases.length > 0 && (this.openPurchases[0] as Invoice).k <= upTo)
      this.writeInvoice(this.openPurchases.shift() as Invoice);
  }

  private writeInvoice(inv: Invoice): void {
    const t = this.tables;
    const s = this.shopId;
    const c = inv.contact;
    const e = inv.employee;
    const status = inv.voidDay === null ? 'completed' : 'void';
    const voided = [inv.voidDay, inv.voidedAt, inv.voidDay === null ? null : this.userId, inv.voidReason] as const;
    const money = [
      inv.subtotal,
      inv.discount?.type ?? null,
      inv.discount?.value ?? null,
      inv.discountAmount,
      inv.vat,
      inv.delivery,
      inv.total,
      inv.paid,
      inv.due,
      inv.change,
      inv.cost,
      inv.returnedAmount,
      inv.returnedVat,
      inv.returnedCost,
      inv.dueReduced,
      inv.balanceAfter,
      inv.note,
      this.userId,
      inv.at,
    ] as const;
    if (inv.side === 'sale') {
      t.sales.add([
        s,
        inv.id,
        inv.number,
        inv.day,
        inv.at,
        c?.id ?? null,
        c?.name ?? null,
        c?.mobile ?? null,
        c?.address ?? null,
        e?.id ?? null,
        e?.name ?? null,
        status,
        inv.kind,
        ...money,
        ...voided,
      ]);
      for (const l of inv.lines) {
        const p = l.product;
        const warranty = p.warrantyDays !== null && p.warrantyDays > 0 ? p.warrantyDays : null;
        t.sale_lines.add([
          s,
          inv.id,
          l.lineNo,
          p.id,
          p.name,
          p.unit,
          l.quantity,
          l.returnedQuantity,
          l.unitPrice,
          l.discount?.type ?? null,
          l.discount?.value ?? null,
          l.discountAmount,
          l.discountShare,
          l.vatPercent,
          l.vat,
          l.total,
          l.cost,
          l.returnedAmount,
          l.returnedVat,
          l.returnedCost,
          warranty,
          warranty === null ? null : addDays(inv.day, warranty),
        ]);
      }
      inv.payments.forEach((p, i) => t.sale_payments.add([s, inv.id, i + 1, p.method, p.amount]));
    } else {
      t.purchases.add([
        s,
        inv.id,
        inv.number,
        inv.day,
        inv.at,
        c?.id ?? null,
        c?.name ?? null,
        c?.mobile ?? null,
        c?.address ?? null,
        e?.id ?? null,
        e?.name ?? null,
        status,
        ...money,
        ...voided,
      ]);
      for (const l of inv.lines) {
        const p = l.product;
        t.purchase_lines.add([
          s,
          inv.id,
          l.lineNo,
          p.id,
          p.name,
          p.unit,
          l.quantity,
          l.returnedQuantity,
          l.unitPrice,
          l.discount?.type ?? null,
          l.discount?.value ?? null,
          l.discountAmount,
          l.discountShare,
          l.vatPercent,
          l.vat,
          l.total,
          l.cost,
          l.returnedAmount,
          l.returnedVat,
          l.returnedCost,
        ]);
      }
      inv.payments.forEach((p, i) => t.purchase_payments.add([s, inv.id, i + 1, p.method, p.amount]));
    }
    const [returns, returnLines] =
      inv.side === 'sale' ? [t.sale_returns, t.sale_return_lines] : [t.purchase_returns, t.purchase_return_lines];
    for (const rec of inv.returns) {
      returns.add([s, rec.id, inv.id, rec.day, rec.at, rec.amount, rec.vat, rec.cost, rec.dueReduced, rec.refunded, this.userId, rec.at]);
      for (const l of rec.lines) returnLines.add([s, rec.id, inv.id, l.lineNo, l.product.id, l.quantity, l.amount, l.vat, l.cost]);
    }
  }

  get counters(): { sales: number; purchases: number } {
    return { sales: this.saleNo, purchases: this.purchaseNo };
  }
}

function newInvoice(
  side: 'sale' | 'purchase',
  k: number,
  id: string,
  day: string,
  at: Date,
  contact: Contact | null,
  employee: Contact | null,
): Invoice {
  return {
    side,
    k,
    id,
    number: '',
    day,
    at,
    kind: 'items',
    contact,
    employee,
    subtotal: 0n,
    discount: null,
    discountAmount: 0n,
    vat: 0n,
    delivery: 0n,
    total: 0n,
    paid: 0n,
    due: 0n,
    change: 0n,
    cost: 0n,
    returnedAmount: 0n,
    returnedVat: 0n,
    returnedCost: 0n,
    dueReduced: 0n,
    balanceAfter: null,
    note: null,
    voidDay: null,
    voidedAt: null,
    voidReason: null,
    lines: [],
    payments: [],
    returns: [],
  };
}

function roundUp(q: bigint, step: bigint): bigint {
  return q <= 0n ? step : ((q + step - 1n) / step) * step;
}

/** How much of a product one line takes, by its unit and price (thousandths). */
function quantityPicker(unit: Unit, price: bigint): Picker<bigint> {
  const q = (xs: [number, number][]) =>
    new Picker(
      xs.map(([v]) => BigInt(Math.round(v * 1000))),
      xs.map(([, w]) => w),
    );
  if (unit === 'kg') {
    return price <= tk(250)
      ? q([
          [0.25, 5],
          [0.5, 20],
          [1, 35],
          [2, 20],
          [3, 7],
          [5, 10],
          [10, 3],
        ])
      : q([
          [0.05, 10],
          [0.1, 30],
          [0.25, 35],
          [0.5, 20],
          [1, 5],
        ]);
  }
  if (unit === 'litre')
    return q([
      [0.5, 15],
      [1, 45],
      [2, 20],
      [5, 20],
    ]);
  if (price <= tk(50))
    return q([
      [1, 40],
      [2, 25],
      [3, 12],
      [4, 8],
      [5, 5],
      [6, 4],
      [10, 3],
      [12, 3],
    ]);
  if (price <= tk(500))
    return q([
      [1, 70],
      [2, 20],
      [3, 7],
      [4, 3],
    ]);
  return q([
    [1, 92],
    [2, 8],
  ]);
}

// ---------------------------------------------------------------------------------------------
// Loading.
// ---------------------------------------------------------------------------------------------

const DEFAULTS: ReportDataConfig = {
  seed: 20_240_601,
  years: 3,
  salesPerYear: 100_000,
  purchasesPerYear: 5_000,
  products: 2_000,
  customers: 850,
  suppliers: 130,
  employees: 20,
};

function configOf(options: ReportDataOptions): ReportDataConfig {
  const c = { ...DEFAULTS };
  for (const k of Object.keys(DEFAULTS) as (keyof ReportDataConfig)[]) if (options[k] !== undefined) c[k] = options[k] as number;
  return c;
}

/**
 * Fills a freshly migrated database with the shop (owner, shop, Advanced subscription) and its
 * three years of trade; rebuilds the report summaries; VACUUM ANALYZE. `url` is the database's.
 */
export async function loadReportData(handle: DbHandle, url: string, options: ReportDataOptions = {}): Promise<ReportDataInfo> {
  const o = configOf(options);
  const log = options.log ?? (() => {});
  const t0 = performance.now();
  const now = new Date();
  const endDate = options.endDate ?? localDate(now, 'Asia/Dhaka');
  const days = o.years * 365;
  const startDate = addDays(endDate, -(days - 1));
  // Data ending today stops at this moment; an earlier end date runs to the end of that day.
  const endMs = Math.min(dayMs(endDate) + DAY_MS - TZ_OFFSET_MS - 1, now.getTime());
  const ids = new Rand(o.seed ^ 0x1234567);
  const idOf = monotonicUlidFactory(ids.bytes);
  const startAt = new Date(dayMs(startDate) + 7 * 3_600_000 - TZ_OFFSET_MS);

  // The owner and the shop, as sign-up and "new shop" make them.
  const db = handle.db;
  const ownerId = idOf(startAt.getTime());
  const shopId = idOf(startAt.getTime());
  await db
    .insertInto('users')
    .values({ id: ownerId, mobile: OWNER_MOBILE, name: 'বেঞ্চ মালিক', pin_hash: 'x', created_at: startAt, updated_at: startAt })
    .execute();
  await db
    .transaction()
    .execute((trx) =>
      createShopIn(
        trx,
        { id: ownerId, mobile: OWNER_MOBILE, name: 'বেঞ্চ মালিক' },
        { id: shopId, name: SHOP_NAME, shopType: 'grocery' },
        startAt,
      ),
    );
  await db
    .insertInto('shop_subscriptions')
    .values({
      shop_id: shopId,
      id: idOf(startAt.getTime()),
      package_id: 'advanced',
      period: 'yearly',
      starts_at: startAt,
      ends_at: null,
      created_at: startAt,
    })
    .execute();

  const sim = new Simulation(shopId, ownerId, startDate, days, endMs, o);
  sim.setup();
  const group = (names: readonly TableName[]) => names.map((n) => sim.tables[n]);
  const spent = new Map<string, number>();

  // The catalogue, committed; then the invoices (a) and the other ledgers (b) side by side, each in
  // one transaction; then the rows the ledgers keep up to date, the counters and the marker that
  // says the data is complete (a kept database without it is made again).
  const a = new pg.Client({ connectionString: url });
  const b = new pg.Client({ connectionString: url });
  await a.connect();
  await b.connect();
  let open = false;
  try {
    await a.query('BEGIN');
    await copyTables(a, group(CATALOGUE_TABLES), spent);
    await a.query('COMMIT');
    await a.query('BEGIN');
    await b.query('BEGIN');
    open = true;
    const copyBatch = () => Promise.all([copyTables(a, group(INVOICE_TABLES), spent), copyTables(b, group(LEDGER_TABLES), spent)]);
    let inflight = Promise.resolve([undefined, undefined] as [void, void]);
    let waited = 0;
    for (let k = 0; k < days; k++) {
      sim.runDay(k);
      if ((k + 1) % BATCH_DAYS === 0) {
        const w = performance.now();
        await inflight; // one batch in the pipe while the next month is simulated
        waited += performance.now() - w;
        inflight = copyBatch();
        if (k + 1 === BATCH_DAYS) {
          // Statistics as soon as a month is in (ANALYZE in the loading transactions sees their rows):
          // without any, the planner serves the foreign-key checks of sale_lines / sale_payments
          // from sales_date_idx (shop_id, invoice_date, id) instead of the primary key, and every check
          // walks all the sales loaded so far.
          await inflight;
          await Promise.all([a.query(`ANALYZE ${INVOICE_TABLES.join(', ')}`), b.query(`ANALYZE ${LEDGER_TABLES.join(', ')}`)]);
        }
        if ((k + 1) % (BATCH_DAYS * 6) === 0)
          log(
            `  ${sim.tables.sales.total.toLocaleString('en')} sales, ${sim.tables.sale_lines.total.toLocaleString('en')} lines written (day ${k + 1} of ${days}, ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
          );
      }
      // let the sockets drain between days
      if (k % 3 === 2) await new Promise((res) => setImmediate(res));
    }
    sim.flushInvoices(Number.POSITIVE_INFINITY);
    const w = performance.now();
    await inflight;
    await copyBatch();
    await b.query('COMMIT');
    await a.query('COMMIT');
    open = false;
    waited += performance.now() - w;

    await a.query('BEGIN');
    await a.query(
      `UPDATE products p SET current_stock = v.stock, stock_value = v.value, average_cost = v.avg, last_cost = v.last
       FROM unnest($2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[]) AS v(id, stock, value, avg, last)
       WHERE p.shop_id = $1 AND p.id = v.id`,
      [
        shopId,
        sim.products.map((p) => p.id),
        sim.products.map((p) => String(p.stock)),
        sim.products.map((p) => String(p.value)),
        sim.products.map((p) => String(p.avg)),
        sim.products.map((p) => String(p.last)),
      ],
    );
    const contacts = [...sim.customers, ...sim.suppliers.map((s) => s.contact), ...sim.employees].filter((c) => c.balance !== 0n);
    await a.query(
      `UPDATE contacts c SET balance = v.balance FROM unnest($2::text[], $3::bigint[]) AS v(id, balance) WHERE c.shop_id = $1 AND c.id = v.id`,
      [shopId, contacts.map((c) => c.id), contacts.map((c) => String(c.balance))],
    );
    await a.query(`INSERT INTO shop_counters (shop_id, name, value) VALUES ($1, 'sale-number', $2), ($1, 'purchase-number', $3)`, [
      shopId,
      sim.counters.sales,
      sim.counters.purchases,
    ]);
    const counts = Object.fromEntries(COPY_ORDER.map((n) => [n, sim.tables[n].total]));
    const info: ReportDataInfo = { version: GENERATOR_VERSION, seed: o.seed, config: o, shopId, ownerId, startDate, endDate, counts };
    await a.query(
      `INSERT INTO audit_log (shop_id, user_id, action, entity, entity_id, details, at) VALUES ($1, $2, $3, 'bench', $1, $4, now())`,
      [shopId, ownerId, MARKER_ACTION, JSON.stringify(info)],
    );
    await a.query('COMMIT');
    const loadMs = performance.now() - t0;
    const top = [...spent.entries()]
      .sort((x, y) => y[1] - x[1])
      .slice(0, 5)
      .map(([n, ms]) => `${n} ${(ms / 1000).toFixed(0)} s`);
    log(
      `  ledgers simulated and loaded in ${(loadMs / 1000).toFixed(1)} s, of which ${(waited / 1000).toFixed(1)} s waiting for COPY ` +
        `(${sim.stockouts.toLocaleString('en')} wanted lines skipped for lack of stock); COPY time, two streams: ${top.join(', ')}`,
    );

    const t1 = performance.now();
    await db.transaction().execute(async (trx) => {
      await rebuildSummaries(trx, shopId);
      await rebuildContactSummaries(trx, shopId);
      await rebuildMoneyDays(trx, shopId);
      await rebuildBookMonths(trx, shopId);
    });
    const summariesMs = performance.now() - t1;
    log(`  report summaries rebuilt in ${(summariesMs / 1000).toFixed(1)} s`);
    const t2 = performance.now();
    await a.query('VACUUM (ANALYZE)');
    const vacuumMs = performance.now() - t2;
    log(`  VACUUM ANALYZE in ${(vacuumMs / 1000).toFixed(1)} s`);
    info.timings = { load: loadMs, summaries: summariesMs, vacuum: vacuumMs, total: performance.now() - t0 };
    return info;
  } finally {
    if (open) await Promise.all([a.query('ROLLBACK'), b.query('ROLLBACK')]).catch(() => {});
    await Promise.all([a.end(), b.end()]);
  }
}

/** Checks the loaded ledgers against the app's rules; returns the broken ones (empty: all hold). */
export async function verifyReportData(handle: DbHandle, shopId: string): Promise<string[]> {
  const checks: [string, string][] = [
    [
      'products.current_stock = Σ movements',
      `SELECT count(*) FROM products p LEFT JOIN (SELECT product_id, sum(change) s FROM stock_movements WHERE shop_id = $1 GROUP BY 1) m ON m.product_id = p.id WHERE p.shop_id = $1 AND p.current_stock <> coalesce(m.s, 0)`,
    ],
    [
      'products.stock_value = Σ movement costs',
      `SELECT count(*) FROM products p LEFT JOIN (SELECT product_id, sum(cost_total) s FROM stock_movements WHERE shop_id = $1 GROUP BY 1) m ON m.product_id = p.id WHERE p.shop_id = $1 AND p.stock_value <> coalesce(m.s, 0)`,
    ],
    [
      'movements chain: previous_stock = the one before’s after_stock',
      `SELECT count(*) FROM (SELECT previous_stock, lag(after_stock, 1, 0::bigint) OVER (PARTITION BY product_id ORDER BY id) prev FROM stock_movements WHERE shop_id = $1) x WHERE previous_stock <> prev`,
    ],
    [
      'contacts.balance = Σ entries',
      `SELECT count(*) FROM contacts c LEFT JOIN (SELECT contact_id, sum(CASE direction WHEN 'given' THEN amount ELSE -amount END) s FROM due_entries WHERE shop_id = $1 GROUP BY 1) e ON e.contact_id = c.id WHERE c.shop_id = $1 AND c.balance <> coalesce(e.s, 0)`,
    ],
    [
      'due balance_after runs by seq',
      `SELECT count(*) FROM (SELECT balance_after, sum(CASE direction WHEN 'given' THEN amount ELSE -amount END) OVER (PARTITION BY contact_id ORDER BY seq) run, seq, row_number() OVER (PARTITION BY contact_id ORDER BY seq) n FROM due_entries WHERE shop_id = $1) x WHERE balance_after <> run OR seq <> n`,
    ],
    [
      'invoice total = Σ line finals + delivery; cost = Σ line costs',
      `SELECT count(*) FROM sales s JOIN (SELECT invoice_id, sum(total - discount_share) f, sum(cost) c, sum(vat) v, sum(total - vat) n FROM sale_lines WHERE shop_id = $1 GROUP BY 1) l ON l.invoice_id = s.id WHERE s.shop_id = $1 AND (s.total <> l.f + s.delivery_charge OR s.cost <> l.c OR s.vat <> l.v OR s.subtotal <> l.n)`,
    ],
    [
      'purchase total = Σ line finals + delivery',
      `SELECT count(*) FROM purchases s JOIN (SELECT invoice_id, sum(total - discount_share) f, sum(cost) c FROM purchase_lines WHERE shop_id = $1 GROUP BY 1) l ON l.invoice_id = s.id WHERE s.shop_id = $1 AND (s.total <> l.f + s.delivery_charge OR s.cost <> l.c)`,
    ],
    [
      'line total = qty × price − discount + VAT',
      `SELECT count(*) FROM sale_lines WHERE shop_id = $1 AND total <> round(quantity * unit_price / 1000.0) - discount_amount + vat`,
    ],
    [
      'sale returned_* = Σ returns',
      `SELECT count(*) FROM sales s JOIN (SELECT invoice_id, sum(amount) a, sum(vat) v, sum(cost) c, sum(due_reduced) d FROM sale_returns WHERE shop_id = $1 GROUP BY 1) r ON r.invoice_id = s.id WHERE s.shop_id = $1 AND (s.returned_amount, s.returned_vat, s.returned_cost, s.due_reduced) <> (r.a, r.v, r.c, r.d)`,
    ],
    [
      'sale line returned_* = Σ return lines',
      `SELECT count(*) FROM sale_lines l JOIN (SELECT invoice_id, line_no, sum(quantity) q, sum(amount) a, sum(vat) v, sum(cost) c FROM sale_return_lines WHERE shop_id = $1 GROUP BY 1, 2) r ON (r.invoice_id, r.line_no) = (l.invoice_id, l.line_no) WHERE l.shop_id = $1 AND (l.returned_quantity, l.returned_amount, l.returned_vat, l.returned_cost) <> (r.q, r.a, r.v, r.c)`,
    ],
    [
      'a return = Σ its lines',
      `SELECT count(*) FROM sale_returns r JOIN (SELECT return_id, sum(amount) a, sum(vat) v, sum(cost) c FROM sale_return_lines WHERE shop_id = $1 GROUP BY 1) l ON l.return_id = r.id WHERE r.shop_id = $1 AND (r.amount, r.vat, r.cost) <> (l.a, l.v, l.c)`,
    ],
    ['paid − change + due = total', `SELECT count(*) FROM sales WHERE shop_id = $1 AND paid - change_given + due <> total`],
    [
      'sale payments add up to paid',
      `SELECT count(*) FROM sales s LEFT JOIN (SELECT invoice_id, sum(amount) a FROM sale_payments WHERE shop_id = $1 GROUP BY 1) p ON p.invoice_id = s.id WHERE s.shop_id = $1 AND s.paid <> coalesce(p.a, 0)`,
    ],
    [
      'invoice dues are in the due book',
      `SELECT count(*) FROM sales s LEFT JOIN due_entries e ON e.shop_id = s.shop_id AND e.ref_type = 'sale' AND e.ref_id = s.id WHERE s.shop_id = $1 AND s.due > 0 AND (e.amount IS NULL OR e.amount <> s.due)`,
    ],
    [
      'numbers S-000001… without gaps',
      `SELECT count(*) FROM (SELECT number, row_number() OVER (ORDER BY number) n FROM sales WHERE shop_id = $1) x WHERE number <> 'S-' || lpad(n::text, 6, '0')`,
    ],
    [
      'shop_counters = invoices',
      `SELECT count(*) FROM shop_counters c WHERE shop_id = $1 AND value <> (CASE name WHEN 'sale-number' THEN (SELECT count(*) FROM sales WHERE shop_id = $1) ELSE (SELECT count(*) FROM purchases WHERE shop_id = $1) END)`,
    ],
  ];
  const broken: string[] = [];
  for (const [name, text] of checks) {
    const { rows } = await sql.raw<{ count: string }>(text.replaceAll('$1', `'${shopId}'`)).execute(handle.db);
    const n = Number(rows[0]?.count ?? 0);
    if (n !== 0) broken.push(`${name}: ${n} rows`);
  }
  return broken;
}

export interface ReportDatabase {
  url: string;
  handle: DbHandle;
  data: ReportDataInfo;
  reused: boolean;
  /** Closes the pool; drops the database unless it is kept. */
  close(): Promise<void>;
}

/** What is in a kept database, when it holds this generator's data of this config. */
async function readMarker(handle: DbHandle, config: ReportDataConfig): Promise<ReportDataInfo | null> {
  const rows = await handle.db
    .selectFrom('audit_log')
    .select('details')
    .where('action', '=', MARKER_ACTION)
    .orderBy('id', 'desc')
    .limit(1)
    .execute()
    .catch(() => []);
  const info = rows[0]?.details as ReportDataInfo | undefined;
  const same = (c: Partial<ReportDataConfig> | undefined) =>
    c !== undefined && (Object.keys(config) as (keyof ReportDataConfig)[]).every((k) => c[k] === config[k]);
  return info && info.version === GENERATOR_VERSION && same(info.config) ? info : null;
}

/**
 * The report benchmark's database (default `dokani_bench_reports`): with `keep`, as it is when it
 * holds this generator's data of this config (migrated to the current schema first); else made
 * afresh and loaded, and dropped on close unless kept.
 */
export async function openReportDatabase(opts: {
  keep: boolean;
  dbName?: string;
  data?: Omit<ReportDataOptions, 'log'>;
  log?: (line: string) => void;
  verify?: boolean;
}): Promise<ReportDatabase> {
  const log = opts.log ?? (() => {});
  const config = configOf(opts.data ?? {});
  const dbName = opts.dbName ?? REPORT_DB_NAME;
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`bad database name ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount === 1;
    const make = async (): Promise<ReportDatabase> => {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      const handle = await openDb({ kind: 'postgres', url: url.toString(), max: 10 });
      try {
        await migrate(handle.db, MIGRATION_FILLS);
        log(`generating the report data into ${dbName} (seed ${config.seed})…`);
        const data = await loadReportData(handle, url.toString(), { ...opts.data, log });
        if (opts.verify ?? true) {
          const t = performance.now();
          const broken = await verifyReportData(handle, data.shopId);
          if (broken.length > 0) throw new Error(`report data breaks the ledger rules:\n  ${broken.join('\n  ')}`);
          log(`  ledger rules verified in ${((performance.now() - t) / 1000).toFixed(1)} s`);
        }
        return { url: url.toString(), handle, data, reused: false, close: () => closeAndMaybeDrop(handle, dbName, opts.keep) };
      } catch (e) {
        await handle.close();
        throw e;
      }
    };
    if (opts.keep && exists) {
      const handle = await openDb({ kind: 'postgres', url: url.toString(), max: 10 });
      const data = await readMarker(handle, config);
      if (data) {
        await migrate(handle.db, MIGRATION_FILLS);
        log(`reusing ${dbName}: data of ${data.startDate} … ${data.endDate} (kept)`);
        return { url: url.toString(), handle, data, reused: true, close: () => closeAndMaybeDrop(handle, dbName, true) };
      }
      await handle.close();
      log(`${dbName} holds no complete data of this generator and config: making it again`);
    }
    return await make();
  } finally {
    await admin.end();
  }
}

async function closeAndMaybeDrop(handle: DbHandle, dbName: string, keep: boolean): Promise<void> {
  await handle.close();
  if (keep) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Rows per table of the shop, counted in the database. */
export async function countRows(handle: DbHandle, shopId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of [...COPY_ORDER, 'trade_days', 'trade_product_days']) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(t)} WHERE shop_id = ${shopId}`.execute(handle.db);
    out[t] = Number(rows[0]?.n ?? 0);
  }
  return out;
}

// Run alone: generate (or reuse with REPORT_BENCH_KEEP=1) and keep the database.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const t = performance.now();
  const rdb = await openReportDatabase({ keep: process.env.REPORT_BENCH_KEEP === '1', log: console.log });
  try {
    const counts = await countRows(rdb.handle, rdb.data.shopId);
    console.log(
      `\n${rdb.reused ? 'reused' : 'made'} ${REPORT_DB_NAME} in ${((performance.now() - t) / 1000).toFixed(1)} s; ${rdb.data.startDate} … ${rdb.data.endDate}`,
    );
    console.log('| table | rows |\n|---|---:|');
    for (const [name, n] of Object.entries(counts)) console.log(`| ${name} | ${n.toLocaleString('en')} |`);
  } finally {
    await rdb.handle.close(); // kept: the benchmark reuses it with REPORT_BENCH_KEEP=1
  }
}
