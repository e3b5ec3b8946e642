/**
 * The shop's logo (receipts, header, online shop): one image, fitted to 512 px and stored as WebP
 * under /media (transparency kept: WebP has an alpha channel). The new file is written before the
 * row changes (and removed again when that fails); the replaced or removed file goes after the commit.
 */
import type { Shop } from '@dokani/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { mediaUrl, newStoredName, removeStoredFiles, storeFile, storedNameOfUrl } from '../../platform/files.ts';
import { processImage } from '../../platform/images.ts';
import * as repo from './shops.repo.ts';
import { getShop } from './shops.service.ts';

/** A logo prints at most a few centimetres wide; 512 px is sharp on a phone and on paper. */
const LOGO_SIZE = [{ maxPx: 512, quality: 85 }] as const;

async function removeLogoFile(deps: AppDeps, shopId: string, url: string | null | undefined): Promise<void> {
  const name = storedNameOfUrl(url, shopId);
  if (name) await removeStoredFiles(deps.config.dataDir, [name], deps.logger);
}

export async function setShopLogo(deps: AppDeps, shop: ShopContext, user: AuthUser, upload: Buffer): Promise<Shop> {
  const [logo] = await processImage(upload, LOGO_SIZE);
  const name = newStoredName(shop.id, 'logo', '.webp');
  const { dataDir } = deps.config;
  let replaced: string | null;
  try {
    await storeFile(dataDir, name, logo.data);
    const now = deps.clock.now();
    replaced = await deps.db.transaction().execute(async (trx) => {
      const current = await repo.lockShopLogo(trx, shop.id);
      if (current === undefined) throw new AppError('NOT_FOUND');
      await repo.setShopLogo(trx, shop.id, mediaUrl(name), now);
      await writeAudit(trx, { shopId: shop.id, by: user, action: 'set-logo', entity: 'shop', entityId: shop.id, at: now });
      return current;
    });
  } catch (e) {
    await removeStoredFiles(dataDir, [name], deps.logger);
    throw e;
  }
  await removeLogoFile(deps, shop.id, replaced);
  return getShop(deps, shop, user);
}

/** Removes the logo (and its file when it was uploaded); a shop without a logo answers as it is. */
export async function removeShopLogo(deps: AppDeps, shop: ShopContext, user: AuthUser): Promise<Shop> {
  const now = deps.clock.now();
  const removed = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.lockShopLogo(trx, shop.id);
    if (current === undefined) throw new AppError('NOT_FOUND');
    if (current === null) return null;
    await repo.setShopLogo(trx, shop.id, null, now);
    await writeAudit(trx, { shopId: shop.id, by: user, action: 'remove-logo', entity: 'shop', entityId: shop.id, at: now });
    return current;
  });
  await removeLogoFile(deps, shop.id, removed);
  return getShop(deps, shop, user);
}
