import { useEffect, useState } from 'react';
import { saveDataUrl } from './download';

/** The QR library, fetched the first time a code is drawn (never with the sign-in pages or the dashboard itself). */
const loadQr = () => import('qrcode');

/** Quiet zone and error correction of every code the app draws: scans from a print or a phone's screen. */
const OPTIONS = { margin: 2, errorCorrectionLevel: 'M' } as const;

/** Side of a downloaded code, in pixels: sharp enough to print on an A4 poster. */
export const QR_PNG_SIZE = 1024;

/**
 * `text` as a QR code, drawn as SVG once the library has loaded (`svg` null until then, and again
 * while a changed text is drawn); `failed` when it cannot be drawn (the library did not load).
 */
export function useQrSvg(text: string): { svg: string | null; failed: boolean } {
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadQr()
      .then((qr) => qr.toString(text, { type: 'svg', ...OPTIONS }))
      .then(
        (svg) => {
          if (live) setDrawn({ text, svg });
        },
        () => {
          if (live) setFailed(true);
        },
      );
    return () => {
      live = false;
    };
  }, [text]);
  return { svg: drawn && drawn.text === text ? drawn.svg : null, failed };
}

/** An SVG's text as an <img>'s address. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Saves `text`'s QR code as a PNG (QR_PNG_SIZE px a side) in the browser's downloads. */
export async function saveQrPng(text: string, fileName: string): Promise<void> {
  const qr = await loadQr();
  saveDataUrl(await qr.toDataURL(text, { width: QR_PNG_SIZE, ...OPTIONS }), fileName);
}
