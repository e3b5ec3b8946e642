import { useTranslation } from 'react-i18next';
import { History, PencilLine } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { cn } from '@/shared/lib/cn';
import { ButtonLink } from '@/shared/ui/button-link';
import { useFormat } from '@/shared/lib/format';
import { StockBadge, stockLevel } from './StockStatus';

const historyHref = (p: Product) => `/stock/history?productId=${encodeURIComponent(p.id)}`;
const updateHref = (p: Product) => `/stock/update?productId=${encodeURIComponent(p.id)}`;

function RowActions({ product }: { product: Product }) {
  const { t } = useTranslation('stock');
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink
        variant="outline"
        size="sm"
        to={historyHref(product)}
        aria-label={t('book.historyOf', { name: product.name })}
        data-testid="stock-row-history"
        icon={History}
      >
        {t('common.history')}
      </ButtonLink>
      <ButtonLink
        variant="secondary"
        size="sm"
        to={updateHref(product)}
        aria-label={t('book.updateOf', { name: product.name })}
        data-testid="stock-row-update"
        icon={PencilLine}
      >
        {t('common.update')}
      </ButtonLink>
    </div>
  );
}

function StockFigure({ product }: { product: Product }) {
  const fmt = useFormat();
  const level = stockLevel(product);
  return (
    <span className={cn('font-semibold tabular-nums', level === 'out' && 'text-destructive', level === 'low' && 'text-warning')}>
      {fmt.qtyUnit(product.currentStock, product.unit)}
    </span>
  );
}

/** Phone: one card per product. */
function StockCards({ products }: { products: Product[] }) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  return (
    <ul aria-label={t('book.listLabel')} className="flex flex-col gap-2">
      {products.map((p) => {
        const level = stockLevel(p);
        return (
          <li
            key={p.id}
            data-testid="stock-row"
            data-product-id={p.id}
            data-level={level}
            className={cn(
              'flex flex-col gap-2 rounded-lg border border-border bg-card p-3 shadow-sm',
              level === 'out' && 'border-l-4 border-l-destructive',
              level === 'low' && 'border-l-4 border-l-warning',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold leading-snug">{p.name}</h3>
                <div className="mt-1 flex flex-wrap items-center gap-1.5">
                  <StockBadge level={level} />
                  {p.lowStockAlert !== null && level !== 'ok' ? (
                    <span className="text-xs text-muted-foreground">{t('book.lowAt', { qty: fmt.qtyUnit(p.lowStockAlert, p.unit) })}</span>
                  ) : null}
                </div>
              </div>
              <div className="shrink-0 text-right text-lg">
                <StockFigure product={p} />
              </div>
            </div>
            <p className="text-sm text-muted-foreground">
              {t('book.averageCost', { value: fmt.profitText(p.averageCost) })} ·{' '}
              {t('book.stockValue', { value: fmt.profitText(p.stockValue) })}
            </p>
            <RowActions product={p} />
          </li>
        );
      })}
    </ul>
  );
}

/** Wide screens: a table. */
function StockTable({ products }: { products: Product[] }) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const th = 'px-3 py-2 text-left text-sm font-semibold text-muted-foreground';
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card shadow-sm">
      <table className="w-full border-collapse [overflow-wrap:normal]">
        <caption className="sr-only">{t('book.listLabel')}</caption>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th scope="col" className={th}>
              {t('book.columns.product')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('book.columns.stock')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('book.columns.averageCost')}
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              {t('book.columns.stockValue')}
            </th>
            <th scope="col" className={th}>
              {t('book.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {products.map((p) => {
            const level = stockLevel(p);
            return (
              <tr
                key={p.id}
                data-testid="stock-row"
                data-product-id={p.id}
                data-level={level}
                className={cn(level === 'out' && 'bg-destructive/5', level === 'low' && 'bg-warning/5')}
              >
                <th scope="row" className="px-3 py-2.5 text-left font-medium">
                  <span className="flex flex-wrap items-center gap-2">
                    {p.name}
                    <StockBadge level={level} />
                  </span>
                </th>
                <td className="px-3 py-2.5 text-right">
                  <StockFigure product={p} />
                  {p.lowStockAlert !== null && level !== 'ok' ? (
                    <span className="block text-xs text-muted-foreground">{t('book.lowAt', { qty: fmt.qty(p.lowStockAlert) })}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">{fmt.profitText(p.averageCost)}</td>
                <td className="px-3 py-2.5 text-right font-medium tabular-nums">{fmt.profitText(p.stockValue)}</td>
                <td className="px-3 py-2">
                  <RowActions product={p} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function StockProductList({ products, wide }: { products: Product[]; wide: boolean }) {
  return wide ? <StockTable products={products} /> : <StockCards products={products} />;
}
