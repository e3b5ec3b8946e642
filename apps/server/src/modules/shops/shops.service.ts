/** Shops: create (idempotent by the client's id; the creator is the owner, on the Free package), read, update. */
import { DHAKA_TZ, geoProblems, ulid } from '@dokani/core';
import type { CreateShopBody, PatchShopBody, Shop, ShopType } from '@dokani/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { FREE_PACKAGE_ID } from '../../platform/package-limits.ts';
import { addReadyRoles } from '../access/index.ts';
import { addCashDrawer } from '../money/index.ts';
import * as repo from './shops.repo.ts';
import type { ShopWithRole } from './shops.repo.ts';

export function toShop(s: ShopWithRole): Shop {
  return {
    id: s.id,
    name: s.name,
    shopType: s.shop_type as ShopType,
    address: s.address,
    phone: s.phone,
    publicPhone: s.public_phone,
    divisionId: s.division_id,
    districtId: s.district_id,
    areaId: s.area_id,
    onlineSell: s.online_sell,
    logoUrl: s.logo_url,
    timezone: s.timezone,
    createdAt: s.created_at.toISOString(),
    role: s.role,
    features: [...s.features],
  };
}

const orNull = <T>(v: T | null | undefined): T | null => v ?? null;

function assertGeo(g: { divisionId: string | null; districtId: string | null; areaId: string | null }): void {
  const problems = geoProblems(g);
  if (problems) throw new AppError('VALIDATION_FAILED', problems);
}

async function loadShop(db: Queryable, shopId: string, userId: string): Promise<Shop> {
  const shop = await repo.findShopOfUser(db, shopId, userId);
  if (!shop) throw new AppError('NOT_FOUND');
  return toShop(shop);
}

/** Creates a shop inside the caller's transaction (also used by the demo seed). */
export async function createShopIn(
  trx: Queryable,
  user: AuthUser,
  body: CreateShopBody,
  now: Date,
): Promise<{ created: boolean; shop: Shop }> {
  const fields: repo.ShopFields = {
    name: body.name,
    shopType: body.shopType,
    address: orNull(body.address),
    phone: orNull(body.phone),
    publicPhone: orNull(body.publicPhone),
    divisionId: orNull(body.divisionId),
    districtId: orNull(body.districtId),
    areaId: orNull(body.areaId),
  };
  assertGeo(fields);
  const { created, value } = await createOnce(
    trx,
    { scope: 'global', resource: 'shop', id: body.id, body: { userId: user.id, ...fields }, at: now },
    async () => {
      await repo.insertShop(trx, body.id, user.id, fields, now);
      await addReadyRoles(trx, body.id, now);
      // a new shop keeps the time of Bangladesh (migration 0001's default) until its owner changes it
      await addCashDrawer(trx, { id: body.id, timezone: DHAKA_TZ }, now);
      await repo.insertSubscription(trx, body.id, {
        id: ulid(now.getTime()),
        packageId: FREE_PACKAGE_ID,
        period: null,
        startsAt: now,
        endsAt: null,
      });
      await writeAudit(trx, { shopId: body.id, by: user, action: 'create', entity: 'shop', entityId: body.id, at: now });
      return loadShop(trx, body.id, user.id);
    },
    () => loadShop(trx, body.id, user.id),
  );
  return { created, shop: value };
}

export function createShop(deps: AppDeps, user: AuthUser, body: CreateShopBody): Promise<{ created: boolean; shop: Shop }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute((trx) => createShopIn(trx, user, body, now));
}

export async function listShops(deps: AppDeps, user: AuthUser): Promise<Shop[]> {
  return (await repo.listShopsOfUser(deps.db, user.id)).map(toShop);
}

export function getShop(deps: AppDeps, shop: ShopContext, user: AuthUser): Promise<Shop> {
  return loadShop(deps.db, shop.id, user.id);
}

export async function patchShop(deps: AppDeps, shop: ShopContext, user: AuthUser, patch: PatchShopBody): Promise<Shop> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const current = await repo.findShopOfUser(trx, shop.id, user.id);
    if (!current) throw new AppError('NOT_FOUND');
    const pick = (v: string | null | undefined, cur: string | null) => (v === undefined ? cur : v);
    assertGeo({
      divisionId: pick(patch.divisionId, current.division_id),
      districtId: pick(patch.districtId, current.district_id),
      areaId: pick(patch.areaId, current.area_id),
    });
    await repo.updateShop(trx, shop.id, patch, now);
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'update',
      entity: 'shop',
      entityId: shop.id,
      details: { fields: Object.keys(patch) },
      at: now,
    });
    return loadShop(trx, shop.id, user.id);
  });
}
