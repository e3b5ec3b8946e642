/**
 * The yardstick of the sales bench: the very statements the app sends for one 3-line cash sale,
 * captured from the app at the driver, then run without the app — by pgbench (constants in place
 * of the parameters) on PostgreSQL, and straight on the PGlite instance in this process.
 *
 * What must differ from one sale to the next is rewritten, nothing else: the ids the sale creates
 * (a new id in every run) and the invoice number (taken from the counter statement's answer, as
 * the app does). The session, shop, products, amounts and dates stay as captured.
 */
import { PGlite } from '@electric-sql/pglite';
import { formatInvoiceNumber, ulid } from '@dokani/core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { PRODUCT_ID, PRODUCT_ID_HEAD, benchProductId, rng, saleBody, type BenchShop } from './sale-body.ts';

export interface Statement {
  text: string;
  values: unknown[];
}
/** One sale as the database saw it: its statements in order. */
export type CapturedSale = Statement[];

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const SALE_NUMBER = /^S-\d+$/;
const COUNTER = 'insert into "shop_counters"';

/**
 * Whether a statement takes the invoice number, and the column its answer gives it in: the
 * products' lock takes it with the rows (`number`, the same in each), a lone counter upsert (a
 * sale without products) answers `value`.
 */
function numberColumn(text: string): 'number' | 'value' | null {
  if (!text.includes(COUNTER)) return null;
  return text.startsWith(COUNTER) ? 'value' : 'number';
}

/** Records every statement sent through the driver until the returned function is called. */
function tap(driver: 'postgres' | 'pglite', log: Statement[]): () => void {
  if (driver === 'postgres') {
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...a: unknown[]) {
      const [first, second] = a as [unknown, unknown[] | undefined];
      if (typeof first === 'string') log.push({ text: first, values: second ? [...second] : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const q = first as { text: string; values?: unknown[] };
        log.push({ text: q.text, values: q.values ? [...q.values] : [] });
      }
      return query.apply(this, a);
    };
    return () => {
      proto.query = query;
    };
  }
  const proto = Object.getPrototypeOf(PGlite.prototype) as { query: (...a: unknown[]) => unknown; exec: (...a: unknown[]) => unknown };
  const { query, exec } = proto;
  proto.query = function (this: unknown, ...a: unknown[]) {
    log.push({ text: a[0] as string, values: [...((a[1] as unknown[] | undefined) ?? [])] });
    return query.apply(this, a);
  };
  proto.exec = function (this: unknown, ...a: unknown[]) {
    log.push({ text: a[0] as string, values: [] });
    return exec.apply(this, a);
  };
  return () => {
    proto.query = query;
    proto.exec = exec;
  };
}

/**
 * Posts sales one at a time through the app and returns what one sale of each shop sent (in the
 * shops' order). Anything else the process does meanwhile (a timer's query) would land in the
 * same record, so only sales whose statements are those most sales sent are kept.
 */
