import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { parseMoney } from '@dokani/core/money';
import { useFormat } from '@/shared/lib/format';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { inputClass } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { useProductList } from '../api';
import { DEFAULT_FILTERS } from '../keys';

/** Search products and tick the ones that need labels. */
export function LabelProductPicker({ selected, onToggle }: { selected: ReadonlySet<string>; onToggle: (p: Product, on: boolean) => void }) {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const id = window.setTimeout(() => setQ(text.trim()), 300);
    return () => window.clearTimeout(id);
  }, [text]);
  const list = useProductList({ ...DEFAULT_FILTERS, q });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
        <input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('labels.search')}
          placeholder={t('list.searchPlaceholder')}
          data-testid="labels-search"
          className={cn(inputClass, 'pl-10')}
        />
      </div>
      {list.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {list.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{q ? t('list.noMatchTitle') : t('list.emptyTitle')}</p>
      ) : (
        <ul
          className="flex max-h-80 flex-col divide-y divide-border overflow-y-auto rounded-md border border-border"
          aria-label={t('labels.choose')}
        >
          {items.map((p) => {
            const on = selected.has(p.id);
            return (
              <li key={p.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-accent">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-[var(--primary)]"
                    checked={on}
                    onChange={(e) => onToggle(p, e.target.checked)}
                    data-testid="labels-product-checkbox"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">{p.name}</span>
                    <span className="block text-xs text-muted-foreground">{p.barcode ? p.barcode : t('labels.noBarcode')}</span>
                  </span>
                  <span className="shrink-0 text-sm font-medium">{fmt.money(parseMoney(p.sellPrice) ?? 0n)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? <Spinner /> : null}
          {t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
