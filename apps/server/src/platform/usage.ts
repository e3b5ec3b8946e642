/**
 * Usage limits (PRODUCT "Subscriptions and usage limits"). A route declares `config.usage`;
 * before its handler the shop's count for the current period is checked against its package,
 * and after a 201 (a new record, not a 200 replay) the count goes up by one.
 * Monthly features count per calendar month in the shop's timezone; the others count totals.
 * Modules that count inside their own transaction (e.g. a delete giving a unit back) call
 * `usage.record(trx, shopId, feature, delta)`; a route that declares `usage` is already counted
 * on its 201, so its create must not record the same unit again — unless it counts the unit in
 * its own transaction (a sale or purchase, with the rest of its writes) and says so by setting
 * `request.usageCounted`.
 */
import { MONTHLY_USAGE_FEATURES } from '@dokani/contracts';
import type { UsageFeature } from '@dokani/contracts';
import { localDate } from '@dokani/core';
import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { Database, Db, PackageLimits, Queryable } from './db/schema.ts';
import { write } from './db/batch.ts';
import type { WriteBatch } from './db/batch.ts';
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
    const row = await db
      .selectNoFrom((eb) => [this.liveLimits(eb, shopId).as('limits'), this.freeLimits(eb).as('free_limits')])
      .executeTakeFirstOrThrow();
    return row.limits ?? row.free_limits ?? {};
  }

  async count(db: Queryable, shopId: string, feature: UsageFeature, timezone: string): Promise<number> {
    const row = await db.selectNoFrom((eb) => [this.usedQuery(eb, shopId, feature, timezone).as('used')]).executeTakeFirstOrThrow();
    return row.used ?? 0;
  }

  /**
   * Where the shop stands on a feature, in one read: its limit (null: none), what it has used this
   * period, and — when `createId` is given — whether a create with that client id already happened.
   */
  async standing(
    db: Queryable,
    shopId: string,
    feature: UsageFeature,
    timezone: string,
    createId?: string,
  ): Promise<{ limit: number | null; used: number; replay: boolean }> {
    const row = await db
      .selectNoFrom((eb) => [
        this.liveLimits(eb, shopId).as('limits'),
        this.freeLimits(eb).as('free_limits'),
        this.usedQuery(eb, shopId, feature, timezone).as('used'),
        createId === undefined
          ? sql<boolean>`false`.as('replay')
          : eb.exists(eb.selectFrom('idempotency_keys').select('id').where('scope', '=', shopId).where('id', '=', createId)).as('replay'),
      ])
      .executeTakeFirstOrThrow();
    const limits = row.limits ?? row.free_limits ?? {};
    return { limit: limits[feature] ?? null, used: row.used ?? 0, replay: Boolean(row.replay) };
  }

  /** Throws 402 USAGE_LIMIT_REACHED { feature, limit } when the shop has used its limit. */
  async assertWithinLimit(db: Queryable, shopId: string, feature: UsageFeature, timezone: string): Promise<void> {
    refuseOverLimit(feature, await this.standing(db, shopId, feature, timezone));
  }

  private liveLimits(eb: ExpressionBuilder<Database, never>, shopId: string) {
    const now = this.clock.now();
    return eb
      .selectFrom('shop_subscriptions as s')
      .innerJoin('packages as p', 'p.id', 's.package_id')
      .select('p.limits')
      .where('s.shop_id', '=', shopId)
      .where('s.starts_at', '<=', now)
      .where((w) => w.or([w('s.ends_at', 'is', null), w('s.ends_at', '>', now)]))
      .orderBy('p.rank', 'desc')
      .limit(1);
  }

  private freeLimits(eb: ExpressionBuilder<Database, never>) {
    return eb.selectFrom('packages').select('limits').where('id', '=', FREE_PACKAGE_ID);
  }

  private usedQuery(eb: ExpressionBuilder<Database, never>, shopId: string, feature: UsageFeature, timezone: string) {
    return eb
      .selectFrom('usage_counters')
      .select('count')
      .where('shop_id', '=', shopId)
      .where('feature', '=', feature)
      .where('period', '=', usagePeriod(feature, this.clock.now(), timezone));
  }

  /**
   * Adds `delta` (may be negative, never below zero) to the shop's counter of the current period.
   * `timezone`: the shop's, when the caller has it (else it is read). With `batch`, the upsert is
   * added to it instead of being run at once.
   */
  async record(db: Queryable, shopId: string, feature: UsageFeature, delta = 1, timezone?: string, batch?: WriteBatch): Promise<void> {
    let tz = timezone;
    if (tz === undefined) {
      const shop = await db.selectFrom('shops').select('timezone').where('id', '=', shopId).executeTakeFirst();
      if (!shop) return;
      tz = shop.timezone;
    }
    const period = usagePeriod(feature, this.clock.now(), tz);
    await write(
      db
        .insertInto('usage_counters')
        .values({ shop_id: shopId, feature, period, count: Math.max(0, delta) })
        .onConflict((oc) =>
          oc.columns(['shop_id', 'feature', 'period']).doUpdateSet({
            count: sql<number>`GREATEST(0, usage_counters.count + ${delta})`,
          }),
        ),
      batch,
    );
  }
}

function refuseOverLimit(feature: UsageFeature, { limit, used }: { limit: number | null; used: number }): void {
  if (limit !== null && used >= limit) throw new AppError('USAGE_LIMIT_REACHED', { feature, limit });
}

/** The client id of a create's body, if it has one. */
function createIdOf(body: unknown): string | undefined {
  const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Enforces `config.usage` on routes. A retry of a create that already happened is let through
 * (it answers 200 with the existing record and is not counted), even when the limit is reached.
 * Two new creates racing at the last free unit may both pass: the limit is a plan boundary,
 * not a ledger invariant.
 */
export function registerUsageHooks(app: FastifyInstance, db: Db, usage: Usage): void {
  app.decorateRequest('usageCounted', false);
  app.addHook('preHandler', async (request) => {
    const feature = request.routeOptions.config.usage;
    if (!feature) return;
    const shop = requireShop(request);
    // One read: the limit, the use so far, and whether this is a retry of a create already made.
    const standing = await usage.standing(db, shop.id, feature, shop.timezone, createIdOf(request.body));
    if (!standing.replay) refuseOverLimit(feature, standing);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const feature = request.routeOptions.config.usage;
    if (!feature || reply.statusCode !== 201 || !request.shop || request.usageCounted) return payload;
    try {
      await usage.record(db, request.shop.id, feature, 1, request.shop.timezone);
    } catch (err) {
      request.log.error({ err, feature }, 'usage counter not updated');
    }
    return payload;
  });
}
