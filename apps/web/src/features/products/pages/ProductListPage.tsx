import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileSpreadsheet, PackageOpen, Plus, Printer, SearchX } from 'lucide-react';
import { useFormat } from '@/shared/lib/format';
import { ApiError } from '@/shared/lib/http';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { Page } from '@/shared/ui/page-title';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { FormAlert } from '@/shared/ui/form';
import { LoadError, LoadMore } from '@/shared/ui/states';
import { findByBarcode, useProductList, useShopId } from '../api';
import type { ProductListFilters } from '../keys';
import { activeFilterCount, filtersFromParams, paramsFromFilters } from '../lib/list-params';
import { looksLikeBarcode, normalizeCode, productForScan } from '../lib/search';
import { ProductFilters } from '../components/ProductFilters';
import { ProductRow } from '../components/ProductRow';
import { ProductSearch } from '../components/ProductSearch';

type Scan = { state: 'looking'; code: string } | { state: 'notFound'; code: string } | { state: 'failed'; message: string } | null;

/** /product: the product list — search (name or barcode), filters, sort, and more on demand. */
export default function ProductListPage() {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const navigate = useNavigate();
  const shopId = useShopId();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useProductList(filters);
  const [scan, setScan] = useState<Scan>(null);

  const apply = (next: ProductListFilters) => setParams(paramsFromFilters(next), { replace: true });

  async function onEnter(raw: string) {
    const code = normalizeCode(raw);
    if (!looksLikeBarcode(code)) return;
    setScan({ state: 'looking', code });
    try {
      const page = await findByBarcode(shopId, code);
      const id = productForScan(code, page.items);
      if (id) navigate(`/product/${id}`);
      else setScan({ state: 'notFound', code });
    } catch (e) {
      setScan({ state: 'failed', message: e instanceof ApiError ? e.message : t('common:errors.unknown') });
    }
  }

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const searching = filters.q !== '' || activeFilterCount(filters) > 0;

  return (
    <Page width="4xl" data-testid="product-list-page" title={t('nav:product')} back={false}>
      <div className="flex flex-wrap gap-2">
        <ButtonLink className="basis-full sm:basis-auto" to="/product/add" data-testid="product-add" icon={Plus}>
          {t('list.add')}
        </ButtonLink>
        <ButtonLink
          variant="outline"
          className="flex-1 sm:flex-none"
          to="/product/import"
          data-testid="product-import"
          icon={FileSpreadsheet}
        >
          {t('list.import')}
        </ButtonLink>
        <ButtonLink variant="outline" className="flex-1 sm:flex-none" to="/product/labels" data-testid="product-labels" icon={Printer}>
          {t('list.labels')}
        </ButtonLink>
      </div>

      <ProductSearch
        value={filters.q}
        onSearch={(q) => {
          setScan(null);
          if (q !== filters.q) apply({ ...filters, q });
        }}
        onEnter={(q) => void onEnter(q)}
      />
      <ScanMessage scan={scan} />
      <ProductFilters filters={filters} onChange={apply} />

      {list.isPending ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('common:loading')}</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError title={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        searching ? (
          <Empty
            icon={<SearchX aria-hidden="true" className="size-10 text-muted-foreground" />}
            title={t('list.noMatchTitle')}
            body={t('list.noMatchBody')}
            testId="product-list-no-match"
          >
            {activeFilterCount(filters) ? (
              <Button
                variant="outline"
                onClick={() => apply({ ...filters, categoryId: '', status: 'active', lowStock: false, online: '' })}
              >
                {t('list.clearFilters')}
              </Button>
            ) : null}
          </Empty>
        ) : (
          <Empty
            icon={<PackageOpen aria-hidden="true" className="size-10 text-primary" />}
            title={t('list.emptyTitle')}
            body={t('list.emptyBody')}
            testId="product-list-empty"
          >
            <ButtonLink to="/product/add" icon={Plus}>
              {t('list.addFirst')}
            </ButtonLink>
            <ButtonLink variant="link" size="inline" to="/product/import">
              {t('list.emptyImport')}
            </ButtonLink>
          </Empty>
        )
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="product-count">
            {list.hasNextPage ? t('list.showingMore', { n: fmt.number(items.length) }) : t('list.showing', { n: fmt.number(items.length) })}
          </p>
          <ul className="flex flex-col gap-2" aria-label={t('nav:product')}>
            {items.map((p) => (
              <li key={p.id}>
                <ProductRow product={p} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
            label={t('list.loadMore')}
            testId="product-load-more"
          />
        </>
      )}
    </Page>
  );
}

function ScanMessage({ scan }: { scan: Scan }) {
  const { t } = useTranslation('products');
  if (!scan) return null;
  if (scan.state === 'looking') return <Spinner label={t('list.scanLooking', { code: scan.code })} />;
  if (scan.state === 'failed') return <FormAlert message={scan.message} />;
  return (
    <div
      role="status"
      data-testid="scan-not-found"
      className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-card p-3 text-sm"
    >
      <span className="min-w-0 flex-1">{t('list.scanNotFound', { code: scan.code })}</span>
      <ButtonLink size="sm" to={`/product/add?barcode=${encodeURIComponent(scan.code)}`} icon={Plus}>
        {t('list.addWithBarcode')}
      </ButtonLink>
    </div>
  );
}

function Empty({
  icon,
  title,
  body,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-4 py-10 text-center"
    >
      {icon}
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{body}</p>
      <div className="flex flex-col items-center gap-3">{children}</div>
    </div>
  );
}
