import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseMoney } from '@dokani/core/money';
import { useFormat } from '@/shared/lib/format';
import { Field } from '@/shared/ui/field';
import { cleanNumber, type ProductFormValues } from '../lib/form';
import { unitLabel } from '../lib/units';
import { AmountInput } from '@/shared/ui/amount-input';
import { useFieldError } from './use-field-error';

/** Purchase and sell price, and the profit per unit they make (exact, in poisha). */
export function PriceFields() {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const { register, control } = useFormContext<ProductFormValues>();
  const [buy, sell, unit] = useWatch({ control, name: ['purchasePrice', 'sellPrice', 'unit'] });
  const err = useFieldError();
  const b = parseMoney(cleanNumber(buy));
  const s = parseMoney(cleanNumber(sell));
  const margin = b !== null && s !== null && buy.trim() && sell.trim() ? s - b : null;
  const per = unit ? unitLabel(unit, t) : t('units.pcs');

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Field label={t('form.purchasePrice')} error={err('purchasePrice')}>
          <AmountInput prefix="৳" data-testid="purchase-price-input" placeholder={fmt.digits('0.00')} {...register('purchasePrice')} />
        </Field>
        <Field label={t('form.sellPrice')} error={err('sellPrice')}>
          <AmountInput prefix="৳" data-testid="sell-price-input" placeholder={fmt.digits('0.00')} {...register('sellPrice')} />
        </Field>
      </div>
      {margin !== null ? (
        <p data-testid="price-margin" className={margin < 0n ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
          {margin < 0n
            ? t('form.lossHint', { amount: fmt.money(-margin), unit: per })
            : t('form.profitHint', { amount: fmt.money(margin), unit: per })}
        </p>
      ) : null}
    </div>
  );
}
