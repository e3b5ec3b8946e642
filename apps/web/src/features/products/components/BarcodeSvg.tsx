import { useEffect, useRef, useState } from 'react';
import { labelFormat } from '../lib/barcode-format';

/**
 * A barcode drawn as SVG by JsBarcode (downloaded the first time a label is shown). The bars
 * stretch to the box; the digits are printed by the label itself, not squeezed with the bars.
 */
export function BarcodeSvg({ code, className, label }: { code: string; className?: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      const el = svg.current;
      if (!live || !el) return;
      const draw = (format: string) =>
        JsBarcode(el, code, { format, displayValue: false, margin: 0, width: 2, height: 60, background: '#ffffff', lineColor: '#000000' });
      try {
        try {
          draw(labelFormat(code));
        } catch {
          draw('CODE128');
        }
        const w = el.getAttribute('width')?.replace('px', '') ?? '200';
        const h = el.getAttribute('height')?.replace('px', '') ?? '60';
        el.setAttribute('viewBox', `0 0 ${w} ${h}`);
        el.setAttribute('preserveAspectRatio', 'none');
        el.removeAttribute('width');
        el.removeAttribute('height');
        el.removeAttribute('style');
        setFailed(false);
      } catch {
        setFailed(true);
      }
    });
    return () => {
      live = false;
    };
  }, [code]);

  if (failed) return null;
  return <svg ref={svg} role="img" aria-label={label} className={className} data-testid="label-barcode" />;
}
