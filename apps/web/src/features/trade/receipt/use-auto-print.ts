import { useEffect, useRef } from 'react';
import { fontsLoaded } from '@/shared/printing/fonts';

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
