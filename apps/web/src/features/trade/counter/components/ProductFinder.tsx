import { forwardRef, lazy, Suspense, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PackageOpen, Plus, ScanBarcode, Search, SearchX, X } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { ApiError } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { inputClass } from '@/shared/ui/input';
import { ButtonLink } from '@/shared/ui/button-link';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { cn } from '@/shared/lib/cn';
import { FormAlert } from '@/shared/ui/form';
import { LoadError, LoadMore } from '@/shared/ui/states';
import {
  findByBarcode,
  useProductList,
  DEFAULT_FILTERS,
  looksLikeBarcode,
  normalizeCode,
  productForScan,
  cameraAvailable,
} from '@/features/products';
import { useDebounced } from '@/shared/lib/use-debounced';
import type { CounterKind } from '../cart';
import { ProductTile } from './ProductTile';
import { squareButtonClass } from './ui';

const BarcodeScanner = lazy(() => import('@/features/products/components/BarcodeScanner'));

type Scan =
  | { state: 'looking'; code: string }
  | { state: 'notFound'; code: string }
  | { state: 'inactive'; name: string }
  | { state: 'failed'; message: string }
  | null;

export interface ProductFinderHandle {
  focus: () => void;
}

/** How a product came into the cart: a tap on the grid, or from the search box (Enter, a scanner, the camera). */
export type AddVia = 'tap' | 'search';

/**
 * The counter's product side: one search box for a name (Bangla or English, from the start of a
 * word) or a barcode — a USB scanner types the code and Enter, which adds the product at once —
 * the phone's camera scanner, and the products as a grid of big buttons, one tap = one more.
 */
export const ProductFinder = forwardRef<
  ProductFinderHandle,
  {
    kind: CounterKind;
    /** Quantity in the cart by product id (as shown), for the grid's badges. */
    inCart: ReadonlyMap<string, string>;
    /** False when the product could not go in (the cart is full). */
    onAdd: (p: Product, via: AddVia) => boolean;
  }
>(function ProductFinder({ kind, inCart, onAdd }, ref) {
  const { t } = useTranslation('sell');
  const shopId = useShopId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // The latest text, read by Enter (a scanner types faster than a render).
  const typed = useRef('');
  const [scan, setScan] = useState<Scan>(null);
  const [camera, setCamera] = useState(false);
  const [canScan] = useState(cameraAvailable);
  const [added, setAdded] = useState('');
  const q = useDebounced(text.trim(), 250);
  const filters = useMemo(() => ({ ...DEFAULT_FILTERS, q }), [q]);
  const list = useProductList(filters);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  function change(next: string) {
    typed.current = next;
    setText(next);
    setScan(null);
  }

  function add(p: Product, via: AddVia) {
    if (!onAdd(p, via)) {
      setAdded('');
      return;
    }
    setAdded(t('counter.added', { name: p.name }));
    if (via === 'search') change('');
  }

  async function lookUp(raw: string) {
    const code = normalizeCode(raw);
    setScan({ state: 'looking', code });
    try {
      const page = await findByBarcode(shopId, code);
      const id = productForScan(code, page.items);
      const p = page.items.find((i) => i.id === id);
      if (!p) setScan({ state: 'notFound', code });
      else if (p.status !== 'active') setScan({ state: 'inactive', name: p.name });
      else {
        setScan(null);
        add(p, 'search');
      }
    } catch (e) {
      setScan({ state: 'failed', message: e instanceof ApiError ? e.message : t('common:errors.unknown') });
    }
  }

  function onEnter() {
    const raw = typed.current.trim();
    if (!raw) return;
    if (looksLikeBarcode(raw)) {
      void lookUp(raw);
      return;
    }
    // A name: Enter takes the first product found for exactly what is typed.
    const first = q === raw ? items[0] : undefined;
    if (first) add(first, 'search');
  }

  return (
    <section aria-label={t('counter.productsTitle')} className="flex min-w-0 flex-col gap-3" data-testid="product-finder">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onEnter();
        }}
      >
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            ref={input}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            aria-label={t('counter.searchLabel')}
            placeholder={t('counter.searchPlaceholder')}
            value={text}
            onChange={(e) => change(e.target.value)}
            className={cn(inputClass, 'pl-10 pr-11 [&::-webkit-search-cancel-button]:hidden')}
            data-testid="counter-search"
          />
          {text ? (
            <button
              type="button"
              aria-label={t('counter.clearSearch')}
              onClick={() => {
                change('');
                input.current?.focus();
              }}
              className="absolute right-1.5 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
        {canScan ? (
          <button
            type="button"
            className={squareButtonClass}
            aria-label={t('counter.scan')}
            onClick={() => setCamera(true)}
            data-testid="counter-scan"
          >
            <ScanBarcode aria-hidden="true" />
          </button>
        ) : null}
      </form>
      <p className="sr-only" role="status" aria-live="polite">
        {added}
      </p>
      <ScanMessage scan={scan} />
      {camera ? (
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <BarcodeScanner
            onClose={() => setCamera(false)}
            onCode={(code) => {
              setCamera(false);
              void lookUp(code);
            }}
          />
        </Suspense>
      ) : null}

      {list.isPending ? (
        <div role="status" aria-busy="true" className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2">
          <span className="sr-only">{t('common:loading')}</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError title={t('counter.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-4 py-8 text-center"
          data-testid="counter-no-products"
        >
          {q ? (
            <SearchX aria-hidden="true" className="size-9 text-muted-foreground" />
          ) : (
            <PackageOpen aria-hidden="true" className="size-9 text-primary" />
          )}
          <p className="text-muted-foreground">{q ? t('counter.noMatch') : t('counter.noProducts')}</p>
          <ButtonLink variant="outline" to="/product/add" icon={Plus}>
            {t('counter.addNewProduct')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2" aria-label={t('counter.productsTitle')}>
            {items.map((p) => (
              <li key={p.id} className="min-w-0">
                <ProductTile kind={kind} product={p} inCart={inCart.get(p.id) ?? null} onAdd={(x) => add(x, 'tap')} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
            label={t('counter.loadMore')}
            testId="counter-load-more"
          />
        </>
      )}
    </section>
  );
});

function ScanMessage({ scan }: { scan: Scan }) {
  const { t } = useTranslation('sell');
  if (!scan) return null;
  if (scan.state === 'looking') return <Spinner label={t('counter.scanLooking', { code: scan.code })} />;
  if (scan.state === 'failed') return <FormAlert message={scan.message} />;
  if (scan.state === 'inactive') return <FormAlert message={t('counter.scanInactive', { name: scan.name })} />;
  return (
    <div
      role="alert"
      data-testid="counter-scan-not-found"
      className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-card p-3 text-sm"
    >
      <span className="min-w-0 flex-1">{t('counter.scanNotFound', { code: scan.code })}</span>
      <ButtonLink size="sm" variant="outline" to={`/product/add?barcode=${encodeURIComponent(scan.code)}`} icon={Plus}>
        {t('counter.addWithBarcode')}
      </ButtonLink>
    </div>
  );
}
