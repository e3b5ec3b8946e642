import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { Switch } from '@/shared/ui/switch';
import { useShopSettings, useUpdateShopSettings } from '../api';

/** The on/off shop settings (GET /settings, saved with PATCH /settings). */
export type SwitchSetting = 'allowNegativeStock' | 'printAfterSale' | 'openDrawer' | 'cutPaper';

/** The words of one switch row, already translated by its caller. */
export interface SwitchRowTexts {
  label: string;
  explainOn: string;
  explainOff: string;
  on: string;
  off: string;
  loadFailed: string;
  saved: string;
}

/** A shop setting that is on or off: label, the current meaning in words, a switch. */
export function SettingSwitchRow({
  setting,
  icon: Icon,
  texts,
  testId,
  explainTestId,
}: {
  setting: SwitchSetting;
  icon: LucideIcon;
  texts: SwitchRowTexts;
  testId: string;
  explainTestId?: string;
}) {
  const { t } = useTranslation('common');
  const labelId = useId();
  const explainId = useId();
  const settings = useShopSettings();
  const update = useUpdateShopSettings();
  const on = settings.data?.[setting] ?? false;
  const busy = settings.isPending || update.isPending;

  function toggle() {
    update.mutate({ [setting]: !on }, { onSuccess: () => notify('success', texts.saved), onError: (e) => notify('error', e.message) });
  }

  return (
    <li className="flex min-h-14 w-full items-start gap-3 px-4 py-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <span id={labelId} className="block font-medium">
          {texts.label}
        </span>
        {settings.isError ? (
          <p className="text-sm text-destructive">
            {texts.loadFailed} {settings.error.message}{' '}
            <Button variant="link" size="inline" onClick={() => void settings.refetch()}>
              {t('actions.retry')}
            </Button>
          </p>
        ) : settings.data ? (
          <p id={explainId} className="text-sm text-muted-foreground" data-testid={explainTestId}>
            {on ? texts.explainOn : texts.explainOff}
          </p>
        ) : null}
      </div>
      {settings.isError ? null : (
        <div className="flex shrink-0 items-center gap-2 pt-0.5">
          {busy ? <Spinner /> : null}
          <span aria-hidden="true" className={cn('text-sm font-medium', on ? 'text-primary' : 'text-muted-foreground')}>
            {on ? texts.on : texts.off}
          </span>
          <Switch
            on={on}
            onToggle={toggle}
            labelledBy={labelId}
            describedBy={settings.data ? explainId : undefined}
            busy={busy}
            testId={testId}
          />
        </div>
      )}
    </li>
  );
}
