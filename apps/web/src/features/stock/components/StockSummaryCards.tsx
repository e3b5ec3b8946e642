import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Boxes, PackageX, Wallet, type LucideIcon } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { Skeleton } from '@/shared/ui/skeleton';
import { useStockSummary } from '../api';
import { useFormat } from '@/shared/lib/format';
import { LoadError } from '@/shared/ui/states';

function Tile({
  icon: Icon,
  label,
  value,
  tone,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  tone?: 'danger' | 'warning';
  testId: string;
}) {
  return (
    <div data-testid={testId} className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-card p-3 shadow-sm sm:p-4">
      <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Icon
          aria-hidden="true"
          className={cn('size-4 shrink-0', tone === 'danger' ? 'text-destructive' : tone === 'warning' ? 'text-warning' : 'text-primary')}
        />
        <span className="truncate">{label}</span>
      </dt>
      <dd
        className={cn(
          'truncate text-lg font-semibold sm:text-xl',
          tone === 'danger' && 'text-destructive',
          tone === 'warning' && 'text-warning',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** The stock book's totals: products, stock value, low stock and out of stock counts. */
export function StockSummaryCards() {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const summary = useStockSummary();

  if (summary.isError) return <LoadError error={summary.error} onRetry={() => void summary.refetch()} />;
  const d = summary.data;
  const value = (v: ReactNode) => (d ? v : <Skeleton className="h-7 w-16" />);

  return (
    <section aria-label={t('summary.label')} aria-busy={!d}>
      <dl data-testid="stock-summary" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        <Tile testId="stock-summary-products" icon={Boxes} label={t('summary.products')} value={value(d && fmt.number(d.productCount))} />
        <Tile testId="stock-summary-value" icon={Wallet} label={t('summary.value')} value={value(d && fmt.moneyText(d.totalValue))} />
        <Tile
          testId="stock-summary-low"
          icon={AlertTriangle}
          label={t('summary.lowStock')}
          tone={d && d.lowStockCount > 0 ? 'warning' : undefined}
          value={value(d && fmt.number(d.lowStockCount))}
        />
        <Tile
          testId="stock-summary-out"
          icon={PackageX}
          label={t('summary.outOfStock')}
          tone={d && d.outOfStockCount > 0 ? 'danger' : undefined}
          value={value(d && fmt.number(d.outOfStockCount))}
        />
      </dl>
    </section>
  );
}
