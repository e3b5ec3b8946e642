/**
 * GET /export: the whole shop as one ZIP (docs/PRODUCT.md "Data safety") — a CSV per table
 * (UTF-8 with a BOM, headers in the reader's language: Excel and LibreOffice open it with Bangla
 * intact) and `shop.json`, everything with the schema's version, for a restore. Streamed: each
 * table is read in keyset chunks and each chunk written, compressed and sent before the next is
 * read, so a shop of years never sits in memory; and the shop's photos under `media/`. The tables and their columns: export-tables.ts.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { formatFixed } from '@dokani/core';
import { stringify } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import { sql, type ControlledTransaction, type RawBuilder } from 'kysely';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Database, Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { storedPath, uploadsDir } from '../../platform/files.ts';
import { t, type Language } from '../../platform/i18n.ts';
import { EXPORT_TABLES, USER_COLUMNS, type ExportTable } from './export-tables.ts';

/** Rows read at a time: small enough to keep memory flat, large enough that a read is worth its round trip. */
export const CHUNK_ROWS = 2000;
/** What `shop.json` says it is, for a restore to recognise. */
export const EXPORT_FORMAT = 'dokani-shop-export';
/** The folder of the ZIP the shop's uploaded files are in. */
export const MEDIA_FOLDER = 'media/';
/** Deflate's level: 1 is nearly as small on these texts and several times faster than zlib's default. */
const LEVEL = 1;

type Row = Record<string, unknown>;

export interface ShopExport {
  fileName: string;
  /** Σ rows over the tables, counted before the stream starts (the page shows progress against it). */
  rows: number;
  stream: Readable;
}

/** Starts an export of `shop` (its owner only: the route says so). The stream writes the ZIP as it is read. */
export async function exportShop(deps: AppDeps, shop: ShopContext, user: AuthUser, lang: Language): Promise<ShopExport> {
  const at = deps.clock.now();
  // written first, so the export holds its own entry
  await writeAudit(deps.db, { shopId: shop.id, by: user, action: 'export', entity: 'shop', entityId: shop.id, at });
  // One snapshot for every table, so what the export holds agrees with itself (a sale made meanwhile
  // is in all of its tables or in none) and a restore's ledger checks pass. It stays open while the
  // stream is read; on the embedded database, a single session, other requests wait meanwhile.
  const trx = await deps.db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute();
  try {
    const counts: number[] = [];
    for (const tb of EXPORT_TABLES) counts.push(await countRows(trx, tb, shop.id));
    const version = await schemaVersion(trx);
    const media = await mediaOf(deps.config.dataDir, shop.id);
    return {
      fileName: `dokani-${shop.id}-${at.toISOString().slice(0, 10)}.zip`,
      rows: counts.reduce((a, b) => a + b, 0),
      stream: zipOf(trx, shop.id, lang, { version, at, counts }, media),
    };
  } catch (err) {
    await trx.rollback().execute();
    throw err;
  }
}

/**
 * The ZIP (yazl: deflate in zlib, off the main thread): each table's CSV, then shop.json, each
 * entry's stream made when its turn comes, so the tables are read one after another in the
 * snapshot. The snapshot is closed when the ZIP ends or its reader goes away.
 */
function zipOf(
  trx: ControlledTransaction<Database>,
  shopId: string,
  lang: Language,
  meta: { version: string; at: Date; counts: number[] },
  media: readonly MediaFile[],
): Readable {
  const zip = new ZipFile();
  const state = { closed: false };
  const entry = { compressionLevel: LEVEL, mtime: meta.at };
  const bytes = (chunks: AsyncGenerator<string>) => Readable.from(chunks, { objectMode: false });
  for (const tb of EXPORT_TABLES)
    zip.addReadStreamLazy(`${tb.name}.csv`, entry, (cb) => cb(null, bytes(csvFile(trx, tb, shopId, lang, state))));
  zip.addReadStreamLazy('shop.json', entry, (cb) => cb(null, bytes(jsonFile(trx, shopId, meta, state))));
  // the photos as they are (WebP is compressed already)
  for (const f of media) zip.addFile(f.path, `${MEDIA_FOLDER}${f.name}`, { compress: false, mtime: meta.at });
  zip.end();
  const out = zip.outputStream as Readable;
  const close = () => {
    if (state.closed) return;
    state.closed = true;
    trx
      .rollback()
      .execute()
      .catch(() => undefined);
  };
  out.once('end', close);
  out.once('close', close);
  // an entry that failed (the database went away): the answer ends there, broken, and the snapshot closes
  zip.on('error', (err: Error) => {
    close();
    out.destroy(err);
  });
  return out;
}

/** A table's CSV file: the BOM and the header, then its rows, a chunk at a time. */
async function* csvFile(
  db: Queryable,
  tb: ExportTable,
  shopId: string,
  lang: Language,
  state: { closed: boolean },
): AsyncGenerator<string> {
  yield `\uFEFF${stringify([tb.columns.map((c) => columnLabel(lang, tb, c))])}`;
  for await (const chunk of chunks(db, tb, shopId, state))
    yield stringify(chunk.map((r) => tb.columns.map((c) => csvValue(tb, c, r[c], lang))));
}

