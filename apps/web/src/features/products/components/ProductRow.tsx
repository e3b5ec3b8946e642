import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Package } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { formatQuantity, parseMoney, parseQuantity } from '@dokani/core/money';
import { useFormat } from '@/shared/lib/format';
import { LazyImage } from '@/shared/ui/lazy-image';
import { unitLabel } from '../lib/units';

/** One product in the list: photo, name, price per unit and stock (low stock stands out). */
export function ProductRow({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const unit = unitLabel(product.unit, t);
  const stock = fmt.digits(formatQuantity(parseQuantity(product.currentStock) ?? 0n));
  const photo = product.photos[0];

  return (
    <Link
      to={`/product/${product.id}`}
      data-testid="product-row"
      data-product-id={product.id}
      className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {photo ? (
        <LazyImage src={photo.thumbUrl} alt="" className="size-14 shrink-0 rounded-md" />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
          <Package aria-hidden="true" className="size-6" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-medium leading-snug">{product.name}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className={product.lowStock ? 'font-semibold text-destructive' : 'text-muted-foreground'} data-testid="product-row-stock">
            {t('list.stock', { qty: stock, unit })}
          </span>
          {product.lowStock ? (
            <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">{t('list.lowStock')}</span>
          ) : null}
          {product.status === 'inactive' ? (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">{t('status.inactive')}</span>
          ) : null}
          {product.onlineSale ? (
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">{t('list.online')}</span>
          ) : null}
        </span>
      </span>
      <span className="shrink-0 text-right">
        <span className="block font-semibold" data-testid="product-row-price">
          {fmt.money(parseMoney(product.sellPrice) ?? 0n)}
        </span>
        <span className="block text-xs text-muted-foreground">{t('list.perUnit', { unit })}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground max-sm:hidden" />
    </Link>
  );
}
