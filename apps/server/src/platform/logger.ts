/**
 * The pino logger. Request bodies are never logged, and the Authorization and Cookie headers are
 * redacted, so PINs, OTP codes and tokens stay out of the log (the console SMS provider logs the
 * SMS text on purpose: that is how a newcomer reads the OTP).
 */
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { LogLevel } from './config.ts';

export type Logger = FastifyBaseLogger;

export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  });
}
