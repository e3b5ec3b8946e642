/**
 * GET /export: the whole shop as one ZIP (docs/PRODUCT.md "Data safety") — a CSV per table
 * (UTF-8 with a BOM, headers in the reader's language: Excel and LibreOffice open it with Bangla
 * intact) and `shop.json`, everything with the schema's version, for a restore; and the shop's
 * photos under `media/`. The database writes the rows' text itself (export-sql.ts): on PostgreSQL
 * as COPY streams whose bytes go straight into the ZIP, on the embedded database in keyset chunks;
 * either way each piece is compressed and sent before the next is read, so a shop of years never
 * sits in memory. The tables and their columns: export-tables.ts.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ZipFile } from 'yazl';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Db } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { storedPath, uploadsDir } from '../../platform/files.ts';
import { t, type Language } from '../../platform/i18n.ts';
import { columnTypes, runOn, tableSql } from './export-sql.ts';
import type { RunSql, TableSql } from './export-sql.ts';
import { EXPORT_TABLES, type ExportTable } from './export-tables.ts';

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
  const source = deps.pgPool ? await copySource(deps.pgPool) : await chunkSource(deps.db);
  try {
    const types = await columnTypes(source.run);
    const words = { yes: t(lang, 'export:yes'), no: t(lang, 'export:no') };
    const tables = EXPORT_TABLES.map((tb) => ({ tb, sql: tableSql(types, tb, shop.id, words) }));
    const counts: number[] = [];
    for (const { sql: q } of tables) counts.push((await source.run<{ n: number }>(`SELECT count(*)::int AS n FROM ${q.from}`))[0]?.n ?? 0);
    const version = (await source.run<{ name: string | null }>('SELECT max(name) AS name FROM schema_migrations'))[0]?.name ?? '';
    const media = await mediaOf(deps.config.dataDir, shop.id);
    return {
      fileName: `dokani-${shop.id}-${at.toISOString().slice(0, 10)}.zip`,
      rows: counts.reduce((a, b) => a + b, 0),
      stream: zipOf(source, tables, shop.id, lang, { version, at, counts }, media),
    };
  } catch (err) {
    await source.close(true);
    throw err;
  }
}

type Chunk = string | Buffer;

/** Where the export reads: one read-only snapshot, open until `close`. */
interface Source {
  run: RunSql;
  /** A table's CSV rows (no header), as the database writes them. */
  csv(q: TableSql): AsyncIterable<Chunk>;
  /** A table's rows as JSON objects, separated by commas (no brackets). */
  json(q: TableSql): AsyncIterable<Chunk>;
  /** Ends the snapshot; `broken`: the reader went away mid-way (the connection is dropped, not reused). */
  close(broken: boolean): Promise<void>;
}

/**
 * PostgreSQL: a connection of its own in a REPEATABLE READ READ ONLY transaction, each table
 * written by `COPY … TO STDOUT` (pg-copy-streams): CSV as COPY quotes it, the JSON objects in
 * COPY's CSV mode with a quote and a delimiter no JSON text holds, so nothing is escaped.
 */
async function copySource(pool: pg.Pool): Promise<Source> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  } catch (err) {
    client.release(true);
    throw err;
  }
  let closed = false;
  const copy = (text: string): AsyncIterable<Chunk> => client.query(copyTo(text));
  return {
    run: async <T>(text: string) => (await client.query(text)).rows as T[],
    csv: (q) => copy(`COPY (SELECT ${q.csv} FROM ${q.from} ORDER BY ${q.order}) TO STDOUT WITH (FORMAT csv)`),
    json: (q) =>
      commaLines(
        copy(
          `COPY (SELECT row_to_json(s)::text FROM (SELECT ${q.json} FROM ${q.from} ORDER BY ${q.order}) s) TO STDOUT WITH (FORMAT csv, QUOTE e'\\x01', DELIMITER e'\\x02')`,
        ),
      ),
    async close(broken) {
      if (closed) return;
      closed = true;
      if (broken) return client.release(true);
      try {
        await client.query('ROLLBACK');
        client.release();
      } catch (err) {
        client.release(true);
        throw err;
      }
    },
  };
}

