/**
 * A fresh, migrated database per test file. TEST_DB=pglite (default): in-memory PGlite.
 * TEST_DB=postgres: a new database `dokani_t_<random>` on the server of DATABASE_URL, dropped at close.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb } from '../platform/db/connect.ts';
import type { DbHandle } from '../platform/db/connect.ts';
import { MIGRATION_FILLS } from '../migration-fills.ts';
import { migrate } from '../platform/migrate.ts';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, got ${kind}`);
  return kind;
}

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'TEST_DB=postgres needs DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres ' +
        '(any database on a PostgreSQL server where this user may CREATE DATABASE).',
    );
  }
  return url;
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Opens an empty database (not migrated). */
export async function openEmptyTestDb(kind: TestDbKind = testDbKind()): Promise<DbHandle> {
  if (kind === 'pglite') return openDb({ kind: 'pglite', dataDir: null });
  const name = `dokani_t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await openDb({ kind: 'postgres', url: url.toString(), max: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Opens a fresh database with every migration applied. */
export async function openTestDb(kind: TestDbKind = testDbKind()): Promise<DbHandle> {
  const handle = await openEmptyTestDb(kind);
  await migrate(handle.db, MIGRATION_FILLS);
  return handle;
}
