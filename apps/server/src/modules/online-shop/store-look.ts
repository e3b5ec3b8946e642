/**
 * How the store looks beyond its texts: the banner (cut to 1920 × 560, with a 960 px copy for
 * phones) and the featured products shown first on its home page. The banner's new files are
 * written before the row changes (and removed again when that fails); replaced files go after
 * the commit, as for the shop's logo.
 */
import type { FeaturedProduct, OnlineShop } from '@dokani/contracts/online-shop';
import { BANNER_SIZE } from '@dokani/contracts/online-shop';
import { formatMoneyDecimal } from '@dokani/core';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { mediaUrl, newStoredName, removeStoredFiles, storeFile, storedNameOfUrl } from '../../platform/files.ts';
import { processImage } from '../../platform/images.ts';
import { getOnlineShop } from './online-shop.service.ts';

const BANNER = [
  { maxPx: BANNER_SIZE.width, quality: 80, cover: BANNER_SIZE },
  { maxPx: BANNER_SIZE.width / 2, quality: 78, cover: { width: BANNER_SIZE.width / 2, height: BANNER_SIZE.height / 2 } },
] as const;

/** The phone-sized copy of a banner: the same stored name with the suffix `bannersm`. */
export const smallBannerUrl = (url: string): string => url.replace(/-banner\.webp$/, '-bannersm.webp');

async function removeBannerFiles(deps: AppDeps, shopId: string, url: string | null): Promise<void> {
  if (!url) return;
  const names = [storedNameOfUrl(url, shopId), storedNameOfUrl(smallBannerUrl(url), shopId)].filter((n): n is string => n !== null);
  if (names.length > 0) await removeStoredFiles(deps.config.dataDir, names, deps.logger);
}

/** Locks the store's row (made when missing) and answers its banner's address. */
async function lockBanner(db: Queryable, shopId: string, now: Date): Promise<string | null> {
  await db
    .insertInto('online_shops')
    .values({ shop_id: shopId, social: '{}', seo: '{}', policies: '{}', updated_at: now })
    .onConflict((oc) => oc.column('shop_id').doNothing())
    .execute();
  const row = await db.selectFrom('online_shops').select('banner_url').where('shop_id', '=', shopId).forUpdate().executeTakeFirstOrThrow();
  return row.banner_url;
}

export async function setStoreBanner(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  upload: Buffer,
  origin: string,
): Promise<OnlineShop> {
  const [large, small] = await processImage(upload, BANNER);
  const name = newStoredName(shop.id, 'banner', '.webp');
  const smallName = name.replace(/-banner\.webp$/, '-bannersm.webp');
  const { dataDir } = deps.config;
  let replaced: string | null;
  try {
    await storeFile(dataDir, name, large.data);
    await storeFile(dataDir, smallName, small.data);
    const now = deps.clock.now();
    replaced = await deps.db.transaction().execute(async (trx) => {
      const current = await lockBanner(trx, shop.id, now);
      await trx
        .updateTable('online_shops')
        .set({ banner_url: mediaUrl(name), updated_at: now })
        .where('shop_id', '=', shop.id)
        .execute();
      await writeAudit(trx, { shopId: shop.id, by: user, action: 'set-banner', entity: 'online-shop', entityId: shop.id, at: now });
      return current;
    });
  } catch (e) {
    await removeStoredFiles(dataDir, [name, smallName], deps.logger);
    throw e;
  }
  await removeBannerFiles(deps, shop.id, replaced);
  return getOnlineShop(deps, shop, origin);
}

/** Removes the banner (and its files); a store without one answers as it is. */
export async function removeStoreBanner(deps: AppDeps, shop: ShopContext, user: AuthUser, origin: string): Promise<OnlineShop> {
  const now = deps.clock.now();
  const removed = await deps.db.transaction().execute(async (trx) => {
    const current = await lockBanner(trx, shop.id, now);
    if (current === null) return null;
    await trx.updateTable('online_shops').set({ banner_url: null, updated_at: now }).where('shop_id', '=', shop.id).execute();
    await writeAudit(trx, { shopId: shop.id, by: user, action: 'remove-banner', entity: 'online-shop', entityId: shop.id, at: now });
    return current;
  });
  await removeBannerFiles(deps, shop.id, removed);
  return getOnlineShop(deps, shop, origin);
}

// ─── Featured products ─────────────────────────────────────────────────────────────────────

/**
 * The store's featured products in the owner's order. With `forStore`, only those still on sale
 * online and active (what a visitor may see); the owner sees every one chosen.
 */
export async function featuredProducts(db: Queryable, shopId: string, forStore = false): Promise<(FeaturedProduct & { unit: string })[]> {
  let q = db
    .selectFrom('online_featured as f')
    .innerJoin('products as p', (j) => j.onRef('p.shop_id', '=', 'f.shop_id').onRef('p.id', '=', 'f.product_id'))
    .select(['p.id', 'p.name', 'p.unit', 'p.sell_price', 'p.current_stock', 'p.reserved', 'p.online_sale', 'p.status', 'f.position'])
    .where('f.shop_id', '=', shopId);
  if (forStore) q = q.where('p.online_sale', '=', true).where('p.status', '=', 'active');
  const rows = await q.orderBy('f.position').execute();
  const photos =
    rows.length === 0
      ? []
      : await db
          .selectFrom('product_photos')
          .select(['product_id', 'thumb_file', 'position', 'id'])
          .where('shop_id', '=', shopId)
          .where(
            'product_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('position')
          .orderBy('id')
          .execute();
  return rows.map((r) => {
    const photo = photos.find((ph) => ph.product_id === r.id);
    // The unit is the storefront page's (its cart steps by it); the API's answer leaves it out.
    return {
      id: r.id,
      name: r.name,
      unit: r.unit,
      price: formatMoneyDecimal(r.sell_price),
      thumbUrl: photo ? mediaUrl(photo.thumb_file) : null,
      inStock: r.current_stock - r.reserved > 0n,
    };
  });
}

/** Replaces the featured list: only the shop's own products, active and on sale online. */
export async function putFeatured(deps: AppDeps, shop: ShopContext, user: AuthUser, productIds: string[]): Promise<FeaturedProduct[]> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    await lockBanner(trx, shop.id, now);
    if (productIds.length > 0) {
      const ok = await trx
        .selectFrom('products')
        .select('id')
        .where('shop_id', '=', shop.id)
        .where('id', 'in', productIds)
        .where('online_sale', '=', true)
        .where('status', '=', 'active')
        .execute();
      const found = new Set(ok.map((r) => r.id));
      const bad = productIds.findIndex((id) => !found.has(id));
      if (bad >= 0) throw new AppError('VALIDATION_FAILED', { [`productIds.${bad}`]: 'validation.onlineShop.featuredUnavailable' });
    }
    await trx.deleteFrom('online_featured').where('shop_id', '=', shop.id).execute();
    if (productIds.length > 0)
      await trx
        .insertInto('online_featured')
        .values(productIds.map((id, i) => ({ shop_id: shop.id, product_id: id, position: i + 1 })))
        .execute();
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'set-featured',
      entity: 'online-shop',
      entityId: shop.id,
      details: { productIds },
      at: now,
    });
    return featuredProducts(trx, shop.id);
  });
}
