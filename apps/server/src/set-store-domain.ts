/**
 * `npm run store:domain -- <slug> <domain>` sets a store's own domain; `-- <slug> --clear` takes it
 * away. The operator's command (an owner sees the domain but cannot change it): point the domain's
 * DNS at this server first. Running servers serve it within a minute (modules/storefront/domains.ts).
 * Uses the database the server is configured for (DATABASE_URL, or the PGlite folder under DATA_DIR).
 */
import { MIGRATION_FILLS } from './migration-fills.ts';
import { setStoreDomain } from './modules/online-shop/index.ts';
import { loadConfig } from './platform/config.ts';
import { openCommandDb } from './platform/db/command-db.ts';
import { migrate } from './platform/migrate.ts';

async function main(): Promise<number> {
  const [slug, domain] = process.argv.slice(2);
  if (!slug || !domain) {
    console.error('usage: npm run store:domain -- <store address> <domain | --clear>');
    return 2;
  }
  const config = loadConfig(process.env);
  const db = await openCommandDb(config, 'npm run store:domain');
  try {
    await migrate(db.db, MIGRATION_FILLS);
    const set = await setStoreDomain(db.db, slug, domain === '--clear' ? null : domain);
    console.log(
      set.domain
        ? `store ${set.slug} is served at ${set.domain} (within a minute on running servers)`
        : `store ${set.slug} has no own domain now`,
    );
    return 0;
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
