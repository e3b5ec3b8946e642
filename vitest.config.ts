import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run, several projects. Server integration tests pick their database from TEST_DB
// (pglite | postgres); scripts/test-integration.mjs runs them on each database in turn.
export default defineConfig({
  test: {
    // a worker a core: the default leaves one core to the main process, which on a machine of two
    // left the unit tests in one worker (124 s instead of 85 s here)
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'i18n', include: ['packages/i18n/src/**/*.test.ts'], environment: 'node' } },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // above the 10 s asyncUtilTimeout of src/test/setup.ts, with room for a machine 3× slower
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // a test here takes < 10 s on a quick machine: room for one 3× slower, loaded by the browser
          // journeys' neighbours
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // the database every test app starts from, migrated once per run
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          pool: 'forks',
          // the files of a worker share its loaded modules: importing the app again for each of
          // ~90 files took more time than their tests did
          isolate: false,
          maxWorkers: 2,
        },
      },
    ],
  },
});
