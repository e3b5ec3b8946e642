import { beforeAll, describe, expect, it } from 'vitest';
import JsBarcode from 'jsbarcode';
import { i18n, loadLanguage, loadNamespaces } from '@/shared/lib/i18n';
import { readEscPos } from '@/shared/printing/escpos';
import { prepareLabels, drawDots } from '@/shared/printing/print';
import { bitmapDiff, crop } from '@/shared/printing/mono';
import { testCanvas, bitmapPng } from '@/test/print-canvas';
import { writeFileSync } from 'node:fs';
import { drawBarcode, labelDoc, labelDots } from './label-doc';

beforeAll(async () => {
  await loadNamespaces(['products']);
  await loadLanguage('en');
});

const RICE = { name: 'ক্ষীরশা চিনিগুঁড়া চাল, প্রিমিয়াম প্যাকেট ৫ কেজি', barcode: '8901234567890', sellPrice: '120.00', unit: 'kg' };

describe('barcode labels for a thermal printer', () => {
  for (const size of ['38x25', '50x30'] as const) {
    it(`${size}: the label at 8 dots a mm, the bars whole dots, every copy in the bytes`, async () => {
      const tl = i18n.getFixedT('bn', 'products');
      const bars = drawBarcode(JsBarcode as never, testCanvas, RICE.barcode, size)!;
      expect(bars).not.toBeNull();
      // EAN-13: 95 modules of 2 dots, from the first bar to the last
      expect(bars.width).toBe(190);
      const doc = labelDoc(RICE, size, 'bn', tl, bars);
      const { width, height } = labelDots(size);
      const drawn = drawDots(doc, width, height, testCanvas);
      if (process.env.PRINT_SHOTS) writeFileSync(`${process.env.PRINT_SHOTS}/label-${size}.png`, bitmapPng(drawn));
      const bytes = await prepareLabels([{ doc, width, height, copies: 3 }], testCanvas);
      const back = readEscPos(bytes);
      // three labels back to back, nothing fed between: one strip three labels long
      expect(back.commands.filter((c) => c !== 'setting')).toEqual(['init', 'image']);
      expect(back.images[0]!.width).toBe(width);
      expect(back.images[0]!.height).toBe(3 * height);
      for (let i = 0; i < 3; i++) expect(bitmapDiff(crop(back.images[0]!, { x: 0, y: i * height, width, height }), drawn)).toBe(0);
    });
  }

  it('a code too long for the label falls back to the words instead of unreadable bars', () => {
    const bars = drawBarcode(JsBarcode as never, testCanvas, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', '38x25');
    expect(bars).toBeNull();
    const doc = labelDoc(
      { ...RICE, barcode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789' },
      '38x25',
      'en',
      i18n.getFixedT('en', 'products'),
      bars,
    );
    expect(doc.blocks.some((b) => b.kind === 'image')).toBe(false);
  });
});
