/**
 * The three roles every shop starts with (docs/PRODUCT.md "Staff access and roles"): the owner may
 * rename them, change their features or delete them when nobody holds them. Until renamed they are
 * named in the reader's language (`shop:role.ready.<key>`). The Cashier sells but neither voids nor
 * takes goods back (`sell-void`) and sees no cost or profit (`see-profit`); the Manager has both,
 * and everything else but the people, the package and the audit log.
 */
import { FEATURE_KEYS, READY_ROLES } from '@dokani/contracts';
import type { FeatureKey, ReadyRole } from '@dokani/contracts';
import { ulid } from '@dokani/core';
import type { Queryable } from '../../platform/db/schema.ts';

export const READY_ROLE_FEATURES: Record<ReadyRole, readonly FeatureKey[]> = {
  cashier: ['sell', 'contacts', 'shift'],
  // the audit log watches the staff too: it is the owner's until they give it to a role
  manager: FEATURE_KEYS.filter((f) => f !== 'access-management' && f !== 'subscriptions' && f !== 'audit'),
  accountant: ['reports', 'see-profit', 'expenses', 'dues', 'contacts', 'money'],
};

/** Adds the ready roles a shop does not have yet (a new shop; shops from before migration 0016). */
export async function addReadyRoles(db: Queryable, shopId: string, at: Date): Promise<void> {
  await db
    .insertInto('roles')
    .values(
      READY_ROLES.map((key, i) => ({
        shop_id: shopId,
        id: ulid(at.getTime() + i),
        name: null,
        default_key: key,
        features: [...READY_ROLE_FEATURES[key]],
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['shop_id', 'default_key']).doNothing())
    .execute();
}

/** Migration 0016's fill: every existing shop gets its ready roles. */
export async function addReadyRolesEverywhere(db: Queryable): Promise<void> {
  const shops = await db.selectFrom('shops').select(['id', 'created_at']).execute();
  // The roles are dated with their shop: they are its starting roles.
  for (const s of shops) await addReadyRoles(db, s.id, s.created_at);
}
