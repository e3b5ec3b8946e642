import { useEffect, useState } from 'react';
import type { PrintJob } from './print';

export interface PrintPreview {
  url: string;
  /** The image's width in dots (the print head's). */
  dots: number;
}

/**
 * The image a thermal printer will burn for a job, read back from the very bytes it would get:
 * drawn again whenever `make` changes (the caller memoizes it), null while it is drawn or when
 * there is nothing to print. The printing code is loaded with import().
 */
export function usePrintPreview(make: (() => Promise<PrintJob | null>) | null): PrintPreview | null {
  const [preview, setPreview] = useState<PrintPreview | null>(null);
  useEffect(() => {
    if (!make) {
      setPreview(null);
      return;
    }
    let cancelled = false;
    void (async () => {
      const job = await make();
      if (!job) return;
      const m = await import('./print');
      const { preview: dots } = await m.preparePrint({ ...job, copies: 1, drawer: false });
      if (!cancelled) setPreview({ url: m.bitmapUrl(dots), dots: dots.width });
    })().catch(() => {
      if (!cancelled) setPreview(null);
    });
    return () => {
      cancelled = true;
    };
  }, [make]);
  return preview;
}
