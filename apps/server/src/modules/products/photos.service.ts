/** Product photos: add (resized, at most 5), remove, reorder. Files are written before the row and removed after it. */
import { MAX_PRODUCT_PHOTOS } from '@dokani/contracts';
import type { Product } from '@dokani/contracts';
import { ulid } from '@dokani/core';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { newStoredName, removeStoredFiles, storeFile } from '../../platform/files.ts';
import { processImage } from '../../platform/images.ts';
import * as repo from './products.repo.ts';
import { loadProduct } from './products.service.ts';

/** A photo fitted to 1024 px, and a 256 px thumbnail for lists. */
const PHOTO_SIZES = [
  { maxPx: 1024, quality: 80 },
  { maxPx: 256, quality: 75 },
] as const;

async function photoCount(db: Queryable, shopId: string, productId: string): Promise<number> {
  return (await repo.photosOf(db, shopId, [productId])).length;
}

export async function addPhoto(deps: AppDeps, shop: ShopContext, user: AuthUser, productId: string, upload: Buffer): Promise<Product> {
  // Cheap checks first, so a sixth photo or an unknown product costs no image work.
  if (!(await repo.findProduct(deps.db, shop.id, productId))) throw new AppError('NOT_FOUND');
  if ((await photoCount(deps.db, shop.id, productId)) >= MAX_PRODUCT_PHOTOS)
    throw new AppError('TOO_MANY_PHOTOS', { max: MAX_PRODUCT_PHOTOS });
  const [full, thumb] = await processImage(upload, PHOTO_SIZES);
  const file = newStoredName(shop.id, '', '.webp');
  const thumbFile = newStoredName(shop.id, 't', '.webp');
  const { dataDir } = deps.config;
  try {
    await storeFile(dataDir, file, full.data);
    await storeFile(dataDir, thumbFile, thumb.data);
    const now = deps.clock.now();
    return await deps.db.transaction().execute(async (trx) => {
      // The product's row lock serialises uploads racing for the last free place.
      if (!(await repo.findProduct(trx, shop.id, productId, true))) throw new AppError('NOT_FOUND');
      const existing = await repo.photosOf(trx, shop.id, [productId]);
      if (existing.length >= MAX_PRODUCT_PHOTOS) throw new AppError('TOO_MANY_PHOTOS', { max: MAX_PRODUCT_PHOTOS });
      const position = existing.reduce((max, p) => Math.max(max, p.position), -1) + 1;
      const id = ulid(now.getTime());
      await trx
        .insertInto('product_photos')
        .values({
          shop_id: shop.id,
          product_id: productId,
          id,
          position,
          file,
          thumb_file: thumbFile,
          width: full.width,
          height: full.height,
          created_at: now,
        })
        .execute();
      await writeAudit(trx, {
        shopId: shop.id,
        by: user,
        action: 'add-photo',
        entity: 'product',
        entityId: productId,
        details: { photoId: id },
        at: now,
      });
      return loadProduct(trx, shop.id, productId);
    });
  } catch (e) {
    await removeStoredFiles(dataDir, [file, thumbFile], deps.logger);
    throw e;
  }
}

export async function deletePhoto(deps: AppDeps, shop: ShopContext, user: AuthUser, productId: string, photoId: string): Promise<void> {
  const now = deps.clock.now();
  const removed = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('product_photos')
      .where('shop_id', '=', shop.id)
      .where('product_id', '=', productId)
      .where('id', '=', photoId)
      .returning(['file', 'thumb_file'])
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'remove-photo',
      entity: 'product',
      entityId: productId,
      details: { photoId },
      at: now,
    });
    return row;
  });
  await removeStoredFiles(deps.config.dataDir, [removed.file, removed.thumb_file], deps.logger);
}

/** Puts the product's photos in the given order (every photo id once). */
export async function reorderPhotos(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  productId: string,
  order: readonly string[],
): Promise<Product> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.findProduct(trx, shop.id, productId, true))) throw new AppError('NOT_FOUND');
    const ids = (await repo.photosOf(trx, shop.id, [productId])).map((p) => p.id);
    const same = order.length === ids.length && new Set(order).size === order.length && order.every((id) => ids.includes(id));
    if (!same) throw new AppError('VALIDATION_FAILED', { order: 'validation.invalidValue' });
    for (const [position, id] of order.entries()) {
      await trx.updateTable('product_photos').set({ position }).where('shop_id', '=', shop.id).where('id', '=', id).execute();
    }
    await writeAudit(trx, { shopId: shop.id, by: user, action: 'reorder-photos', entity: 'product', entityId: productId, at: now });
    return loadProduct(trx, shop.id, productId);
  });
}
