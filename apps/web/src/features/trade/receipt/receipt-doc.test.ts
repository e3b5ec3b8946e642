import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage, loadNamespaces } from '@/shared/lib/i18n';
import { encodeEscPos, readEscPos } from '@/shared/printing/escpos';
import { bitmapDiff, toBitmap } from '@/shared/printing/mono';
import { HEAD_DOTS, paintDoc } from '@/shared/printing/paint';
import { bitmapPng, testCanvas, pngOf } from '@/test/print-canvas';
import { makeSale } from '../books/test-fixtures';
import { receiptOfSale } from './model';
import { receiptDoc } from './receipt-doc';

const SHOP = { name: 'মায়ের দোয়া স্টোর', address: 'মিরপুর ১০, ঢাকা', phone: '01712345678', logoUrl: null };

beforeAll(async () => {
  await loadNamespaces(['books']);
  await loadLanguage('en');
});

function texts(lang: 'bn' | 'en', paper: '58' | '80') {
  const t = i18n.getFixedT(lang, 'books');
  const doc = receiptDoc({
    receipt: receiptOfSale(makeSale()),
    shop: SHOP,
    footer: 'বিক্রিত মাল ৭ দিনের মধ্যে ফেরত',
    lang,
    t,
    timeZone: 'Asia/Dhaka',
  });
  const painted = paintDoc(doc, HEAD_DOTS[paper], testCanvas);
  // E2E_SHOTS-like: PRINT_SHOTS=/dir writes the drawn receipts to look at
  if (process.env.PRINT_SHOTS) {
    writeFileSync(`${process.env.PRINT_SHOTS}/receipt-${lang}-${paper}.png`, pngOf(painted.canvas));
    const ctx = painted.canvas.getContext('2d') as CanvasRenderingContext2D;
    writeFileSync(
      `${process.env.PRINT_SHOTS}/receipt-${lang}-${paper}-dots.png`,
      bitmapPng(toBitmap(ctx.getImageData(0, 0, painted.width, painted.height))),
    );
  }
  return painted;
}

describe('the memo drawn for a thermal printer', () => {
  it('in Bangla, 58 mm: every figure the memo shows, with Bangla digits and ৳, within 384 dots', () => {
    const p = texts('bn', '58');
    const all = p.runs.map((r) => r.text);
    expect(all[0]).toBe('মায়ের দোয়া স্টোর');
    expect(all).toContain('S-০০০১২৩');
    expect(all).toContain('মিনিকেট চাল');
    expect(all).toContain('১২ কেজি × ৳৬০.০০');
    expect(all).toContain('৳৭২০.০০');
    expect(all).toContain('ছাড় −৳১৮.৫০');
    expect(all).toContain('৳১,২৫৬.৩৬');
    expect(all).toContain('ভাংতি ফেরত');
    expect(all.join(' ')).toContain('এই বিক্রির পর আপনার মোট বাকি ৳১,২৫০.০০');
    expect(all.at(-1)).toBe('বিক্রিত মাল ৭ দিনের মধ্যে ফেরত');
    for (const r of p.runs) expect(r.x + r.width).toBeLessThanOrEqual(HEAD_DOTS['58']);
    // the same memo on an 80 mm roll: the same words, wider lines (the long balance line fits on one)
    const wide = texts('bn', '80');
    expect(wide.width).toBe(HEAD_DOTS['80']);
    expect(wide.runs.map((r) => r.text)).toContain('এই বিক্রির পর আপনার মোট বাকি ৳১,২৫০.০০');
    expect(wide.height).toBeLessThan(p.height);
  });

  it('in English, 80 mm: the same memo, 576 dots wide, read back from the printer bytes dot for dot', () => {
    const p = texts('en', '80');
    expect(p.runs.map((r) => r.text)).toContain('৳1,256.36');
    const ctx = p.canvas.getContext('2d') as CanvasRenderingContext2D;
    const bitmap = toBitmap(ctx.getImageData(0, 0, p.width, p.height), p.pictures);
    const back = readEscPos(encodeEscPos(bitmap, { copies: 1, drawer: true, cut: true }));
    expect(back.images[0]!.width).toBe(576);
    if (process.env.PRINT_SHOTS) writeFileSync(`${process.env.PRINT_SHOTS}/receipt-en-80-dots.png`, bitmapPng(back.images[0]!));
    expect(
      bitmapDiff({ ...back.images[0]!, height: bitmap.height, dots: back.images[0]!.dots.subarray(0, bitmap.dots.length) }, bitmap),
    ).toBe(0);
  });
});
