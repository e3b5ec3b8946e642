import { useTranslation } from 'react-i18next';
import { Copy, DollarSign, Scissors } from 'lucide-react';
import { MAX_RECEIPT_COPIES } from '@dokani/contracts/constants';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { Segmented } from '@/shared/ui/segmented';
import { Spinner } from '@/shared/ui/spinner';
import { useShopSettings, useUpdateShopSettings } from '../api';
import { ControlRow } from './SettingsRow';
import { SettingSwitchRow, type SwitchRowTexts } from './SettingSwitchRow';

const COPIES = Array.from({ length: MAX_RECEIPT_COPIES }, (_, i) => i + 1);

/** How many copies of each receipt print at once (1–5). */
export function ReceiptCopiesRow() {
  const { t } = useTranslation('settings');
  const fmt = useFormat();
  const settings = useShopSettings();
  const update = useUpdateShopSettings();
  const value = settings.data?.receiptCopies ?? null;

  function change(receiptCopies: number) {
    if (receiptCopies === value) return;
    update.mutate(
      { receiptCopies },
      { onSuccess: () => notify('success', t('receipt.saved')), onError: (e) => notify('error', e.message) },
    );
  }

  return (
    <ControlRow icon={Copy} label={t('printer.copies')} detail={t('printer.copiesExplain')}>
      <div className="flex items-center gap-2">
        {settings.isPending || update.isPending ? <Spinner /> : null}
        <Segmented<number>
          label={t('printer.copies')}
          testId="printer-copies"
          value={value}
          onChange={change}
          options={COPIES.map((n) => ({ value: n, label: fmt.number(n) }))}
        />
      </div>
    </ControlRow>
  );
}

function thermalTexts(t: (key: string) => string, key: 'openDrawer' | 'cutPaper'): SwitchRowTexts {
  return {
    label: t(`printer.${key}`),
    explainOn: t(`printer.${key}On`),
    explainOff: t(`printer.${key}Off`),
    on: t('receipt.on'),
    off: t('receipt.off'),
    loadFailed: t('receipt.loadFailed'),
    saved: t('receipt.saved'),
  };
}

/** A thermal printer opens the cash drawer after a sale's receipt. */
export function OpenDrawerRow() {
  const { t } = useTranslation('settings');
  return <SettingSwitchRow setting="openDrawer" icon={DollarSign} testId="printer-open-drawer" texts={thermalTexts(t, 'openDrawer')} />;
}

/** A thermal printer cuts the paper after each receipt. */
export function CutPaperRow() {
  const { t } = useTranslation('settings');
  return <SettingSwitchRow setting="cutPaper" icon={Scissors} testId="printer-cut-paper" texts={thermalTexts(t, 'cutPaper')} />;
}
