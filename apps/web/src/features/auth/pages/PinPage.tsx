import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/lib/http';
import { clock } from '@/shared/lib/clock';
import { useBasicFormat } from '@/shared/lib/basic-format';
import { useAuthStore } from '@/shared/stores/auth';
import { PIN_LENGTH } from '@/shared/ui/digit-input';
import { login } from '../api';
import { completeSignIn } from '../session';
import { AuthCard } from '../components/AuthCard';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { PinField } from '../components/PinField';
import { useStepForm } from '../components/use-step-form';

const FALLBACKS = { pin: 'auth:pin.invalid', mobile: 'auth:phone.invalid' };

/** /auth/pin: the 5-digit PIN for the number entered on /auth. */
export default function PinPage() {
  const { t } = useTranslation('auth');
  const fmt = useBasicFormat();
  const navigate = useNavigate();
  const number = useAuthStore((s) => s.currentNumber);
  const [pin, setPin] = useState('');
  const form = useStepForm(FALLBACKS);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!number) return;
    if (pin.length !== PIN_LENGTH) {
      form.setFieldError('pin', t('pin.invalid'));
      return;
    }
    void form.run(
      async () => {
        const session = await login(number, pin);
        navigate(await completeSignIn(session, 'login'), { replace: true });
      },
      (err) => {
        setPin('');
        if (!(err instanceof ApiError)) return false;
        if (err.code === 'INVALID_CREDENTIALS') {
          form.setFieldError('pin', err.message);
          return true;
        }
        if (err.code === 'PIN_LOCKED') {
          const until = typeof err.details.until === 'string' ? new Date(err.details.until) : null;
          if (until && Number.isFinite(until.getTime())) {
            const minutes = Math.max(1, Math.ceil((until.getTime() - clock.now()) / 60_000));
            form.setFormError(t('pin.locked', { time: fmt.time(until), minutes: fmt.number(minutes) }));
            return true;
          }
        }
        return false;
      },
    );
  }

  return (
    <AuthCard title={t('pin.title')} subtitle={t('pin.subtitle', { number: fmt.mobile(number) })}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <PinField
          label={t('pin.label')}
          testId="pin-input"
          name="pin"
          value={pin}
          onValueChange={(v) => {
            setPin(v);
            if (form.fieldErrors.pin) form.setFieldError('pin', null);
          }}
          autoFocus
          autoComplete="current-password"
          error={form.fieldErrors.pin}
        />
        <FormAlert message={form.formError} />
        <SubmitButton pending={form.pending}>{t('pin.submit')}</SubmitButton>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to="/auth/forgot-pin" className="font-medium text-primary underline-offset-4 hover:underline" data-testid="forgot-pin-link">
          {t('pin.forgot')}
        </Link>
        <Link to="/auth" className="text-muted-foreground underline-offset-4 hover:underline">
          {t('pin.changeNumber')}
        </Link>
      </div>
    </AuthCard>
  );
}
