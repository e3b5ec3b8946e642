/**
 * Start: config → database → migrations → (DEMO=1: seed once) → listen. Stops cleanly on
 * SIGINT/SIGTERM. On the embedded database the server holds its folder while it runs, takes a
 * snapshot before applying migrations and every night (platform/db/backups.ts).
 */
import { buildApp } from './app.ts';
import { seedDemo } from './demo/seed.ts';
import { loadConfig } from './platform/config.ts';
import { backupBeforeMigrating, holdFolder, startNightlyBackups } from './platform/db/backups.ts';
import { pgliteDir } from './platform/db/command-db.ts';
import { openDb } from './platform/db/connect.ts';
import { systemClock } from './platform/clock.ts';
import { createLogger } from './platform/logger.ts';
import { MIGRATION_FILLS } from './migration-fills.ts';
import { migrate } from './platform/migrate.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const release = config.databaseUrl ? () => undefined : holdFolder(config.dataDir, 'the Dokani server');
  const db = await openDb(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          onIdleError: (err) => logger.warn({ err }, 'idle database connection closed'),
        }
      : { kind: 'pglite', dataDir: pgliteDir(config) },
  );
  const before = await backupBeforeMigrating(db, config.backups.dir, systemClock.now());
  if (before) logger.info({ file: before.path, bytes: before.bytes }, 'backup taken before migrating');
  const { applied } = await migrate(db.db, MIGRATION_FILLS);
  if (applied.length > 0) logger.info({ applied }, 'database migrated');
  // the reports' replica (REPORTS_DATABASE_URL): read only, never migrated (it follows the primary)
  const reportsDb = config.reportsDatabaseUrl
    ? await openDb({
        kind: 'postgres',
        url: config.reportsDatabaseUrl,
        onIdleError: (err) => logger.warn({ err }, 'idle replica connection closed'),
      })
    : undefined;
  const app = await buildApp({ config, db, logger, ...(reportsDb ? { reportsDb } : {}) });
  if (config.demo && (await seedDemo(app.deps))) {
    logger.info('demo account created: mobile 01700000000, PIN 12345');
  }

  const nightly = db.pglite
    ? startNightlyBackups({ pglite: db.pglite, dir: config.backups.dir, hour: config.backups.hour, clock: systemClock, logger })
    : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      nightly?.stop();
      await app.close();
      await reportsDb?.close();
      await db.close();
      release();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  logger.info(`Dokani is running at ${address} (database: ${db.driver})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
