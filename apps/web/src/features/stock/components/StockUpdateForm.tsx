import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, StockMovement } from '@dokani/contracts';
import { formatQuantity, parseQuantity } from '@dokani/core/money';
import { cn } from '@/shared/lib/cn';
import { translateMessage } from '@/shared/lib/messages';
import { notify } from '@/shared/lib/notify';
import { Field } from '@/shared/ui/field';
import { Input, inputClass } from '@/shared/ui/input';
import { Skeleton } from '@/shared/ui/skeleton';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { useCreateStockMovement } from '../api';
import { rememberDeviceName } from '../device-name';
import { placeStockError } from '../errors';
import { useFormat } from '@/shared/lib/format';
import {
  FIELD_LIMITS,
  buildStockMovement,
  expectedChange,
  quantityMode,
  takesUnitCost,
  type StockFieldErrors,
  type StockUpdateField,
  type StockUpdateValues,
} from '../update-body';
import { ProductPicker } from './ProductPicker';
import { DirectionPicker, ReasonPicker } from './ReasonPicker';

const ID: Record<StockUpdateField, string> = {
  productId: 'stock-update-product-input',
  reason: 'stock-update-reason-error',
  quantity: 'stock-update-quantity-input',
  counted: 'stock-update-counted-input',
  unitCost: 'stock-update-unit-cost-input',
  note: 'stock-update-note-input',
  deviceName: 'stock-update-device-input',
};
const ORDER: StockUpdateField[] = ['productId', 'reason', 'counted', 'quantity', 'unitCost', 'note', 'deviceName'];

function focusFirst(errors: StockFieldErrors) {
  const first = ORDER.find((f) => errors[f]);
  if (!first) return;
  const el =
    first === 'reason'
      ? document.querySelector<HTMLInputElement>('[data-testid="stock-update-reason"] input')
      : document.getElementById(ID[first]);
  el?.focus();
}

/** What the book has now and what it will have after this update (an estimate until saved). */
function Preview({ product, values }: { product: Product; values: StockUpdateValues }) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const change = expectedChange(values, product.currentStock);
  const current = parseQuantity(product.currentStock);
  if (change === null || current === null) return null;
  const after = current + change;
  return (
    <p
      data-testid="stock-update-preview"
      aria-live="polite"
      className={cn('rounded-md bg-muted px-3 py-2 text-sm', after < 0n && 'font-medium text-destructive')}
    >
      {t('update.preview', {
        before: fmt.qtyUnit(product.currentStock, product.unit),
        after: fmt.qtyUnit(formatQuantity(after), product.unit),
        change: fmt.signedQty(formatQuantity(change)),
      })}
    </p>
  );
}

/**
 * The stock update form. `formId` is this form's client ULID (made once by the page), so a
 * retried or double-tapped submit never moves the stock twice.
 */
