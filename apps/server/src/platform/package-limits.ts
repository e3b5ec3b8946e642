/**
 * A shop's package limits (docs/PRODUCT.md "Subscriptions and usage limits"): those of its live
 * subscription of the highest rank, else the Free package's. A limit absent from `limits` means
 * unlimited. Read by the usage hooks (usage.ts) and, on a usage-limited route, with the session
 * (auth/membership.ts), so an unlimited feature costs no read of its own.
 */
import type { QueryCreator } from 'kysely';
import type { Database, PackageLimits } from './db/schema.ts';

/** Where a subquery is built: the database (or a transaction), or an expression builder's `selectFrom`. */
type From = Pick<QueryCreator<Database>, 'selectFrom'>;

export const FREE_PACKAGE_ID = 'free';

/** The limits of the shop's package live at `now` (the highest-ranked one). */
export function liveLimitsAt(eb: From, shopId: string, now: Date) {
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

export function freeLimitsQuery(eb: From) {
  return eb.selectFrom('packages').select('limits').where('id', '=', FREE_PACKAGE_ID);
}

/** The limits that apply, from a read of both columns: the live package's, else Free's. */
export function limitsOf(row: { limits: PackageLimits | null; free_limits: PackageLimits | null }): PackageLimits {
  return row.limits ?? row.free_limits ?? {};
}
