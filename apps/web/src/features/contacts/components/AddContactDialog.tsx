import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactType } from '@dokani/contracts';
import { toAsciiDigits } from '@dokani/core/digits';
import { ulid } from '@dokani/core/ulid';
import { applyApiError } from '@/shared/lib/form-errors';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { FormAlert } from '@/features/auth/components/AuthCard';
import { useCreateContact, type ContactRequest } from '../api';

interface Values {
  name: string;
  mobile: string;
  address: string;
  email: string;
  position: string;
  monthlySalary: string;
  suppliedItems: string;
}
const FIELDS = ['name', 'mobile', 'address', 'email', 'position', 'monthlySalary', 'suppliedItems'] as const;
const EMPTY: Values = { name: '', mobile: '', address: '', email: '', position: '', monthlySalary: '', suppliedItems: '' };

/** The POST /contacts body: empty fields left out, type-only fields only for their type. */
export function contactBody(id: string, type: ContactType, v: Values): ContactRequest {
  const opt = (s: string) => (s.trim() ? s.trim() : undefined);
  return {
    id,
    type,
    name: v.name.trim(),
    mobile: opt(toAsciiDigits(v.mobile)),
    address: opt(v.address),
    email: opt(v.email),
    ...(type === 'employee' ? { position: opt(v.position), monthlySalary: opt(toAsciiDigits(v.monthlySalary)) } : {}),
    ...(type === 'supplier' ? { suppliedItems: opt(v.suppliedItems) } : {}),
  };
}

/** A dialog that adds a customer, supplier or employee (client ULID: a retry adds once). */
export function AddContactDialog({ type, open, onOpenChange, onSaved }: {
  type: ContactType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (c: Contact) => void;
}) {
  const { t } = useTranslation('dues');
  const [id, setId] = useState(() => ulid());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: EMPTY });
  const create = useCreateContact();
  const err = (f: keyof Values) => form.formState.errors[f]?.message ?? null;

  const submit = form.handleSubmit((v) => {
    setFormError(null);
    create.mutate(contactBody(id, type, v), {
      onSuccess: (c) => {
        notify('success', t('contacts.saved'));
        form.reset(EMPTY);
        setId(ulid());
        onOpenChange(false);
        onSaved?.(c);
      },
      onError: (e) => setFormError(applyApiError(e, form.setError, FIELDS)),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')} aria-describedby={undefined}>
        <DialogTitle>{t('contacts.addTitle')}</DialogTitle>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" data-testid="contact-form">
          <Field label={t('contacts.name')} error={err('name')}>
            <Input autoComplete="name" {...form.register('name', { required: t('validation:required') })} data-testid="contact-name" />
          </Field>
          <Field label={t('contacts.mobile')} error={err('mobile')}>
            <Input inputMode="tel" autoComplete="tel" {...form.register('mobile')} data-testid="contact-mobile" />
          </Field>
          <Field label={t('contacts.address')} error={err('address')}>
            <Input {...form.register('address')} />
          </Field>
          <Field label={t('contacts.email')} error={err('email')}>
            <Input type="email" inputMode="email" {...form.register('email')} />
          </Field>
          {type === 'employee' ? (
            <>
              <Field label={t('contacts.position')} error={err('position')}>
                <Input {...form.register('position')} />
              </Field>
              <Field label={t('contacts.monthlySalary')} error={err('monthlySalary')}>
                <Input inputMode="decimal" {...form.register('monthlySalary')} />
              </Field>
            </>
          ) : null}
          {type === 'supplier' ? (
            <Field label={t('contacts.suppliedItems')} error={err('suppliedItems')}>
              <Input {...form.register('suppliedItems')} />
            </Field>
          ) : null}
          {formError ? <FormAlert message={formError} /> : null}
          <Button type="submit" disabled={create.isPending} data-testid="contact-save">
            {create.isPending ? <Spinner /> : null}
            {t('contacts.save')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