export async function captureSales(app: FastifyInstance, driver: 'postgres' | 'pglite', shops: BenchShop[]): Promise<CapturedSale[]> {
  const r = rng(777);
  const sales: { shop: number; log: CapturedSale }[] = [];
  for (let i = 0; i < shops.length * 3; i++) {
    const shop = shops[i % shops.length] as BenchShop;
    const log: Statement[] = [];
    const untap = tap(driver, log);
    let status: number;
    try {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/shops/${shop.id}/sales`,
        headers: { authorization: `Bearer ${shop.token}` },
        payload: saleBody(shop, r),
      });
      status = res.statusCode;
    } finally {
      untap();
    }
    if (status !== 201) throw new Error(`capture: sale answered ${status}`);
    sales.push({ shop: i % shops.length, log });
  }
  const shape = (sale: CapturedSale) => sale.map((st) => st.text).join('\n');
  const seen = new Map<string, number>();
  for (const { log } of sales) seen.set(shape(log), (seen.get(shape(log)) ?? 0) + 1);
  const usual = [...seen].sort((a, b) => b[1] - a[1])[0]?.[0];
  return shops.map((_, k) => {
    const kept = sales.find((sale) => sale.shop === k && shape(sale.log) === usual);
    if (!kept) throw new Error(`capture: no sale of shop ${k} sent the usual statements`);
    return kept.log;
  });
}

/** The ids a captured sale made (not among those that existed before it), in order of appearance. */
function newIds(sale: CapturedSale, existing: ReadonlySet<string>): string[] {
  const ids: string[] = [];
  for (const s of sale)
    for (const v of s.values.flat()) if (typeof v === 'string' && ULID.test(v) && !existing.has(v) && !ids.includes(v)) ids.push(v);
  return ids;
}

function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'bigint' || typeof v === 'number') return v < 0 ? `(${v})` : String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return `'${v.toISOString()}'`;
  if (typeof v === 'string') {
    // pgbench would read ":name" inside a literal as a variable.
    if (/:[A-Za-z_\u0080-\uffff]/.test(v)) throw new Error(`capture: a value pgbench would misread: ${v}`);
    return `'${v.replaceAll("'", "''")}'`;
  }
  throw new Error(`capture: no literal for ${typeof v}`);
}

/**
 * One pgbench script for one captured sale. `:n` (set by `-D n=…`, counted up by every run of a
 * client) and `:client_id` make the new ids unique, 26 characters like the app's; the invoice
 * number comes from the answer of the statement that takes it (`\aset`: its last row); the sale's three
 * products are drawn anew each run, one from each third of the shop's list, as the clients draw
 * them (what is written for them stays as captured: the same work on other rows).
 */
export function pgbenchScript(sale: CapturedSale, existing: ReadonlySet<string>, third: number): string {
  const ids = newIds(sale, existing);
  const lines = ['\\set n :n + 1', ...[0, 1, 2].map((k) => `\\set p${k + 1} random(${k * third}, ${(k + 1) * third - 1})`)];
  let numbered: 'number' | 'value' | null = null;
  for (const s of sale) {
    const expression = (v: unknown): string => {
      if (Array.isArray(v)) return `ARRAY[${v.map(expression).join(', ')}]`;
      const k = typeof v === 'string' ? ids.indexOf(v) : -1;
      if (k >= 0) return `(lpad(:n::text, 20, '0') || lpad(:client_id::text, 4, '0') || '${String(k).padStart(2, '0')}')`;
      if (typeof v === 'string' && SALE_NUMBER.test(v)) {
        if (!numbered) throw new Error('capture: the sale number is used before a statement took it');
        return `('S-' || lpad(:${numbered}::text, 6, '0'))`;
      }
      const product = typeof v === 'string' ? PRODUCT_ID.exec(v) : null;
      if (product) return `('${PRODUCT_ID_HEAD}${product[1]}' || lpad(:p${Math.floor(Number(product[2]) / third) + 1}::text, 4, '0'))`;
      return literal(v);
    };
    const text = s.text.replace(/\$(\d+)/g, (_, i: string) => expression(s.values[Number(i) - 1]));
    const column = numberColumn(s.text);
    lines.push(column ? `${text} \\aset` : `${text};`);
    numbered ??= column;
  }
  return `${lines.join('\n')}\n`;
}

/** Runs one statement: text and values, or text alone (several statements, no parameters). */
export type RunStatement = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

/** Runs a captured sale again: new ids, the next invoice number, its products drawn anew, the same statements. */
export async function replaySale(
  run: RunStatement,
  sale: CapturedSale,
  existing: ReadonlySet<string>,
  third: number,
  r: () => number,
): Promise<void> {
  const fresh = new Map(newIds(sale, existing).map((id) => [id, ulid()]));
  // the products drawn anew, one from each third, as for pgbench
  for (const s of sale)
    for (const v of s.values.flat()) {
      if (typeof v !== 'string' || fresh.has(v)) continue;
      const product = PRODUCT_ID.exec(v);
      if (product)
        fresh.set(v, benchProductId(Number(product[1]), Math.floor(Number(product[2]) / third) * third + Math.floor(r() * third)));
    }
  let number: string | null = null;
  for (let k = 0; k < sale.length; k++) {
    const s = sale[k] as Statement;
    const swap = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(swap) : typeof v === 'string' ? (fresh.get(v) ?? (number !== null && SALE_NUMBER.test(v) ? number : v)) : v;
    const values = s.values.map(swap);
    const res = await run(s.text, values);
    const column = numberColumn(s.text);
    if (column) number = formatInvoiceNumber('S', BigInt((res.rows.at(-1) as Record<typeof column, bigint | string>)[column]));
  }
}

/** The same statements straight on PGlite, as its pool sends them. */
export function pgliteRunner(pglite: PGlite): RunStatement {
  return async (text, values) =>
    values.length === 0 ? { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] } : await pglite.query(text, values);
}

/** The same statements on one PostgreSQL connection, prepared under a name as the app's pool does. */
export function pgRunner(client: pg.ClientBase, names: Map<string, string>): RunStatement {
  return async (text, values) => {
    if (values.length === 0) return client.query(text);
    let name = names.get(text);
    if (!name) names.set(text, (name = `b${names.size}`));
    return client.query({ name, text, values });
  };
}
