/** A whole app on a fresh database, with a test clock and an in-memory SMS provider. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { BuildAppOptions } from '../app.ts';
import { TestClock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import type { Config } from '../platform/config.ts';
import type { DbHandle } from '../platform/db/connect.ts';
import type { Logger } from '../platform/logger.ts';
import type { Db } from '../platform/db/schema.ts';
import type { AppDeps } from '../platform/deps.ts';
import { memorySmsProvider } from '../platform/sms/index.ts';
import type { MemorySmsProvider, SmsProvider } from '../platform/sms/index.ts';
import { openTestDb } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  handle: DbHandle;
  db: Db;
  clock: TestClock;
  sms: MemorySmsProvider;
  config: Config;
  /** app.inject, shorter. */
  call(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dir = mkdtempSync(join(tmpdir(), 'dokani-test-'));
  return {
    ...loadConfig({ DATA_DIR: dir, WEB_DIST: join(dir, 'no-web-dist') }),
    logLevel: 'silent',
    rateLimitAuthPerMinute: 100_000,
    ...overrides,
  };
}

export async function createTestApp(
  opts: {
    config?: Partial<Config>;
    extraRoutes?: BuildAppOptions['extraRoutes'];
    handle?: DbHandle;
    /** A second database the reports read from (standing for REPORTS_DATABASE_URL's replica). */
    reportsHandle?: DbHandle;
    sms?: MemorySmsProvider;
    /** A real provider instead of the memory one (a gateway adapter against its fake); `sms` then records nothing. */
    provider?: SmsProvider;
    /** A logger of the test's own (to read what is logged); silent otherwise. */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const handle = opts.handle ?? (await openTestDb());
  const clock = new TestClock();
  // a second app on the same database may share the first one's gateway (a restart)
  const sms = opts.sms ?? memorySmsProvider();
  const config = testConfig(opts.config);
  const app = await buildApp({
    config,
    db: handle,
    ...(opts.reportsHandle ? { reportsDb: opts.reportsHandle } : {}),
    clock,
    sms: opts.provider ?? sms,
    extraRoutes: opts.extraRoutes,
    smsQueue: false,
    ...(opts.logger ? { logger: opts.logger } : {}),
  });
  return {
    app,
    deps: app.deps,
    handle,
    db: handle.db,
    clock,
    sms,
    config,
    call: (o) => app.inject(o),
    async close() {
      await app.close();
      await handle.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's app: made before its tests, handed to `ready` (awaited: sign-ups, a clock, a
 * listening port), and closed after them.
 */
export function withTestApp(ready: (t: TestApp) => unknown, opts?: Parameters<typeof createTestApp>[0]): void {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(opts);
    await ready(made);
  });
  afterAll(async () => {
    await made?.close();
  });
}
