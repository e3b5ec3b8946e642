/**
 * From the painted canvas to the dots a thermal head burns: 1 bit a dot.
 *
 * Text is thresholded, not dithered: a dither scatters the grey edges of small Bangla letters
 * into noise and breaks the thin strokes of conjuncts and vowel signs, while a threshold a little
 * above the middle keeps each stroke whole and slightly bold. Pictures (the logo) are dithered
 * (Atkinson: it keeps contrast and leaves light areas clean, which suits a small logo).
 */

/** One byte a dot, 1 = black, row by row. */
export interface Bitmap {
  width: number;
  height: number;
  dots: Uint8Array;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Luminance at or below which a text dot prints black (0–255): above 128 so grey stroke edges stay. */
export const TEXT_THRESHOLD = 160;

interface Pixels {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

function luminance(data: Pixels['data'], i: number): number {
  // RGBA, with transparency over white paper
  const a = data[i + 3]! / 255;
  const l = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
  return l * a + 255 * (1 - a);
}

export function toBitmap(img: Pixels, pictures: readonly Rect[] = []): Bitmap {
  const { width, height, data } = img;
  const dots = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) dots[p] = luminance(data, p * 4) <= TEXT_THRESHOLD ? 1 : 0;
  for (const r of pictures) atkinson(img, dots, r);
  return { width, height, dots };
}

/** Atkinson error diffusion inside one rectangle (3/4 of the error spread to six neighbours). */
function atkinson(img: Pixels, dots: Uint8Array, r: Rect): void {
  const x0 = Math.max(0, Math.floor(r.x));
  const y0 = Math.max(0, Math.floor(r.y));
  const x1 = Math.min(img.width, Math.ceil(r.x + r.width));
  const y1 = Math.min(img.height, Math.ceil(r.y + r.height));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 0 || h <= 0) return;
  const grey = new Float32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) grey[y * w + x] = luminance(img.data, ((y0 + y) * img.width + x0 + x) * 4);
  const spread = [
    [1, 0],
    [2, 0],
    [-1, 1],
    [0, 1],
    [1, 1],
    [0, 2],
  ] as const;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const old = grey[y * w + x]!;
      const black = old < 128;
      dots[(y0 + y) * img.width + x0 + x] = black ? 1 : 0;
      const err = (old - (black ? 0 : 255)) / 8;
      for (const [dx, dy] of spread) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && nx < w && ny < h) grey[ny * w + nx]! += err;
      }
    }
  }
}

/** The bitmap as RGBA pixels (black dots on white), for the preview and the encoder. */
export function bitmapPixels(b: Bitmap): Uint8ClampedArray<ArrayBuffer> {
  const data = new Uint8ClampedArray(b.width * b.height * 4);
  for (let p = 0; p < b.dots.length; p++) {
    const v = b.dots[p] ? 0 : 255;
    data[p * 4] = v;
    data[p * 4 + 1] = v;
    data[p * 4 + 2] = v;
    data[p * 4 + 3] = 255;
  }
  return data;
}

/** Dots that differ between two bitmaps of the same size (-1 when the sizes differ). */
export function bitmapDiff(a: Bitmap, b: Bitmap): number {
  if (a.width !== b.width || a.height !== b.height) return -1;
  let n = 0;
  for (let p = 0; p < a.dots.length; p++) if (a.dots[p] !== b.dots[p]) n++;
  return n;
}

/** A part of a bitmap (clipped to it). */
export function crop(b: Bitmap, r: Rect): Bitmap {
  const x0 = Math.max(0, Math.floor(r.x));
  const y0 = Math.max(0, Math.floor(r.y));
  const width = Math.max(0, Math.min(b.width, Math.ceil(r.x + r.width)) - x0);
  const height = Math.max(0, Math.min(b.height, Math.ceil(r.y + r.height)) - y0);
  const dots = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) dots.set(b.dots.subarray((y0 + y) * b.width + x0, (y0 + y) * b.width + x0 + width), y * width);
  return { width, height, dots };
}
