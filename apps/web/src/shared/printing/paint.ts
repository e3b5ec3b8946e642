/**
 * A print document — the receipt, a test print, a barcode label — drawn to a canvas as wide as
 * the printer's head (58 mm paper: 384 dots, 80 mm: 576 dots at 203 dpi), with the app's own
 * Bangla font, so a thermal printer without a Bangla code page prints it as an image.
 *
 * The canvas comes from the caller (the browser's, or a canvas library's in the unit tests): the
 * painter only uses the 2D context's text and image calls, shaping is the canvas's.
 */

/** The print head's width in dots, by paper (203 dpi: 48 mm printable on 58 mm, 72 mm on 80 mm). */
export const HEAD_DOTS = { '58': 384, '80': 576 } as const;
export type RollPaper = keyof typeof HEAD_DOTS;

export function isRollPaper(p: unknown): p is RollPaper {
  return p === '58' || p === '80';
}

/** The family the app's stylesheet loads (@fontsource/noto-sans-bengali: Bangla and Latin subsets). */
export const PRINT_FONT = '"Noto Sans Bengali", sans-serif';

export type TextSize = 'tiny' | 'small' | 'normal' | 'large';
/** Font sizes in dots: 24 dots ≈ 3 mm, the smallest Bangla a cheap head prints with its conjuncts whole. */
const SIZE_DOTS: Record<TextSize, number> = { tiny: 18, small: 22, normal: 25, large: 34 };
const LINE_GAP = 1.32;

export interface PrintImage {
  /** Something the canvas can draw (an <img>, an ImageBitmap, a canvas). */
  source: unknown;
  width: number;
  height: number;
}

export type PrintBlock =
  /** `maxLines`: the text is cut there (with an ellipsis), for a label of fixed size. */
  | { kind: 'text'; text: string; align?: 'left' | 'center' | 'right'; size?: TextSize; bold?: boolean; maxLines?: number }
  /** A label on the left, a value on the right (the value never wraps; the label does). */
  | { kind: 'pair'; left: string; right: string; size?: TextSize; bold?: boolean }
  | { kind: 'rule'; style?: 'solid' | 'dashed' }
  | { kind: 'gap'; dots: number }
  /**
   * Drawn centred at most `maxDots` wide; its area is dithered, not thresholded — unless `crisp`
   * (a barcode drawn at its exact size in black and white: no grey to dither).
   */
  | { kind: 'image'; image: PrintImage; maxDots: number; crisp?: boolean };

export interface PrintDoc {
  blocks: PrintBlock[];
}

/** What the painter needs of a canvas: its 2D context, and a size set once. */
export interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): unknown;
}
export type CreateCanvas = (width: number, height: number) => CanvasLike;

