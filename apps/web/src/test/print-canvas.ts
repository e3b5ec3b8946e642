/**
 * A real canvas for the printing tests (happy-dom has none): @napi-rs/canvas (Skia, with text
 * shaping), with the very font files the app serves registered as "Noto Sans Bengali".
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { bitmapPixels, type Bitmap } from '@/shared/printing/mono';
import type { CreateCanvas } from '@/shared/printing/paint';

const require = createRequire(import.meta.url);
const files = join(dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')), 'files');
for (const subset of ['bengali', 'latin'])
  for (const weight of [400, 700])
    GlobalFonts.registerFromPath(join(files, `noto-sans-bengali-${subset}-${weight}-normal.woff2`), 'Noto Sans Bengali');

export const testCanvas: CreateCanvas = (w, h) => createCanvas(w, h) as unknown as ReturnType<CreateCanvas>;

/** A PNG of a canvas, for looking at while writing a test. */
export function pngOf(canvas: ReturnType<CreateCanvas>): Buffer {
  return (canvas as unknown as { toBuffer(m: 'image/png'): Buffer }).toBuffer('image/png');
}

/** A PNG of a black-and-white bitmap (what the head burns). */
export function bitmapPng(b: Bitmap): Buffer {
  const c = createCanvas(b.width, b.height);
  const ctx = c.getContext('2d');
  const img = ctx.createImageData(b.width, b.height);
  img.data.set(bitmapPixels(b));
  ctx.putImageData(img, 0, 0);
  return c.toBuffer('image/png');
}
