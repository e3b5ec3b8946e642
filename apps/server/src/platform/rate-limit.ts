/**
 * Per-IP, per-route rate limits on the sign-in and OTP routes (@fastify/rate-limit, global off).
 * Routes opt in with `config: { rateLimit: authRateLimit(config) }`. The counters live in this
 * process's memory; the OTP resend wait and hourly cap, which must hold across processes, are in
 * the database (modules/auth).
 */
import rateLimit from '@fastify/rate-limit';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { AppError } from './errors.ts';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => `${request.ip}|${request.routeOptions.url ?? request.url}`,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}

export function authRateLimit(config: Config): RateLimitOptions {
  return { max: config.rateLimitAuthPerMinute, timeWindow: 60_000 };
}
