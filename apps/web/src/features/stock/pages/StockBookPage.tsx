import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { History, PackageSearch, PencilLine, Search } from 'lucide-react';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { ButtonLink } from '@/shared/ui/button-link';
import { Input } from '@/shared/ui/input';
import { Label } from '@/shared/ui/label';
import { Page } from '@/shared/ui/page-title';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { useStockProducts } from '../api';
import { STOCK_SORTS, type StockSort } from '../keys';
import { useDebounced } from '@/shared/lib/use-debounced';
import { StockSummaryCards } from '../components/StockSummaryCards';
import { StockProductList } from '../components/StockProductList';
import { EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { useParamsPatch } from '@/shared/lib/search-params';

const SORT_LABEL: Record<StockSort, string> = { name: 'book.sort.name', stock: 'book.sort.stockAsc', '-stock': 'book.sort.stockDesc' };

function isSort(v: string | null): v is StockSort {
  return (STOCK_SORTS as readonly (string | null)[]).includes(v);
}

/** /stock — the stock book: totals, then every product with its stock, average cost and value. */
export default function StockBookPage() {
  const { t } = useTranslation('stock');
  const wide = useMediaQuery('(min-width: 768px)');
  const [params, patchParams] = useParamsPatch();
  const sortParam = params.get('sort');
  const sort: StockSort = isSort(sortParam) ? sortParam : 'name';
  const lowStock = params.get('low') === '1';
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const debouncedQ = useDebounced(q);

  const list = useStockProducts(useMemo(() => ({ q: debouncedQ, sort, lowStock }), [debouncedQ, sort, lowStock]));
  const products = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const filtered = debouncedQ.trim() !== '' || lowStock;

  // the history and update links: beside the title from `sm` up, under it on a phone
  const links = (
    <>
      <ButtonLink variant="outline" to="/stock/history" icon={History}>
        {t('nav:stockHistory')}
      </ButtonLink>
      <ButtonLink to="/stock/update" icon={PencilLine}>
        {t('nav:stockUpdate')}
      </ButtonLink>
    </>
  );

  return (
    <Page width="5xl" data-testid="stock-book-page" title={t('nav:stock')} actions={<div className="hidden gap-2 sm:flex">{links}</div>}>
      <div className="grid grid-cols-2 gap-2 sm:hidden">{links}</div>

      <StockSummaryCards />

      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="stock-search">{t('book.searchLabel')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="stock-search"
              type="search"
              className="pl-9"
              value={q}
              placeholder={t('book.searchPlaceholder')}
              data-testid="stock-search"
              onChange={(e) => {
                setQ(e.target.value);
                patchParams({ q: e.target.value.trim() });
              }}
            />
          </div>
        </div>
        <div className="flex items-end gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:w-48 sm:flex-none">
            <Label id="stock-sort-label">{t('book.sortLabel')}</Label>
            <Select value={sort} onValueChange={(v) => patchParams({ sort: v === 'name' ? null : v })}>
              <SelectTrigger aria-labelledby="stock-sort-label" data-testid="stock-sort">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STOCK_SORTS.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(SORT_LABEL[s])}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <label className="flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium has-[:checked]:border-warning has-[:checked]:bg-warning/10">
            <input
              type="checkbox"
              className="size-4 accent-[var(--warning)]"
              checked={lowStock}
              data-testid="stock-low-only"
              onChange={(e) => patchParams({ low: e.target.checked ? '1' : null })}
            />
            {t('book.lowOnly')}
          </label>
        </div>
      </div>

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && products.length === 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : products.length === 0 ? (
        filtered ? (
          <EmptyState icon={PackageSearch} title={t('book.emptyFiltered')} testId="stock-empty" />
        ) : (
          <EmptyState icon={PackageSearch} title={t('book.empty')} body={t('book.emptyBody')} testId="stock-empty">
            <ButtonLink variant="outline" to="/product">
              {t('book.toProducts')}
            </ButtonLink>
          </EmptyState>
        )
      ) : (
        <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
          <StockProductList products={products} wide={wide} />
        </div>
      )}
      {list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
    </Page>
  );
}
