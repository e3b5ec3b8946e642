import type { TFunction } from 'i18next';
import { formatMoney } from '@dokani/core/format';
import { parseMoney } from '@dokani/core/money';
import type { Language } from '@dokani/i18n';
import { cn } from '@/shared/lib/cn';
import { expandLabels, labelSize, type LabelChoice, type LabelPaper, type LabelSizeId } from '../lib/labels';
import { unitLabel } from '../lib/units';
import { BarcodeSvg } from './BarcodeSvg';

/**
 * The labels at their real size in millimetres: name, barcode (with its digits) and price in the
 * label's language (৳ and Bangla digits in bn). Used for the preview and for printing.
 */
export function LabelSheet({
  choices,
  size,
  paper,
  lang,
  tl,
  testId,
}: {
  choices: readonly LabelChoice[];
  size: LabelSizeId;
  paper: LabelPaper;
  lang: Language;
  /** Texts in the label's language (may differ from the screen's). */
  tl: TFunction;
  testId?: string;
}) {
  const s = labelSize(size);
  const small = s.id === '38x25';
  return (
    <div
      data-testid={testId}
      className={cn('dk-label-sheet flex flex-wrap content-start', paper === 'a4' ? 'gap-[2mm]' : 'gap-[2mm] print:gap-0')}
    >
      {expandLabels(choices).map(({ key, product }) => (
        <div
          key={key}
          data-testid="label"
          lang={lang}
          className="dk-label flex flex-col items-center justify-between overflow-hidden rounded-[1mm] bg-white p-[1.2mm] text-center text-black outline outline-1 outline-neutral-300 print:rounded-none print:outline-0"
          style={{ width: `${s.width}mm`, height: `${s.height}mm` }}
        >
          <span className={cn('line-clamp-2 w-full font-semibold leading-tight', small ? 'text-[6.5pt]' : 'text-[8pt]')}>
            {product.name}
          </span>
          {product.barcode ? (
            <span className="flex w-full flex-col items-center">
              <BarcodeSvg code={product.barcode} label={product.barcode} className={cn('w-full', small ? 'h-[8.5mm]' : 'h-[11mm]')} />
              <span className={cn('font-mono leading-none tracking-wider', small ? 'text-[5.5pt]' : 'text-[6.5pt]')}>
                {product.barcode}
              </span>
            </span>
          ) : (
            <span className={cn('leading-tight text-neutral-600', small ? 'text-[5.5pt]' : 'text-[6.5pt]')}>
              {tl('labels.noBarcodeOnLabel')}
            </span>
          )}
          <span className={cn('font-bold leading-none', small ? 'text-[8.5pt]' : 'text-[10pt]')}>
            {formatMoney(parseMoney(product.sellPrice) ?? 0n, lang)}
            <span className="font-normal"> / {unitLabel(product.unit, tl)}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
