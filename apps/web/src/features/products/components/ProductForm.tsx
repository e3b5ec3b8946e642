import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@dokani/contracts';
import { notify } from '@/shared/lib/notify';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { Field } from '@/shared/ui/field';
import { Input, inputClass } from '@/shared/ui/input';
import { FormDateField } from '@/shared/ui/form-date-field';
import { Spinner } from '@/shared/ui/spinner';
import { FormAlert } from '@/shared/ui/form';
import type { CreateProductWire, PatchProductWire } from '../api';
import type { ProductFormField, ProductFormValues } from '../lib/form';
import { mapSaveError } from '../lib/errors';
import { BarcodeField } from './BarcodeField';
import { CategoryFields } from './CategoryFields';
import { FormSection } from './FormSection';
import { PriceFields } from './PriceFields';
import { SellingFields } from './SellingFields';
import { StockFields } from './StockFields';
import { UnitPicker } from './UnitPicker';
import { useFieldError } from './use-field-error';

type Mode =
  | { kind: 'create'; id: string; onSave: (body: CreateProductWire) => Promise<void> }
  | { kind: 'edit'; product: Product; onSave: (body: PatchProductWire) => Promise<void> };

/**
 * Every field of a product, in sections. The form keeps what was typed; the contract schema
 * validates it and makes the body. A failed save puts the server's words under the fields.
 */
export function ProductForm({
  mode,
  defaultValues,
  photos,
  submitLabel,
}: {
  mode: Mode;
  defaultValues: ProductFormValues;
  /** The photos section's content (pending photos on add, live photos on edit). */
  photos: ReactNode;
  submitLabel: string;
}) {
  const { t } = useTranslation('products');
  // The schema (zod) is fetched when the form first validates, not with the page.
  const resolver = useRef<Promise<Resolver<ProductFormValues, unknown, CreateProductWire | PatchProductWire>> | null>(null);
  const form = useForm<ProductFormValues, unknown, CreateProductWire | PatchProductWire>({
    resolver: async (values, context, options) => {
      resolver.current ??= import('../lib/form-schema').then((m) =>
        m.productResolver(mode.kind === 'create' ? { kind: 'create', id: mode.id } : { kind: 'edit' }),
      );
      return (await resolver.current)(values, context, options);
    },
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<{ message: string; upgrade: boolean } | null>(null);
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit(
    async (body) => {
      setFormError(null);
      try {
        if (mode.kind === 'create') await mode.onSave(body as CreateProductWire);
        else await mode.onSave(body as PatchProductWire);
      } catch (e) {
        const outcome = mapSaveError(e);
        const fields = Object.entries(outcome.fields) as [ProductFormField, string][];
        fields.forEach(([name, message], i) => setError(name, { type: 'server', message }, { shouldFocus: i === 0 }));
        if (outcome.toast) notify('error', outcome.toast);
        setFormError(outcome.form ? { message: outcome.form, upgrade: outcome.upgrade } : null);
      }
    },
    (errors) => {
      const root = errors.root?.message;
      setFormError(root ? { message: t('form.invalid'), upgrade: false } : null);
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="product-form">
        <FormSection title={t('form.sections.basic')}>
          <NameField />
          <UnitPicker />
          <CategoryFields />
        </FormSection>

        <FormSection title={t('form.sections.price')}>
          <PriceFields />
        </FormSection>

        <FormSection title={t('form.sections.photos')}>{photos}</FormSection>

        <FormSection title={t('form.sections.barcode')}>
          <BarcodeField />
        </FormSection>

        <FormSection title={t('form.sections.stock')}>
          <StockFields product={mode.kind === 'edit' ? mode.product : null} />
        </FormSection>

        <FormSection title={t('form.sections.selling')}>
          <SellingFields />
        </FormSection>

        <FormSection title={t('form.sections.other')}>
          <OtherFields />
        </FormSection>

        <div className="sticky bottom-0 z-10 -mx-3 flex flex-col gap-3 border-t border-border bg-background/95 px-3 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:backdrop-blur-none">
          {formError ? (
            <FormAlert message={formError.message}>
              {formError.upgrade ? (
                <ButtonLink variant="link" size="inline" to="/settings/subscriptions">
                  {t('form.upgrade')}
                </ButtonLink>
              ) : null}
            </FormAlert>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto sm:self-end"
            disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting}
            data-testid="product-save"
          >
            {formState.isSubmitting ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function NameField() {
  const { t } = useTranslation('products');
  const err = useFieldError();
  const { register } = useFormContext<ProductFormValues>();
  return (
    <Field label={t('form.name')} error={err('name')}>
      <Input data-testid="product-name-input" autoComplete="off" placeholder={t('form.namePlaceholder')} {...register('name')} />
    </Field>
  );
}

function OtherFields() {
  const { t } = useTranslation('products');
  const err = useFieldError();
  const { register, control } = useFormContext<ProductFormValues>();
  return (
    <>
      <Field label={t('form.details')} error={err('details')}>
        <textarea
          rows={3}
          placeholder={t('form.detailsPlaceholder')}
          className={cn(inputClass.replace('h-11 ', ''), 'min-h-20 resize-y')}
          data-testid="product-details-input"
          {...register('details')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDateField
          control={control}
          name="expiryDate"
          label={t('form.expiryDate')}
          error={err('expiryDate')}
          testId="expiry-date-input"
        />
        <Field label={t('form.batchNumber')} error={err('batchNumber')}>
          <Input autoComplete="off" data-testid="batch-number-input" {...register('batchNumber')} />
        </Field>
      </div>
    </>
  );
}
