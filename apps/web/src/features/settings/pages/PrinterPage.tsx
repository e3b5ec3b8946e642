import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/shared/ui/page-title';
import { Section } from '../components/SettingsRow';
import { PrintAfterSaleRow, ReceiptFooterRow, ReceiptPaperRow } from '../components/ReceiptRows';
import { CutPaperRow, OpenDrawerRow, ReceiptCopiesRow } from '../components/PrinterRows';
import { PrintMethodSection } from '../components/PrintMethod';

/**
 * /printer: the shop's printing defaults (GET/PATCH /settings, each saved at once) — the same
 * receipt rows as the settings page plus copies and the thermal printer's drawer and cutter — and
 * how a receipt prints on this device (the browser's print dialog, or a USB, Bluetooth or serial
 * thermal printer chosen here), with a test print. Its words are the lazy 'settings' and 'books'
 * namespaces, loaded with the route (routes.tsx).
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
        <li className="px-4 py-3 text-sm text-muted-foreground" data-testid="printer-thermal-explain">
          {t('printer.thermalExplain')}
        </li>
        <OpenDrawerRow />
        <CutPaperRow />
      </Section>

      <section className="flex flex-col gap-2" aria-labelledby="printer-how">
        <h2 id="printer-how" className="px-1 text-sm font-semibold text-muted-foreground">
          {t('printer.how')}
        </h2>
        <PrintMethodSection />
      </section>
    </div>
  );
}
