import { useEffect, useRef, useState, type Ref, type RefObject } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import type { ReceiptPaper } from '@dokani/contracts/settings';
import { useFormat } from '@/shared/lib/format';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { useShopSettings } from '../api';
import '../test-print.css';

const PX_PER_MM = 96 / 25.4;
/** The sample line's price, a decimal string as the API sends money. */
const SAMPLE_PRICE = '120.00';

/** The printed page: A4 with margins, or a roll as wide as the paper and as long as the sample. */
function pageRule(paper: ReceiptPaper, heightPx: number): string {
  if (paper === 'a4') return '@page { size: A4 portrait; margin: 14mm 15mm; }';
  return `@page { size: ${paper}mm ${Math.max(40, Math.ceil(heightPx / PX_PER_MM) + 2)}mm; margin: 0; }`;
}

/**
 * "Test print": a small sample receipt at the saved paper width (test-print.css), kept under
 * <body> and hidden on screen; the button opens the browser's print dialog on it alone.
 */
export function TestPrintButton({
  printRef,
  hidden = false,
}: {
  /** Set to this print, for a caller offering it as the way back (a thermal print that failed). */
  printRef?: RefObject<(() => void) | null>;
  /** Only the sample and the print, no button (the thermal test print shows its own). */
  hidden?: boolean;
} = {}) {
  const { t } = useTranslation('settings');
  const settings = useShopSettings();
  const [printedAt, setPrintedAt] = useState(() => new Date().toISOString());
  const [height, setHeight] = useState(0);
  const sample = useRef<HTMLDivElement>(null);
  const paper = settings.data?.receiptPaper ?? '80';

  function print() {
    // The time on the sample is now; the roll page is cut to the sample's measured length.
    flushSync(() => setPrintedAt(new Date().toISOString()));
    flushSync(() => setHeight(sample.current?.getBoundingClientRect().height ?? 0));
    window.print();
  }
  useEffect(() => {
    if (!printRef) return;
    printRef.current = print;
    return () => {
      printRef.current = null;
    };
  });

  return (
    <>
      {hidden ? null : (
        <Button
          type="button"
          variant="outline"
          onClick={print}
          disabled={!settings.data}
          data-testid="printer-test-print"
          className="self-start"
        >
          <Printer aria-hidden="true" />
          {t('printer.testPrint')}
        </Button>
      )}
      {settings.data ? (
        <TestReceipt
          ref={sample}
          paper={paper}
          footer={settings.data.receiptFooter}
          printedAt={printedAt}
          pageRule={pageRule(paper, height)}
        />
      ) : null}
    </>
  );
}

function TestReceipt({
  ref,
  paper,
  footer,
  printedAt,
  pageRule: rule,
}: {
  ref: Ref<HTMLDivElement>;
  paper: ReceiptPaper;
  footer: string | null;
  printedAt: string;
  pageRule: string;
}) {
  const { t } = useTranslation('settings');
  const fmt = useFormat();
  const shopName = useAuthStore((s) => s.currentShop?.name ?? '');
  return createPortal(
    <div ref={ref} className="dk-test-print" data-paper={paper} aria-hidden="true" data-testid="printer-test-receipt">
      <style>{rule}</style>
      <p className="dk-test-print-shop" data-testid="printer-test-shop">
        {shopName}
      </p>
      <p className="dk-test-print-title">{t('printer.testPrint')}</p>
      <p className="dk-test-print-center">{fmt.dateTime(printedAt)}</p>
      <div className="dk-test-print-line">
        <span>{t('printer.sampleItem')}</span>
        <span data-testid="printer-test-price">{fmt.moneyText(SAMPLE_PRICE)}</span>
      </div>
      <div className="dk-test-print-line dk-test-print-total">
        <span>{t('printer.sampleTotal')}</span>
        <span>{fmt.moneyText(SAMPLE_PRICE)}</span>
      </div>
      <p className="dk-test-print-center dk-test-print-footer">{footer ?? t('printer.defaultFooter')}</p>
    </div>,
    document.body,
  );
}
