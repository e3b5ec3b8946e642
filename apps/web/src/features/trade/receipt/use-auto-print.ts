import { useEffect, useRef } from 'react';

/** Waits until the fonts the receipt uses (Noto Sans Bengali, both weights) are loaded. */
export async function fontsLoaded(doc: Document = document): Promise<void> {
  const fonts = (doc as Document & { fonts?: FontFaceSet }).fonts;
  if (!fonts) return;
  try {
    // Bangla glyphs come in their own subset files, fetched on first use: ask for them explicitly.
    await Promise.all([fonts.load('400 12px "Noto Sans Bengali"', 'অআ১'), fonts.load('700 12px "Noto Sans Bengali"', 'অআ১')]);
  } catch {
    // a font that cannot load prints in the fallback font
  }
  await fonts.ready;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * `?auto=1`: opens the print dialog once, when the receipt's data is there and its fonts are
 * loaded (a receipt printed before its Bangla font arrives prints boxes).
 */
export function useAutoPrint(auto: boolean, ready: boolean, print: () => void = () => window.print()): void {
  const done = useRef(false);
  const printRef = useRef(print);
  useEffect(() => {
    printRef.current = print;
  });
  useEffect(() => {
    if (!auto || !ready || done.current) return;
    done.current = true;
    let cancelled = false;
    void fontsLoaded()
      .then(nextFrame)
      .then(nextFrame)
      .then(() => {
        if (!cancelled) printRef.current();
      });
    return () => {
      cancelled = true;
      done.current = false;
    };
  }, [auto, ready]);
}
