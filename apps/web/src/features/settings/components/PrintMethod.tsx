import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Info, Plug, Printer } from 'lucide-react';
import type { Lang } from '@dokani/core/format';
import { isLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';
import { useFormat } from '@/shared/lib/format';
import { useAuthStore } from '@/shared/stores/auth';
import { saveDevicePrinter, type DevicePrinter } from '@/shared/printing/device';
import { printerLabel, printFailureText, reportPrintFailure } from '@/shared/printing/failure';
import { isRollPaper, type PrintDoc, type RollPaper } from '@/shared/printing/paint';
import { DEVICE_METHODS, supportedMethods, transportOf, type DeviceMethod, type PrintMethod } from '@/shared/printing/transports';
import { useDevicePrinter } from '@/shared/printing/use-device-printer';
import { usePrintPreview } from '@/shared/printing/use-print-preview';
import { Button } from '@/shared/ui/button';
import { Segmented } from '@/shared/ui/segmented';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { useShopSettings } from '../api';
import { TestPrintButton } from './TestPrint';

const isDevice = (m: PrintMethod): m is DeviceMethod => (DEVICE_METHODS as readonly string[]).includes(m);

/**
 * "How it prints", on this device: the browser's print dialog, or a USB, Bluetooth or serial
 * printer (each offered where the browser has it) chosen here and remembered on the device; the
 * pairing step in words; the test print — through the dialog, or drawn, shown as the printer will
 * burn it, and sent.
 */
export function PrintMethodSection() {
  const { t } = useTranslation('settings');
  const printer = useDevicePrinter();
  const settings = useShopSettings();
  const [methods] = useState(supportedMethods);
  const [choosing, setChoosing] = useState(false);
  /** The browser's test print, the way back when the printer fails. */
  const browserPrint = useRef<(() => void) | null>(null);
  const paper = settings.data?.receiptPaper ?? '80';
  const method: PrintMethod = methods.includes(printer.method) ? printer.method : 'dialog';
  const device = isDevice(method) && printer.device?.method === method ? printer.device : null;

  function pick(m: PrintMethod) {
    if (m === method) return;
    saveDevicePrinter({ method: m, device: null } satisfies DevicePrinter);
  }

  async function choose(m: DeviceMethod) {
    setChoosing(true);
    try {
      const ref = await transportOf(m).choose();
      saveDevicePrinter({ method: m, device: ref });
      notify('success', t('printer.chosenSaved', { name: printerLabel(t, ref) }));
    } catch (e) {
      notify('error', printFailureText(t, e));
    } finally {
      setChoosing(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-card px-4 py-3" data-testid="printer-how">
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium" id="printer-method-label">
          {t('printer.method')}
        </span>
        <Segmented<PrintMethod>
          label={t('printer.method')}
          testId="printer-method"
          value={method}
          onChange={pick}
          options={methods.map((m) => ({ value: m, label: t(`printer.methods.${m}`) }))}
        />
        {methods.length < 4 ? (
          <p className="text-sm text-muted-foreground" data-testid="printer-missing-methods">
            {t('printer.missingMethods')}
          </p>
        ) : null}
      </div>

      {isDevice(method) ? (
        <>
          <p className="flex gap-3" data-testid="printer-method-explain">
            <Plug aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{t(`printer.methodExplain.${method}`)}</span>
          </p>
          <p className="text-sm text-muted-foreground">{t('printer.asImage')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="outline" onClick={() => void choose(method)} disabled={choosing} data-testid="printer-choose">
              {choosing ? <Spinner /> : <Printer aria-hidden="true" />}
              {t('printer.choose')}
            </Button>
            <span className="text-sm" data-testid="printer-chosen">
              {device ? t('printer.chosen', { name: printerLabel(t, device) }) : t('printer.noneChosen')}
            </span>
          </div>
          <p className="text-xs text-muted-foreground">{t('printer.onlyThisDevice')}</p>
          {isRollPaper(paper) ? (
            device ? (
              <ThermalTestPrint paper={paper} printer={{ method, device }} fallback={() => browserPrint.current?.()} />
            ) : null
          ) : (
            <p className="text-sm text-warning" role="status" data-testid="printer-needs-roll">
              {t('printer.needsRoll')}
            </p>
          )}
        </>
      ) : null}

      {!isDevice(method) || !isRollPaper(paper) ? (
        <>
          <p className="flex gap-3">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{t('printer.howBrowser')}</span>
          </p>
          <p className="text-sm text-muted-foreground">{t('printer.howChoose')}</p>
          <TestPrintButton printRef={browserPrint} />
        </>
      ) : (
        <TestPrintButton printRef={browserPrint} hidden />
      )}
    </div>
  );
}

/** The sample memo of the test print, drawn for the thermal printer. */
function testDoc(
  t: (k: string) => string,
  fmt: ReturnType<typeof useFormat>,
  shopName: string,
  footer: string | null,
  at: string,
): PrintDoc {
  const price = '120.00';
  return {
    blocks: [
      { kind: 'text', text: shopName, align: 'center', size: 'large', bold: true },
      { kind: 'text', text: t('printer.testPrint'), align: 'center', bold: true },
      { kind: 'text', text: fmt.dateTime(at), align: 'center', size: 'small' },
      { kind: 'rule' },
      { kind: 'pair', left: t('printer.sampleName'), right: fmt.moneyText(price) },
      { kind: 'pair', left: t('printer.sampleTotal'), right: fmt.moneyText(price), bold: true },
      { kind: 'rule', style: 'dashed' },
      { kind: 'text', text: footer ?? t('printer.defaultFooter'), align: 'center', size: 'small' },
    ],
  };
}

function ThermalTestPrint({ paper, printer, fallback }: { paper: RollPaper; printer: DevicePrinter; fallback: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const lang: Lang = isLanguage(i18n.language) ? i18n.language : 'bn';
  const fmt = useFormat();
  const settings = useShopSettings();
  const shopName = useAuthStore((s) => s.currentShop?.name ?? '');
  const [busy, setBusy] = useState(false);
  const footer = settings.data?.receiptFooter ?? null;

  // The preview: drawn now, read back from the bytes the printer would get.
  const preview = usePrintPreview(
    useCallback(
      async () => ({ doc: testDoc(t, fmt, shopName, footer, new Date().toISOString()), paper, copies: 1, drawer: false, cut: true }),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawn when what it shows changes, not on each render's new fmt
      [paper, shopName, footer, lang],
    ),
  );

  async function print() {
    setBusy(true);
    try {
      const m = await import('@/shared/printing/print');
      const s = settings.data;
      const { bytes } = await m.preparePrint({
        doc: testDoc(t, fmt, shopName, footer, new Date().toISOString()),
        paper,
        copies: 1,
        drawer: s?.openDrawer ?? false,
        cut: s?.cutPaper ?? true,
      });
      await m.sendToPrinter(printer, bytes);
      notify('success', t('books:print.sent', { printer: printerLabel(t, printer.device) }));
    } catch (e) {
      reportPrintFailure(t, e, fallback);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        onClick={() => void print()}
        disabled={busy || !settings.data}
        data-testid="printer-test-print"
        className="self-start"
      >
        {busy ? <Spinner /> : <Printer aria-hidden="true" />}
        {t('printer.testPrint')}
      </Button>
      <figure className="m-0 flex flex-col items-start gap-2" data-testid="printer-preview">
        <figcaption className="text-sm text-muted-foreground">{t('printer.preview')}</figcaption>
        {preview ? (
          <img
            src={preview.url}
            width={preview.dots / 2}
            alt={t('printer.previewAlt', { dots: preview.dots })}
            data-dots={preview.dots}
            className="h-auto max-w-full bg-white shadow ring-1 ring-border"
          />
        ) : (
          <Skeleton className="h-48 w-48" />
        )}
      </figure>
    </div>
  );
}
