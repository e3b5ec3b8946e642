/**
 * Product photos as stored: any JPG / PNG / WebP / GIF / AVIF / HEIF the owner picks is decoded,
 * turned upright (EXIF), scaled to fit 1024 px (and a 256 px thumbnail) and re-encoded as WebP,
 * so what is served is always a plain image of ours, never the uploaded bytes.
 */
import sharp from 'sharp';
import { AppError } from '../../platform/errors.ts';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
const FULL_PX = 1024;
const THUMB_PX = 256;
/** Decompression-bomb guard: 50 megapixels is far above any phone camera's photo. */
const MAX_INPUT_PIXELS = 50_000_000;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !FORMATS.has(meta.format)) throw new AppError('INVALID_IMAGE');
    const base = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const full = await base()
      .resize({ width: FULL_PX, height: FULL_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base()
      .resize({ width: THUMB_PX, height: THUMB_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('INVALID_IMAGE');
  }
}
