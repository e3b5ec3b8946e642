import { useTranslation } from 'react-i18next';
import { Crown } from 'lucide-react';
import type { UsageItem, UsageLevel } from '@dokani/contracts/billing';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { ButtonLink } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { Page } from '@/shared/ui/page-title';
import { ListSkeleton, LoadError } from '@/shared/ui/states';
import { useUsage } from '../api';
import { useBillingLabels } from '../labels';

/** The spec's colours, from the theme (both themes): low green, medium amber, high red. */
const BAR: Record<UsageLevel, string> = { low: 'bg-primary', medium: 'bg-warning', high: 'bg-destructive' };
const TEXT: Record<UsageLevel, string> = { low: 'text-primary', medium: 'text-warning', high: 'text-destructive' };

function UsageRow({ item }: { item: UsageItem }) {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const labels = useBillingLabels();
  const name = labels.feature(item.feature);
  const used = fmt.number(item.used);
  // The bar's width only: the level itself is the server's.
  const width = item.limit === null ? 0 : item.limit <= 0 ? 100 : Math.min(100, (item.used * 100) / item.limit);
  return (
    <li className="flex flex-col gap-1.5 py-3" data-testid="usage-row" data-feature={item.feature} data-level={item.level}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{name}</span>
        <span className="font-semibold" data-testid="usage-count">
          {item.limit === null ? t('usage.usedNoLimit', { used }) : t('usage.usedOf', { used, limit: fmt.number(item.limit) })}
        </span>
      </div>
      {item.limit === null ? (
        <p className="text-sm font-medium text-primary" data-testid="usage-no-limit">
          {t('limits.none')}
        </p>
      ) : (
        <>
          <div
            role="progressbar"
            aria-label={name}
            aria-valuemin={0}
            aria-valuemax={item.limit}
            aria-valuenow={Math.min(item.used, item.limit)}
            aria-valuetext={t('usage.usedOf', { used, limit: fmt.number(item.limit) })}
            className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className={cn('h-full rounded-full', BAR[item.level])} style={{ width: `${width}%` }} />
          </div>
          <p className={cn('text-sm font-medium', TEXT[item.level])} data-testid="usage-level">
            {t(`usage.levels.${item.level}`)}
          </p>
        </>
      )}
      <p className="text-sm text-muted-foreground">
        {item.resetsOn ? t('usage.resetsOn', { date: fmt.businessDate(item.resetsOn) }) : t('usage.total')}
      </p>
    </li>
  );
}

/** /settings/limit-chart: each usage feature, used against its limit, coloured by how near it is. */
export default function LimitChartPage() {
  const { t } = useTranslation('billing');
  const usage = useUsage();
  return (
    <Page data-testid="limit-chart-page" title={t('usage.title')} intro={t('usage.intro')}>
      <Card className="px-4 py-1">
        {usage.isPending ? (
          <div className="py-3">
            <ListSkeleton rows={5} className="h-14" />
          </div>
        ) : usage.isError ? (
          <div className="py-3">
            <LoadError error={usage.error} onRetry={() => void usage.refetch()} />
          </div>
        ) : (
          <ul className="divide-y divide-border" data-testid="usage-list">
            {usage.data.map((item) => (
              <UsageRow key={item.feature} item={item} />
            ))}
          </ul>
        )}
      </Card>
      {/* a package without limits (Advanced) is not sold again: it says so instead */}
      {usage.data && !usage.data.some((i) => i.limit !== null) ? (
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="usage-unlimited">
          <p className="text-sm">{t('usage.unlimitedHint')}</p>
          <ButtonLink variant="outline" className="shrink-0" to="/settings/subscriptions">
            {t('usage.seePackage')}
          </ButtonLink>
        </Card>
      ) : usage.data ? (
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t('usage.upgradeHint')}</p>
          <ButtonLink className="shrink-0" to="/settings/subscriptions/packages" data-testid="usage-upgrade" icon={Crown}>
            {t('usage.upgrade')}
          </ButtonLink>
        </Card>
      ) : null}
    </Page>
  );
}
