import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ulid } from '@dokani/core/ulid';
import { DHAKA_TZ, localDate } from '@dokani/core/format';
import { clock } from '@/shared/lib/clock';
import { applyApiError } from '@/shared/lib/form-errors';
import { ApiError, routePath } from '@/shared/lib/http';
import { useAuthStore } from '@/shared/stores/auth';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { FormDateField } from '@/shared/ui/form-date-field';
import { Spinner } from '@/shared/ui/spinner';
import { FormAlert } from '@/shared/ui/form';
import { Segmented } from '@/shared/ui/segmented';
import { ContactPicker } from '@/features/contacts';
import { useCreateDueEntry, useShopId, type DueEntryRequest } from '../api';
import { buildDueBody, type DueFormValues } from '../due-body';

const FIELDS = ['contactId', 'name', 'mobile', 'amount', 'note', 'date'] as const;

/** The due book's entry form: a contact (or a new name + number), given/received, product/money, amount. */
export function DueEntryForm({ initial }: { initial: Partial<DueFormValues> }) {
  const { t } = useTranslation('dues');
  const [id, setId] = useState(() => ulid());
  const [newContact, setNewContact] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const defaults: DueFormValues = {
    contactId: '',
    name: '',
    mobile: '',
    direction: 'given',
    dueType: 'money',
    amount: '',
    note: '',
    date: '',
    sendSms: false,
    ...initial,
  };
  const form = useForm<DueFormValues>({ defaultValues: defaults });
  const create = useCreateDueEntry();
  const shopId = useShopId();
  const timeZone = useAuthStore((s) => s.currentShop?.timezone) ?? DHAKA_TZ;
  const direction = form.watch('direction');
  const dueType = form.watch('dueType');
  const contactId = form.watch('contactId');
  const err = (f: keyof DueFormValues) => form.formState.errors[f]?.message ?? null;

  const submit = form.handleSubmit((v) => {
    setFormError(null);
    const values = v.direction === 'received' ? { ...v, dueType: 'money' as const } : v;
    const r = buildDueBody(id, newContact ? { ...values, contactId: '' } : { ...values, name: '', mobile: '' });
    if (!r.ok) {
      if (r.field === 'amount') form.setError('amount', { message: t('form.amountInvalid') });
      else form.setError(newContact ? 'name' : 'contactId', { message: t('validation:required') });
      return;
    }
    const done = (contactIdNext: string) => {
      form.reset({ ...defaults, contactId: contactIdNext, direction: v.direction });
      setNewContact(false);
      setId(ulid());
    };
    // No network: the entry waits on this device (the outbox) and is sent when the network is back.
    const keepOffline = async (body: DueEntryRequest, posted: boolean) => {
      try {
        const { addToOutbox } = await import('@/shared/offline/outbox');
        // dated the day it was written (the shop's calendar), unless it may already be on the server as posted
        const kept = posted || body.date ? body : { ...body, date: localDate(new Date(clock.now()), timeZone) };
        await addToOutbox({
          id: body.id,
          shopId,
          kind: 'due-payment',
          path: routePath('POST /shops/:shopId/due-entries', { shopId }, undefined),
          body: kept,
          label: null,
          local: { total: body.amount, title: body.name ?? null },
        });
        notify('success', t('form.savedOffline'));
        done(v.contactId);
      } catch {
        setFormError(t('form.notKept'));
      }
    };
    if (!navigator.onLine) return void keepOffline(r.body, false);
    create.mutate(r.body, {
      onSuccess: (entry) => {
        notify('success', t('form.saved'));
        // The next entry goes to the same person, also one this entry just added to the book.
        done(entry.contactId);
      },
      onError: (e) =>
        e instanceof ApiError && e.code === 'NETWORK'
          ? void keepOffline(r.body, true)
          : setFormError(applyApiError(e, form.setError, FIELDS)),
    });
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
      data-testid="due-form"
    >
      <div role="group" aria-label={t('filters.direction')} className="grid grid-cols-2 gap-2">
        {(['given', 'received'] as const).map((d) => (
          <Button
            key={d}
            type="button"
            variant={direction === d ? (d === 'given' ? 'default' : 'destructive') : 'outline'}
            aria-pressed={direction === d}
            onClick={() => form.setValue('direction', d)}
            data-testid={`due-direction-${d}`}
          >
            {t(`direction.${d}`)}
          </Button>
        ))}
      </div>
      {/* money received is money: the kind of due is asked only when giving it */}
      {direction === 'given' ? (
        <Segmented
          label={t('form.dueType')}
          value={dueType}
          options={[
            { value: 'money', label: t('dueType.money') },
            { value: 'product', label: t('dueType.product') },
          ]}
          onChange={(v) => form.setValue('dueType', v)}
          testId="due-type"
        />
      ) : null}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={newContact}
          onChange={(e) => setNewContact(e.target.checked)}
          data-testid="due-new-contact"
          className="size-4"
        />
        {t('form.newContact')}
      </label>
      {newContact ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('contacts.name')} error={err('name')}>
            <Input autoComplete="name" {...form.register('name')} data-testid="due-name" />
          </Field>
          <Field label={t('contacts.mobile')} error={err('mobile')}>
            <Input inputMode="tel" {...form.register('mobile')} data-testid="due-mobile" />
          </Field>
        </div>
      ) : (
        <Field label={t('form.contact')} error={err('contactId')}>
          <ContactPicker
            value={contactId}
            onChange={(c) => {
              form.setValue('contactId', c?.id ?? '');
              if (c) form.clearErrors('contactId');
            }}
            placeholder={t('form.searchContact')}
            // A name or number that is not in the book yet becomes a new contact with this entry.
            onCreateNew={(draft) => {
              form.setValue('name', draft.name);
              form.setValue('mobile', draft.mobile);
              form.setValue('contactId', '');
              form.clearErrors('contactId');
              setNewContact(true);
              // The field still empty gets the focus once it is on screen.
              setTimeout(() => form.setFocus(draft.name ? 'mobile' : 'name'), 0);
            }}
            data-testid="due-contact"
          />
        </Field>
      )}
      <Field label={t('form.amount')} error={err('amount')}>
        <Input inputMode="decimal" {...form.register('amount')} data-testid="due-amount" />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('form.note')} error={err('note')}>
          <Input {...form.register('note')} data-testid="due-note" />
        </Field>
        <FormDateField control={form.control} name="date" label={t('form.date')} error={err('date')} testId="due-date" />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('sendSms')} data-testid="due-sms" className="size-4" />
        {t('form.sendSms')}
      </label>
      {formError ? <FormAlert message={formError} /> : null}
      <Button type="submit" disabled={create.isPending} data-testid="due-submit">
        {create.isPending ? <Spinner /> : null}
        {t('form.submit')}
      </Button>
    </form>
  );
}
