import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { SHOP_TYPES, type Shop } from '@dokani/contracts';
import { applyApiError } from '@/shared/lib/form-errors';
import { translateMessage } from '@/shared/lib/messages';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { GeoPickers } from './GeoPickers';
import { shopFormSchema, shopToForm, type ShopFormIn, type ShopFormValues } from './shop-form-schema';

const FIELDS = ['name', 'shopType', 'address', 'phone', 'publicPhone', 'divisionId', 'districtId', 'areaId'] as const;
const FALLBACK: Record<string, string> = {
  name: 'shop:form.nameRequired',
  shopType: 'shop:form.typeRequired',
  phone: 'shop:form.phoneInvalid',
  publicPhone: 'shop:form.phoneInvalid',
};

/** The limit a field's message names ("সর্বোচ্চ ৩০০ অক্ষর"): the form schema's own. */
function limitOf(name: (typeof FIELDS)[number]): { max?: number } {
  const field: unknown = shopFormSchema.shape[name];
  const max = (field as { maxLength?: number | null }).maxLength;
  return typeof max === 'number' ? { max } : {};
}

/** Business setup: name, type, address, phones, and division → district → area. */
export function ShopForm({
  initial,
  submitLabel,
  onSave,
}: {
  initial: Shop | null;
  submitLabel: string;
  onSave: (values: ShopFormValues) => Promise<void>;
}) {
  const { t } = useTranslation('shop');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ShopFormIn, unknown, ShopFormValues>({ resolver: zodResolver(shopFormSchema), defaultValues: shopToForm(initial) });
  const [divisionId, districtId] = useWatch({ control, name: ['divisionId', 'districtId'] });

  const err = (name: (typeof FIELDS)[number]) => {
    const e = errors[name];
    return e ? translateMessage(e.message, FALLBACK[name], limitOf(name)) : null;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (e) {
      setFormError(applyApiError(e, setError, FIELDS, FALLBACK as Partial<Record<(typeof FIELDS)[number], string>>));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t('form.name')} error={err('name')}>
        <Input autoComplete="organization" placeholder={t('form.namePlaceholder')} data-testid="shop-name-input" {...register('name')} />
      </Field>

      <Controller
        control={control}
        name="shopType"
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <Field label={t('form.type')} error={err('shopType')}>
              <SelectTrigger data-testid="shop-type-select" onBlur={field.onBlur}>
                <SelectValue placeholder={t('form.typePlaceholder')} />
              </SelectTrigger>
            </Field>
            <SelectContent>
              {SHOP_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {t(`types.${type}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />

      <Field label={t('form.address')} error={err('address')}>
        <Input autoComplete="street-address" placeholder={t('form.addressPlaceholder')} {...register('address')} />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.phone')} error={err('phone')}>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field label={t('form.publicPhone')} hint={t('form.publicPhoneHint')} error={err('publicPhone')}>
          <Input type="tel" inputMode="tel" {...register('publicPhone')} />
        </Field>
      </div>

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t('form.location')}</legend>
        <GeoPickers
          control={control}
          divisionId={divisionId}
          districtId={districtId}
          onDivision={() => {
            setValue('districtId', '');
            setValue('areaId', '');
          }}
          onDistrict={() => setValue('areaId', '')}
        />
      </fieldset>

      <FormAlert message={formError} />
      <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
