/**
 * `npm run restore -- <snapshot>`: puts a snapshot of the embedded database (`npm run backup -- list`)
 * in place of the one in DATA_DIR, with the server stopped. Nothing is deleted: the folder it
 * replaces is moved aside beside it (`pglite.replaced-<moment>`), to go back to by renaming.
 * With PostgreSQL, use `pg_restore` (the README says how). platform/db/backups.ts.
 */
import { existsSync } from 'node:fs';
import { loadConfig } from './platform/config.ts';
import { holdFolder, restoreBackup } from './platform/db/backups.ts';
import { pgliteDir } from './platform/db/command-db.ts';

async function main(): Promise<number> {
  const files = process.argv.slice(2);
  if (files.length !== 1 || !files[0]) {
    console.error('usage: npm run restore -- <snapshot file>   (npm run backup -- list shows them)');
    return 2;
  }
  const [file] = files;
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: this is PostgreSQL — restore it with pg_restore (see the README), not with this command');
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`${file}: no such file`);
    return 1;
  }
  let release: () => void;
  try {
    release = holdFolder(config.dataDir, 'npm run restore');
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 1;
  }
  try {
    const r = await restoreBackup(pgliteDir(config), file, new Date());
    console.log(`restored ${file}: ${r.shops} shop(s).${r.aside ? ` The database it replaced is kept at ${r.aside}.` : ''}`);
    return 0;
  } catch (e) {
    console.error(`not restored, nothing changed: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  } finally {
    release();
  }
}

process.exitCode = await main();
