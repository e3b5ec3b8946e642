import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Printer, Trash2 } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { LANGUAGES, type Language } from '@dokani/i18n';
import { useFormat } from '@/shared/lib/format';
import { i18n, loadLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';
import { printerLabel, reportPrintFailure } from '@/shared/printing/failure';
import { domCanvas } from '@/shared/printing/paint';
import { useDevicePrinter } from '@/shared/printing/use-device-printer';
import { Spinner } from '@/shared/ui/spinner';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Page } from '@/shared/ui/page-title';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { fetchProduct, productKeys, useShopId } from '../api';
import { drawBarcode, labelDoc, labelDots } from '../lib/label-doc';
import { LABEL_SIZES, pageCss, parseCopies, type LabelChoice, type LabelPaper, type LabelSizeId } from '../lib/labels';
import { FormSection } from '../components/FormSection';
import { LabelProductPicker } from '../components/LabelProductPicker';
import { LabelSheet } from '../components/LabelSheet';
import '../labels.css';

/**
 * /product/labels: choose products and copies, the label's language and size, preview, print —
 * through the browser's print dialog, or on a label roll to this device's thermal printer
 * (chosen on /printer), drawn as images (lib/label-doc.ts).
 */
export default function LabelsPage() {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const shopId = useShopId();
  const [params] = useSearchParams();
  const [choices, setChoices] = useState<LabelChoice[]>([]);
  const [lang, setLang] = useState<Language>(fmt.lang);
  const [langReady, setLangReady] = useState(true);
  const [size, setSize] = useState<LabelSizeId>('38x25');
  const [paper, setPaper] = useState<LabelPaper>('roll');
  const printer = useDevicePrinter();
  const thermal = printer.method !== 'dialog' && paper === 'roll';
  const [busy, setBusy] = useState(false);

  // Products named in the address (?ids=a,b — "print label" from a product) start chosen.
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean).slice(0, 50);
  const preset = useQueries({
    queries: ids.map((id) => ({
      queryKey: productKeys.detail(shopId, id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProduct(shopId, id, signal),
    })),
  });
  const presetReady = preset.map((q) => q.data?.id ?? '').join(',');
  useEffect(() => {
    const found = preset.flatMap((q) => (q.data ? [q.data] : []));
    if (found.length)
      setChoices((c) => [...c, ...found.filter((p) => !c.some((x) => x.product.id === p.id)).map((product) => ({ product, copies: 1 }))]);
    // Only when the named products arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presetReady]);

  // The label's language may not be downloaded yet (only the screen's language is).
  useEffect(() => {
    if (i18n.hasResourceBundle(lang, 'products')) return setLangReady(true);
    setLangReady(false);
    void loadLanguage(lang).then(() => setLangReady(true));
  }, [lang]);
  const tl = i18n.getFixedT(langReady ? lang : fmt.lang, 'products');

  const selected = new Set(choices.map((c) => c.product.id));
  const total = choices.reduce((n, c) => n + c.copies, 0);
  const toggle = (p: Product, on: boolean) =>
    setChoices((c) => (on ? [...c, { product: p, copies: 1 }] : c.filter((x) => x.product.id !== p.id)));
  const setCopies = (id: string, raw: string) =>
    setChoices((c) => c.map((x) => (x.product.id === id ? { ...x, copies: parseCopies(raw) } : x)));

  function print() {
    if (!thermal) {
      window.print();
      return;
    }
    setBusy(true);
    void (async () => {
      try {
        const [m, { default: JsBarcode }] = await Promise.all([import('@/shared/printing/print'), import('jsbarcode')]);
        const { width, height } = labelDots(size);
        const jobs = choices.map(({ product, copies }) => ({
          doc: labelDoc(product, size, lang, tl, product.barcode ? drawBarcode(JsBarcode, domCanvas, product.barcode, size) : null),
          width,
          height,
          copies,
        }));
        await m.sendToPrinter(printer, await m.prepareLabels(jobs));
        notify('success', t('books:print.sent', { printer: printerLabel(t, printer.device) }));
      } catch (e) {
        reportPrintFailure(t, e, () => window.print());
      } finally {
        setBusy(false);
      }
    })();
  }

  return (
    <Page width="5xl" data-testid="product-labels-page" title={t('labels.title')}>
      <p className="-mt-2 text-muted-foreground">{t('labels.subtitle')}</p>

      <div className="grid gap-4 lg:grid-cols-2">
        <FormSection title={t('labels.choose')}>
          <LabelProductPicker selected={selected} onToggle={toggle} />
        </FormSection>

        <div className="flex flex-col gap-4">
          <FormSection title={t('labels.chosen', { n: fmt.number(choices.length) })}>
            {choices.length === 0 ? (
              <p className="text-sm text-muted-foreground" data-testid="labels-none">
                {t('labels.noneChosen')}
              </p>
            ) : (
              <ul className="flex flex-col gap-2" data-testid="labels-chosen">
                {choices.map(({ product, copies }) => (
                  <li key={product.id} className="flex items-center gap-2">
                    <span className="min-w-0 flex-1 truncate">{product.name}</span>
                    <input
                      inputMode="numeric"
                      autoComplete="off"
                      className="h-10 w-16 shrink-0 rounded-md border border-input bg-card px-2 text-center text-base text-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      aria-label={t('labels.copiesFor', { name: product.name })}
                      defaultValue={fmt.digits(String(copies))}
                      onChange={(e) => setCopies(product.id, e.target.value)}
                      data-testid="labels-copies"
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('labels.remove', { name: product.name })}
                      onClick={() => toggle(product, false)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </FormSection>

          <FormSection title={t('labels.settings')}>
            <div className="grid grid-cols-2 gap-3">
              <Select value={lang} onValueChange={(v) => setLang(v as Language)}>
                <Field label={t('labels.language')}>
                  <SelectTrigger data-testid="labels-language">
                    <SelectValue />
                  </SelectTrigger>
                </Field>
                <SelectContent>
                  {LANGUAGES.map((l) => (
                    <SelectItem key={l} value={l}>
                      {t(`common:language.${l}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Select value={size} onValueChange={(v) => setSize(v as LabelSizeId)}>
                <Field label={t('labels.size')}>
                  <SelectTrigger data-testid="labels-size">
                    <SelectValue />
                  </SelectTrigger>
                </Field>
                <SelectContent>
                  {LABEL_SIZES.map((s) => (
                    <SelectItem key={s.id} value={s.id}>
                      {t('labels.sizeMm', { w: fmt.number(s.width), h: fmt.number(s.height) })}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Select value={paper} onValueChange={(v) => setPaper(v as LabelPaper)}>
                <Field label={t('labels.paper')} className="col-span-2">
                  <SelectTrigger data-testid="labels-paper">
                    <SelectValue />
                  </SelectTrigger>
                </Field>
                <SelectContent>
                  <SelectItem value="roll">{t('labels.papers.roll')}</SelectItem>
                  <SelectItem value="a4">{t('labels.papers.a4')}</SelectItem>
                </SelectContent>
              </Select>
            </div>
          </FormSection>
        </div>
      </div>

      <FormSection
        title={t('labels.preview')}
        aside={<span className="text-sm text-muted-foreground">{t('labels.total', { n: fmt.number(total) })}</span>}
      >
        {choices.length ? (
          <div className="overflow-x-auto rounded-md bg-muted p-3">
            <LabelSheet choices={choices} size={size} paper="a4" lang={lang} tl={tl} testId="labels-preview" />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t('labels.previewEmpty')}</p>
        )}
        <div className="flex flex-col items-stretch gap-1 sm:items-end">
          <Button size="lg" className="w-full sm:w-auto" onClick={print} disabled={total === 0 || busy} data-testid="labels-print">
            {busy ? <Spinner /> : <Printer aria-hidden="true" />}
            {t('labels.print')}
          </Button>
          {thermal ? (
            <span className="text-sm text-muted-foreground" data-testid="labels-printer">
              {t('books:print.via', { printer: printerLabel(t, printer.device) })}
            </span>
          ) : null}
        </div>
      </FormSection>

      {createPortal(
        <div className="dk-print-root" data-paper={paper} aria-hidden="true">
          <style>{pageCss(size, paper)}</style>
          <LabelSheet choices={choices} size={size} paper={paper} lang={lang} tl={tl} />
        </div>,
        document.body,
      )}
    </Page>
  );
}
