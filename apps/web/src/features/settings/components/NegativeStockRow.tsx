import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PackageMinus } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { currentLanguage, i18n, loadNamespaces } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { Switch } from '@/shared/ui/switch';
import { useShopSettings, useUpdateShopSettings } from '../api';

/**
 * The shop's negative-stock setting: whether a sale or a stock removal may take stock below zero.
 * Read from GET /settings, saved with PATCH /settings, explained in words under the label.
 */
export function NegativeStockRow() {
  // Its words are in the stock namespace, which is fetched on demand (lazy-namespaces.ts).
  const [textsReady, setTextsReady] = useState(() => i18n.hasResourceBundle(currentLanguage(), 'stock'));
  useEffect(() => {
    if (!textsReady) void loadNamespaces(['stock']).then(() => setTextsReady(true));
  }, [textsReady]);
  if (!textsReady) {
    return (
      <li className="px-4 py-3">
        <Skeleton className="h-10" />
      </li>
    );
  }
  return <NegativeStockControl />;
}

function NegativeStockControl() {
  const { t } = useTranslation('stock');
  const labelId = useId();
  const explainId = useId();
  const settings = useShopSettings();
  const update = useUpdateShopSettings();
  const on = settings.data?.allowNegativeStock ?? false;
  const busy = settings.isPending || update.isPending;

  function toggle() {
    update.mutate(
      { allowNegativeStock: !on },
      {
        onSuccess: () => notify('success', t('negativeStock.saved')),
        onError: (e) => notify('error', e.message),
      },
    );
  }

  return (
    <li className="flex min-h-14 w-full items-start gap-3 px-4 py-3">
      <PackageMinus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <span id={labelId} className="block font-medium">
          {t('negativeStock.label')}
        </span>
        {settings.isError ? (
          <p className="text-sm text-destructive">
            {t('negativeStock.loadFailed')} {settings.error.message}{' '}
            <Button variant="link" size="inline" onClick={() => void settings.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </p>
        ) : settings.data ? (
          <p id={explainId} className="text-sm text-muted-foreground" data-testid="setting-negative-stock-explain">
            {on ? t('negativeStock.explainOn') : t('negativeStock.explainOff')}
          </p>
        ) : null}
      </div>
      {settings.isError ? null : (
        <div className="flex shrink-0 items-center gap-2 pt-0.5">
          {busy ? <Spinner /> : null}
          <span aria-hidden="true" className={cn('text-sm font-medium', on ? 'text-primary' : 'text-muted-foreground')}>
            {on ? t('negativeStock.on') : t('negativeStock.off')}
          </span>
          <Switch on={on} onToggle={toggle} labelledBy={labelId} describedBy={settings.data ? explainId : undefined} busy={busy} testId="setting-negative-stock" />
        </div>
      )}
    </li>
  );
}
