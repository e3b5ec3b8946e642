/**
 * Usage limits (PRODUCT "Subscriptions and usage limits"). A route declares `config.usage`;
 * before its handler the shop's count for the current period is checked against its package,
 * and after a 201 (a new record, not a 200 replay) the count goes up by one.
 * Monthly features count per calendar month in the shop's timezone; the others count totals.
 * Modules that count inside their own transaction (e.g. a delete giving a unit back) call
 * `usage.record(trx, shopId, feature, delta)`; a route that declares `usage` is already counted
 * on its 201, so its create must not record the same unit again.
 */
import { MONTHLY_USAGE_FEATURES } from '@dokani/contracts';
import type { UsageFeature } from '@dokani/contracts';
import { localDate } from '@dokani/core';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { Db, PackageLimits, Queryable } from './db/schema.ts';
import { AppError } from './errors.ts';
import { requireShop } from './auth/index.ts';

export const FREE_PACKAGE_ID = 'free';

export function usagePeriod(feature: UsageFeature, now: Date, timezone: string): string {
  return MONTHLY_USAGE_FEATURES.includes(feature) ? localDate(now, timezone).slice(0, 7) : 'all';
}

export class Usage {
  constructor(private readonly clock: Clock) {}

  /** The limits of the shop's current package (Free when no live subscription). */
  async limits(db: Queryable, shopId: string): Promise<PackageLimits> {
    const now = this.clock.now();
    const row = await db
      .selectFrom('shop_subscriptions as s')
      .innerJoin('packages as p', 'p.id', 's.package_id')
      .select('p.limits')
      .where('s.shop_id', '=', shopId)
      .where('s.starts_at', '<=', now)
      .where((eb) => eb.or([eb('s.ends_at', 'is', null), eb('s.ends_at', '>', now)]))
      .orderBy('p.rank', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) return row.limits;
    const free = await db.selectFrom('packages').select('limits').where('id', '=', FREE_PACKAGE_ID).executeTakeFirst();
    return free?.limits ?? {};
  }

  async count(db: Queryable, shopId: string, feature: UsageFeature, timezone: string): Promise<number> {
    const period = usagePeriod(feature, this.clock.now(), timezone);
    const row = await db
      .selectFrom('usage_counters')
      .select('count')
      .where('shop_id', '=', shopId)
      .where('feature', '=', feature)
      .where('period', '=', period)
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  /** Throws 402 USAGE_LIMIT_REACHED { feature, limit } when the shop has used its limit. */
  async assertWithinLimit(db: Queryable, shopId: string, feature: UsageFeature, timezone: string): Promise<void> {
    const limit = (await this.limits(db, shopId))[feature];
    if (limit === undefined || limit === null) return;
    const used = await this.count(db, shopId, feature, timezone);
    if (used >= limit) throw new AppError('USAGE_LIMIT_REACHED', { feature, limit });
  }

  /**
   * Adds `delta` (may be negative, never below zero) to the shop's counter of the current period.
   * `timezone`: the shop's, when the caller has it (else it is read).
   */
  async record(db: Queryable, shopId: string, feature: UsageFeature, delta = 1, timezone?: string): Promise<void> {
    let tz = timezone;
    if (tz === undefined) {
      const shop = await db.selectFrom('shops').select('timezone').where('id', '=', shopId).executeTakeFirst();
      if (!shop) return;
      tz = shop.timezone;
    }
    const period = usagePeriod(feature, this.clock.now(), tz);
    await db
      .insertInto('usage_counters')
      .values({ shop_id: shopId, feature, period, count: Math.max(0, delta) })
      .onConflict((oc) =>
        oc.columns(['shop_id', 'feature', 'period']).doUpdateSet({
          count: sql<number>`GREATEST(0, usage_counters.count + ${delta})`,
        }),
      )
      .execute();
  }
}

/** True when a create with this client id was already handled in the shop (a retry, not new use). */
async function isReplay(db: Db, shopId: string, body: unknown): Promise<boolean> {
  const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  if (typeof id !== 'string') return false;
  const row = await db.selectFrom('idempotency_keys').select('id').where('scope', '=', shopId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Enforces `config.usage` on routes. A retry of a create that already happened is let through
 * (it answers 200 with the existing record and is not counted), even when the limit is reached.
 * Two new creates racing at the last free unit may both pass: the limit is a plan boundary,
 * not a ledger invariant.
 */
export function registerUsageHooks(app: FastifyInstance, db: Db, usage: Usage): void {
  app.addHook('preHandler', async (request) => {
    const feature = request.routeOptions.config.usage;
    if (!feature) return;
    const shop = requireShop(request);
    if (await isReplay(db, shop.id, request.body)) return;
    await usage.assertWithinLimit(db, shop.id, feature, shop.timezone);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const feature = request.routeOptions.config.usage;
    if (!feature || reply.statusCode !== 201 || !request.shop) return payload;
    try {
      await usage.record(db, request.shop.id, feature, 1, request.shop.timezone);
    } catch (err) {
      request.log.error({ err, feature }, 'usage counter not updated');
    }
    return payload;
  });
}
