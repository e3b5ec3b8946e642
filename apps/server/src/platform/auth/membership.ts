/** Who a user is in a shop: owner (every feature) or a member with a role's features. */
import { FEATURE_KEYS } from '@dokani/contracts';
import type { FeatureKey } from '@dokani/contracts';
import type { Db } from '../db/schema.ts';
import type { ShopContext } from './types.ts';

const isFeature = (f: string): f is FeatureKey => (FEATURE_KEYS as readonly string[]).includes(f);

export async function findMembership(db: Db, shopId: string, userId: string): Promise<ShopContext | null> {
  const row = await db
    .selectFrom('shop_members as m')
    .innerJoin('shops as s', 's.id', 'm.shop_id')
    .leftJoin('roles as r', (j) => j.onRef('r.shop_id', '=', 'm.shop_id').onRef('r.id', '=', 'm.role_id'))
    .select(['m.is_owner', 'r.name as role_name', 'r.features', 's.timezone'])
    .where('m.shop_id', '=', shopId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.is_owner) {
    return { id: shopId, role: 'owner', isOwner: true, features: FEATURE_KEYS, timezone: row.timezone };
  }
  return {
    id: shopId,
    role: row.role_name ?? '',
    isOwner: false,
    features: (row.features ?? []).filter(isFeature),
    timezone: row.timezone,
  };
}
