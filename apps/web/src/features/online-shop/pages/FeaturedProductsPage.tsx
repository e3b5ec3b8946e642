import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Check, Package, Plus, Sparkles, Trash2 } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { MAX_FEATURED, type FeaturedProduct } from '@dokani/contracts/online-shop';
import { parseQuantity } from '@dokani/core/money';
import { cn } from '@/shared/lib/cn';
import { notify } from '@/shared/lib/notify';
import { useDebounced } from '@/shared/lib/use-debounced';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { LazyImage } from '@/shared/ui/lazy-image';
import { Page } from '@/shared/ui/page-title';
import { Badge, EmptyState, ListSkeleton, LoadError, LoadMore } from '@/shared/ui/states';
import { DEFAULT_FILTERS, useProductList } from '@/features/products';
import { useFeatured, useSaveFeatured } from '../api';
import { serverErrors } from '../errors';
import { useOnlineFormat } from '../format';
import { SearchField } from '@/shared/ui/search-field';

/** A product of the store's list as the featured list shows it (its first photo, its price, whether any is left). */
const asFeatured = (p: Product): FeaturedProduct => ({
  id: p.id,
  name: p.name,
  price: p.sellPrice,
  thumbUrl: p.photos[0]?.thumbUrl ?? null,
  inStock: (parseQuantity(p.currentStock) ?? 0n) > 0n,
});

const sameIds = (a: readonly FeaturedProduct[], b: readonly FeaturedProduct[]) =>
  a.length === b.length && a.every((p, i) => p.id === b[i]?.id);

function Thumb({ url }: { url: string | null }) {
  return url ? (
    <LazyImage src={url} alt="" className="size-12 shrink-0 rounded-md" />
  ) : (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
      <Package aria-hidden="true" className="size-5" />
    </span>
  );
}

