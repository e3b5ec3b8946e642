import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Truck } from 'lucide-react';
import type { ShippingPackage } from '@dokani/contracts/online-shop';
import { ulid } from '@dokani/core/ulid';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { AmountInput } from '@/shared/ui/amount-input';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ConfirmMutationDialog } from '@/shared/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { Page } from '@/shared/ui/page-title';
import { Badge, EmptyState, ListSkeleton, LoadError } from '@/shared/ui/states';
import { useCreateShippingPackage, useDeleteShippingPackage, useShippingPackages, useUpdateShippingPackage } from '../api';
import { serverErrors, type FieldErrors } from '../errors';
import {
  EMPTY_PACKAGE,
  checkPackage,
  packageBody,
  packageField,
  packageFormValues,
  packagePatch,
  type PackageField,
  type PackageFormValues,
} from '../package-form';

/**
 * Add a delivery package, or change one: a name and a fee (both needed, the fee 0 or more). A new
 * package's ULID lives as long as the dialog, so a retried save adds it once.
 */
function PackageDialog({ pkg, onOpenChange }: { pkg: ShippingPackage | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('online');
  const { lang } = useFormat();
  const create = useCreateShippingPackage();
  const update = useUpdateShippingPackage();
  const [id] = useState(() => ulid());
  const [values, setValues] = useState<PackageFormValues>(() => (pkg ? packageFormValues(pkg, lang) : EMPTY_PACKAGE));
  const [errors, setErrors] = useState<FieldErrors<PackageField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const change = (f: PackageField, v: string) => {
    setValues((old) => ({ ...old, [f]: v }));
    if (errors[f]) setErrors((old) => ({ ...old, [f]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const problems = checkPackage(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      if (pkg) {
        const patch = packagePatch(pkg, values);
        if (Object.keys(patch).length > 0) {
          await update.mutateAsync({ id: pkg.id, patch });
          notify('success', t('delivery.updated'));
        }
      } else {
        await create.mutateAsync(packageBody(id, values));
        notify('success', t('delivery.created'));
      }
      onOpenChange(false);
    } catch (caught) {
      const placed = serverErrors(caught, packageField, { SHIPPING_PACKAGE_NAME_TAKEN: 'name' });
      setErrors(placed.fields);
      setFormError(placed.form);
    }
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="package-dialog">
        <DialogHeader>
          <DialogTitle>{pkg ? t('delivery.editTitle') : t('delivery.addTitle')}</DialogTitle>
          <DialogDescription>{t('delivery.formIntro')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <Field label={t('delivery.name')} error={errors.name ?? null}>
            <Input
              autoComplete="off"
              placeholder={t('delivery.namePlaceholder')}
              value={values.name}
              onChange={(e) => change('name', e.target.value)}
              data-testid="package-name"
            />
          </Field>
          <Field label={t('delivery.fee')} hint={t('delivery.feeHint')} error={errors.fee ?? null}>
            <AmountInput prefix="৳" value={values.fee} onChange={(e) => change('fee', e.target.value)} data-testid="package-fee" />
          </Field>
          <FormAlert message={formError} />
          <SubmitButton pending={pending} data-testid="package-save">
            {t('delivery.save')}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PackageRow({ pkg }: { pkg: ShippingPackage }) {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  const remove = useDeleteShippingPackage();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3" data-testid="package-row">
      <div className="min-w-0 flex-1">
        <p className="break-words font-medium" data-testid="package-row-name">
          {pkg.name}
        </p>
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold tabular-nums" data-testid="package-row-fee">
            {fmt.moneyText(pkg.fee)}
          </span>
          {fmt.isZero(pkg.fee) ? <Badge tone="ok">{t('delivery.free')}</Badge> : null}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setEditing(true)}
          aria-label={`${t('delivery.edit')}: ${pkg.name}`}
          data-testid="package-edit"
        >
          {t('delivery.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          onClick={() => setConfirm(true)}
          aria-label={`${t('delivery.delete')}: ${pkg.name}`}
          data-testid="package-delete"
        >
          {t('delivery.delete')}
        </Button>
      </div>
      {editing ? <PackageDialog pkg={pkg} onOpenChange={setEditing} /> : null}
      <ConfirmMutationDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('delivery.deleteTitle', { name: pkg.name })}
        body={t('delivery.deleteBody')}
        confirmLabel={t('delivery.deleteConfirm')}
        testId="package-delete"
        mutation={remove}
        variables={pkg.id}
        done={t('delivery.deleted')}
      />
    </li>
  );
}

/** /online-shop/delivery: the delivery packages customers choose from (name and fee), added, changed and deleted here. */
export default function DeliveryPage() {
  const { t } = useTranslation('online');
  const packages = useShippingPackages();
  const [adding, setAdding] = useState(false);
  const addButton = (
    <Button onClick={() => setAdding(true)} data-testid="package-add">
      {t('delivery.add')}
    </Button>
  );
  return (
    <Page data-testid="delivery-page" title={t('nav:online.delivery')} intro={t('delivery.intro')}>
      {packages.isPending ? (
        <ListSkeleton rows={3} className="h-16" />
      ) : packages.isError ? (
        <LoadError error={packages.error} onRetry={() => void packages.refetch()} />
      ) : packages.data.length === 0 ? (
        <EmptyState icon={Truck} title={t('delivery.emptyTitle')} body={t('delivery.emptyBody')} testId="packages-empty">
          {addButton}
        </EmptyState>
      ) : (
        <>
          <div>{addButton}</div>
          <Card className="px-4">
            <ul className="divide-y divide-border" aria-label={t('delivery.listTitle')} data-testid="packages-list">
              {packages.data.map((p) => (
                <PackageRow key={p.id} pkg={p} />
              ))}
            </ul>
          </Card>
        </>
      )}
      {adding ? <PackageDialog pkg={null} onOpenChange={setAdding} /> : null}
    </Page>
  );
}
