import { useTranslation } from 'react-i18next';
import { Package } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { formatQuantity, parseMoney, parseQuantity } from '@dokani/core/money';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { LazyImage } from '@/shared/ui/lazy-image';
import type { CounterKind } from '../cart';
import { useUnitName } from './unit-name';

/** A product in the counter's grid: one tap adds one. Shows its photo, price, stock and how many are in the cart. */
export function ProductTile({
  kind,
  product,
  inCart,
  onAdd,
}: {
  kind: CounterKind;
  product: Product;
  inCart: string | null;
  onAdd: (p: Product) => void;
}) {
  const { t } = useTranslation('sell');
  const fmt = useFormat();
  const unitName = useUnitName();
  const unit = unitName(product.unit);
  const price = parseMoney(kind === 'sale' ? product.sellPrice : (product.purchasePrice ?? '0')) ?? 0n;
  const stock = parseQuantity(product.currentStock) ?? 0n;
  const out = kind === 'sale' && stock <= 0n;
  const photo = product.photos[0];
  return (
    <button
      type="button"
      onClick={() => onAdd(product)}
      data-testid="counter-product"
      data-product-id={product.id}
      aria-label={t('counter.addProduct', { name: product.name })}
      className={cn(
        'relative flex h-full w-full min-w-0 flex-col overflow-hidden rounded-lg border bg-card text-left shadow-sm transition-colors hover:bg-accent',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        inCart ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      {photo ? (
        <LazyImage src={photo.thumbUrl} alt="" className="aspect-[16/9] w-full" />
      ) : (
        <span className="flex aspect-[16/9] w-full items-center justify-center bg-muted text-muted-foreground">
          <Package aria-hidden="true" className="size-8" />
        </span>
      )}
      <span className="flex flex-1 flex-col gap-0.5 p-2">
        <span className="line-clamp-2 text-sm font-medium leading-snug">{product.name}</span>
        <span className="mt-auto font-semibold tabular-nums">
          {fmt.money(price)}
          <span className="text-xs font-normal text-muted-foreground">/{unit}</span>
        </span>
        <span className={cn('text-xs', out ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
          {out ? t('sale.outOfStock') : t('counter.inStock', { qty: fmt.digits(formatQuantity(stock)), unit })}
        </span>
      </span>
      {inCart ? (
        <span
          aria-hidden="true"
          className="absolute right-1.5 top-1.5 min-w-7 rounded-full bg-primary px-2 py-0.5 text-center text-sm font-bold text-primary-foreground shadow"
          data-testid="counter-product-in-cart"
        >
          {inCart}
        </span>
      ) : null}
    </button>
  );
}
