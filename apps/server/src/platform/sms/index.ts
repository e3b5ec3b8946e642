import type { Logger } from '../logger.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { consoleSmsProvider, outboxSmsProvider } from './provider.ts';
import { sslWirelessProvider } from './sslwireless.ts';
import type { SmsProvider } from './provider.ts';

export { SmsService } from './sms.service.ts';
export type { SmsRecord, SmsRequest } from './sms.service.ts';
export { consoleSmsProvider, memorySmsProvider, outboxSmsProvider } from './provider.ts';
export type { DeliveryReport, MemorySmsProvider, SmsProvider, SmsSendResult } from './provider.ts';

/** The provider named by the configuration. */
export function smsProviderFromConfig(config: Config, clock: Clock, logger: Logger): SmsProvider {
  if (config.smsProvider === 'sslwireless' && config.sslWireless) return sslWirelessProvider(config.sslWireless);
  return config.smsProvider === 'outbox' ? outboxSmsProvider(config.smsOutboxFile, clock) : consoleSmsProvider(logger);
}
export { sslWirelessProvider } from './sslwireless.ts';
export { smsContext } from './context.ts';
