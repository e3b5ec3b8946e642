import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isWeakPin } from '@dokani/core/pin';
import { PIN_LENGTH } from '@/shared/ui/digit-input';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { PinField } from './PinField';
import { useStepForm } from './use-step-form';

const FALLBACKS = { pin: 'auth:pin.invalid', confirm: 'signup:setupPin.mismatch' };

/** Why a new PIN and its confirmation cannot be used, or null when they can. */
export function newPinProblem(pin: string, confirm: string): { field: 'pin' | 'confirm'; key: string } | null {
  if (pin.length !== PIN_LENGTH || !/^\d+$/.test(pin)) return { field: 'pin', key: 'auth:pin.invalid' };
  if (isWeakPin(pin)) return { field: 'pin', key: 'signup:setupPin.weak' };
  if (confirm !== pin) return { field: 'confirm', key: 'signup:setupPin.mismatch' };
  return null;
}

/**
 * A new PIN and its confirmation; they must match. `onPin` makes the call; a thrown error is
 * shown on the form, and `errorExtra` may add a way out (e.g. "start over").
 */
export function NewPinForm({
  submitLabel,
  onPin,
  errorExtra,
}: {
  submitLabel: string;
  onPin: (pin: string) => Promise<void>;
  errorExtra?: (err: unknown) => ReactNode;
}) {
  const { t } = useTranslation('signup');
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [extra, setExtra] = useState<ReactNode>(null);
  const form = useStepForm(FALLBACKS);

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = newPinProblem(pin, confirm);
    if (problem) {
      form.setFieldError(problem.field, t(problem.key));
      return;
    }
    setExtra(null);
    void form.run(
      () => onPin(pin),
      (err) => {
        setExtra(errorExtra?.(err) ?? null);
        return false;
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PinField
        label={t('setupPin.label')}
        testId="pin-input"
        name="pin"
        value={pin}
        onValueChange={(v) => {
          setPin(v);
          if (form.fieldErrors.pin) form.setFieldError('pin', null);
        }}
        autoFocus
        autoComplete="new-password"
        error={form.fieldErrors.pin}
      />
      <PinField
        label={t('setupPin.confirmLabel')}
        testId="pin-confirm-input"
        name="confirm"
        value={confirm}
        onValueChange={(v) => {
          setConfirm(v);
          if (form.fieldErrors.confirm) form.setFieldError('confirm', null);
        }}
        autoComplete="new-password"
        error={form.fieldErrors.confirm}
      />
      <FormAlert message={form.formError}>{extra}</FormAlert>
      <SubmitButton pending={form.pending}>{submitLabel}</SubmitButton>
    </form>
  );
}
