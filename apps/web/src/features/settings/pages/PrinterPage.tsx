import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { PageTitle } from '@/shared/ui/page-title';
import { Section } from '../components/SettingsRow';
import { PrintAfterSaleRow, ReceiptFooterRow, ReceiptPaperRow } from '../components/ReceiptRows';
import { CutPaperRow, OpenDrawerRow, ReceiptCopiesRow } from '../components/PrinterRows';
import { TestPrintButton } from '../components/TestPrint';

/**
 * /printer: the shop's printing defaults (GET/PATCH /settings, each saved at once) — the same
 * receipt rows as the settings page plus copies and the thermal printer's drawer and cutter — and
 * how a receipt prints today: the browser's print dialog, with a test print. Its words are the
 * lazy 'settings' namespace, loaded with the route (routes.tsx).
 */
export default function PrinterPage() {
  const { t } = useTranslation('settings');
  return (
    <div data-testid="printer-page" className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageTitle title={t('nav:printer')} />

      <Section title={t('sections.receipt')}>
        <ReceiptPaperRow />
        <ReceiptCopiesRow />
        <PrintAfterSaleRow />
        <ReceiptFooterRow />
      </Section>

      <Section title={t('printer.thermal')}>
        <li className="px-4 py-3 text-sm text-muted-foreground" data-testid="printer-thermal-explain">{t('printer.thermalExplain')}</li>
        <OpenDrawerRow />
        <CutPaperRow />
      </Section>

      <section className="flex flex-col gap-2" aria-labelledby="printer-how">
        <h2 id="printer-how" className="px-1 text-sm font-semibold text-muted-foreground">
          {t('printer.how')}
        </h2>
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-card px-4 py-3" data-testid="printer-how">
          <p className="flex gap-3">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{t('printer.howBrowser')}</span>
          </p>
          <p className="text-sm text-muted-foreground">{t('printer.howChoose')}</p>
          <TestPrintButton />
        </div>
      </section>
    </div>
  );
}
