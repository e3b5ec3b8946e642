import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/ui/skeleton';
import { PrintPageSize } from './PrintPageSize';
import { Receipt, type ReceiptProps } from './Receipt';

/**
 * A print page's body: the toolbar (screen only), the receipt on its paper, the page size for
 * printing. With a thermal printer of the device's own, the screen shows the image the printer
 * will burn instead (`thermalPreview`, null while it is drawn); the memo stays for the print
 * dialog, the way back when the printer fails.
 */
export function ReceiptSheet({
  toolbar,
  children,
  thermalPreview,
  ...receipt
}: ReceiptProps & {
  toolbar: ReactNode;
  children?: ReactNode;
  thermalPreview?: { url: string; dots: number } | null;
}) {
  const { t } = useTranslation('books');
  const paperRef = useRef<HTMLDivElement>(null);
  const thermal = thermalPreview !== undefined;
  return (
    <div className="dk-print-desk" data-testid="print-page">
      {toolbar}
      {thermal ? (
        <figure className="dk-print-hide dk-thermal-preview" data-testid="thermal-preview">
          <figcaption>{t('print.preview')}</figcaption>
          {thermalPreview ? (
            <img
              src={thermalPreview.url}
              width={thermalPreview.dots / 2}
              alt={t('print.previewAlt', { dots: thermalPreview.dots })}
              data-dots={thermalPreview.dots}
            />
          ) : (
            <Skeleton className="h-96 w-48" />
          )}
        </figure>
      ) : null}
      <main className={thermal ? 'dk-print-paper dk-screen-hide' : 'dk-print-paper'}>
        <div ref={paperRef}>
          <Receipt {...receipt} standalone />
        </div>
      </main>
      {children}
      <PrintPageSize paper={receipt.paper} target={paperRef} />
    </div>
  );
}

/** A print page while its memo is read: the toolbar, and an empty paper. */
export function ReceiptSheetLoading({ toolbar }: { toolbar: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="dk-print-desk" data-testid="print-page">
      {toolbar}
      <main role="status" aria-busy="true" className="dk-print-paper">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-96 w-72" />
      </main>
    </div>
  );
}
