import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/lib/format';
import { Field } from '@/shared/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { DISCOUNT_CHOICES, type ProductFormValues } from '../lib/form';
import { unitLabel } from '../lib/units';
import { AmountInput } from '@/shared/ui/amount-input';
import { ToggleField } from './ToggleField';
import { useFieldError } from './use-field-error';

/** Online sale, bulk (wholesale) price, VAT, discount and warranty. */
export function SellingFields() {
  const { t } = useTranslation('products');
  const fmt = useFormat();
  const { register, control, setValue } = useFormContext<ProductFormValues>();
  const [unit, discountType] = useWatch({ control, name: ['unit', 'discountType'] });
  const err = useFieldError();
  const per = unit ? unitLabel(unit, t) : '';

  return (
    <div className="flex flex-col gap-5">
      <Controller
        control={control}
        name="onlineSale"
        render={({ field }) => (
          <ToggleField
            label={t('form.onlineSale')}
            hint={t('form.onlineSaleHint')}
            checked={field.value}
            onChange={field.onChange}
            testId="online-sale-switch"
          />
        )}
      />
      <Controller
        control={control}
        name="bulkSale"
        render={({ field }) => (
          <ToggleField
            label={t('form.bulkSale')}
            hint={t('form.bulkSaleHint')}
            checked={field.value}
            onChange={field.onChange}
            testId="bulk-sale-switch"
          >
            <Field label={t('form.bulkPrice')} error={err('bulkPrice')}>
              <AmountInput prefix="৳" data-testid="bulk-price-input" {...register('bulkPrice')} />
            </Field>
            <Field label={t('form.minOrderQuantity')} hint={t('form.minOrderQuantityHint')} error={err('minOrderQuantity')}>
              <AmountInput suffix={per} data-testid="min-order-quantity-input" {...register('minOrderQuantity')} />
            </Field>
          </ToggleField>
        )}
      />
      <Controller
        control={control}
        name="vatApplicable"
        render={({ field }) => (
          <ToggleField
            label={t('form.vatApplicable')}
            hint={t('form.vatHint')}
            checked={field.value}
            onChange={field.onChange}
            testId="vat-switch"
          >
            <Field label={t('form.vatPercent')} error={err('vatPercent')}>
              <AmountInput suffix="%" placeholder={fmt.digits('7.5')} data-testid="vat-percent-input" {...register('vatPercent')} />
            </Field>
          </ToggleField>
        )}
      />

      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Controller
          control={control}
          name="discountType"
          render={({ field }) => (
            <Select
              value={field.value}
              onValueChange={(v) => {
                field.onChange(v);
                if (v === 'NONE') setValue('discountValue', '');
              }}
            >
              <Field label={t('form.discount')}>
                <SelectTrigger data-testid="discount-type-select" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </Field>
              <SelectContent>
                {DISCOUNT_CHOICES.map((d) => (
                  <SelectItem key={d} value={d}>
                    {t(`form.discountTypes.${d}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <Field label={t('form.discountValue')} error={err('discountValue')}>
          <AmountInput
            prefix={discountType === 'AMOUNT' ? '৳' : undefined}
            suffix={discountType === 'PERCENT' ? '%' : undefined}
            disabled={discountType === 'NONE'}
            data-testid="discount-value-input"
            {...register('discountValue')}
          />
        </Field>
      </div>

      <Field label={t('form.warrantyDays')} hint={t('form.warrantyHint')} error={err('warrantyDays')}>
        <AmountInput inputMode="numeric" suffix={t('form.days')} data-testid="warranty-days-input" {...register('warrantyDays')} />
      </Field>
    </div>
  );
}
