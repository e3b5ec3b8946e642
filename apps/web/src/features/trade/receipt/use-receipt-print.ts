import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopSettings } from '@dokani/contracts/settings';
import { isLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';
import { printerLabel, reportPrintFailure } from '@/shared/printing/failure';
import { isRollPaper, type PrintDoc } from '@/shared/printing/paint';
import { useDevicePrinter } from '@/shared/printing/use-device-printer';
import { usePrintPreview } from '@/shared/printing/use-print-preview';
import type { ReceiptModel, ReceiptPaper, ReceiptShop } from './model';
import { receiptDoc } from './receipt-doc';

export interface ReceiptPrintInput {
  receipt: ReceiptModel | null;
  shop: ReceiptShop | null;
  settings: Pick<ShopSettings, 'receiptFooter' | 'receiptCopies' | 'openDrawer' | 'cutPaper'> | undefined;
  paper: ReceiptPaper;
  timeZone?: string;
  /** The print right after a sale (`?auto=1`): the one that opens the cash drawer. */
  afterSale: boolean;
}

export interface ReceiptPrint {
  /** This device prints to a thermal printer of its own (USB, Bluetooth, serial) on a roll paper. */
  thermal: boolean;
  printerName: string | null;
  /** The image the printer will burn, read back from the bytes (thermal only). */
  preview: { url: string; dots: number } | null;
  busy: boolean;
  print: () => void;
}

/**
 * Printing a memo the way this device prints: the browser's print dialog, or — with a USB,
 * Bluetooth or serial printer chosen on /printer and a 58/80 mm roll — the memo drawn as an image
 * and sent as ESC/POS with the shop's copies, drawer and cut. A failed print says why and offers
 * the print dialog; the memo (and the sale) are never touched by it.
 */
export function useReceiptPrint({ receipt, shop, settings, paper, timeZone, afterSale }: ReceiptPrintInput): ReceiptPrint {
  const { t, i18n } = useTranslation('books');
  const lang = isLanguage(i18n.language) ? i18n.language : 'bn';
  const printer = useDevicePrinter();
  const roll = isRollPaper(paper) ? paper : null;
  const thermal = printer.method !== 'dialog' && roll !== null;
  const [busy, setBusy] = useState(false);
  const footer = settings?.receiptFooter ?? null;

  const build = useCallback(async () => {
    if (!receipt || !shop || !roll) return null;
    const m = await import('@/shared/printing/print');
    const logo = await m.loadPrintImage(shop.logoUrl);
    const doc: PrintDoc = receiptDoc({ receipt, shop, footer, lang, t, timeZone, logo });
    return { m, doc, roll };
  }, [receipt, shop, roll, footer, lang, t, timeZone]);

  const preview = usePrintPreview(
    useMemo(
      () =>
        thermal
          ? async () => {
              const b = await build();
              return b && { doc: b.doc, paper: b.roll, copies: 1, drawer: false, cut: true };
            }
          : null,
      [thermal, build],
    ),
  );

  const print = useCallback(() => {
    if (!thermal) {
      window.print();
      return;
    }
    setBusy(true);
    void (async () => {
      try {
        const b = await build();
        if (!b) return;
        const { bytes } = await b.m.preparePrint({
          doc: b.doc,
          paper: b.roll,
          copies: settings?.receiptCopies ?? 1,
          drawer: afterSale && receipt?.kind === 'sale' && (settings?.openDrawer ?? false),
          cut: settings?.cutPaper ?? true,
        });
        await b.m.sendToPrinter(printer, bytes);
        notify('success', t('print.sent', { printer: printerLabel(t, printer.device) }));
      } catch (e) {
        reportPrintFailure(t, e, () => window.print(), afterSale);
      } finally {
        setBusy(false);
      }
    })();
  }, [thermal, build, settings, afterSale, receipt, printer, t]);

  return { thermal, printerName: printer.device ? printerLabel(t, printer.device) : null, preview: thermal ? preview : null, busy, print };
}
