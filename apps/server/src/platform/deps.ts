/** What the modules get from the platform. */
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
  driver: DriverName;
  clock: Clock;
  sms: SmsService;
  usage: Usage;
  payments: PaymentProviders;
  logger: Logger;
}
