/**
 * A barcode label (LabelSheet.tsx) as a print document for a thermal printer: the product's name
 * (two lines at most), the barcode drawn at the printer's dots, its digits, the price per unit —
 * in the label's language, at the label's size (203 dpi: 8 dots a millimetre).
 */
import type { TFunction } from 'i18next';
import type { Product } from '@dokani/contracts';
import { formatMoney } from '@dokani/core/format';
import { parseMoney } from '@dokani/core/money';
import type { Language } from '@dokani/i18n';
import type { PrintBlock, PrintDoc, PrintImage } from '@/shared/printing/paint';
import { labelFormat } from './barcode-format';
import { labelSize, type LabelSizeId } from './labels';
import { unitLabel } from './units';

export const DOTS_PER_MM = 8;

export function labelDots(size: LabelSizeId): { width: number; height: number } {
  const s = labelSize(size);
  return { width: s.width * DOTS_PER_MM, height: s.height * DOTS_PER_MM };
}

/** Bars as tall as this on a label (dots): 7 mm on the small label, 10 mm on the large one. */
const BAR_DOTS: Record<LabelSizeId, number> = { '38x25': 56, '50x30': 80 };

type JsBarcodeFn = (el: unknown, code: string, o: Record<string, unknown>) => void;

interface BarCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): unknown;
}
interface BarCtx {
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  drawImage(src: unknown, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}

/**
 * The barcode drawn with whole-dot bars — 2 dots a module when it fits the label, else 1 — and
 * trimmed to its bars (JsBarcode leaves room beside some symbologies). Null when the code
 * cannot be drawn or is too long for the label.
 */
export function drawBarcode(
  JsBarcode: JsBarcodeFn,
  createCanvas: (w: number, h: number) => BarCanvas,
  code: string,
  size: LabelSizeId,
): PrintImage | null {
  const maxWidth = labelDots(size).width - 16;
  for (const moduleDots of [2, 1]) {
    for (const format of [labelFormat(code), 'CODE128']) {
      const canvas = createCanvas(1, 1);
      try {
        JsBarcode(canvas, code, {
          format,
          displayValue: false,
          flat: true,
          margin: 0,
          width: moduleDots,
          height: BAR_DOTS[size],
          background: '#ffffff',
          lineColor: '#000000',
        });
      } catch {
        continue;
      }
      const row = (canvas.getContext('2d') as BarCtx).getImageData(0, Math.floor(canvas.height / 2), canvas.width, 1).data;
      let first = -1;
      let last = -1;
      for (let x = 0; x < canvas.width; x++)
        if (row[x * 4]! < 128) {
          if (first < 0) first = x;
          last = x;
        }
      if (first < 0) return null;
      const width = last - first + 1;
      if (width > maxWidth) break;
      const out = createCanvas(width, canvas.height);
      (out.getContext('2d') as BarCtx).drawImage(canvas, first, 0, width, canvas.height, 0, 0, width, canvas.height);
      return { source: out, width, height: canvas.height };
    }
  }
  return null;
}

export function labelDoc(
  product: Pick<Product, 'name' | 'barcode' | 'sellPrice' | 'unit'>,
  size: LabelSizeId,
  lang: Language,
  tl: TFunction,
  barcode: PrintImage | null,
): PrintDoc {
  const small = size === '38x25';
  const b: PrintBlock[] = [{ kind: 'text', text: product.name, align: 'center', size: small ? 'tiny' : 'small', bold: true, maxLines: 2 }];
  if (product.barcode && barcode) {
    b.push({ kind: 'image', image: barcode, maxDots: barcode.width, crisp: true });
    b.push({ kind: 'text', text: product.barcode, align: 'center', size: 'tiny' });
  } else b.push({ kind: 'text', text: tl('labels.noBarcodeOnLabel'), align: 'center', size: 'tiny' });
  b.push({
    kind: 'text',
    text: `${formatMoney(parseMoney(product.sellPrice) ?? 0n, lang)} / ${unitLabel(product.unit, tl)}`,
    align: 'center',
    size: small ? 'small' : 'normal',
    bold: true,
  });
  return { blocks: b };
}
