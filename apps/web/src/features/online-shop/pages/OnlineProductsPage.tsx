import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Package, PackagePlus, Pencil, Search } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { cn } from '@/shared/lib/cn';
import { notify } from '@/shared/lib/notify';
import { useDebounced } from '@/shared/lib/use-debounced';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { LazyImage } from '@/shared/ui/lazy-image';
import { Page } from '@/shared/ui/page-title';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { DEFAULT_FILTERS, useProductList } from '@/features/products';
import { usePublishProducts } from '../api';
import { useOnlineFormat } from '../format';
import { SearchField } from '@/shared/ui/search-field';
import { useParamsPatch } from '@/shared/lib/search-params';

type Tab = 'published' | 'unpublished';
const TABS: readonly Tab[] = ['published', 'unpublished'];
/** The products list's `online` filter of each tab. */
const ONLINE: Record<Tab, 'true' | 'false'> = { published: 'true', unpublished: 'false' };
const NONE: ReadonlySet<string> = new Set();

/** One product: its box to pick it, photo, name, price and stock, and the way to its edit page (details and photos are the store's). */
function ProductRow({ product, selected, onToggle }: { product: Product; selected: boolean; onToggle: (on: boolean) => void }) {
  const { t } = useTranslation('online');
  const fmt = useOnlineFormat();
  const photo = product.photos[0];
  return (
    <li
      className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-4"
      data-testid="online-product-row"
      data-product-id={product.id}
    >
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-primary"
          checked={selected}
          onChange={(e) => onToggle(e.target.checked)}
          data-testid="online-product-check"
        />
        {photo ? (
          <LazyImage src={photo.thumbUrl} alt="" className="size-14 shrink-0 rounded-md" />
        ) : (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
            <Package aria-hidden="true" className="size-6" />
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="line-clamp-2 break-words font-medium leading-snug" data-testid="online-product-name">
            {product.name}
          </span>
          <span className="flex flex-wrap gap-x-3 text-sm">
            <span className="font-semibold tabular-nums" data-testid="online-product-price">
              {fmt.moneyText(product.sellPrice)}
            </span>
            <span className="text-muted-foreground tabular-nums" data-testid="online-product-stock">
              {t('products.stock', { qty: fmt.qtyUnit(product.currentStock, product.unit) })}
            </span>
          </span>
        </span>
      </label>
      <Link
        to={`/product/${product.id}`}
        className="inline-flex min-h-10 shrink-0 items-center gap-1.5 self-start rounded-md ps-8 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:self-center sm:ps-0"
        aria-label={`${t('products.edit')}: ${product.name}`}
        data-testid="online-product-edit"
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('products.edit')}
      </Link>
    </li>
  );
}

/** "Select all on this page": on when every shown product is picked, half-on when some are. */
function SelectAll({
  items,
  selected,
  onChange,
}: {
  items: readonly Product[];
  selected: ReadonlySet<string>;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('online');
  const ref = useRef<HTMLInputElement>(null);
  const picked = items.filter((p) => selected.has(p.id)).length;
  const all = items.length > 0 && picked === items.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = picked > 0 && !all;
  }, [picked, all]);
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-3 px-3 text-sm font-medium sm:px-4">
      <input
        ref={ref}
        type="checkbox"
        className="size-5 shrink-0 accent-primary"
        checked={all}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="online-products-select-all"
      />
      {t('products.selectAll')}
    </label>
  );
}

/**
 * /online-shop/products: which products the store shows. Two tabs — on the store (online=true)
 * and not yet (online=false) — searched by name; the tab and the search live in the address
 * (?tab=unpublished&q=, ?tab=published for the first). Products picked (one by one or the whole
 * page) are put on the store or taken off it in one go; the lists and the dashboard's count are
 * read again after. A product's online description and photos are its own details and photos,
 * changed on its edit page.
 */
