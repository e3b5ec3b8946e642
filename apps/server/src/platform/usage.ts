/**
 * Usage limits (docs/PRODUCT.md "Subscriptions and usage limits"). A route declares `config.usage`;
 * before its handler the unit is taken: the shop's counter for the current period goes up by one
 * only while it is below the package's limit (one conditional upsert, so a burst of creates at the
 * last free unit lets exactly one through), and is given back when the answer is not a 201.
 * A shop without a limit on the feature is counted after its 201 instead (nothing to hold); the
 * auth hook read its package's limits with the session, so such a create reads nothing here.
 * Monthly features count per calendar month in the shop's timezone; the others count totals.
 * Modules that count inside their own transaction call `usage.take(trx, …)` (refuses over the
 * limit; the row lock holds racing transactions apart) or `usage.record` (gives back, e.g. on a
 * delete). A sale or purchase counts its unit with the invoice unless the hook already took it
 * (`request.usageTaken`), and says so by setting `request.usageCounted`.
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
import { precompiled, precompiledWrite } from './db/precompiled.ts';
import type { WriteBatch } from './db/batch.ts';
import { AppError } from './errors.ts';
import { requireShop } from './auth/index.ts';
import { freeLimitsQuery, limitsOf, liveLimitsAt } from './package-limits.ts';

export function usagePeriod(feature: UsageFeature, now: Date, timezone: string): string {
  return MONTHLY_USAGE_FEATURES.includes(feature) ? localDate(now, timezone).slice(0, 7) : 'all';
}

function usedIn(eb: ExpressionBuilder<Database, never>, shopId: string, feature: string, period: string) {
  return eb
    .selectFrom('usage_counters')
    .select('count')
    .where('shop_id', '=', shopId)
    .where('feature', '=', feature)
    .where('period', '=', period);
}

interface StandingValues {
  shopId: string;
  feature: string;
  period: string;
}

/** Built once (every limited create runs one): the use so far and, for a create with a client id, whether it happened already. */
const standingOf = precompiled((db, v: StandingValues) =>
  db.selectNoFrom((eb) => [usedIn(eb, v.shopId, v.feature, v.period).as('used'), sql<boolean>`false`.as('replay')]),
);
const standingOfCreate = precompiled((db, v: StandingValues & { createId: string }) =>
  db.selectNoFrom((eb) => [
    usedIn(eb, v.shopId, v.feature, v.period).as('used'),
    eb.exists(eb.selectFrom('idempotency_keys').select('id').where('scope', '=', v.shopId).where('id', '=', v.createId)).as('replay'),
  ]),
);

export class Usage {
  constructor(private readonly clock: Clock) {}

  /** The limits of the shop's current package (Free when no live subscription). */
  async limits(db: Queryable, shopId: string): Promise<PackageLimits> {
    const row = await db
      .selectNoFrom((eb) => [liveLimitsAt(eb, shopId, this.clock.now()).as('limits'), freeLimitsQuery(eb).as('free_limits')])
      .executeTakeFirstOrThrow();
    return limitsOf(row);
  }

  async count(db: Queryable, shopId: string, feature: UsageFeature, timezone: string): Promise<number> {
    const period = usagePeriod(feature, this.clock.now(), timezone);
    const row = await db.selectNoFrom((eb) => [usedIn(eb, shopId, feature, period).as('used')]).executeTakeFirstOrThrow();
    return row.used ?? 0;
  }

  /**
   * Where the shop stands on a limited feature, in one read: what it has used this period and —
   * when `createId` is given — whether a create with that client id already happened. The limit
   * is the caller's (read with the session).
   */
  async standing(
    db: Queryable,
    shopId: string,
    feature: UsageFeature,
    timezone: string,
    createId?: string,
  ): Promise<{ used: number; replay: boolean }> {
    const values = { shopId, feature, period: usagePeriod(feature, this.clock.now(), timezone) };
    const [row] = createId === undefined ? await standingOf(db, values) : await standingOfCreate(db, { ...values, createId });
    if (!row) throw new Error('usage: the standing read returned no row');
    return { used: row.used ?? 0, replay: Boolean(row.replay) };
  }

