/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite in a folder (or memory). */
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGlitePool } from './pglite-pool.ts';
import { PreparingPool } from './prepared.ts';
import { TEXT_PARSERS } from './type-parsers.ts';
import type { Database, Db } from './schema.ts';

export type DriverName = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  driver: DriverName;
  /** The embedded database itself (its snapshots: backups.ts); absent on PostgreSQL. */
  pglite?: PGlite;
  /** PostgreSQL's own pool, for what goes past the query builder (the export's COPY streams); absent on PGlite. */
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

export type DbTarget =
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /** Errors of idle pooled connections (server restart, terminated backend); the pool drops them. */
      onIdleError?: (err: Error) => void;
    }
  | { kind: 'pglite'; dataDir: string | null /* null = in memory */ };

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const own = format !== 'binary' ? TEXT_PARSERS[oid] : undefined;
    // pg's own typings declare this overload set loosely; the override returns the same shape.
    return own ?? pg.types.getTypeParser(oid, format ?? 'text');
  },
} as unknown as pg.CustomTypesConfig;

export async function openDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    // Connections are kept, not closed after 10 s idle (pg's default): a new one starts a cold
    // backend and prepares every statement again, and after a quiet spell a burst of sales would
    // wait on several at once — at 100 sales/s that made the p99 0.5 s instead of 30 ms (bench sales).
    // Idle ones do not keep the process alive.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.max ?? 10,
      types: pgTypes,
      idleTimeoutMillis: 0,
      allowExitOnIdle: true,
    });
    // Without a listener an idle connection's error would crash the process.
    pool.on('error', (err) => target.onIdleError?.(err));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PreparingPool(pool) }) });
    return { db, driver: 'postgres', pgPool: pool, close: () => db.destroy() };
  }
  return (await openPglite(target.dataDir)).handle;
}

/**
 * Embedded PGlite in a folder (or memory, `null`), with the instance itself for those that drive it
 * directly (the sales bench). `from`: a data folder dumped by `dumpDataDir` to start from (the
 * tests' migrated database, src/test/db.ts).
 */
export async function openPglite(dataDir: string | null, from?: Blob): Promise<{ pglite: PGlite; handle: DbHandle }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(from ? { loadDataDir: from } : {}),
    parsers: TEXT_PARSERS,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  return { pglite, handle: { db, driver: 'pglite', pglite, close: () => db.destroy() } };
}