export default function OnlineProductsPage() {
  const { t } = useTranslation('online');
  const fmt = useOnlineFormat();
  const [params, patchParams] = useParamsPatch();
  const tab: Tab = params.get('tab') === 'unpublished' ? 'unpublished' : 'published';
  const [q, setQ] = useState(() => params.get('q') ?? '');
  const search = useDebounced(q.trim(), 300);
  const filters = useMemo(() => ({ ...DEFAULT_FILTERS, online: ONLINE[tab], q: search }), [tab, search]);
  const list = useProductList(filters);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const publish = usePublishProducts();

  // What is picked belongs to one list (tab and search): another list starts with nothing picked.
  const listKey = `${tab}|${search}`;
  const [picked, setPicked] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: listKey, ids: NONE });
  const selected = picked.key === listKey ? picked.ids : NONE;
  const change = (ids: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setPicked({ key: listKey, ids: next });
  };

  const onlineSale = tab === 'unpublished';
  const run = () => {
    const productIds = items.filter((p) => selected.has(p.id)).map((p) => p.id);
    if (productIds.length === 0 || publish.isPending) return;
    publish.mutate(
      { productIds, onlineSale },
      {
        onSuccess: ({ updated }) => {
          setPicked({ key: listKey, ids: NONE });
          notify(
            'success',
            t(onlineSale ? 'products.publishedDone' : 'products.unpublishedDone', { count: updated, n: fmt.number(updated) }),
          );
        },
        onError: (e) => notify('error', e.message),
      },
    );
  };
  const count = items.filter((p) => selected.has(p.id)).length;

  return (
    <Page width="4xl" data-testid="online-products-page" title={t('nav:online.products')} intro={t('products.intro')}>
      <div
        role="tablist"
        aria-label={t('products.tabsLabel')}
        className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1"
        data-testid="online-products-tabs"
      >
        {TABS.map((s) => {
          const on = s === tab;
          return (
            <button
              key={s}
              type="button"
              role="tab"
              id={`online-products-tab-${s}`}
              aria-selected={on}
              aria-controls="online-products-panel"
              onClick={() => patchParams({ tab: s })}
              className={cn(
                'min-h-10 rounded-sm px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                on ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
              data-testid={`online-products-tab-${s}`}
            >
              {t(`products.tab.${s}`)}
            </button>
          );
        })}
      </div>

      <SearchField
        maxLength={100}
        value={q}
        onChange={(v) => {
          setQ(v);
          patchParams({ q: v.trim() });
        }}
        label={t('products.search')}
        testId="online-products-search"
      />

      <div
        role="tabpanel"
        id="online-products-panel"
        aria-labelledby={`online-products-tab-${tab}`}
        aria-busy={list.isFetching}
        className="flex flex-col gap-4"
      >
        {list.isPending ? (
          <ListSkeleton rows={5} className="h-20" />
        ) : list.isError && items.length === 0 ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          search !== '' ? (
            <EmptyState
              icon={Search}
              title={t('products.emptySearch')}
              body={t('products.emptySearchBody')}
              testId="online-products-empty"
            />
          ) : tab === 'published' ? (
            <EmptyState
              icon={Package}
              title={t('products.emptyPublished')}
              body={t('products.emptyPublishedBody')}
              testId="online-products-empty"
            >
              <Button variant="outline" onClick={() => patchParams({ tab: 'unpublished' })}>
                {t('products.tab.unpublished')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={PackagePlus}
              title={t('products.emptyUnpublished')}
              body={t('products.emptyUnpublishedBody')}
              testId="online-products-empty"
            >
              <ButtonLink variant="outline" to="/product/add">
                {t('products.addProduct')}
              </ButtonLink>
            </EmptyState>
          )
        ) : (
          <div className="rounded-lg border border-border bg-card">
            <div className="flex flex-wrap items-center justify-between gap-x-3 border-b border-border py-1 pe-3">
              <SelectAll
                items={items}
                selected={selected}
                onChange={(on) =>
                  change(
                    items.map((p) => p.id),
                    on,
                  )
                }
              />
              <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="online-products-count">
                {count > 0 ? t('products.selected', { count, n: fmt.number(count) }) : null}
              </span>
            </div>
            <ul className="flex flex-col divide-y divide-border" aria-label={t(`products.tab.${tab}`)} data-testid="online-products-list">
              {items.map((p) => (
                <ProductRow key={p.id} product={p} selected={selected.has(p.id)} onToggle={(on) => change([p.id], on)} />
              ))}
            </ul>
          </div>
        )}
        {list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
      </div>

      {count > 0 ? (
        <div
          className="sticky bottom-2 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-popover p-3 text-popover-foreground shadow-lg"
          role="region"
          aria-label={t('products.barLabel')}
          data-testid="online-products-bar"
        >
          <span className="min-w-0 flex-1 text-sm font-medium">{t('products.selected', { count, n: fmt.number(count) })}</span>
          <Button variant="ghost" size="sm" onClick={() => setPicked({ key: listKey, ids: NONE })} data-testid="online-products-clear">
            {t('products.clear')}
          </Button>
          <Button
            size="sm"
            variant={onlineSale ? 'default' : 'outline'}
            className={onlineSale ? undefined : 'text-destructive'}
            disabled={publish.isPending}
            aria-busy={publish.isPending}
            onClick={run}
            data-testid={onlineSale ? 'online-products-publish' : 'online-products-unpublish'}
          >
            {publish.isPending ? <Spinner /> : null}
            {t(onlineSale ? 'products.publish' : 'products.unpublish')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