/** The embedded database: the query builder's snapshot, each table read CHUNK_ROWS at a time on its key. */
async function chunkSource(db: Db): Promise<Source> {
  const trx = await db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute();
  let closed = false;
  const run = runOn(trx);
  async function* rows(q: TableSql, select: string, from: string, keys: readonly string[]): AsyncGenerator<Row[]> {
    const k = keys.map((c, i) => `t.${JSON.stringify(c)} AS k${i}`).join(', ');
    let after: unknown[] | null = null;
    while (!closed) {
      const past = after ? sql`AND (${sql.raw(q.order)}) > (${sql.join(after.map((v) => sql.val(v)))})` : sql``;
      const { rows: got } =
        await sql<Row>`SELECT ${sql.raw(select)}, ${sql.raw(k)} FROM ${sql.raw(from)} ${past} ORDER BY ${sql.raw(q.order)} LIMIT ${CHUNK_ROWS}`.execute(
          trx,
        );
      if (got.length) yield got;
      if (got.length < CHUNK_ROWS) return;
      const last = got[got.length - 1] as Row;
      after = keys.map((_, i) => keyValue(last[`k${i}`]));
    }
  }
  return {
    run,
    async *csv(q) {
      for await (const chunk of rows(q, q.csv, q.from, q.key))
        yield stringify(chunk.map((r) => Array.from({ length: q.width }, (_, i) => r[`c${i}`] ?? null)));
    },
    async *json(q) {
      let first = true;
      // the table as t, its row's JSON object beside it (the same object COPY's subquery makes)
      const from = `${q.table} t CROSS JOIN LATERAL (SELECT ${q.json}) s WHERE ${q.where}`;
      for await (const chunk of rows(q, 'row_to_json(s)::text AS j', from, q.key)) {
        let text = '';
        for (const r of chunk) {
          text += `${first ? '' : ','}${String(r.j)}\n`;
          first = false;
        }
        yield text;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await trx.rollback().execute();
    },
  };
}

/**
 * COPY's lines (one JSON object each, no raw newline inside: JSON escapes it) as the items of an
 * array: a comma before every line but the first, said as the bytes pass.
 */
async function* commaLines(lines: AsyncIterable<Chunk>): AsyncGenerator<Chunk> {
  let atStart = true;
  let any = false;
  for await (const chunk of lines) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    const parts: Buffer[] = [];
    let from = 0;
    while (from < buf.length) {
      if (atStart) {
        if (any) parts.push(COMMA);
        any = true;
        atStart = false;
      }
      const nl = buf.indexOf(10, from);
      const end = nl === -1 ? buf.length : nl + 1;
      parts.push(buf.subarray(from, end));
      from = end;
      if (nl !== -1) atStart = true;
    }
    if (parts.length) yield Buffer.concat(parts);
  }
}
const COMMA = Buffer.from(',');

/**
 * The ZIP (yazl: deflate in zlib, off the main thread): each table's CSV, then shop.json, each
 * entry's stream made when its turn comes, so the tables are read one after another in the
 * snapshot. The snapshot is closed when the ZIP ends or its reader goes away.
 */
function zipOf(
  source: Source,
  tables: readonly { tb: ExportTable; sql: TableSql }[],
  shopId: string,
  lang: Language,
  meta: { version: string; at: Date; counts: number[] },
  media: readonly MediaFile[],
): Readable {
  const zip = new ZipFile();
  const entry = { compressionLevel: LEVEL, mtime: meta.at };
  const bytes = (chunks: AsyncIterable<Chunk>) => Readable.from(chunks, { objectMode: false });
  for (const { tb, sql: q } of tables)
    zip.addReadStreamLazy(`${tb.name}.csv`, entry, (cb) => cb(null, bytes(csvFile(source, tb, q, lang))));
  zip.addReadStreamLazy('shop.json', entry, (cb) => cb(null, bytes(jsonFile(source, tables, shopId, meta))));
  // the photos as they are (WebP is compressed already)
  for (const f of media) zip.addFile(f.path, `${MEDIA_FOLDER}${f.name}`, { compress: false, mtime: meta.at });
  zip.end();
  const out = zip.outputStream as Readable;
  let ended = false;
  out.once('end', () => {
    ended = true;
    void source.close(false).catch(() => undefined);
  });
  out.once('close', () => void source.close(!ended).catch(() => undefined));
  // an entry that failed (the database went away): the answer ends there, broken, and the snapshot closes
  zip.on('error', (err: Error) => {
    void source.close(true).catch(() => undefined);
    out.destroy(err);
  });
  return out;
}

/** A table's CSV file: the BOM and the header, then its rows as the database writes them. */
async function* csvFile(source: Source, tb: ExportTable, q: TableSql, lang: Language): AsyncGenerator<Chunk> {
  yield `\uFEFF${stringify([tb.columns.map((c) => columnLabel(lang, tb, c))])}`;
  yield* source.csv(q);
}

/** shop.json: what it is, then every table's rows as the database holds them, one object a line. */
async function* jsonFile(
  source: Source,
  tables: readonly { tb: ExportTable; sql: TableSql }[],
  shopId: string,
  meta: { version: string; at: Date; counts: number[] },
): AsyncGenerator<Chunk> {
  const head = {
    format: EXPORT_FORMAT,
    schemaVersion: meta.version,
    exportedAt: meta.at.toISOString(),
    shopId,
    units: { money: 'poisha (1/100 taka; percentages in hundredths)', quantity: 'thousandths', time: 'ISO 8601, UTC' },
    counts: Object.fromEntries(tables.map(({ tb }, i) => [tb.name, meta.counts[i] ?? 0])),
  };
  yield `${JSON.stringify(head).slice(0, -1)},"tables":{`;
  for (const [i, { tb, sql: q }] of tables.entries()) {
    yield `${i ? ',' : ''}${JSON.stringify(tb.name)}:[\n`;
    yield* source.json(q);
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

/** A key's value as the next chunk's query takes it (the database infers its type from the column). */
function keyValue(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'bigint') return v.toString();
  return v;
}

/** A column's header: the table's own word for it, else the word all tables share. */
export function columnLabel(lang: Language, tb: ExportTable, column: string): string {
  const own = `export:tables.${tb.name}.${column}`;
  const label = t(lang, own);
  return label === own ? t(lang, `export:columns.${column}`) : label;
}
