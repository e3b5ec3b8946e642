import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterX } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { FiltersToggle } from '@/shared/ui/filters-toggle';
import { DateField } from '@/shared/ui/date-field';
import { Label } from '@/shared/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { Skeleton } from '@/shared/ui/skeleton';
import type { MovementFilters } from '../keys';
import { STOCK_REASONS, isStockReason } from '../reasons';
import { ProductPicker } from './ProductPicker';

const ALL = 'all';

/** Product (searchable), reason and date range of the stock history. */
export function HistoryFilters({
  filters,
  product,
  productLoading,
  collapsible,
  onChange,
  onProduct,
}: {
  filters: MovementFilters;
  product: Product | null;
  productLoading: boolean;
  /** Phones: the filters fold away behind a button (open while any is set). */
  collapsible: boolean;
  onChange: (patch: Partial<MovementFilters>) => void;
  onProduct: (p: Product | null) => void;
}) {
  const { t } = useTranslation('stock');
  const panelId = useId();
  const active = [filters.productId, filters.reason, filters.from || filters.to].filter(Boolean).length;
  const [open, setOpen] = useState(active > 0);
  const rangeError = filters.from && filters.to && filters.from > filters.to ? t('history.fromAfterTo') : null;
  const shown = !collapsible || open;

  return (
    <section aria-label={t('history.filtersLabel')} className="rounded-lg border border-border bg-card shadow-sm">
      {collapsible ? (
        <FiltersToggle
          open={open}
          onToggle={() => setOpen((o) => !o)}
          controls={panelId}
          label={t('history.filtersLabel')}
          active={active}
          testId="stock-history-filters-toggle"
          className="min-h-12 rounded-lg px-3"
        />
      ) : null}
      <div id={panelId} hidden={!shown} className={cn('grid grid-cols-2 gap-3 p-3 lg:grid-cols-4', collapsible && 'pt-0')}>
        {productLoading ? (
          <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
            <span className="text-sm font-medium leading-6">{t('history.product')}</span>
            <Skeleton className="h-11" />
          </div>
        ) : (
          <Field label={t('history.product')} id="history-product" className="col-span-2 lg:col-span-1">
            <ProductPicker
              value={product}
              onChange={onProduct}
              includeInactive
              placeholder={t('history.allProducts')}
              data-testid="stock-history-product"
            />
          </Field>
        )}
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 lg:col-span-1">
          <Label id="history-reason-label">{t('history.reason')}</Label>
          <Select value={filters.reason || ALL} onValueChange={(v) => onChange({ reason: isStockReason(v) ? v : '' })}>
            <SelectTrigger aria-labelledby="history-reason-label" data-testid="stock-history-reason">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('history.allReasons')}</SelectItem>
              {STOCK_REASONS.map((r) => (
                <SelectItem key={r} value={r}>
                  {t(`reasons.${r}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Field label={t('history.from')} error={rangeError} className="col-span-2 min-[26rem]:col-span-1">
          <DateField
            value={filters.from}
            max={filters.to || undefined}
            clearable
            data-testid="stock-history-from"
            onChange={(from) => onChange({ from })}
          />
        </Field>
        <Field label={t('history.to')} className="col-span-2 min-[26rem]:col-span-1">
          <DateField
            value={filters.to}
            min={filters.from || undefined}
            clearable
            data-testid="stock-history-to"
            onChange={(to) => onChange({ to })}
          />
        </Field>
        {active > 0 ? (
          <div className="col-span-2 lg:col-span-4">
            <Button
              variant="ghost"
              size="sm"
              data-testid="stock-history-clear"
              onClick={() => onChange({ productId: '', reason: '', from: '', to: '' })}
            >
              <FilterX aria-hidden="true" />
              {t('history.clear')}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
