/**
 * `npm run shop:restore -- <export.zip | shop.json> [--as-new]`: writes a shop's export (Settings →
 * Export) back, on the database the server is configured for (DATABASE_URL, or the PGlite folder
 * under DATA_DIR, which it refuses while the server has it open). Into a database without the shop, its ids stay as they
 * were; `--as-new` makes it a new shop beside the one it came from. Every ledger rule is checked on
 * the way in and a file that breaks one is refused, the row named, with nothing written
 * (modules/data/restore-shop.ts). The operator's command.
 */
import { MIGRATION_FILLS } from './migration-fills.ts';
import { RestoreRefused, restoreFile } from './modules/data/index.ts';
import { loadConfig } from './platform/config.ts';
import { openCommandDb } from './platform/db/command-db.ts';
import { migrate } from './platform/migrate.ts';

const USAGE = 'usage: npm run shop:restore -- <export.zip | shop.json> [--as-new]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const asNew = args.includes('--as-new');
  const files = args.filter((a) => a !== '--as-new');
  if (files.length !== 1 || files[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const db = await openCommandDb(config, 'npm run shop:restore');
  try {
    await migrate(db.db, MIGRATION_FILLS);
    const started = performance.now();
    const r = await restoreFile(db.db, files[0] ?? '', { asNew, dataDir: config.dataDir });
    const rows = Object.values(r.rows).reduce((a, b) => a + b, 0);
    console.log(
      `restored shop ${r.shopId}${r.shopId !== r.fromShopId ? ` (a new shop, from ${r.fromShopId})` : ''}: ${rows} rows, ${r.media} photos, ` +
        `in ${Math.round((performance.now() - started) / 1000)} s; every ledger checked, the report summaries rebuilt`,
    );
    for (const [table, n] of Object.entries(r.rows)) if (n > 0) console.log(`  ${table}: ${n}`);
    if (r.newPeople.length > 0) console.log(`new here, to set a PIN with "forgot PIN" on the sign-in page: ${r.newPeople.join(', ')}`);
    for (const note of r.notes) console.log(`note: ${note}`);
    return 0;
  } catch (e) {
    if (e instanceof RestoreRefused) {
      console.error(`refused, nothing written: ${e.message}`);
      return 1;
    }
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
