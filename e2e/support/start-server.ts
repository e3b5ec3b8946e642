/**
 * The journeys' server: apps/server/src/main.ts, on a database made new for the run. With
 * E2E_DATABASE_URL (a PostgreSQL URL) that database is dropped and made again first, so a run
 * never meets another run's data; without it the server keeps its PGlite folder under DATA_DIR.
 */
import pg from 'pg';

const url = process.env.E2E_DATABASE_URL;
if (url) {
  const name = new URL(url).pathname.slice(1);
  if (!/^dokani_e2e_\w+$/.test(name)) throw new Error(`E2E_DATABASE_URL must name a dokani_e2e_… database, got ${name}`);
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  process.env.DATABASE_URL = url;
}
// The settings' community and help centre rows (a link the server is not given is not shown: the mobile app's).
process.env.COMMUNITY_URL ??= 'https://community.dokani.example/groups/dokani';
process.env.HELP_URL ??= 'https://help.dokani.example/bn';
await import('../../apps/server/src/main.ts');
