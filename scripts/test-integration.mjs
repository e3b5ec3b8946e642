// Runs the server integration suite on PGlite, then — when DATABASE_URL is set — on PostgreSQL.
// Each test app starts from the database the run migrated once (apps/server/src/test/global-setup.ts).
import { spawnSync } from 'node:child_process';

const runs = [{ TEST_DB: 'pglite' }];
if (process.env.DATABASE_URL) runs.push({ TEST_DB: 'postgres' });
else
  console.log(
    'DATABASE_URL is not set: the integration suite runs on PGlite only. Set it to a PostgreSQL URL (e.g. postgres://postgres@127.0.0.1:5432/dokani_test) to run it on PostgreSQL too.',
  );

for (const env of runs) {
  console.log(`\n=== integration tests on ${env.TEST_DB} ===`);
  const r = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
