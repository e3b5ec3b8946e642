/** Who a user is in a shop: owner (every feature) or a member with a role's features. */
import { FEATURE_KEYS } from '@dokani/contracts';
import type { FeatureKey } from '@dokani/contracts';
import { sql } from 'kysely';
import { precompiled } from '../db/precompiled.ts';
import type { Db, PackageLimits, Queryable } from '../db/schema.ts';
import { freeLimitsQuery, limitsOf, liveLimitsAt } from '../package-limits.ts';
import { sha256 } from '../hashing.ts';
import { sessionOf } from './sessions.ts';
import type { SessionLookup } from './sessions.ts';
import type { ShopContext } from './types.ts';

const isFeature = (f: string): f is FeatureKey => (FEATURE_KEYS as readonly string[]).includes(f);

interface MemberRow {
  is_owner: boolean;
  role_name: string | null;
  features: string[] | null;
  timezone: string;
}

export async function findMembership(db: Db, shopId: string, userId: string): Promise<ShopContext | null> {
  const row = await db
    .selectFrom('shop_members as m')
    .innerJoin('shops as s', 's.id', 'm.shop_id')
    .leftJoin('roles as r', (j) => j.onRef('r.shop_id', '=', 'm.shop_id').onRef('r.id', '=', 'm.role_id'))
    .select(['m.is_owner', sql<string | null>`coalesce(r.name, r.default_key)`.as('role_name'), 'r.features', 's.timezone'])
    .where('m.shop_id', '=', shopId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  return row ? shopContext(shopId, row) : null;
}

function sessionInShopQuery(db: Queryable, v: { shopId: string; tokenHash: string }) {
  return db
    .selectFrom('sessions as se')
    .innerJoin('users as u', 'u.id', 'se.user_id')
    .leftJoin('shop_members as m', (j) => j.onRef('m.user_id', '=', 'se.user_id').on('m.shop_id', '=', v.shopId))
    .leftJoin('shops as s', 's.id', 'm.shop_id')
    .leftJoin('roles as r', (j) => j.onRef('r.shop_id', '=', 'm.shop_id').onRef('r.id', '=', 'm.role_id'))
    .select([
      'se.token_hash',
      'se.expires_at',
      'se.revoked_at',
      'u.id',
      'u.mobile',
      'u.name',
      'm.is_owner',
      sql<string | null>`coalesce(r.name, r.default_key)`.as('role_name'),
      'r.features',
      's.timezone',
    ])
    .where('se.token_hash', '=', v.tokenHash);
}

/** Built once (every shop request runs it): the session of a token hash with its user's membership of a shop. */
const sessionInShop = precompiled(sessionInShopQuery);

/** Built once (every usage-limited create runs it): the same, with the shop's package limits at `now`. */
const sessionInShopWithLimits = precompiled((db, v: { shopId: string; tokenHash: string; now: Date }) =>
  sessionInShopQuery(db, v).select([liveLimitsAt(db, v.shopId, v.now).as('limits'), freeLimitsQuery(db).as('free_limits')]),
);

/**
 * The session of a token and, in the same read, the user's membership of a shop (a shop route:
 * one round trip instead of two) — with `limitsAt`, also the shop's package limits at that time
 * (a usage-limited route: the usage hook needs no read of its own for an unlimited feature).
 * Null when the token has no session; `shop` null when the user is not a member.
 */
export async function findSessionInShop(
  db: Db,
  token: string,
  shopId: string,
  limitsAt?: Date,
): Promise<{ session: SessionLookup; shop: ShopContext | null } | null> {
  const tokenHash = sha256(token);
  let row: Awaited<ReturnType<typeof sessionInShop>>[number] | undefined;
  let limits: PackageLimits | undefined;
  if (limitsAt === undefined) [row] = await sessionInShop(db, { shopId, tokenHash });
  else {
    const [withLimits] = await sessionInShopWithLimits(db, { shopId, tokenHash, now: limitsAt });
    row = withLimits;
    if (withLimits) limits = limitsOf(withLimits);
  }
  if (!row) return null;
  const session = sessionOf(row);
  const { is_owner, timezone } = row;
  if (is_owner === null || timezone === null) return { session, shop: null };
  const shop = shopContext(shopId, { is_owner, timezone, role_name: row.role_name, features: row.features });
  if (limits) shop.limits = limits;
  return { session, shop };
}

/** What a member may do in a shop: the owner everything, anyone else their role's features. */
export function memberFeatures(isOwner: boolean, roleFeatures: readonly string[] | null): readonly FeatureKey[] {
  return isOwner ? FEATURE_KEYS : (roleFeatures ?? []).filter(isFeature);
}

function shopContext(shopId: string, row: MemberRow): ShopContext {
  return {
    id: shopId,
    role: row.is_owner ? 'owner' : (row.role_name ?? ''),
    isOwner: row.is_owner,
    features: memberFeatures(row.is_owner, row.features),
    timezone: row.timezone,
  };
}