/** shop.json: what it is, then every table's rows as the database holds them. */
async function* jsonFile(
  db: Queryable,
  shopId: string,
  meta: { version: string; at: Date; counts: number[] },
  state: { closed: boolean },
): AsyncGenerator<string> {
  const head = {
    format: EXPORT_FORMAT,
    schemaVersion: meta.version,
    exportedAt: meta.at.toISOString(),
    shopId,
    units: { money: 'poisha (1/100 taka; percentages in hundredths)', quantity: 'thousandths', time: 'ISO 8601, UTC' },
    counts: Object.fromEntries(EXPORT_TABLES.map((tb, i) => [tb.name, meta.counts[i] ?? 0])),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"tables":{`;
  for (const [i, tb] of EXPORT_TABLES.entries()) {
    yield `${i ? ',' : ''}${JSON.stringify(tb.name)}:[`;
    const keys = tb.columns.map((c, j) => `${j ? ',' : '{'}${JSON.stringify(c)}:`);
    let first = true;
    for await (const chunk of chunks(db, tb, shopId, state)) {
      let text = '';
      for (const r of chunk) {
        text += first ? '' : ',';
        first = false;
        for (let j = 0; j < keys.length; j += 1) text += keys[j] + jsonValue(r[tb.columns[j] as string]);
        text += '}';
      }
      yield text;
    }
    yield ']';
  }
  yield '}}';
}

interface MediaFile {
  /** The stored name without the shop's folder. */
  name: string;
  path: string;
}

/** The shop's uploaded files (product and contact photos, logo, banner): in the ZIP under `media/`. */
async function mediaOf(dataDir: string, shopId: string): Promise<MediaFile[]> {
  const dir = join(uploadsDir(dataDir), shopId);
  const names = await readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [];
    throw e;
  });
  return names
    .filter((n) => storedPath(dataDir, `${shopId}/${n}`))
    .sort()
    .map((name) => ({ name, path: join(dir, name) }));
}

/** A table's rows of the shop, in key order, CHUNK_ROWS at a time. */
async function* chunks(db: Queryable, tb: ExportTable, shopId: string, state: { closed: boolean }): AsyncGenerator<Row[]> {
  const select = [...new Set([...tb.columns, ...tb.key])];
  const order = sql.join(tb.key.map((k) => sql.ref(k)));
  let after: unknown[] | null = null;
  while (!state.closed) {
    const past: RawBuilder<unknown> = after ? sql`AND (${order}) > (${sql.join(after.map((v) => sql.val(v)))})` : sql``;
    const { rows } = await sql<Row>`SELECT ${sql.join(select.map((c) => sql.ref(c)))} FROM ${sql.table(tb.table)}
      WHERE ${scope(tb, shopId)} ${past} ORDER BY ${order} LIMIT ${CHUNK_ROWS}`.execute(db);
    if (rows.length) yield rows;
    if (rows.length < CHUNK_ROWS) return;
    const last = rows[rows.length - 1] as Row;
    after = tb.key.map((k) => keyValue(last[k]));
  }
}

function scope(tb: ExportTable, shopId: string): RawBuilder<unknown> {
  switch (tb.scope ?? 'shop') {
    case 'self':
      return sql`id = ${shopId}`;
    case 'people':
      return sql`id IN (${sql.join(
        USER_COLUMNS.map(([table, column]) =>
          table === 'shops'
            ? sql`SELECT ${sql.ref(column)} FROM shops WHERE id = ${shopId}`
            : sql`SELECT ${sql.ref(column)} FROM ${sql.table(table)} WHERE shop_id = ${shopId}`,
        ),
        sql` UNION `,
      )})`;
    default:
      return sql`shop_id = ${shopId}`;
  }
}

async function countRows(db: Queryable, tb: ExportTable, shopId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(tb.table)} WHERE ${scope(tb, shopId)}`.execute(db);
  return rows[0]?.n ?? 0;
}

async function schemaVersion(db: Queryable): Promise<string> {
  const { rows } = await sql<{ name: string | null }>`SELECT max(name) AS name FROM schema_migrations`.execute(db);
  return rows[0]?.name ?? '';
}

/** A key's value as the next chunk's query takes it (the database infers its type from the column). */
function keyValue(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'bigint') return v.toString();
  return v;
}

/** A CSV cell: money and quantities as decimals, yes/no in the reader's words, times in ISO, lists as JSON. */
function csvValue(tb: ExportTable, column: string, v: unknown, lang: Language): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'bigint') {
    if (tb.money?.includes(column)) return formatFixed(v, 2);
    if (tb.quantity?.includes(column)) return formatFixed(v, 3);
    return v.toString();
  }
  if (typeof v === 'boolean') return t(lang, v ? 'export:yes' : 'export:no');
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** A value in shop.json: the database's integers as strings (JSON has no 64-bit integers), times in ISO. */
function jsonValue(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  switch (typeof v) {
    case 'bigint':
      return `"${v}"`;
    case 'string':
      return JSON.stringify(v);
    case 'number':
    case 'boolean':
      return String(v);
    default:
      return v instanceof Date ? `"${v.toISOString()}"` : JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));
  }
}

/** A column's header: the table's own word for it, else the word all tables share. */
export function columnLabel(lang: Language, tb: ExportTable, column: string): string {
  const own = `export:tables.${tb.name}.${column}`;
  const label = t(lang, own);
  return label === own ? t(lang, `export:columns.${column}`) : label;
}
