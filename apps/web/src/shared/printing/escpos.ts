/**
 * The bytes an ESC/POS printer takes for a drawn receipt: the image as raster commands (GS v 0),
 * made by @point-of-sale/receipt-printer-encoder, with the drawer kick before and the cut after.
 * `readEscPos` reads such bytes back — the preview shows the image the bytes carry, and the tests
 * compare it with the drawn one.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { bitmapPixels, type Bitmap } from './mono';

export interface PrintOptions {
  /** Printed one after another, each cut off (1–5). */
  copies: number;
  /** Kick the cash drawer (pin 2) before printing. */
  drawer: boolean;
  /** Cut the paper after each copy (otherwise fed out to tear). */
  cut: boolean;
}

/** Lines fed after a receipt so its end clears the cutter or the tear bar. */
const FEED_LINES = 4;

/** The encoder as every print here uses it: ESC/POS, images as raster, no feeds of its own. */
const encoder = () => new ReceiptPrinterEncoder({ language: 'esc-pos', imageMode: 'raster', newline: '\n', feedAfterBlock: false });

export function encodeEscPos(b: Bitmap, o: PrintOptions): Uint8Array {
  const enc = encoder();
  enc.initialize();
  if (o.drawer) enc.pulse();
  const copies = Math.min(5, Math.max(1, Math.trunc(o.copies)));
  const image = { data: bitmapPixels(b), width: b.width, height: b.height };
  for (let i = 0; i < copies; i++) {
    // already black and white: the threshold only reads the dots back
    enc.image(image, b.width, b.height, 'threshold', 128);
    enc.newline(FEED_LINES);
    if (o.cut) enc.cut('partial');
  }
  return enc.encode();
}

/**
 * Labels on a label roll: each image right after the other, as long as its label (the roll's
 * gaps keep them apart), nothing fed between; cut at the end if asked.
 */
export function encodeLabels(labels: readonly Bitmap[], o: { cut: boolean }): Uint8Array {
  const enc = encoder();
  enc.initialize();
  const cache = new Map<Bitmap, { data: Uint8ClampedArray; width: number; height: number }>();
  for (const b of labels) {
    let image = cache.get(b);
    if (!image) cache.set(b, (image = { data: bitmapPixels(b), width: b.width, height: b.height }));
    enc.image(image, b.width, b.height, 'threshold', 128);
  }
  if (o.cut) enc.cut('partial');
  return enc.encode();
}

export type EscPosCommand = 'init' | 'drawer' | 'image' | 'feed' | 'cut' | 'setting';

export interface ReadBack {
  /** Each image: consecutive raster commands, joined (its height padded to 8 dots). */
  images: Bitmap[];
  /** The commands in order, runs of the same merged ("image" for a copy's chunks, "feed" for its newlines). */
  commands: EscPosCommand[];
}

class EscPosReadError extends Error {}

/** Reads ESC/POS bytes as the printer would: images from GS v 0, drawer kicks, feeds and cuts. Unknown commands throw. */
export function readEscPos(bytes: Uint8Array): ReadBack {
  const images: Bitmap[] = [];
  const commands: EscPosCommand[] = [];
  let rows: { width: number; dots: Uint8Array }[] = [];
  const flush = () => {
    if (!rows.length) return;
    const width = rows[0]!.width;
    if (rows.some((r) => r.width !== width)) throw new EscPosReadError('raster chunks of different widths');
    const height = rows.reduce((a, r) => a + r.dots.length / width, 0);
    const dots = new Uint8Array(width * height);
    let at = 0;
    for (const r of rows) {
      dots.set(r.dots, at);
      at += r.dots.length;
    }
    images.push({ width, height, dots });
    rows = [];
  };
  const push = (c: EscPosCommand) => {
    if (c !== 'image') flush();
    if (commands.at(-1) !== c || c === 'drawer' || c === 'cut' || c === 'init') commands.push(c);
  };
  let i = 0;
  const need = (n: number) => {
    if (i + n > bytes.length) throw new EscPosReadError(`command cut short at byte ${i}`);
  };
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === 0x0a || b === 0x0d) {
      push('feed');
      i++;
    } else if (b === 0x1b) {
      need(2);
      const c = bytes[i + 1]!;
      if (c === 0x40) {
        push('init');
        i += 2;
      } else if (c === 0x70) {
        need(5);
        push('drawer');
        i += 5;
      } else if (c === 0x64 || c === 0x4a) {
        push('feed');
        i += 3;
      } else if (c === 0x4d || c === 0x74 || c === 0x33 || c === 0x61 || c === 0x21 || c === 0x45 || c === 0x2d) {
        push('setting');
        i += 3;
      } else if (c === 0x32) {
        push('setting');
        i += 2;
      } else throw new EscPosReadError(`unknown command ESC 0x${c.toString(16)} at byte ${i}`);
    } else if (b === 0x1c && bytes[i + 1] === 0x2e) {
      push('setting');
      i += 2;
    } else if (b === 0x1d) {
      need(2);
      const c = bytes[i + 1]!;
      if (c === 0x76 && bytes[i + 2] === 0x30) {
        need(8);
        const xBytes = bytes[i + 4]! | (bytes[i + 5]! << 8);
        const h = bytes[i + 6]! | (bytes[i + 7]! << 8);
        const width = xBytes * 8;
        need(8 + xBytes * h);
        const dots = new Uint8Array(width * h);
        for (let y = 0; y < h; y++)
          for (let xb = 0; xb < xBytes; xb++) {
            const v = bytes[i + 8 + y * xBytes + xb]!;
            for (let bit = 0; bit < 8; bit++) dots[y * width + xb * 8 + bit] = (v >> (7 - bit)) & 1;
          }
        rows.push({ width, dots });
        push('image');
        i += 8 + xBytes * h;
      } else if (c === 0x56) {
        need(3);
        const m = bytes[i + 2]!;
        push('cut');
        i += m === 0x41 || m === 0x42 ? 4 : 3;
      } else throw new EscPosReadError(`unknown command GS 0x${c.toString(16)} at byte ${i}`);
    } else throw new EscPosReadError(`unknown byte 0x${b.toString(16)} at ${i}`);
  }
  flush();
  return { images, commands };
}