export function StockUpdateForm({
  formId,
  product,
  productError,
  productLoading = false,
  onProduct,
  values,
  onValues,
  onDone,
}: {
  formId: string;
  product: Product | null;
  /** A problem with the chosen product found before submitting (e.g. turned off). */
  productError: string | null;
  /** The preselected product (?productId=) is still loading. */
  productLoading?: boolean;
  onProduct: (p: Product | null) => void;
  values: StockUpdateValues;
  onValues: (patch: Partial<StockUpdateValues>) => void;
  onDone: (movement: StockMovement) => void;
}) {
  const { t } = useTranslation('stock');
  const fmt = useFormat();
  const create = useCreateStockMovement();
  const [errors, setErrors] = useState<StockFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mode = quantityMode(values);
  const unit = product ? fmt.unit(product.unit) : '';
  const showUnitCost = takesUnitCost(values, product?.currentStock ?? null);

  const err = (f: StockUpdateField) => (errors[f] ? translateMessage(errors[f], undefined, FIELD_LIMITS[f]) : null);
  const change = (patch: Partial<StockUpdateValues>, ...fields: StockUpdateField[]) => {
    onValues(patch);
    if (fields.some((f) => errors[f]))
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as StockUpdateField))));
  };
  /** One of the number boxes (counted, quantity, unit cost); typing in it clears its error and those of `alsoClears`. */
  const numberField = (
    f: 'counted' | 'quantity' | 'unitCost',
    label: string,
    hint: string,
    testId: string,
    ...alsoClears: StockUpdateField[]
  ) => (
    <Field label={label} id={ID[f]} hint={hint} error={err(f)}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        data-testid={testId}
        value={values[f]}
        onChange={(e) => change({ [f]: e.target.value }, f, ...alsoClears)}
      />
    </Field>
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const built = buildStockMovement(formId, { ...values, productId: product?.id ?? '' }, product?.currentStock ?? null);
    if (!built.ok || productError) {
      const found: StockFieldErrors = built.ok ? {} : built.errors;
      if (productError) found.productId = productError;
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    try {
      const movement = await create.mutateAsync(built.body);
      rememberDeviceName(values.deviceName);
      onDone(movement);
    } catch (caught) {
      const placed = placeStockError(caught, mode === 'counted', t('common:errors.unknown'));
      setErrors(placed.fields);
      setFormError(placed.form);
      if (placed.toast) notify('error', placed.toast);
      focusFirst(placed.fields);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" data-testid="stock-update-form">
      <section className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
        {productLoading ? (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium leading-6">{t('update.productLabel')}</span>
            <Skeleton className="h-11" />
            <span className="sr-only">{t('common:loading')}</span>
          </div>
        ) : (
          <Field label={t('update.productLabel')} id={ID.productId} error={err('productId')}>
            <ProductPicker
              value={product}
              onChange={(p) => {
                onProduct(p);
                setErrors((e) => ({ ...e, productId: undefined }));
              }}
              placeholder={t('update.productPlaceholder')}
              data-testid="stock-update-product"
            />
          </Field>
        )}
        {product ? (
          <dl className="grid grid-cols-2 gap-2" data-testid="stock-update-current">
            <div className="rounded-md bg-muted p-3">
              <dt className="text-sm text-muted-foreground">{t('update.currentStock')}</dt>
              <dd className={cn('text-xl font-semibold', (parseQuantity(product.currentStock) ?? 0n) <= 0n && 'text-destructive')}>
                {fmt.qtyUnit(product.currentStock, product.unit)}
              </dd>
            </div>
            <div className="rounded-md bg-muted p-3">
              <dt className="text-sm text-muted-foreground">{t('update.averageCost')}</dt>
              <dd className="text-xl font-semibold">{fmt.profitText(product.averageCost)}</dd>
            </div>
          </dl>
        ) : null}
      </section>

      <section className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm">
        <ReasonPicker
          value={values.reason}
          errorId={ID.reason}
          error={err('reason')}
          onChange={(reason) => change({ reason }, 'reason', 'quantity', 'counted')}
        />
        {values.reason === 'other' ? (
          <DirectionPicker value={values.direction} onChange={(direction) => change({ direction }, 'quantity')} />
        ) : null}

        {mode === 'counted'
          ? numberField(
              'counted',
              unit ? `${t('update.countedLabel')} (${unit})` : t('update.countedLabel'),
              t('update.countedHint'),
              'stock-update-counted',
              'unitCost',
            )
          : mode
            ? numberField(
                'quantity',
                `${t(mode === 'out' ? 'update.quantityOutLabel' : 'update.quantityInLabel')}${unit ? ` (${unit})` : ''}`,
                t('update.quantityHint'),
                'stock-update-quantity',
              )
            : null}

        {product && mode ? <Preview product={product} values={values} /> : null}

        {showUnitCost
          ? numberField(
              'unitCost',
              `${t('update.unitCostLabel')} · ${t('common:optional')}`,
              t('update.unitCostHint'),
              'stock-update-unit-cost',
            )
          : null}
      </section>

      <section className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm">
        <Field label={`${t('update.noteLabel')} · ${t('common:optional')}`} id={ID.note} error={err('note')}>
          <textarea
            className={cn(inputClass, 'min-h-20 resize-y')}
            rows={2}
            placeholder={t('update.notePlaceholder')}
            data-testid="stock-update-note"
            value={values.note}
            onChange={(e) => change({ note: e.target.value }, 'note')}
          />
        </Field>
        <Field label={t('update.deviceLabel')} id={ID.deviceName} hint={t('update.deviceHint')} error={err('deviceName')}>
          <Input
            autoComplete="off"
            data-testid="stock-update-device"
            value={values.deviceName}
            onChange={(e) => change({ deviceName: e.target.value }, 'deviceName')}
          />
        </Field>
      </section>

      <FormAlert message={formError} />
      <SubmitButton pending={create.isPending} data-testid="stock-update-submit">
        {t('update.submit')}
      </SubmitButton>
    </form>
  );
}
