import type { TFunction } from 'i18next';
import { MAX_PRODUCT_PHOTOS } from '@dokani/contracts/constants';
import { formatNumber } from '@dokani/core/format';
import type { Language } from '@dokani/i18n';
import { MAX_PHOTO_MB, photoTypeOk, readyPhoto, type ReadyPhoto } from '@/shared/lib/photos';

export type { ReadyPhoto };

/**
 * Chosen files → the photos to upload (right type, made small enough, within the room left)
 * and a clear message for each one left out.
 */
export async function preparePhotos(
  files: readonly File[],
  already: number,
  t: TFunction,
  lang: Language,
): Promise<{ accepted: ReadyPhoto[]; problems: string[] }> {
  const accepted: ReadyPhoto[] = [];
  const problems: string[] = [];
  const max = formatNumber(MAX_PRODUCT_PHOTOS, lang);
  const mb = formatNumber(MAX_PHOTO_MB, lang);
  for (const file of files) {
    if (!photoTypeOk(file)) {
      problems.push(t('products:photos.typeError', { name: file.name }));
      continue;
    }
    if (already + accepted.length >= MAX_PRODUCT_PHOTOS) {
      problems.push(t('products:photos.tooMany', { name: file.name, max }));
      continue;
    }
    const ready = await readyPhoto(file);
    if (!ready) {
      problems.push(t('products:photos.sizeError', { name: file.name, mb }));
      continue;
    }
    accepted.push(ready);
  }
  return { accepted, problems };
}
