/**
 * Rate limits (@fastify/rate-limit, global off): per IP and route on the sign-in and OTP routes,
 * and where a route sets its own. Routes opt in with `config: { rateLimit: authRateLimit(config) }`.
 * The counters live in the database (migration 0029), not in a process's memory, so a limit holds
 * across every app process behind a load balancer: each request is one upsert that counts it in its
 * key's window (the database's clock, the same for every process) and answers the count and the
 * time left. Windows that have ended are deleted every few minutes.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config.ts';
import type { Db } from './db/schema.ts';
import { AppError } from './errors.ts';

/** How often the ended windows are cleared away. */
const SWEEP_MS = 10 * 60_000;

type Incr = FastifyRateLimitStore['incr'];

/** Counts a hit of `key` in its window of `windowMs`: the hits so far and the milliseconds left. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = sql`(${windowMs}::integer * interval '1 millisecond')`;
  const r = await sql<{ hits: number; ttl: number }>`
    INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES (${key}, 1, clock_timestamp() + ${window})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
      reset_at = CASE WHEN r.reset_at <= clock_timestamp() THEN clock_timestamp() + ${window} ELSE r.reset_at END
    RETURNING hits, greatest(0, ceil(extract(epoch FROM reset_at - clock_timestamp()) * 1000))::integer AS ttl`.execute(db);
  const row = r.rows[0] as { hits: number; ttl: number };
  return { current: row.hits, ttl: row.ttl };
}

/** The store @fastify/rate-limit counts in: one a route (its method and path lead the key). */
function databaseStore(db: Db) {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    /** The plugin makes the first with its options; each route's is made by `child` with the route's prefix. */
    constructor(prefix: unknown = '') {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, callback: Parameters<Incr>[1], timeWindow?: number): void {
      countHit(db, this.prefix + key, timeWindow ?? 60_000).then(
        (r) => callback(null, r),
        (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // (the plugin hands the route's own options as `routeInfo`, whatever its types say)
      const info = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseStore(`${[info?.method ?? ''].flat().join(',')} ${info?.url ?? ''}|`);
    }
  }
  return DatabaseStore;
}

export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    keyGenerator: (request) => `${request.ip}|${request.routeOptions.url ?? request.url}`,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  const sweep = setInterval(() => {
    db.deleteFrom('rate_limits')
      .where('reset_at', '<', sql<Date>`clock_timestamp()`)
      .execute()
      .catch((err: unknown) => app.log.warn({ err }, 'ended rate-limit windows not cleared'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

export function authRateLimit(config: Config): RateLimitOptions {
  return { max: config.rateLimitAuthPerMinute, timeWindow: 60_000 };
}
