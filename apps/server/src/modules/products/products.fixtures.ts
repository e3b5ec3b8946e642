/** Test helpers of the product tests: a shop with its owner, product bodies, calls. */
import { ulid } from '@dokani/core';
import type { TestApp } from '../../test/app.ts';
import { api } from '../../test/shop.ts';
import type { ShopFixture } from '../../test/shop.ts';

export { api, ownerWithShop } from '../../test/shop.ts';
export type { ShopFixture } from '../../test/shop.ts';

export function productBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: ulid(), name: 'মিনিকেট চাল', unit: 'kg', purchasePrice: '60', sellPrice: '65.50', ...overrides };
}

export async function addProduct(t: TestApp, s: ShopFixture, overrides: Record<string, unknown> = {}) {
  const r = await api(t, s)('POST', '/products', productBody(overrides));
  if (r.statusCode !== 201) throw new Error(`create product ${r.statusCode}: ${r.body}`);
  return r.json<{ id: string; name: string; barcode: string | null }>();
}

export async function productCount(t: TestApp, shopId: string): Promise<number> {
  const r = await t.db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Makes `userId` a member of the shop with a role of these features. */
export async function addMember(t: TestApp, shopId: string, userId: string, features: string[]): Promise<void> {
  const at = t.clock.now();
  const roleId = ulid();
  await t.db
    .insertInto('roles')
    .values({ shop_id: shopId, id: roleId, name: `role ${features.join('+')}`, features, created_at: at, updated_at: at })
    .execute();
  await t.db
    .insertInto('shop_members')
    .values({ shop_id: shopId, id: userId, user_id: userId, is_owner: false, role_id: roleId, created_at: at })
    .execute();
}
