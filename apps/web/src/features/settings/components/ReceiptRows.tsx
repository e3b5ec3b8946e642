import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Printer, ScrollText } from 'lucide-react';
import type { ReceiptPaper } from '@dokani/contracts/settings';
import { serverFieldError, tooLongError } from '@/shared/lib/form-errors';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { useShopSettings, useUpdateShopSettings } from '../api';
import { ControlRow, Segmented } from './SettingsRow';
import { SettingSwitchRow } from './SettingSwitchRow';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';
import { ErrorText } from '@/shared/ui/field';

const PAPERS: readonly ReceiptPaper[] = ['58', '80', 'a4'];
/** The server's limit (contracts `settings.ts`), checked before saving. */
const FOOTER_MAX = TEXT_LIMITS.receiptFooter;

/** The receipt's paper: a 58 or 80 mm roll, or A4 (the print page opens on it). */
export function ReceiptPaperRow() {
  const { t } = useTranslation('settings');
  const settings = useShopSettings();
  const update = useUpdateShopSettings();
  const value: ReceiptPaper = settings.data?.receiptPaper ?? '80';

  function change(receiptPaper: ReceiptPaper) {
    if (receiptPaper === value) return;
    update.mutate({ receiptPaper }, { onSuccess: () => notify('success', t('receipt.saved')), onError: (e) => notify('error', e.message) });
  }

  return (
    <ControlRow icon={ScrollText} label={t('receipt.paper')} detail={t('receipt.paperExplain')}>
      <div className="flex items-center gap-2">
        {settings.isPending || update.isPending ? <Spinner /> : null}
        <Segmented<ReceiptPaper>
          label={t('receipt.paper')}
          testId="settings-receipt-paper"
          value={value}
          onChange={change}
          options={PAPERS.map((p) => ({ value: p, label: t(`receipt.papers.${p}`) }))}
        />
      </div>
    </ControlRow>
  );
}

/** The line under every memo (return policy, thanks…), up to 200 characters; empty = the default thanks. */
export function ReceiptFooterRow() {
  const settings = useShopSettings();
  // The form starts from the saved text once it has loaded (keyed, so a reload starts it again).
  if (!settings.data) {
    return (
      <li className="flex min-h-14 items-center gap-3 px-4 py-3">
        <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {settings.isError ? <span className="text-sm text-destructive">{settings.error.message}</span> : <Spinner />}
      </li>
    );
  }
  return <ReceiptFooterForm key={settings.data.receiptFooter ?? ''} saved={settings.data.receiptFooter ?? ''} />;
}

function ReceiptFooterForm({ saved }: { saved: string }) {
  const { t } = useTranslation('settings');
  const update = useUpdateShopSettings();
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const changed = text.trim() !== saved;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!changed || update.isPending) return;
    const tooLong = tooLongError(text, FOOTER_MAX);
    if (tooLong) return setError(tooLong);
    setError(null);
    update.mutate(
      { receiptFooter: text.trim() || null },
      {
        onSuccess: () => notify('success', t('receipt.saved')),
        onError: (err) => {
          // The server's own words for this field (in the user's language), else a toast.
          const field = serverFieldError(err, 'receiptFooter');
          if (field) setError(field);
          else notify('error', err.message);
        },
      },
    );
  }

  return (
    <li className="px-4 py-3">
      <form onSubmit={submit} className="flex gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor={id} className="font-medium">
            {t('receipt.footer')}
          </label>
          <textarea
            id={id}
            value={text}
            rows={2}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            data-testid="settings-receipt-footer"
            className="w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t('receipt.footerHint')}
          </p>
          <ErrorText id={`${id}-error`} error={error} testId="settings-receipt-footer-error" />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="self-end"
            disabled={!changed || update.isPending}
            data-testid="settings-receipt-footer-save"
          >
            {update.isPending ? <Spinner /> : null}
            {t('receipt.footerSave')}
          </Button>
        </div>
      </form>
    </li>
  );
}

/** Whether the print page opens by itself after each sale. */
export function PrintAfterSaleRow() {
  const { t } = useTranslation('settings');
  return (
    <SettingSwitchRow
      setting="printAfterSale"
      icon={Printer}
      testId="settings-print-after-sale"
      texts={{
        label: t('receipt.printAfterSale'),
        explainOn: t('receipt.printAfterSaleOn'),
        explainOff: t('receipt.printAfterSaleOff'),
        on: t('receipt.on'),
        off: t('receipt.off'),
        loadFailed: t('receipt.loadFailed'),
        saved: t('receipt.saved'),
      }}
    />
  );
}
