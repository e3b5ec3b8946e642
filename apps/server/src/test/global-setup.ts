/**
 * Once per run of the server tests (vitest.config.ts `globalSetup`): the migrated database every
 * test file starts from, so the migrations run once instead of once per test app. On PGlite a
 * migrated data folder dumped to a file (each test database loads it); on PostgreSQL a database
 * each test database is created from (`CREATE DATABASE … TEMPLATE`), dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATION_FILLS } from '../migration-fills.ts';
import { openDb, openPglite } from '../platform/db/connect.ts';
import { migrate } from '../platform/migrate.ts';
import { admin, databaseUrl, testDbKind } from './db-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the migrated data folder (a tar). */
    migratedDump: string | null;
    /** PostgreSQL: the migrated database to create each test database from. */
    migratedTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testDbKind() === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'dokani-migrated-'));
    const { pglite, handle } = await openPglite(null);
    await migrate(handle.db, MIGRATION_FILLS);
    // a checkpoint first, so a copy starts without replaying the migrations' log: ~385 ms an
    // open instead of ~440 here
    await pglite.exec('CHECKPOINT');
    const dump = await pglite.dumpDataDir('none');
    await handle.close();
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('migratedDump', file);
    project.provide('migratedTemplate', null);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `dokani_tpl_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const handle = await openDb({ kind: 'postgres', url: databaseUrl(name), max: 2 });
  await migrate(handle.db, MIGRATION_FILLS);
  await handle.close();
  project.provide('migratedDump', null);
  project.provide('migratedTemplate', name);
  return async () => {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
}