/** One featured product: its place, photo, name, price; up, down and remove. */
function FeaturedRow({
  product,
  index,
  count,
  problem,
  onMove,
  onRemove,
}: {
  product: FeaturedProduct;
  index: number;
  count: number;
  problem: string | null;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('online');
  const fmt = useOnlineFormat();
  return (
    <li
      className={cn('flex items-center gap-2 px-3 py-2.5 sm:gap-3 sm:px-4', problem && 'bg-destructive/5')}
      data-invalid={problem ? true : undefined}
      data-testid="featured-row"
      data-product-id={product.id}
    >
      <span className="w-5 shrink-0 text-center text-sm font-semibold tabular-nums text-muted-foreground" aria-hidden="true">
        {fmt.number(index + 1)}
      </span>
      <Thumb url={product.thumbUrl} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="line-clamp-2 break-words font-medium leading-snug" data-testid="featured-name">
          {product.name}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold tabular-nums" data-testid="featured-price">
            {fmt.moneyText(product.price)}
          </span>
          {product.inStock ? null : <Badge tone="warning">{t('featured.outOfStock')}</Badge>}
        </span>
        {problem ? (
          <span role="alert" className="text-sm font-medium text-destructive" data-testid="featured-row-problem">
            {problem}
          </span>
        ) : null}
      </span>
      <span className="flex shrink-0 flex-col gap-0.5 sm:flex-row">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={t('featured.up', { name: product.name })}
          data-testid="featured-up"
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={t('featured.down', { name: product.name })}
          data-testid="featured-down"
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 shrink-0 text-destructive"
        onClick={onRemove}
        aria-label={t('featured.remove', { name: product.name })}
        data-testid="featured-remove"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * The products on sale online (the online products page's list: active, online=true), searched by
 * name; each one added at the end of the featured list. Once MAX_FEATURED are chosen nothing more
 * can be added, and it says so.
 */
function ProductPicker({
  chosen,
  onAdd,
  onOpenChange,
}: {
  chosen: readonly FeaturedProduct[];
  onAdd: (p: FeaturedProduct) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('online');
  const fmt = useOnlineFormat();
  const [q, setQ] = useState('');
  const search = useDebounced(q.trim(), 300);
  const filters = useMemo(() => ({ ...DEFAULT_FILTERS, online: 'true' as const, q: search }), [search]);
  const list = useProductList(filters);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const ids = new Set(chosen.map((p) => p.id));
  const full = chosen.length >= MAX_FEATURED;

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} className="max-w-xl" data-testid="featured-picker">
        <DialogHeader>
          <DialogTitle>{t('featured.pickerTitle')}</DialogTitle>
          <DialogDescription>{t('featured.pickerIntro')}</DialogDescription>
        </DialogHeader>
        <p
          className={full ? 'text-sm font-medium text-warning' : 'text-sm text-muted-foreground'}
          aria-live="polite"
          data-testid="featured-picker-count"
        >
          {full
            ? t('featured.full', { max: fmt.number(MAX_FEATURED) })
            : t('featured.count', { n: fmt.number(chosen.length), max: fmt.number(MAX_FEATURED) })}
        </p>
        <SearchField maxLength={100} value={q} onChange={setQ} label={t('products.search')} testId="featured-picker-search" />
        <div aria-busy={list.isFetching} className="flex flex-col gap-3">
          {list.isPending ? (
            <ListSkeleton rows={3} className="h-14" />
          ) : list.isError && items.length === 0 ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} />
          ) : items.length === 0 ? (
            <p className="py-4 text-center text-muted-foreground" data-testid="featured-picker-empty">
              {search !== '' ? t('products.emptySearch') : t('featured.noOnline')}
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-border rounded-md border border-border" data-testid="featured-picker-list">
              {items.map((p) => {
                const added = ids.has(p.id);
                return (
                  <li key={p.id} className="flex items-center gap-3 px-3 py-2" data-testid="featured-picker-row" data-product-id={p.id}>
                    <Thumb url={p.photos[0]?.thumbUrl ?? null} />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="line-clamp-2 break-words font-medium leading-snug">{p.name}</span>
                      <span className="text-sm font-semibold tabular-nums">{fmt.moneyText(p.sellPrice)}</span>
                    </span>
                    <Button
                      size="sm"
                      variant={added ? 'ghost' : 'outline'}
                      disabled={added || full}
                      onClick={() => onAdd(asFeatured(p))}
                      aria-label={added ? `${t('featured.added')}: ${p.name}` : `${t('featured.add')}: ${p.name}`}
                      data-testid="featured-picker-add"
                    >
                      {added ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
                      {added ? t('featured.added') : t('featured.add')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {list.isFetchNextPageError ? <LoadError error={list.error} onRetry={() => void list.fetchNextPage()} /> : null}
          <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
        </div>
        <Button variant="outline" onClick={() => onOpenChange(false)} data-testid="featured-picker-done">
          {t('featured.done')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

/** The featured list being changed: reorder, remove, add; Save sends the ids in their order (only when changed). */
function FeaturedEditor({ saved }: { saved: FeaturedProduct[] }) {
  const { t } = useTranslation('online');
  const fmt = useOnlineFormat();
  const save = useSaveFeatured();
  const [draft, setDraft] = useState<FeaturedProduct[] | null>(null);
  const [picking, setPicking] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Partial<Record<string, string>>>({});
  const items = draft ?? saved;
  const dirty = !sameIds(items, saved);
  const full = items.length >= MAX_FEATURED;

  const change = (next: FeaturedProduct[]) => {
    setDraft(next);
    setFormError(null);
    setRowErrors((old) => Object.fromEntries(Object.entries(old).filter(([id]) => next.some((p) => p.id === id))));
  };
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    change(next);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending || !dirty) return;
    setFormError(null);
    setRowErrors({});
    const sent = items;
    try {
      await save.mutateAsync({ productIds: sent.map((p) => p.id) });
      setDraft(null);
      notify('success', t('featured.saved'));
    } catch (caught) {
      // A product refused at its place (`productIds.<index>`: no longer on sale online, say) is
      // marked on its row (keyed by its id); anything else is said above the Save button.
      const placed = serverErrors<string>(caught, (key) => {
        const at = /^productIds\.(\d+)$/.exec(key);
        return (at ? sent[Number(at[1])]?.id : undefined) ?? (key === 'productIds' ? 'productIds' : null);
      });
      const { productIds: listProblem, ...rows } = placed.fields;
      setRowErrors(rows);
      setFormError(listProblem ?? placed.form ?? (Object.keys(rows).length > 0 ? t('featured.refused') : null));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" data-testid="featured-form">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          className={full ? 'text-sm font-medium text-warning' : 'text-sm text-muted-foreground'}
          aria-live="polite"
          data-testid="featured-count"
        >
          {full
            ? t('featured.full', { max: fmt.number(MAX_FEATURED) })
            : t('featured.count', { n: fmt.number(items.length), max: fmt.number(MAX_FEATURED) })}
        </p>
        <Button variant="outline" disabled={full} aria-haspopup="dialog" onClick={() => setPicking(true)} data-testid="featured-add">
          <Plus aria-hidden="true" />
          {t('featured.addProducts')}
        </Button>
      </div>

      {items.length === 0 ? (
        <EmptyState icon={Sparkles} title={t('featured.emptyTitle')} body={t('featured.emptyBody')} testId="featured-empty">
          <Button variant="outline" onClick={() => setPicking(true)}>
            <Plus aria-hidden="true" />
            {t('featured.addProducts')}
          </Button>
        </EmptyState>
      ) : (
        <ol
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
          aria-label={t('featured.listLabel')}
          data-testid="featured-list"
        >
          {items.map((p, i) => (
            <FeaturedRow
              key={p.id}
              product={p}
              index={i}
              count={items.length}
              problem={rowErrors[p.id] ?? null}
              onMove={(to) => move(i, to)}
              onRemove={() => change(items.filter((x) => x.id !== p.id))}
            />
          ))}
        </ol>
      )}

      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          pending={save.isPending}
          disabled={save.isPending || !dirty}
          title={dirty ? undefined : t('nothingChanged')}
          data-testid="featured-save"
        >
          {t('featured.save')}
        </SubmitButton>
        {dirty ? (
          <Button
            variant="ghost"
            className="self-center"
            disabled={save.isPending}
            onClick={() => change(saved)}
            data-testid="featured-undo"
          >
            {t('featured.undo')}
          </Button>
        ) : null}
      </div>
      {picking ? (
        <ProductPicker
          chosen={items}
          onAdd={(p) => change(items.length >= MAX_FEATURED || items.some((x) => x.id === p.id) ? items : [...items, p])}
          onOpenChange={setPicking}
        />
      ) : null}
    </form>
  );
}

/**
 * /online-shop/featured-product: the products the store shows first on its home page, in the
 * owner's order (at most MAX_FEATURED of those on sale online).
 */
export default function FeaturedProductsPage() {
  const { t } = useTranslation('online');
  const fmt = useOnlineFormat();
  const featured = useFeatured();
  return (
    <Page data-testid="featured-page" title={t('nav:online.featuredProduct')}>
      <p className="text-muted-foreground">
        {t('featured.intro', { max: fmt.number(MAX_FEATURED) })}{' '}
        <Link to="/online-shop/products" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('featured.toProducts')}
        </Link>
      </p>
      {featured.isPending ? (
        <ListSkeleton rows={3} className="h-16" />
      ) : featured.isError ? (
        <LoadError error={featured.error} onRetry={() => void featured.refetch()} />
      ) : (
        <FeaturedEditor saved={featured.data} />
      )}
    </Page>
  );
}
