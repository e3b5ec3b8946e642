/**
 * Applies apps/server/migrations/NNNN_*.sql in name order, each in its own transaction, recorded in
 * schema_migrations. A session-level advisory lock keeps two processes starting together from racing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db, Queryable } from './db/schema.ts';

export const MIGRATIONS_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../migrations');
/** Any constant; shared by every Dokani process on one database. */
const MIGRATION_LOCK_KEY = 4_242_001;

/** Code to run right after a migration, in its transaction (by file name; see src/migration-fills.ts). */
export type MigrationFills = Readonly<Record<string, (trx: Queryable) => Promise<void>>>;

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
  const applied: string[] = [];
  // One connection for the whole run, so the session lock and the migrations share it.
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(conn);
      const done = new Set((await conn.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
      for (const file of files) {
        if (done.has(file)) continue;
        const text = readFileSync(join(dir, file), 'utf8');
        await conn.transaction().execute(async (trx) => {
          await sql.raw(text).execute(trx);
          await fills[file]?.(trx);
          await trx.insertInto('schema_migrations').values({ name: file, applied_at: new Date() }).execute();
        });
        applied.push(file);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
  return { applied };
}
