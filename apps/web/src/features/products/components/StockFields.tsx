import { Link } from 'react-router';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import type { Product } from '@dokani/contracts';
import { formatQuantity, parseQuantity } from '@dokani/core/money';
import { useFormat } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import type { ProductFormValues } from '../lib/form';
import { unitLabel } from '../lib/units';
import { AmountInput } from '@/shared/ui/amount-input';
import { useFieldError } from './use-field-error';

/** Add: the stock already on the shelf and what it cost. Edit: today's stock, read only. */
export function StockFields({ product }: { product: Product | null }) {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const { register, control } = useFormContext<ProductFormValues>();
  const unit = useWatch({ control, name: 'unit' });
  const err = useFieldError();
  const per = unit ? unitLabel(unit, t) : '';

  return (
    <div className="flex flex-col gap-4">
      {product ? (
        <StockSummary product={product} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.openingStock')} hint={t('form.openingStockHint')} error={err('openingStock')}>
            <AmountInput suffix={per} placeholder={fmt.digits('0')} data-testid="opening-stock-input" {...register('openingStock')} />
          </Field>
          <Field label={t('form.openingUnitCost')} hint={t('form.openingUnitCostHint')} error={err('openingUnitCost')}>
            <AmountInput prefix="৳" data-testid="opening-unit-cost-input" {...register('openingUnitCost')} />
          </Field>
        </div>
      )}
      <Field label={t('form.lowStockAlert')} hint={t('form.lowStockAlertHint')} error={err('lowStockAlert')}>
        <AmountInput suffix={per} data-testid="low-stock-alert-input" {...register('lowStockAlert')} />
      </Field>
    </div>
  );
}

function StockSummary({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const qty = parseQuantity(product.currentStock) ?? 0n;
  const rows = [
    { key: 'currentStock', value: `${fmt.digits(formatQuantity(qty))} ${unitLabel(product.unit, t)}` },
    { key: 'averageCost', value: fmt.profitText(product.averageCost) },
    { key: 'stockValue', value: fmt.profitText(product.stockValue) },
  ];
  return (
    <div className="flex flex-col gap-3" data-testid="stock-summary">
      <dl className="grid grid-cols-3 gap-2 rounded-md bg-muted p-3">
        {rows.map((r) => (
          <div key={r.key} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{t(`form.${r.key}`)}</dt>
            <dd className={product.lowStock && r.key === 'currentStock' ? 'font-semibold text-destructive' : 'font-semibold'}>{r.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">{t('form.stockReadOnly')}</p>
      <Button asChild variant="outline" size="sm" className="self-start">
        <Link to={`/stock/update?productId=${encodeURIComponent(product.id)}`} data-testid="stock-update-link">
          {t('form.updateStock')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
