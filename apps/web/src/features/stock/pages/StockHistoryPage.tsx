import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History, PencilLine } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { ButtonLink } from '@/shared/ui/button-link';
import { Page } from '@/shared/ui/page-title';
import { useStockMovements, useStockProduct } from '../api';
import type { MovementFilters } from '../keys';
import { isStockReason } from '../reasons';
import { HistoryFilters } from '../components/HistoryFilters';
import { MovementList } from '../components/MovementList';
import { EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { useParamsPatch } from '@/shared/lib/search-params';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** Filters from the address (?productId=&reason=&from=&to=), malformed values ignored. */
function filtersFrom(params: URLSearchParams): MovementFilters {
  const productId = params.get('productId') ?? '';
  const reason = params.get('reason') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    productId: ULID.test(productId) ? productId : '',
    reason: isStockReason(reason) ? reason : '',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
  };
}

/** /stock/history — every stock movement, newest first, with filters; ?productId= preselects. */
export default function StockHistoryPage() {
  const { t } = useTranslation('stock');
  // The ten columns need a wide screen; below it, cards.
  const wide = useMediaQuery('(min-width: 1280px)');
  const phone = !useMediaQuery('(min-width: 768px)');
  const [params, patchParams] = useParamsPatch();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const [picked, setPicked] = useState<Product | null>(null);
  const productQuery = useStockProduct(filters.productId && picked?.id !== filters.productId ? filters.productId : null);
  const product = filters.productId ? (picked?.id === filters.productId ? picked : (productQuery.data ?? null)) : null;

  // A reversed range asks nothing of the server until it is fixed.
  const rangeOk = !(filters.from && filters.to && filters.from > filters.to);
  const list = useStockMovements(filters, rangeOk);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const filtered = Boolean(filters.productId || filters.reason || filters.from || filters.to);

  const update = (patch: Partial<MovementFilters>) => patchParams(patch);

  return (
    <Page
      width="6xl"
      data-testid="stock-history-page"
      title={t('nav:stockHistory')}
      actions={
        <ButtonLink
          size="compact"
          to={filters.productId ? `/stock/update?productId=${encodeURIComponent(filters.productId)}` : '/stock/update'}
          icon={PencilLine}
        >
          {t('common.update')}
        </ButtonLink>
      }
    >
      <HistoryFilters
        filters={filters}
        product={product}
        productLoading={Boolean(filters.productId) && !product && productQuery.isPending}
        collapsible={phone}
        onChange={(patch) => {
          if (patch.productId === '') setPicked(null);
          update(patch);
        }}
        onProduct={(p) => {
          setPicked(p);
          update({ productId: p?.id ?? '' });
        }}
      />

      {!rangeOk ? null : list.isPending ? (
        <ListSkeleton rows={5} className="h-28" />
      ) : list.isError && items.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={History}
          title={filtered ? t('history.emptyFiltered') : t('history.empty')}
          body={filtered ? undefined : t('history.emptyBody')}
          testId="stock-history-empty"
        />
      ) : (
        <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
          <MovementList items={items} wide={wide} />
        </div>
      )}
      {rangeOk && list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      {rangeOk ? <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} /> : null}
    </Page>
  );
}
