import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Phone, ShieldCheck } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { Page } from '@/shared/ui/page-title';
import { useWarrantyItems, type WarrantyItem } from '../api';
import type { WarrantyStatus } from '../keys';
import { useFormat } from '@/shared/lib/format';
import { Segmented } from '@/shared/ui/segmented';
import { Badge, EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { useParamsPatch } from '@/shared/lib/search-params';

const STATUSES: readonly WarrantyStatus[] = ['active', 'expired', 'all'];
/** Warranties ending within this many days are shown amber. */
const SOON_DAYS = 7;

function WarrantyRow({ item }: { item: WarrantyItem }) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const ended = item.daysLeft < 0;
  const tone = ended ? 'danger' : item.daysLeft <= SOON_DAYS ? 'warning' : 'ok';
  const left = ended
    ? t('warranty.endedAgo', { count: -item.daysLeft, days: fmt.number(-item.daysLeft) })
    : item.daysLeft === 0
      ? t('warranty.endsToday')
      : t('warranty.daysLeft', { count: item.daysLeft, days: fmt.number(item.daysLeft) });
  const customer = item.customerName ?? t('warranty.walkIn');
  return (
    <li
      data-testid="warranty-row"
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-border border-l-4 bg-card p-3 shadow-sm',
        tone === 'danger' ? 'border-l-destructive' : tone === 'warning' ? 'border-l-warning' : 'border-l-primary',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">{item.productName}</h3>
          <p className="text-sm text-muted-foreground">
            {t('warranty.quantity', { qty: fmt.qty(item.quantity) })} · {t('warranty.period', { days: fmt.number(item.warrantyDays) })}
          </p>
        </div>
        <Badge tone={tone}>{left}</Badge>
      </div>
      <p className="text-sm font-medium">{t('warranty.endsOn', { date: fmt.businessDate(item.warrantyEndsOn) })}</p>
      <p className="text-sm text-muted-foreground">
        {t('warranty.sale', { number: fmt.digits(item.saleNumber), date: fmt.businessDate(item.saleDate) })}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">{customer}</span>
        {item.customerMobile ? (
          <a
            href={`tel:${item.customerMobile}`}
            aria-label={t('warranty.call', { name: customer })}
            className="inline-flex items-center gap-1 rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Phone aria-hidden="true" className="size-4" />
            {fmt.mobile(item.customerMobile)}
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** /warranty-product — sold items with a warranty: end date = sale date + warranty days. */
export default function WarrantyProductPage() {
  const { t } = useTranslation('stock');
  const [params, patchParams] = useParamsPatch();
  const raw = params.get('status');
  const status: WarrantyStatus = STATUSES.includes(raw as WarrantyStatus) ? (raw as WarrantyStatus) : 'active';
  const list = useWarrantyItems(status);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  return (
    <Page data-testid="warranty-page" title={t('nav:warrantyProduct')}>
      <Segmented<WarrantyStatus>
        label={t('warranty.tabsLabel')}
        testId="warranty-status"
        value={status}
        options={STATUSES.map((s) => ({ value: s, label: t(`warranty.tabs.${s}`) }))}
        onChange={(s) => patchParams({ status: s === 'active' ? null : s })}
      />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && items.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={t('warranty.empty')} body={t('warranty.emptyBody')} testId="warranty-empty" />
      ) : (
        <ul aria-label={t('warranty.listLabel')} className={cn('flex flex-col gap-2', list.isPlaceholderData && 'opacity-70')}>
          {items.map((item, i) => (
            <WarrantyRow key={`${item.saleId}-${item.productId}-${i}`} item={item} />
          ))}
        </ul>
      )}
      {list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
