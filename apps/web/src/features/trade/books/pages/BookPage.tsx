import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CloudOff, Plus, ReceiptText } from 'lucide-react';
import { localDate } from '@dokani/core/format';
import { clock } from '@/shared/lib/clock';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { ButtonLink } from '@/shared/ui/button-link';
import { Page } from '@/shared/ui/page-title';
import { EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import type { PurchaseRow, SaleRow, usePurchaseBook, useSalesBook } from '../../api';
import type { TradeFilters } from '../../keys';
import type { TradeKind } from '../../keys';
import { periodRange } from '@/shared/lib/period';
import { bookFiltersFrom, bookFiltersToParams, tradeFiltersOf, type BookFilterState } from '../filters';
import { useBookFormat } from '../format';
import { BookFilters } from '../components/BookFilters';
import { BookList } from '../components/BookList';
import { BookTotals } from '../components/BookTotals';
import { WaitingSales } from '../components/WaitingSales';

type BookQuery = ReturnType<typeof useSalesBook> | ReturnType<typeof usePurchaseBook>;

/** The list of a book (sales or purchases), its filters in the address, totals over the filter on top. */
export function BookPage({ kind, useBook }: { kind: TradeKind; useBook: (filters: TradeFilters) => BookQuery }) {
  const { t } = useTranslation('books');
  const fmt = useBookFormat();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => bookFiltersFrom(params, kind), [params, kind]);
  // The shop's today: the period's dates move with it, not with the time of day.
  const today = localDate(new Date(clock.now()), fmt.timeZone);
  const query = useMemo(() => tradeFiltersOf(filters, new Date(`${today}T12:00:00Z`), 'UTC'), [filters, today]);
  const range = periodRange(filters.period, new Date(`${today}T12:00:00Z`), 'UTC', { from: filters.from, to: filters.to });
  const rangeOk = !(query.from && query.to && query.from > query.to);
  const list = useBook(query);
  const items = useMemo(() => {
    const pages: { items: (SaleRow | PurchaseRow)[] }[] = list.data?.pages ?? [];
    return pages.flatMap((p) => p.items);
  }, [list.data]);
  const wide = useMediaQuery('(min-width: 640px)');

  // From the address as it is now: two quick changes in a row both count.
  const update = (patch: Partial<BookFilterState>) =>
    setParams((prev) => bookFiltersToParams({ ...bookFiltersFrom(prev, kind), ...patch }), { replace: true });
  const rangeText =
    range.from && range.to
      ? range.from === range.to
        ? fmt.businessDate(range.from)
        : `${fmt.businessDate(range.from)} – ${fmt.businessDate(range.to)}`
      : null;

  return (
    <Page
      data-testid={`${kind}-book-page`}
      title={t(kind === 'sales' ? 'nav:sellList' : 'nav:purchaseList')}
      back={false}
      actions={
        <ButtonLink size="compact" to={kind === 'sales' ? '/sell' : '/purchase'} data-testid="book-new" icon={Plus}>
          {t(kind === 'sales' ? 'list.newSale' : 'list.newPurchase')}
        </ButtonLink>
      }
    >
      <BookFilters kind={kind} filters={filters} range={range} collapsible={!wide} onChange={update} />
      {rangeText && filters.period !== 'custom' ? (
        <p className="-mt-2 px-1 text-sm text-muted-foreground" data-testid="book-range">
          {rangeText}
        </p>
      ) : null}

      {kind === 'sales' ? <WaitingSales /> : null}
      {rangeOk ? <BookTotals kind={kind} totals={list.data?.pages[0]?.totals} busy={list.isFetching && !list.isFetchingNextPage} /> : null}
      {!rangeOk ? null : list.isPending && list.fetchStatus === 'paused' ? (
        <p role="status" className="rounded-lg border border-border bg-card p-4 text-muted-foreground" data-testid="book-offline">
          <CloudOff aria-hidden="true" className="mr-2 inline size-4" />
          {t('list.offline')}
        </p>
      ) : list.isPending ? (
        <ListSkeleton rows={5} className="h-20" />
      ) : list.isError && items.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title={t(kind === 'sales' ? 'list.emptySales' : 'list.emptyPurchases')}
          body={t('list.emptyBody')}
          testId="book-empty"
        />
      ) : (
        <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
          <BookList kind={kind} items={items} />
        </div>
      )}
      {rangeOk && list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      {rangeOk ? <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} /> : null}
    </Page>
  );
}
