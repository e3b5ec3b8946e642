/** Which database the server tests run on (TEST_DB), and the server connection that makes and drops their databases. */
import pg from 'pg';

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

/** The URL of database `name` on the server of DATABASE_URL. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn` on a connection of its own to DATABASE_URL (to create and drop databases). */
export async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
