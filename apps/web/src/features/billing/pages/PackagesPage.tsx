import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Crown } from 'lucide-react';
import type { PackageItem } from '@dokani/contracts/billing';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { ButtonLink } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { Page } from '@/shared/ui/page-title';
import { Segmented } from '@/shared/ui/segmented';
import { Badge, ListSkeleton, LoadError } from '@/shared/ui/states';
import { usePackages, useSubscription } from '../api';
import { useBillingLabels } from '../labels';
import { LimitList } from '../components/LimitList';

function PlanCard({
  title,
  tagline,
  current,
  highlight,
  children,
  testId,
}: {
  title: string;
  tagline?: string;
  current: boolean;
  highlight?: boolean;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('billing');
  return (
    <Card className={cn('flex flex-col gap-4 p-4', highlight && 'border-primary/60 ring-1 ring-primary/30')} data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold">{title}</h2>
          {tagline ? <p className="text-sm text-muted-foreground">{tagline}</p> : null}
        </div>
        {current ? <Badge tone="ok">{t('packages.current')}</Badge> : null}
      </div>
      {children}
    </Card>
  );
}

/** A paid package's card (Advanced): a period to choose, its price, the saving, what is paid, and Buy (or Renew). */
function PaidCard({ items, currentId, owned }: { items: readonly PackageItem[]; currentId: string | null; owned: boolean }) {
  const { t } = useTranslation('billing');
  const fmt = useFormat();
  const labels = useBillingLabels();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = items.find((i) => i.id === chosenId) ?? items.find((i) => i.id === currentId) ?? items[0];
  const first = items[0];
  if (!chosen || !first) return null;
  const discounted = !fmt.isZero(chosen.discount);
  return (
    <PlanCard
      title={labels.plan(first.packageId, first.name)}
      tagline={first.packageId === 'advanced' ? t('packages.advancedTagline') : undefined}
      current={owned}
      highlight
      testId={`packages-${first.packageId}`}
    >
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{t('packages.choosePeriod')}</p>
        <Segmented
          label={t('packages.choosePeriod')}
          testId="packages-period"
          value={chosen.id}
          onChange={setChosenId}
          options={items.map((i) => ({ value: i.id, label: labels.period(i.months) }))}
        />
      </div>
      <div className="flex flex-col gap-1" data-testid="packages-price">
        {discounted ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">
              {t('packages.price')}: <s data-testid="packages-list-price">{fmt.moneyText(chosen.price)}</s>
            </span>
            <Badge tone="ok">
              <span data-testid="packages-saving">{t('packages.saving', { amount: fmt.moneyText(chosen.discount) })}</span>
            </Badge>
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{t('packages.payable')}</p>
        <p className="text-3xl font-bold" data-testid="packages-payable">
          {fmt.moneyText(chosen.payable)}
        </p>
        <p className="text-sm text-muted-foreground">{labels.item(chosen)}</p>
      </div>
      <ButtonLink
        size="lg"
        to={`/settings/subscriptions/checkout?package=${encodeURIComponent(chosen.id)}`}
        data-testid="packages-buy"
        icon={Crown}
      >
        {owned ? t('packages.renew') : t('packages.buy')}
      </ButtonLink>
      <div>
        <h3 className="mb-1 font-semibold">{t('packages.limitsTitle')}</h3>
        <LimitList limits={chosen.limits} testId={`packages-${first.packageId}-limits`} />
      </div>
    </PlanCard>
  );
}

/** /settings/subscriptions/packages: Free and Advanced side by side (stacked on a phone), with their limits. */
export default function PackagesPage() {
  const { t } = useTranslation('billing');
  const labels = useBillingLabels();
  const packages = usePackages();
  const sub = useSubscription();
  const items = packages.data?.items.filter((i) => i.kind === 'subscription') ?? [];
  const free = items.find((i) => !i.buyable);
  const buyable = items.filter((i) => i.buyable).sort((a, b) => (a.months ?? 0) - (b.months ?? 0));
  // One card a package (Advanced), its periods inside it.
  const paid = [...new Set(buyable.map((i) => i.packageId))].map((id) => buyable.filter((i) => i.packageId === id));
  const status = sub.data?.status;
  const currentId = status === 'active' ? (sub.data?.packageId ?? null) : null;

  return (
    <Page width="4xl" data-testid="packages-page" title={t('packages.title')} intro={t('packages.intro')}>
      {packages.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <ListSkeleton rows={1} className="h-80" />
          <ListSkeleton rows={1} className="h-80" />
        </div>
      ) : packages.isError ? (
        <LoadError error={packages.error} onRetry={() => void packages.refetch()} />
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2">
          {free ? (
            <PlanCard
              title={labels.plan(free.packageId, free.name)}
              tagline={t('packages.freeTagline')}
              current={status === 'free' || status === 'lapsed'}
              testId="packages-free"
            >
              <p className="text-3xl font-bold">{t('packages.freePrice')}</p>
              <div>
                <h3 className="mb-1 font-semibold">{t('packages.limitsTitle')}</h3>
                <LimitList limits={free.limits} testId="packages-free-limits" />
              </div>
            </PlanCard>
          ) : null}
          {paid.length ? (
            paid.map((group) => (
              <PaidCard key={group[0]?.packageId} items={group} currentId={currentId} owned={group.some((i) => i.id === currentId)} />
            ))
          ) : (
            <p className="text-muted-foreground" data-testid="packages-empty">
              {t('packages.empty')}
            </p>
          )}
        </div>
      )}
    </Page>
  );
}
