/** Queries of shops and their membership. Every function takes the shop id first where there is one. */
import type { FeatureKey } from '@dokani/contracts';
import { sql } from 'kysely';
import { memberFeatures } from '../../platform/auth/membership.ts';
import type { Queryable, ShopRow } from '../../platform/db/schema.ts';

export interface ShopWithRole extends ShopRow {
  role: string;
  /** What the user may do in this shop (the owner: everything). */
  features: readonly FeatureKey[];
}

export interface ShopFields {
  name: string;
  shopType: string;
  address: string | null;
  phone: string | null;
  publicPhone: string | null;
  divisionId: string | null;
  districtId: string | null;
  areaId: string | null;
}

export async function insertShop(db: Queryable, shopId: string, ownerId: string, f: ShopFields, at: Date): Promise<void> {
  await db
    .insertInto('shops')
    .values({
      id: shopId,
      name: f.name,
      shop_type: f.shopType,
      address: f.address,
      phone: f.phone,
      public_phone: f.publicPhone,
      division_id: f.divisionId,
      district_id: f.districtId,
      area_id: f.areaId,
      logo_url: null,
      owner_user_id: ownerId,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('shop_members')
    .values({ shop_id: shopId, id: ownerId, user_id: ownerId, is_owner: true, role_id: null, created_at: at })
    .execute();
  await db.insertInto('shop_settings').values({ shop_id: shopId, updated_at: at }).execute();
}

export async function insertSubscription(
  db: Queryable,
  shopId: string,
  s: { id: string; packageId: string; period: string | null; startsAt: Date; endsAt: Date | null },
): Promise<void> {
  await db
    .insertInto('shop_subscriptions')
    .values({
      shop_id: shopId,
      id: s.id,
      package_id: s.packageId,
      period: s.period,
      starts_at: s.startsAt,
      ends_at: s.endsAt,
      created_at: s.startsAt,
    })
    .execute();
}

function shopsOfUser(db: Queryable, userId: string) {
  return db
    .selectFrom('shops as s')
    .innerJoin('shop_members as m', 'm.shop_id', 's.id')
    .leftJoin('roles as r', (j) => j.onRef('r.shop_id', '=', 'm.shop_id').onRef('r.id', '=', 'm.role_id'))
    .selectAll('s')
    .select(['m.is_owner', sql<string | null>`coalesce(r.name, r.default_key)`.as('role_name'), 'r.features'])
    .where('m.user_id', '=', userId);
}

type Joined = ShopRow & { is_owner: boolean; role_name: string | null; features: string[] | null };
const withRole = ({ is_owner, role_name, features, ...shop }: Joined): ShopWithRole => ({
  ...shop,
  role: is_owner ? 'owner' : (role_name ?? ''),
  features: memberFeatures(is_owner, features),
});

export async function findShopOfUser(db: Queryable, shopId: string, userId: string): Promise<ShopWithRole | null> {
  const row = await shopsOfUser(db, userId).where('s.id', '=', shopId).executeTakeFirst();
  return row ? withRole(row) : null;
}

export async function listShopsOfUser(db: Queryable, userId: string): Promise<ShopWithRole[]> {
  const rows = await shopsOfUser(db, userId).orderBy('s.created_at', 'asc').orderBy('s.id', 'asc').execute();
  return rows.map(withRole);
}

export interface ShopPatch {
  name?: string;
  shopType?: string;
  address?: string | null;
  phone?: string | null;
  publicPhone?: string | null;
  divisionId?: string | null;
  districtId?: string | null;
  areaId?: string | null;
  onlineSell?: boolean;
}

export async function updateShop(db: Queryable, shopId: string, p: ShopPatch, at: Date): Promise<void> {
  await db
    .updateTable('shops')
    .set({
      name: p.name,
      shop_type: p.shopType,
      address: p.address,
      phone: p.phone,
      public_phone: p.publicPhone,
      division_id: p.divisionId,
      district_id: p.districtId,
      area_id: p.areaId,
      online_sell: p.onlineSell,
      updated_at: at,
    })
    .where('id', '=', shopId)
    .execute();
}

/** The shop's logo address, with the row locked for the rest of the transaction; undefined for no such shop. */
export async function lockShopLogo(db: Queryable, shopId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('shops').select('logo_url').where('id', '=', shopId).forUpdate().executeTakeFirst();
  return row ? row.logo_url : undefined;
}

export async function setShopLogo(db: Queryable, shopId: string, logoUrl: string | null, at: Date): Promise<void> {
  await db.updateTable('shops').set({ logo_url: logoUrl, updated_at: at }).where('id', '=', shopId).execute();
}
