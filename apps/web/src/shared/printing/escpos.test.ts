import { describe, expect, it } from 'vitest';
import { testCanvas } from '@/test/print-canvas';
import { encodeEscPos, readEscPos, type EscPosCommand } from './escpos';
import { bitmapDiff, crop, toBitmap, type Bitmap } from './mono';
import { HEAD_DOTS, paintDoc, wrapText, type PrintDoc } from './paint';

const LONG_NAME = 'স্ট্রবেরি জ্যাম, বড় বোতল, আমদানি করা — খুব লম্বা নাম যা এক লাইনে ধরে না';
const doc: PrintDoc = {
  blocks: [
    { kind: 'text', text: 'রহিম স্টোর', align: 'center', size: 'large', bold: true },
    { kind: 'text', text: 'বিক্রির রসিদ', align: 'center' },
    { kind: 'rule' },
    { kind: 'text', text: 'ক্ষীর' },
    { kind: 'pair', left: '২ কেজি × ৳১২০.০০', right: '৳২৪০.০০' },
    { kind: 'text', text: LONG_NAME },
    { kind: 'pair', left: 'মোট', right: '৳৩৬০.০০', bold: true },
    { kind: 'text', text: 'আবার আসবেন', align: 'center', size: 'small' },
  ],
};

function drawn(width: number, d: PrintDoc = doc) {
  const painted = paintDoc(d, width, testCanvas);
  const ctx = painted.canvas.getContext('2d') as CanvasRenderingContext2D;
  return { painted, bitmap: toBitmap(ctx.getImageData(0, 0, painted.width, painted.height), painted.pictures) };
}

/** The bitmap padded as the encoder pads it: white to a multiple of 8 dots high. */
function padded(b: Bitmap): Bitmap {
  const height = Math.ceil(b.height / 8) * 8;
  const dots = new Uint8Array(b.width * height);
  dots.set(b.dots);
  return { width: b.width, height, dots };
}

/** One word alone, drawn the same way, as black-and-white dots. */
function word(text: string) {
  return drawn(HEAD_DOTS['58'], { blocks: [{ kind: 'text', text }] });
}

/** The commands that print or act (settings and line feeds left out). */
const printed = (c: EscPosCommand[]) => c.filter((x) => x !== 'setting' && x !== 'feed');

const black = (b: Bitmap) => b.dots.reduce((a, d) => a + d, 0);

