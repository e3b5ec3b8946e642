/**
 * `npm run summaries:rebuild [-- <shopId>]`: rebuilds the report summaries (decision 0006) from
 * the ledgers, for one shop or for every shop, on the database the server is configured for
 * (DATABASE_URL, or the PGlite folder under DATA_DIR). Safe while the server runs: postings wait
 * for the rebuild's lock and then add their figures on top.
 */
import { MIGRATION_FILLS } from './migration-fills.ts';
import { rebuildContactSummaries } from './modules/contacts/index.ts';
import { rebuildBookMonths } from './modules/expenses/index.ts';
import { rebuildMoneyDays } from './modules/money/index.ts';
import { rebuildSummaries } from './modules/trade/index.ts';
import { loadConfig } from './platform/config.ts';
import { openCommandDb } from './platform/db/command-db.ts';
import { migrate } from './platform/migrate.ts';

async function main(): Promise<void> {
  const shopId = process.argv[2] ?? null;
  const config = loadConfig(process.env);
  const db = await openCommandDb(config, 'npm run summaries:rebuild');
  try {
    await migrate(db.db, MIGRATION_FILLS);
    const started = performance.now();
    await db.db.transaction().execute(async (trx) => {
      await rebuildSummaries(trx, shopId);
      await rebuildContactSummaries(trx, shopId);
      await rebuildMoneyDays(trx, shopId);
      await rebuildBookMonths(trx, shopId);
    });
    const days = await db.db
      .selectFrom('trade_days')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const products = await db.db
      .selectFrom('trade_product_days')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const contacts = await db.db
      .selectFrom('contact_months')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `report summaries rebuilt ${shopId === null ? 'for every shop' : `for shop ${shopId}`} in ${Math.round(performance.now() - started)} ms ` +
        `(trade_days: ${days.n} rows, trade_product_days: ${products.n} rows, contact_months: ${contacts.n} rows)`,
    );
  } finally {
    await db.close();
  }
}

await main();
