/**
 * `npm run backup`: a snapshot of the embedded database now, into BACKUP_DIR (default
 * `<DATA_DIR>/backups`; the last 14 are kept); `npm run backup -- list` lists them. The server
 * takes one itself every night and before each migration; this is for the moment before something
 * risky. With the server stopped (it holds the folder while it runs). With PostgreSQL, use
 * `pg_dump` (the README says how). platform/db/backups.ts.
 */
import { loadConfig } from './platform/config.ts';
import { listBackups, takeBackup } from './platform/db/backups.ts';
import { openCommandDb } from './platform/db/command-db.ts';

const USAGE = 'usage: npm run backup            (a snapshot now)\n       npm run backup -- list    (the snapshots kept)';

async function main(): Promise<number> {
  const [command] = process.argv.slice(2);
  if (command !== undefined && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: this is PostgreSQL — back it up with pg_dump (see the README), not with this command');
    return 2;
  }
  if (command === 'list') {
    const all = await listBackups(config.backups.dir);
    for (const b of all) console.log(`${b.path}  ${(b.bytes / 1_048_576).toFixed(1)} MB`);
    console.log(all.length ? `${all.length} kept in ${config.backups.dir}` : `no snapshots in ${config.backups.dir}`);
    return 0;
  }
  let db;
  try {
    db = await openCommandDb(config, 'npm run backup');
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 1;
  }
  try {
    if (!db.pglite) throw new Error('not the embedded database');
    const b = await takeBackup(db.pglite, config.backups.dir, new Date(), 'by-hand');
    console.log(`backup taken: ${b.path} (${(b.bytes / 1_048_576).toFixed(1)} MB); restore it with npm run restore -- ${b.path}`);
    return 0;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
