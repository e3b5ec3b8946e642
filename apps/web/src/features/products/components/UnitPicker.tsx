import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRODUCT_UNITS } from '@dokani/contracts/constants';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import type { ProductFormValues } from '../lib/form';
import { isPresetUnit } from '../lib/units';
import { useFieldError } from './use-field-error';

const CUSTOM = '__custom';

/** The unit: one of the preset units (in the user's language) or the shop's own word for it. */
export function UnitPicker() {
  const { t } = useTranslation('products');
  const { control, register, setValue } = useFormContext<ProductFormValues>();
  const unit = useWatch({ control, name: 'unit' });
  const [custom, setCustom] = useState(() => unit !== '' && !isPresetUnit(unit));
  const err = useFieldError();

  return (
    <div className="flex flex-col gap-3">
      <Select
        value={custom ? CUSTOM : unit}
        onValueChange={(v) => {
          const isCustom = v === CUSTOM;
          setCustom(isCustom);
          setValue('unit', isCustom ? '' : v, { shouldDirty: true, shouldValidate: !isCustom });
        }}
      >
        <Field label={t('form.unit')} error={custom ? null : err('unit')}>
          <SelectTrigger data-testid="product-unit-select">
            <SelectValue placeholder={t('form.unitPlaceholder')} />
          </SelectTrigger>
        </Field>
        <SelectContent>
          {PRODUCT_UNITS.map((u) => (
            <SelectItem key={u} value={u}>
              {t(`units.${u}`)}
            </SelectItem>
          ))}
          <SelectItem value={CUSTOM}>{t('form.unitCustom')}</SelectItem>
        </SelectContent>
      </Select>
      {custom ? (
        <Field label={t('form.unitCustomLabel')} hint={t('form.unitCustomHint')} error={err('unit')}>
          <Input data-testid="product-unit-custom" autoComplete="off" {...register('unit')} />
        </Field>
      ) : null}
    </div>
  );
}
