/**
 * The store's app icons (192 and 512 px PNG, for its manifest): the shop's logo on a white square
 * when it has one, else a shopping bag in the theme's colour.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { storedNameOfUrl, storedPath } from '../../platform/files.ts';
import type { StoreView } from '../online-shop/index.ts';
import { themeColor } from './style.ts';

const bag = (colour: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${colour}"/>` +
  '<path d="M30 38h40l-3 40H33z" fill="#fff"/><path d="M40 40v-8a10 10 0 0 1 20 0v8" fill="none" stroke="#fff" stroke-width="5"/></svg>';

export async function storeIcon(dataDir: string, view: StoreView, size: number): Promise<Buffer> {
  const name = storedNameOfUrl(view.store.logoUrl, view.shopId);
  const path = name ? storedPath(dataDir, name) : null;
  if (path) {
    try {
      const logo = await readFile(path);
      const inner = Math.round(size * 0.8);
      const fitted = await sharp(logo)
        .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
      return await sharp({ create: { width: size, height: size, channels: 3, background: '#ffffff' } })
        .composite([{ input: fitted, gravity: 'center' }])
        .png()
        .toBuffer();
    } catch {
      // A logo file that is gone or unreadable: the drawn icon instead.
    }
  }
  return sharp(Buffer.from(bag(themeColor(view.store.themeId))))
    .resize(size, size)
    .png()
    .toBuffer();
}
