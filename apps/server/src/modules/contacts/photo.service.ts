/**
 * A contact's photo: one image, resized to fit 512 px and stored as WebP under /media. The new file
 * is written before the row changes (and removed again when that fails); the replaced or removed
 * file goes after the commit.
 */
import type { Contact } from '@dokani/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { mediaUrl, newStoredName, removeStoredFiles, storeFile } from '../../platform/files.ts';
import { processImage } from '../../platform/images.ts';
import * as repo from './contacts.repo.ts';
import { loadContact, removeContactPhotoFile } from './contacts.service.ts';

/** Sharp enough for the contact page on a phone, small enough for a list of avatars. */
const CONTACT_PHOTO_SIZE = [{ maxPx: 512, quality: 80 }] as const;

export async function setContactPhoto(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  contactId: string,
  upload: Buffer,
): Promise<Contact> {
  // An unknown contact costs no image work.
  if (!(await repo.findContact(deps.db, shop.id, contactId))) throw new AppError('NOT_FOUND');
  const [photo] = await processImage(upload, CONTACT_PHOTO_SIZE);
  const name = newStoredName(shop.id, '', '.webp');
  const { dataDir } = deps.config;
  let result: { contact: Contact; replaced: string | null };
  try {
    await storeFile(dataDir, name, photo.data);
    const now = deps.clock.now();
    result = await deps.db.transaction().execute(async (trx) => {
      const current = await repo.findContact(trx, shop.id, contactId, true);
      if (!current) throw new AppError('NOT_FOUND');
      await repo.updateContact(trx, shop.id, contactId, { photo_url: mediaUrl(name), updated_at: now });
      await writeAudit(trx, { shopId: shop.id, by: user, action: 'set-photo', entity: 'contact', entityId: contactId, at: now });
      return { contact: await loadContact(trx, shop.id, contactId), replaced: current.photo_url };
    });
  } catch (e) {
    await removeStoredFiles(dataDir, [name], deps.logger);
    throw e;
  }
  await removeContactPhotoFile(deps, shop.id, result.replaced);
  return result.contact;
}

/** Removes the contact's photo (and its file when it was uploaded); a contact without a photo answers as it is. */
export async function removeContactPhoto(deps: AppDeps, shop: ShopContext, user: AuthUser, contactId: string): Promise<Contact> {
  const now = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.findContact(trx, shop.id, contactId, true);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.photo_url === null) return { contact: await loadContact(trx, shop.id, contactId), removed: null };
    await repo.updateContact(trx, shop.id, contactId, { photo_url: null, updated_at: now });
    await writeAudit(trx, { shopId: shop.id, by: user, action: 'remove-photo', entity: 'contact', entityId: contactId, at: now });
    return { contact: await loadContact(trx, shop.id, contactId), removed: current.photo_url };
  });
  await removeContactPhotoFile(deps, shop.id, result.removed);
  return result.contact;
}
