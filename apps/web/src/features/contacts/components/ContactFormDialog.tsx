import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BookUser } from 'lucide-react';
import type { Contact, ContactType } from '@dokani/contracts';
import { isBdMobile } from '@dokani/core/phone';
import { ulid } from '@dokani/core/ulid';
import { applyApiError } from '@/shared/lib/form-errors';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { FormAlert } from '@/shared/ui/form';
import { useCreateContact, useUpdateContact } from '../api';
import { CONTACT_FIELDS, EMPTY_CONTACT, contactBody, contactFormValues, contactPatch, type ContactFormValues } from '../contact-form';
import { phoneContactsSupported, pickPhoneContact } from '../phone-contacts';

interface DialogProps {
  /** The type of a new contact (an edited one keeps its own). */
  type: ContactType;
  /** Given: edit this contact (PATCH); absent: add a new one (POST with a client ULID). */
  contact?: Contact;
  /** Values a new contact starts with (e.g. picked from the phone's contacts). */
  initial?: Partial<ContactFormValues>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (c: Contact) => void;
}

/**
 * The contact form in a dialog: adds a customer, supplier or employee, or edits one, with the
 * fields of its type. A new contact's ULID lives as long as the dialog's owner, so a retry adds once.
 * Adding, on a browser with the Contact Picker API (Chrome on Android), offers "from phone contacts".
 */
export function ContactFormDialog({ type, contact, initial, open, onOpenChange, onSaved }: DialogProps) {
  const { t } = useTranslation('dues');
  const [id, setId] = useState(() => ulid());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{contact ? t('contacts.editTitle') : t('contacts.addTitle')}</DialogTitle>
        <DialogDescription>{t(`contacts.typeLine.${contact?.type ?? type}`)}</DialogDescription>
        {/* The form mounts with the dialog: each opening starts from the contact (or the given values). */}
        <ContactForm
          id={id}
          type={contact?.type ?? type}
          contact={contact}
          initial={initial}
          onSaved={(c) => {
            if (!contact) setId(ulid());
            onOpenChange(false);
            onSaved?.(c);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({
  id,
  type,
  contact,
  initial,
  onSaved,
}: {
  id: string;
  type: ContactType;
  contact: Contact | undefined;
  initial: Partial<ContactFormValues> | undefined;
  onSaved: (c: Contact) => void;
}) {
  const { t } = useTranslation('dues');
  const { lang } = useFormat();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactFormValues>({ defaultValues: contact ? contactFormValues(contact, lang) : { ...EMPTY_CONTACT, ...initial } });
  const create = useCreateContact();
  const update = useUpdateContact(contact?.id ?? '');
  const pending = create.isPending || update.isPending;
  const err = (f: keyof ContactFormValues) => form.formState.errors[f]?.message ?? null;
  // Feature detection once: the button is simply not there where the browser has no picker.
  const [canPickPhone] = useState(() => !contact && phoneContactsSupported());

  /** A number brought in from elsewhere that is not a Bangladeshi mobile says so at once, with the focus on it. */
  const checkMobile = async () => {
    if (!(await form.trigger('mobile'))) form.setFocus('mobile');
  };

  useEffect(() => {
    if (initial?.mobile) void checkMobile();
    // Only when the form opens with given values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  async function fromPhone() {
    try {
      const picked = await pickPhoneContact();
      if (!picked) return;
      form.setValue('name', picked.name, { shouldDirty: true });
      form.setValue('mobile', picked.mobile, { shouldDirty: true });
      if (picked.name) form.clearErrors('name');
      await checkMobile();
    } catch {
      setFormError(t('contacts.fromPhoneFailed'));
    }
  }

  const submit = form.handleSubmit((v) => {
    setFormError(null);
    const done = {
      onSuccess: (c: Contact) => {
        notify('success', t(contact ? 'contacts.updated' : 'contacts.saved'));
        onSaved(c);
      },
      onError: (e: Error) => setFormError(applyApiError(e, form.setError, CONTACT_FIELDS)),
    };
    if (contact) update.mutate(contactPatch(contact.type, v), done);
    else create.mutate(contactBody(id, type, v), done);
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" data-testid="contact-form">
      {canPickPhone ? (
        <Button variant="outline" onClick={() => void fromPhone()} data-testid="contact-from-phone">
          <BookUser aria-hidden="true" />
          {t('contacts.fromPhone')}
        </Button>
      ) : null}
      <Field label={t('contacts.name')} error={err('name')}>
        <Input
          autoComplete="name"
          {...form.register('name', { validate: (v) => v.trim() !== '' || t('validation:required') })}
          data-testid="contact-name"
        />
      </Field>
      <Field label={t('contacts.mobile')} error={err('mobile')}>
        <Input
          inputMode="tel"
          autoComplete="tel"
          {...form.register('mobile', { validate: (v) => v.trim() === '' || isBdMobile(v) || t('validation:mobile') })}
          data-testid="contact-mobile"
        />
      </Field>
      <Field label={t('contacts.address')} error={err('address')}>
        <Input autoComplete="street-address" {...form.register('address')} data-testid="contact-address" />
      </Field>
      <Field label={t('contacts.email')} error={err('email')}>
        <Input type="email" inputMode="email" autoComplete="email" {...form.register('email')} data-testid="contact-email" />
      </Field>
      {type === 'employee' ? (
        <>
          <Field label={t('contacts.position')} error={err('position')}>
            <Input {...form.register('position')} data-testid="contact-position" />
          </Field>
          <Field label={t('contacts.monthlySalary')} error={err('monthlySalary')}>
            <Input inputMode="decimal" {...form.register('monthlySalary')} data-testid="contact-salary" />
          </Field>
        </>
      ) : null}
      {type === 'supplier' ? (
        <Field label={t('contacts.suppliedItems')} error={err('suppliedItems')}>
          <Input {...form.register('suppliedItems')} data-testid="contact-supplied" />
        </Field>
      ) : null}
      {formError ? <FormAlert message={formError} /> : null}
      <Button type="submit" disabled={pending} data-testid="contact-save">
        {pending ? <Spinner /> : null}
        {t('contacts.save')}
      </Button>
    </form>
  );
}
