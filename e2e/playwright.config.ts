import { defineConfig, devices } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The journeys run against the real server (built web app + API on a fresh database: see
// webServer below), in Debian's Chromium. SMS go to an outbox file the tests read OTPs from.
const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const PROJECTS = ['phone', 'desktop'] as const;
/** The server of project i (PROJECTS), on port + i. */
const origin = (i: number) => `http://127.0.0.1:${port + i}`;
// The config is loaded again in every worker: the run's folder is chosen once, in the runner,
// and handed to the workers through the environment.
process.env.E2E_RUN_DIR ??= join(root, '.tmp', `e2e-${Date.now()}`);
const e2eDir = process.env.E2E_RUN_DIR;
mkdirSync(e2eDir, { recursive: true });
const outboxFile = join(e2eDir, 'outbox.jsonl');
process.env.E2E_OUTBOX_FILE = outboxFile;

/** The desktop server's PostgreSQL database when DATABASE_URL names a server; '' (PGlite) otherwise. */
function e2eDatabase(serverPort: number): string {
  if (!process.env.DATABASE_URL) return '';
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/dokani_e2e_${serverPort}`;
  return url.toString();
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// Time limits with room for a machine three times slower than the one the journeys were measured
// on (the longest step takes ~20 s there): a journey that needs more than this is broken, not slow.
// In CI (CI=1, set by .ci/run) a failed journey runs once more and is reported as flaky; one that
// fails twice fails the run. Workers: measured on 2 cores (docs/QUALITY.md); E2E_WORKERS overrides.
export default defineConfig({
  testDir: './tests',
  outputDir: join(root, 'test-results'),
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    launchOptions,
    // The app's service worker would fetch every built file in the background of every test; the
    // offline journeys turn it on with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    // A trace is recorded on a journey's retry only: recording one for every journey (DOM
    // snapshots and a screencast of each step) took a sixth of the run's time. A failure without
    // CI's retry: run it again with --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 780 }, browserName: 'chromium', launchOptions, baseURL: origin(0) },
    },
    {
      name: 'desktop',
      // the journeys whose screens are laid out otherwise from sm up (the sidebar, tables beside
      // their filters, the counter's cart beside the products, the store's grid), in English, as
      // the phone walks them in Bangla (support/flows.ts langOf); the rest read the same at both
      // widths and run on the phone only, in Bangla, or in each language where a journey says
      // so (the English texts are checked complete by the i18n tests and rendered by the web's
      // page tests)
      testMatch: [
        'access',
        'books',
        'catalogue',
        'counter',
        'date-field',
        'offline',
        'online-dashboard',
        'purchase-book',
        'reports',
        'shell',
        'signup',
        'storefront',
      ].map((name) => `${name}.spec.ts`),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions, baseURL: origin(1) },
    },
  ],
  // One server per project: a server is one Node process on one database, and all the journeys of
  // a run on one of them waited on it while the second core idled. The phone's is on PGlite (what
  // a newcomer's `npm start` runs); the desktop's on PostgreSQL when DATABASE_URL names a server
  // (as in CI), in a database of its own made new each run (support/start-server.ts).
  webServer: PROJECTS.map((name, i) => ({
    command: 'node --import tsx e2e/support/start-server.ts',
    cwd: root,
    url: `${origin(i)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port + i),
      HOST: '127.0.0.1',
      DATA_DIR: join(e2eDir, `data-${name}`),
      DATABASE_URL: '',
      E2E_DATABASE_URL: name === 'desktop' ? e2eDatabase(port + i) : '',
      SMS_PROVIDER: 'outbox',
      // both servers write to the one outbox the journeys read (each journey its own numbers)
      SMS_OUTBOX_FILE: outboxFile,
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
      // links sent out (receipt SMS) are made on it only, never on a request's Host
      PUBLIC_URL: origin(i),
    },
  })),
});
