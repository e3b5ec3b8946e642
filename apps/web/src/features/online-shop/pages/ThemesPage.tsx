import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, ExternalLink } from 'lucide-react';
import type { OnlineShop } from '@dokani/contracts/online-shop';
import { ONLINE_THEMES, type OnlineTheme } from '@dokani/contracts/store-rules';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { ButtonAnchor } from '@/shared/ui/button-link';
import { Spinner } from '@/shared/ui/spinner';
import { useUpdateOnlineShop } from '../api';
import { serverErrors } from '../errors';
import { storePage } from '../components/StorePage';
import { ThemePreview } from '../components/ThemePreview';

/** The three themes side by side (one under another on a phone): choosing one saves it at once. */
function ThemeChoice({ shop }: { shop: OnlineShop }) {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  const update = useUpdateOnlineShop();
  const saving = update.isPending ? update.variables.themeId : undefined;
  const prices = [fmt.moneyText('350'), fmt.moneyText('1250')] as const;

  function choose(theme: OnlineTheme) {
    if (update.isPending || theme === shop.themeId) return;
    update.mutate(
      { themeId: theme },
      {
        onSuccess: () => notify('success', t('themes.saved', { name: t(`themes.${theme}.name`) })),
        onError: (e) => notify('error', serverErrors(e, () => null).form ?? e.message),
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 sm:grid-cols-3" aria-label={t('themes.listLabel')} data-testid="themes-list">
        {ONLINE_THEMES.map((theme) => {
          const current = theme === shop.themeId;
          return (
            <li key={theme}>
              <button
                type="button"
                aria-pressed={current}
                disabled={update.isPending}
                onClick={() => choose(theme)}
                className={cn(
                  'flex h-full w-full flex-col gap-3 rounded-lg border-2 bg-card p-3 text-start shadow-sm transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  'disabled:cursor-wait',
                  current ? 'border-primary' : 'border-border hover:border-primary/50 hover:bg-accent',
                )}
                data-current={current}
                data-testid={`theme-card-${theme}`}
              >
                <ThemePreview theme={theme} name={shop.name} prices={prices} buy={t('themes.previewBuy')} />
                <span className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-semibold">{t(`themes.${theme}.name`)}</span>
                  {current ? (
                    <span
                      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
                      data-testid="theme-current"
                    >
                      <Check aria-hidden="true" className="size-3.5" />
                      {t('themes.current')}
                    </span>
                  ) : saving === theme ? (
                    <Spinner />
                  ) : null}
                </span>
                <span className="text-sm text-muted-foreground">{t(`themes.${theme}.description`)}</span>
                {!current ? <span className="mt-auto text-sm font-medium text-primary">{t('themes.use')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {shop.published && shop.url ? (
        <ButtonAnchor variant="outline" className="self-start" href={shop.url} data-testid="themes-view-store" newTab icon={ExternalLink}>
          {t('themes.viewStore')}
        </ButtonAnchor>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="themes-not-live">
          {t('themes.notLive')}{' '}
          <Link to="/online-shop/settings" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('themes.toSettings')}
          </Link>
        </p>
      )}
    </div>
  );
}

/** /online-shop/themes: how the store looks — classic, fresh or night, a drawn preview each. */
export default storePage('themes', 'themes-page', ThemeChoice);
