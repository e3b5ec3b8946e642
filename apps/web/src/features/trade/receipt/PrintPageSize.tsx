import { useEffect, useState, type RefObject } from 'react';
import type { ReceiptPaper } from './model';

const PX_PER_MM = 96 / 25.4;

/** The @page rule for a paper: A4 with margins, or a roll as wide as the paper and as long as the receipt. */
export function pageRule(paper: ReceiptPaper, receiptHeightPx: number): string {
  if (paper === 'a4') return '@page { size: A4 portrait; margin: 14mm 15mm; }';
  const length = Math.max(40, Math.ceil(receiptHeightPx / PX_PER_MM) + 2);
  return `@page { size: ${paper}mm ${length}mm; margin: 0; }`;
}

/**
 * Sets the printed page's size for the receipt in `target`: a roll page is cut to the receipt's
 * length (measured, and measured again whenever it changes size or a print starts).
 */
export function PrintPageSize({ paper, target }: { paper: ReceiptPaper; target: RefObject<HTMLElement | null> }) {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const measure = () => setHeight(el.getBoundingClientRect().height);
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    window.addEventListener('beforeprint', measure);
    return () => {
      ro?.disconnect();
      window.removeEventListener('beforeprint', measure);
    };
  }, [target, paper]);
  return <style data-testid="print-page-size">{pageRule(paper, height)}</style>;
}