/** The part of CanvasRenderingContext2D the painter uses (both the DOM's and the test library's have it). */
interface Ctx {
  font: string;
  fillStyle: unknown;
  textBaseline: string;
  measureText(text: string): { width: number };
  fillText(text: string, x: number, y: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  drawImage(image: unknown, x: number, y: number, w: number, h: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray; width: number; height: number };
}

/** Where each piece of text landed (dots): the tests find a word in the printed image by it. */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Painted {
  canvas: CanvasLike;
  width: number;
  height: number;
  runs: TextRun[];
  /** Areas holding pictures (the logo): dithered when turned to black and white. */
  pictures: { x: number; y: number; width: number; height: number }[];
}

type Op = (ctx: Ctx) => void;

const MARGIN = 4;

function fontOf(size: TextSize, bold: boolean): string {
  return `${bold ? 700 : 400} ${SIZE_DOTS[size]}px ${PRINT_FONT}`;
}

type GraphemeSegmenter = { segment(s: string): Iterable<{ segment: string }> };
const Segmenter = (Intl as unknown as { Segmenter?: new (l: string, o: { granularity: 'grapheme' }) => GraphemeSegmenter }).Segmenter;
/** One segmenter for every word (made once, not per word). */
const segmenter: GraphemeSegmenter | null = Segmenter ? new Segmenter('bn', { granularity: 'grapheme' }) : null;
const graphemes = (s: string): string[] => (segmenter ? Array.from(segmenter.segment(s), (x) => x.segment) : Array.from(s));

/**
 * Breaks text into lines no wider than `max`: at spaces, and a word longer than a line between
 * its letters (grapheme clusters, so a Bangla conjunct is never split).
 */
export function wrapText(ctx: Pick<Ctx, 'measureText'>, text: string, max: number): string[] {
  const lines: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const tryLine = line ? `${line} ${word}` : word;
      if (ctx.measureText(tryLine).width <= max) {
        line = tryLine;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      if (ctx.measureText(word).width <= max) {
        line = word;
        continue;
      }
      for (const g of graphemes(word)) {
        if (line && ctx.measureText(line + g).width > max) {
          lines.push(line);
          line = '';
        }
        line += g;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Lays the document out at `width` dots and draws it, black on white; as long as its content,
 * or exactly `height` dots (a label: what does not fit is cut off).
 */
export function paintDoc(doc: PrintDoc, width: number, createCanvas: CreateCanvas, height?: number): Painted {
  const measure = createCanvas(width, 8).getContext('2d') as Ctx;
  const inner = width - 2 * MARGIN;
  const ops: Op[] = [];
  const runs: TextRun[] = [];
  const pictures: Painted['pictures'] = [];
  let y = MARGIN;

  const text = (s: string, x: number, top: number, font: string, lineH: number) => {
    ops.push((ctx) => {
      ctx.font = font;
      ctx.fillText(s, x, top + lineH / 2);
    });
    measure.font = font;
    runs.push({ text: s, x, y: top, width: measure.measureText(s).width, height: lineH });
  };

  for (const b of doc.blocks) {
    switch (b.kind) {
      case 'text': {
        const size = b.size ?? 'normal';
        const font = fontOf(size, b.bold ?? false);
        const lineH = Math.ceil(SIZE_DOTS[size] * LINE_GAP);
        measure.font = font;
        let lines = wrapText(measure, b.text, inner);
        if (b.maxLines && lines.length > b.maxLines) {
          lines = lines.slice(0, b.maxLines);
          let last = lines[b.maxLines - 1]!;
          const parts = graphemes(last);
          while (parts.length > 1 && measure.measureText(`${parts.join('')}…`).width > inner) parts.pop();
          last = `${parts.join('')}…`;
          lines[b.maxLines - 1] = last;
        }
        for (const line of lines) {
          const w = measure.measureText(line).width;
          const x = b.align === 'center' ? MARGIN + (inner - w) / 2 : b.align === 'right' ? MARGIN + inner - w : MARGIN;
          text(line, Math.round(x), y, font, lineH);
          y += lineH;
        }
        break;
      }
      case 'pair': {
        const size = b.size ?? 'normal';
        const font = fontOf(size, b.bold ?? false);
        const lineH = Math.ceil(SIZE_DOTS[size] * LINE_GAP);
        measure.font = font;
        const rightW = b.right ? measure.measureText(b.right).width : 0;
        const gap = rightW ? SIZE_DOTS[size] * 0.6 : 0;
        const lines = wrapText(measure, b.left, Math.max(inner / 3, inner - rightW - gap));
        // the value sits on the label's last line, or below it when that line is too long
        const last = lines.at(-1) ?? '';
        const fits = measure.measureText(last).width + gap + rightW <= inner;
        lines.forEach((line, i) => {
          text(line, MARGIN, y, font, lineH);
          if (i < lines.length - 1 || !fits) y += lineH;
        });
        if (b.right) text(b.right, Math.round(MARGIN + inner - rightW), y, font, lineH);
        y += lineH;
        break;
      }
      case 'rule': {
        const top = y + 6;
        const dashed = b.style === 'dashed';
        ops.push((ctx) => {
          if (!dashed) ctx.fillRect(MARGIN, top, inner, 2);
          else for (let x = MARGIN; x < MARGIN + inner; x += 12) ctx.fillRect(x, top, 7, 2);
        });
        y += 14;
        break;
      }
      case 'gap':
        y += b.dots;
        break;
      case 'image': {
        const scale = Math.min(1, Math.min(b.maxDots, inner) / b.image.width);
        const w = Math.max(1, Math.round(b.image.width * scale));
        const h = Math.max(1, Math.round(b.image.height * scale));
        const x = Math.round((width - w) / 2);
        const top = y;
        ops.push((ctx) => ctx.drawImage(b.image.source, x, top, w, h));
        if (!b.crisp) pictures.push({ x, y: top, width: w, height: h });
        y += h + 6;
        break;
      }
    }
  }

  const total = height ?? Math.ceil(y + MARGIN);
  const canvas = createCanvas(width, total);
  const ctx = canvas.getContext('2d') as Ctx;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, total);
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'middle';
  for (const op of ops) op(ctx);
  return { canvas, width, height: total, runs, pictures };
}

/** The browser's canvas. */
export const domCanvas: CreateCanvas = (width, height) => {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
};
