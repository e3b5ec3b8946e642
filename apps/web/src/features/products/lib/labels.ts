import type { Product } from '@dokani/contracts';

export const LABEL_SIZES = [
  { id: '38x25', width: 38, height: 25 },
  { id: '50x30', width: 50, height: 30 },
] as const;
export type LabelSizeId = (typeof LABEL_SIZES)[number]['id'];
export type LabelPaper = 'roll' | 'a4';
export const MAX_COPIES = 200;

export interface LabelChoice {
  product: Product;
  copies: number;
}

export function labelSize(id: LabelSizeId) {
  return LABEL_SIZES.find((s) => s.id === id) ?? LABEL_SIZES[0];
}

/** Copies as typed (Bangla digits too) → 1…200; anything unreadable is 1. */
export function parseCopies(raw: string): number {
  const n = Number.parseInt(
    raw.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)),
    10,
  );
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, MAX_COPIES);
}

/** One entry per printed label, in order. */
export function expandLabels(choices: readonly LabelChoice[]): { key: string; product: Product }[] {
  return choices.flatMap((c) => Array.from({ length: c.copies }, (_, i) => ({ key: `${c.product.id}-${i}`, product: c.product })));
}

/**
 * The page rules for printing: a label printer gets one label per page of exactly the label's
 * size; an A4 sheet gets rows of labels with a small margin.
 */
export function pageCss(size: LabelSizeId, paper: LabelPaper): string {
  const s = labelSize(size);
  return paper === 'roll' ? `@page { size: ${s.width}mm ${s.height}mm; margin: 0; }` : '@page { size: A4; margin: 8mm; }';
}
