/**
 * DEMO=1: on first start, a demo account (01700000000, PIN 12345) owning a grocery shop in Savar,
 * Dhaka. Runs once: nothing happens when the demo user exists. Modules that come later add their
 * demo data (products, contacts, sales…) at the end of the transaction below, after the shop.
 */
import { districts, divisions, ulid, upazilas } from '@dokani/core';
import type { AppDeps } from '../platform/deps.ts';
import { hashSecret } from '../platform/hashing.ts';
import { insertUser } from '../modules/auth/index.ts';
import { createShopIn } from '../modules/shops/index.ts';

export const DEMO_MOBILE = '+8801700000000';
export const DEMO_PIN = '12345';
export const DEMO_NAME = 'রহিম উদ্দিন';
export const DEMO_SHOP_NAME = 'মায়ের দোয়া জেনারেল স্টোর';

function geoId(items: readonly { id: string; name: string; parentId?: string }[], name: string, parentId?: string): string {
  const item = items.find((i) => i.name === name && (parentId === undefined || i.parentId === parentId));
  if (!item) throw new Error(`demo seed: ${name} is not in the geo data`);
  return item.id;
}

/** Seeds the demo account and shop once; returns false when they already exist. */
export async function seedDemo(deps: AppDeps): Promise<boolean> {
  const exists = async (db: typeof deps.db) =>
    (await db.selectFrom('users').select('id').where('mobile', '=', DEMO_MOBILE).executeTakeFirst()) !== undefined;
  if (await exists(deps.db)) return false;
  const pinHash = await hashSecret(DEMO_PIN);
  const now = deps.clock.now();
  const divisionId = geoId(divisions, 'Dhaka');
  const districtId = geoId(districts, 'Dhaka', divisionId);
  const areaId = geoId(upazilas, 'Savar', districtId);
  return deps.db.transaction().execute(async (trx) => {
    if (await exists(trx)) return false;
    const user = { id: ulid(now.getTime()), mobile: DEMO_MOBILE, name: DEMO_NAME };
    await insertUser(trx, { ...user, pinHash, at: now });
    await createShopIn(
      trx,
      user,
      {
        id: ulid(now.getTime()),
        name: DEMO_SHOP_NAME,
        shopType: 'grocery',
        address: 'বাজার রোড, সাভার, ঢাকা',
        phone: '01700000000',
        publicPhone: '01700000000',
        divisionId,
        districtId,
        areaId,
      },
      now,
    );
    return true;
  });
}
