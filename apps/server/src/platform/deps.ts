/** What the modules get from the platform. */
import type pg from 'pg';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { DriverName } from './db/connect.ts';
import type { Db } from './db/schema.ts';
import type { Logger } from './logger.ts';
import type { PaymentProviders } from './payments/index.ts';
import type { SmsService } from './sms/index.ts';
import type { Usage } from './usage.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * Where reports and exports read: a streaming replica when REPORTS_DATABASE_URL names one, else
   * `db`. Only reads that need not see the caller's own last write go here (decision 0017).
   */
  reportsDb: Db;
  /** reportsDb is a replica (its answers say how far behind it may be). */
  reportsOnReplica: boolean;
  driver: DriverName;
  /** PostgreSQL's own pool behind `db` (the export's COPY streams); null on the embedded database. */
  pgPool: pg.Pool | null;
  clock: Clock;
  sms: SmsService;
  usage: Usage;
  payments: PaymentProviders;
  logger: Logger;
}