describe('ESC/POS raster printing', () => {
  for (const paper of ['58', '80'] as const) {
    it(`${paper} mm: the bytes carry exactly the drawn image, ${HEAD_DOTS[paper]} dots wide, then the cut`, () => {
      const { bitmap } = drawn(HEAD_DOTS[paper]);
      const bytes = encodeEscPos(bitmap, { copies: 1, drawer: false, cut: true });
      const back = readEscPos(bytes);
      expect(back.images).toHaveLength(1);
      expect(back.images[0]!.width).toBe(HEAD_DOTS[paper]);
      expect(bitmapDiff(back.images[0]!, padded(bitmap))).toBe(0);
      expect(black(bitmap)).toBeGreaterThan(2000);
      expect(printed(back.commands).at(-1)).toBe('cut');
      expect(back.commands.filter((c) => c === 'drawer')).toHaveLength(0);
    });
  }

  it('kicks the drawer once before the first copy and cuts after each copy', () => {
    const { bitmap } = drawn(HEAD_DOTS['80']);
    const back = readEscPos(encodeEscPos(bitmap, { copies: 2, drawer: true, cut: true }));
    expect(printed(back.commands)).toEqual(['init', 'drawer', 'image', 'cut', 'image', 'cut']);
    // the paper is fed between each image and its cut, so the last line clears the cutter
    expect(back.commands.join(' ')).toMatch(/image feed (setting )*cut .*image feed (setting )*cut/);
    expect(back.images).toHaveLength(2);
    for (const img of back.images) expect(bitmapDiff(img, padded(bitmap))).toBe(0);
  });

  it('without the cut, the receipt is fed out past the tear bar', () => {
    const { bitmap } = drawn(HEAD_DOTS['58']);
    const back = readEscPos(encodeEscPos(bitmap, { copies: 1, drawer: false, cut: false }));
    expect(back.commands).not.toContain('cut');
    expect(back.commands.at(-1)).toBe('feed');
  });

  it('prints the Bangla conjunct, shaped, not its letters with a visible hasanta', () => {
    const { painted, bitmap } = drawn(HEAD_DOTS['58']);
    const back = readEscPos(encodeEscPos(bitmap, { copies: 1, drawer: false, cut: true })).images[0]!;
    const run = painted.runs.find((r) => r.text === 'ক্ষীর')!;
    expect(run).toBeDefined();
    const printed = crop(back, run);
    const shaped = word('ক্ষীর');
    const unshaped = word('ক্\u200Cষীর'); // ZWNJ: the same letters with the hasanta shown
    const shapedRun = shaped.painted.runs[0]!;
    // the printed word is the shaped one dot for dot (same font, same place in its line)
    expect(bitmapDiff(printed, crop(shaped.bitmap, shapedRun))).toBe(0);
    // and the conjunct really is a ligature: the hasanta form is wider and looks different
    expect(unshaped.painted.runs[0]!.width).toBeGreaterThan(shapedRun.width + 3);
    const other = crop(unshaped.bitmap, { ...unshaped.painted.runs[0]!, width: run.width });
    expect(bitmapDiff(printed, other)).toBeGreaterThan(40);
  });

  it('wraps a long name between words, within the head, never inside a conjunct', () => {
    const { painted } = drawn(HEAD_DOTS['58']);
    for (const r of painted.runs) expect(r.x + r.width).toBeLessThanOrEqual(HEAD_DOTS['58']);
    const start = painted.runs.findIndex((r) => r.text.startsWith('স্ট্রবেরি'));
    const total = painted.runs.findIndex((r) => r.text === 'মোট');
    expect(total - start).toBeGreaterThanOrEqual(2); // the long name took two lines or more
    expect(
      painted.runs
        .slice(start, total)
        .map((r) => r.text)
        .join(' '),
    ).toBe(LONG_NAME);
    const ctx = testCanvas(10, 10).getContext('2d') as CanvasRenderingContext2D;
    ctx.font = '400 25px "Noto Sans Bengali"';
    const parts = wrapText(ctx, 'ক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষক্ষ', 120);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p).toMatch(/^(ক্ষ)+$/);
  });

  it('the logo is dithered, not thresholded: a mid-grey logo prints as about half its dots', () => {
    const grey = testCanvas(80, 40);
    const g = grey.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#808080';
    g.fillRect(0, 0, 80, 40);
    const { painted, bitmap } = drawn(HEAD_DOTS['58'], {
      blocks: [
        { kind: 'image', image: { source: grey, width: 80, height: 40 }, maxDots: 160 },
        { kind: 'text', text: 'রসিদ' },
      ],
    });
    const logo = crop(bitmap, painted.pictures[0]!);
    expect(logo.width).toBe(80);
    const share = black(logo) / logo.dots.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
    // the same grey as text would have been all black (below the threshold) or all white
    const back = readEscPos(encodeEscPos(bitmap, { copies: 1, drawer: false, cut: true })).images[0]!;
    expect(bitmapDiff(crop(back, painted.pictures[0]!), logo)).toBe(0);
  });

  it('refuses bytes it does not know instead of guessing', () => {
    expect(() => readEscPos(new Uint8Array([0x1b, 0x99]))).toThrow(/unknown command/);
    expect(() => readEscPos(new Uint8Array([0x1d, 0x76, 0x30, 0, 2, 0, 8, 0, 1]))).toThrow(/cut short/);
  });
});
