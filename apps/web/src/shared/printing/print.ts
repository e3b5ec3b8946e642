/**
 * A print document to a thermal printer: drawn at the head's width with the app's Bangla font,
 * turned to black and white, encoded as ESC/POS and sent through the device's transport. The
 * preview is read back from the very bytes that are sent.
 *
 * Loaded with import() when a print is asked for: the encoder stays out of the pages' first load.
 */
import type { DevicePrinter } from './device';
import { fontsLoaded } from './fonts';
import { encodeEscPos, encodeLabels, readEscPos, type PrintOptions } from './escpos';
import { bitmapPixels, toBitmap, type Bitmap } from './mono';
import { domCanvas, HEAD_DOTS, paintDoc, type CreateCanvas, type PrintDoc, type PrintImage, type RollPaper } from './paint';
import { PrintError, transportOf } from './transports';

/** The document as the dots the head burns, `HEAD_DOTS[paper]` wide. */
export function drawForPrinter(doc: PrintDoc, paper: RollPaper, createCanvas: CreateCanvas = domCanvas): Bitmap {
  return drawDots(doc, HEAD_DOTS[paper], undefined, createCanvas);
}

/** The document as dots, `width` wide (and `height` high, for a label). */
export function drawDots(doc: PrintDoc, width: number, height?: number, createCanvas: CreateCanvas = domCanvas): Bitmap {
  const painted = paintDoc(doc, width, createCanvas, height);
  const ctx = painted.canvas.getContext('2d') as CanvasRenderingContext2D;
  return toBitmap(ctx.getImageData(0, 0, painted.width, painted.height), painted.pictures);
}

export interface PrintJob extends PrintOptions {
  doc: PrintDoc;
  paper: RollPaper;
}

export interface Prepared {
  bytes: Uint8Array;
  /** What the printer will burn, read back from `bytes` (first copy). */
  preview: Bitmap;
}

export async function preparePrint(job: PrintJob, createCanvas?: CreateCanvas): Promise<Prepared> {
  if (typeof document !== 'undefined') await fontsLoaded();
  const bytes = encodeEscPos(drawForPrinter(job.doc, job.paper, createCanvas), job);
  const preview = readEscPos(bytes).images[0];
  if (!preview) throw new PrintError('failed', 'nothing drawn');
  return { bytes, preview };
}

/** A label to print: its document, its size in dots, how many. */
export interface LabelJob {
  doc: PrintDoc;
  width: number;
  height: number;
  copies: number;
}

/** Labels for a label roll: each drawn once at its size, repeated for its copies; the bytes. */
export async function prepareLabels(jobs: readonly LabelJob[], createCanvas?: CreateCanvas): Promise<Uint8Array> {
  if (typeof document !== 'undefined') await fontsLoaded();
  const drawn = jobs.map((j) => ({ dots: drawDots(j.doc, j.width, j.height, createCanvas), copies: j.copies }));
  return encodeLabels(
    drawn.flatMap((d) => Array.from({ length: d.copies }, () => d.dots)),
    { cut: false },
  );
}

/** Sends a prepared print to the device's printer; throws a PrintError saying why it did not print. */
export async function sendToPrinter(printer: DevicePrinter, bytes: Uint8Array): Promise<void> {
  if (printer.method === 'dialog') throw new PrintError('unsupported', 'the print dialog takes no bytes');
  if (!printer.device) throw new PrintError('notChosen');
  await transportOf(printer.method).send(printer.device, bytes);
}

/** A bitmap as a PNG data URL (black dots on white), for the preview. */
export function bitmapUrl(b: Bitmap): string {
  const c = document.createElement('canvas');
  c.width = b.width;
  c.height = b.height;
  const ctx = c.getContext('2d');
  if (!ctx) return '';
  ctx.putImageData(new ImageData(bitmapPixels(b), b.width, b.height), 0, 0);
  return c.toDataURL('image/png');
}

/** The shop's logo, loaded for drawing (null when there is none or it does not load). */
export async function loadPrintImage(url: string | null | undefined): Promise<PrintImage | null> {
  if (!url) return null;
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight };
  } catch {
    return null;
  }
}
