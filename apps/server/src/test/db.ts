/**
 * A fresh, migrated database per test app. TEST_DB=pglite (default): in-memory PGlite.
 * TEST_DB=postgres: a new database `dokani_t_<random>` on the server of DATABASE_URL, dropped at close.
 * Both start from the database the run migrated once (global-setup.ts): PGlite loads its dumped
 * data folder, PostgreSQL copies its template. Without it (a script outside Vitest) each migrates.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDb, openPglite } from '../platform/db/connect.ts';
import { admin, databaseUrl, testDbKind } from './db-admin.ts';
import type { TestDbKind } from './db-admin.ts';
import type { DbHandle } from '../platform/db/connect.ts';
import type { Db } from '../platform/db/schema.ts';
import { MIGRATION_FILLS } from '../migration-fills.ts';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../platform/migrate.ts';

/** A new PostgreSQL database (`template`: a copy of it), dropped when its handle closes. */
async function openOwnDatabase(template: string | null): Promise<DbHandle> {
  const name = `dokani_t_${randomBytes(6).toString('hex')}`;
  if (template) await createFromTemplate(name, template);
  else await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const handle = await openDb({ kind: 'postgres', url: databaseUrl(name), max: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Opens an empty database (not migrated). */
export async function openEmptyTestDb(kind: TestDbKind = testDbKind()): Promise<DbHandle> {
  return kind === 'pglite' ? openDb({ kind: 'pglite', dataDir: null }) : openOwnDatabase(null);
}

/** What the run migrated once (global-setup.ts), when this is a Vitest run of the server tests. */
function migrated(): { dump: string | null; template: string | null } {
  try {
    return { dump: inject('migratedDump'), template: inject('migratedTemplate') };
  } catch {
    return { dump: null, template: null };
  }
}

// the dumped data folder, read once per worker process
let dumpBlob: { file: string; blob: Blob } | undefined;

/** A new PostgreSQL database copied from `template`: another copy being made at that moment may hold it for a moment. */
async function createFromTemplate(name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (e) {
      // 55006 object_in_use: "source database … is being accessed by other users"
      if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

/** Opens a fresh database with every migration applied. */
export async function openTestDb(kind: TestDbKind = testDbKind()): Promise<DbHandle> {
  const { dump, template } = kind === testDbKind() ? migrated() : { dump: null, template: null };
  if (kind === 'pglite' && dump) {
    if (dumpBlob?.file !== dump) dumpBlob = { file: dump, blob: new Blob([readFileSync(dump)]) };
    return (await openPglite(null, dumpBlob.blob)).handle;
  }
  if (kind === 'postgres' && template) return openOwnDatabase(template);
  const handle = await openEmptyTestDb(kind);
  await migrate(handle.db, MIGRATION_FILLS);
  return handle;
}
/**
 * Migrates `db` up to migration `first` (not including it): the schema a migration's test starts
 * from. Such a run fills nothing (platform/migrate.ts): its data is the test's to write.
 */
export async function migrateBelow(db: Db, first: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dokani-mig-'));
  try {
    for (const f of listMigrations().filter((x) => x < first)) copyFileSync(join(MIGRATIONS_DIR, f), join(dir, f));
    await migrate(db, MIGRATION_FILLS, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export { testDbKind } from './db-admin.ts';
export type { TestDbKind } from './db-admin.ts';
