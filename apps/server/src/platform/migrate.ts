/**
 * Applies apps/server/migrations/NNNN_*.sql in name order, recorded in schema_migrations, the whole
 * run in one transaction: the SQL of every pending migration, then the fills of those migrations
 * (src/migration-fills.ts). A session-level advisory lock keeps two processes starting together
 * from racing.
 *
 * A fill is today's code (a rebuild from the ledgers), so it reads today's schema: it runs after
 * the last migration of the run, never between two, and each fill once however many of the run's
 * migrations name it. A run that stops short of today's schema (a test of one migration, from a
 * folder of the earlier ones) fills nothing: there is nothing of today for the code to read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db, Queryable } from './db/schema.ts';

export const MIGRATIONS_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../migrations');
/** Any constant; shared by every Dokani process on one database. */
const MIGRATION_LOCK_KEY = 4_242_001;

/** A migration's fills (by file name; see src/migration-fills.ts), run in the order listed. */
export type MigrationFills = Readonly<Record<string, readonly ((trx: Queryable) => Promise<void>)[]>>;

export interface MigrationResult {
  applied: string[];
}

export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
}

export async function migrate(db: Db, fills: MigrationFills = {}, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = listMigrations(dir);
  const reachesToday = files.at(-1) === listMigrations().at(-1);
  let applied: string[] = [];
  // One connection for the whole run, so the session lock and the migrations share it.
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(conn);
      const done = new Set((await conn.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
      const pending = files.filter((f) => !done.has(f));
      if (pending.length === 0) return;
      await conn.transaction().execute(async (trx) => {
        for (const file of pending) {
          await sql.raw(readFileSync(join(dir, file), 'utf8')).execute(trx);
          await trx.insertInto('schema_migrations').values({ name: file, applied_at: new Date() }).execute();
        }
        if (!reachesToday) return;
        // each fill once, where the last migration naming it has it (0014 rebuilds the product
        // days and then their months: a run from 0012 on rebuilds them in that order)
        const named = pending.flatMap((f) => fills[f] ?? []);
        for (const [i, fill] of named.entries()) if (named.lastIndexOf(fill) === i) await fill(trx);
      });
      applied = pending;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
  return { applied };
}
