import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeBdMobile, toLocalMobile } from '@dokani/core/phone';
import { localDigits } from '@/shared/lib/digits';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { useStepForm } from './use-step-form';

const FALLBACKS = { mobile: 'auth:phone.invalid' };

/** The mobile number field and its button; `onNumber` gets the number in E.164. */
export function PhoneForm({
  initial,
  submitLabel,
  onNumber,
}: {
  initial: string | null;
  submitLabel: string;
  onNumber: (mobile: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation('auth');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const [value, setValue] = useState(() => (initial ? localDigits(toLocalMobile(initial), lang) : ''));
  const form = useStepForm(FALLBACKS);

  function submit(e: FormEvent) {
    e.preventDefault();
    const mobile = normalizeBdMobile(value);
    if (!mobile) {
      form.setFieldError('mobile', t('phone.invalid'));
      return;
    }
    void form.run(() => onNumber(mobile));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t('phone.label')} hint={t('phone.hint')} error={form.fieldErrors.mobile}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          name="mobile"
          placeholder={t('phone.placeholder')}
          data-testid="phone-input"
          autoFocus
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (form.fieldErrors.mobile) form.setFieldError('mobile', null);
          }}
        />
      </Field>
      <FormAlert message={form.formError} />
      <SubmitButton pending={form.pending}>{submitLabel}</SubmitButton>
    </form>
  );
}
