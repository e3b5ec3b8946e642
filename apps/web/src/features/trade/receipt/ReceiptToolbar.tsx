import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Segmented } from '@/shared/ui/segmented';
import { PAPERS, type ReceiptPaper } from './model';

/** Above the receipt on screen, never on paper: the paper size, print, and what the page adds (back, language). */
export function ReceiptToolbar({
  paper,
  onPaper,
  onPrint,
  start,
  end,
  disabled,
  printer,
}: {
  paper: ReceiptPaper;
  onPaper: (p: ReceiptPaper) => void;
  onPrint: () => void;
  start?: ReactNode;
  end?: ReactNode;
  disabled?: boolean;
  /** The thermal printer of this device the print goes to (null: the browser's print dialog). */
  printer?: string | null;
}) {
  const { t } = useTranslation('books');
  return (
    <div className="dk-print-hide sticky top-0 z-10 border-b border-border bg-card text-card-foreground shadow-sm">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-2 px-3 py-2">
        {start}
        <Segmented<ReceiptPaper>
          label={t('print.paper')}
          value={paper}
          testId="receipt-paper"
          options={PAPERS.map((p) => ({ value: p, label: t(`print.papers.${p}`) }))}
          onChange={onPaper}
        />
        <div className="ms-auto flex items-center gap-2">
          {end}
          {printer ? (
            <span className="hidden text-sm text-muted-foreground sm:inline" data-testid="receipt-printer">
              {t('print.via', { printer })}
            </span>
          ) : null}
          <Button onClick={onPrint} disabled={disabled} data-testid="receipt-print">
            <Printer aria-hidden="true" />
            {t('print.print')}
          </Button>
        </div>
      </div>
    </div>
  );
}