  /**
   * Takes `delta` units of a feature inside the caller's transaction: refuses 402
   * USAGE_LIMIT_REACHED when they would pass the limit. The counter row stays locked until the
   * transaction ends, so racing takers are judged one after the other.
   */
  async take(db: Queryable, shopId: string, feature: UsageFeature, timezone: string, delta = 1): Promise<void> {
    const limit = (await this.limits(db, shopId))[feature] ?? null;
    if (!(await this.takeWithin(db, shopId, feature, timezone, limit, delta)))
      throw new AppError('USAGE_LIMIT_REACHED', { feature, limit: limit ?? 0 });
  }

  /** Adds `delta` to the counter if the result stays within `limit` (null: always); false when it would not. */
  async takeWithin(
    db: Queryable,
    shopId: string,
    feature: UsageFeature,
    timezone: string,
    limit: number | null,
    delta = 1,
  ): Promise<boolean> {
    if (limit === null) {
      await this.record(db, shopId, feature, delta, timezone);
      return true;
    }
    if (delta > limit) return false;
    const period = usagePeriod(feature, this.clock.now(), timezone);
    const row = await db
      .insertInto('usage_counters')
      .values({ shop_id: shopId, feature, period, count: delta })
      .onConflict((oc) =>
        oc
          .columns(['shop_id', 'feature', 'period'])
          .doUpdateSet({ count: sql<number>`usage_counters.count + ${delta}` })
          .where('usage_counters.count', '<=', limit - delta),
      )
      .returning('count')
      .executeTakeFirst();
    return row !== undefined;
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
    await write(addUse(db, { shopId, feature, period, count: Math.max(0, delta), delta }), batch);
  }
}

/** Built once (every create counts one): `delta` more (never below zero) on the period's counter. */
const addUse = precompiledWrite((db, v: { shopId: string; feature: string; period: string; count: number; delta: number }) =>
  db
    .insertInto('usage_counters')
    .values({ shop_id: v.shopId, feature: v.feature, period: v.period, count: v.count })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'feature', 'period']).doUpdateSet({
        count: sql<number>`GREATEST(0, usage_counters.count + ${v.delta})`,
      }),
    ),
);

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
 * Otherwise a limited feature's unit is taken before the handler and given back unless the answer
 * is a 201; an unlimited one is counted after a 201 (unless the handler counted it itself).
 */
export function registerUsageHooks(app: FastifyInstance, db: Db, usage: Usage): void {
  app.decorateRequest('usageCounted', false);
  app.decorateRequest('usageTaken', false);
  app.addHook('preHandler', async (request) => {
    const feature = request.routeOptions.config.usage;
    if (!feature) return;
    const shop = requireShop(request);
    // The package's limits came with the session (auth hook): an unlimited feature reads nothing more.
    const limit = (shop.limits ?? (await usage.limits(db, shop.id)))[feature] ?? null;
    if (limit === null) return;
    // One read: the use so far, and whether this is a retry of a create already made.
    const standing = await usage.standing(db, shop.id, feature, shop.timezone, createIdOf(request.body));
    if (standing.replay) return;
    refuseOverLimit(feature, { limit, used: standing.used });
    if (!(await usage.takeWithin(db, shop.id, feature, shop.timezone, limit))) refuseOverLimit(feature, { limit, used: limit });
    request.usageTaken = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const feature = request.routeOptions.config.usage;
    if (!feature || !request.shop) return payload;
    const created = reply.statusCode === 201;
    // Taken and created: counted. Taken and not created: given back. Not taken: counted on a 201.
    const delta = request.usageTaken ? (created ? 0 : -1) : created && !request.usageCounted ? 1 : 0;
    if (delta === 0) return payload;
    try {
      await usage.record(db, request.shop.id, feature, delta, request.shop.timezone);
    } catch (err) {
      request.log.error({ err, feature }, 'usage counter not updated');
    }
    return payload;
  });
}
