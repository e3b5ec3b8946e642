import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OtpPurpose } from '@dokani/contracts';
import { ApiError } from '@/shared/lib/http';
import { clock } from '@/shared/lib/clock';
import { useBasicFormat } from '@/shared/lib/basic-format';
import { notify } from '@/shared/lib/notify';
import { useAuthStore } from '@/shared/stores/auth';
import { Field } from '@/shared/ui/field';
import { OTP_LENGTH, OtpInput } from '@/shared/ui/digit-input';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { sendOtp, verifyOtp } from '../api';
import { AuthCard } from './AuthCard';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { useStepForm } from './use-step-form';

export const DEFAULT_RESEND_SECONDS = 60;
const FALLBACKS = { code: 'signup:otp.invalid', mobile: 'auth:phone.invalid' };

/** Seconds until another code may be asked for. */
export function secondsUntilResend(sentAt: number | undefined, resendIn: number | undefined, now: number): number {
  if (!sentAt) return 0;
  const end = sentAt + (resendIn ?? DEFAULT_RESEND_SECONDS) * 1000;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** How many tries the server says are left, under whichever name it uses. */
export function triesLeft(details: Record<string, unknown>): number | null {
  for (const k of ['attemptsLeft', 'triesLeft', 'remainingAttempts', 'attemptsRemaining']) {
    const v = details[k];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
  }
  return null;
}

/** The 6-digit code step of sign-up and forgot-PIN: countdown, resend, verify. */
export function OtpStep({ purpose, next, changeNumberTo }: { purpose: OtpPurpose; next: string; changeNumberTo: string }) {
  const { t } = useTranslation('signup');
  const fmt = useBasicFormat();
  const navigate = useNavigate();
  const number = useAuthStore((s) => s.currentNumber);
  const signupData = useAuthStore((s) => s.signupData);
  const [now, setNow] = useState(() => clock.now());
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  const form = useStepForm(FALLBACKS);
  const wait = secondsUntilResend(signupData?.otpSentAt, signupData?.resendInSeconds, now);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const id = window.setInterval(() => setNow(clock.now()), 1000);
    return () => window.clearInterval(id);
  }, [wait]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!number) return;
    if (code.length !== OTP_LENGTH) {
      form.setFieldError('code', t('otp.invalid'));
      return;
    }
    void form.run(
      async () => {
        const { otpToken } = await verifyOtp(number, purpose, code);
        useAuthStore.getState().setSignupData({ otpToken });
        navigate(next);
      },
      (err) => {
        setCode('');
        if (err instanceof ApiError && err.code === 'INVALID_OTP') {
          // The server's message usually names the tries left already; add it only when it doesn't.
          const left = triesLeft(err.details);
          const named = left !== null && (err.message.includes(String(left)) || err.message.includes(fmt.number(left)));
          const extra = left === null || named ? '' : ` ${t('otp.triesLeft', { count: left, n: fmt.number(left) })}`;
          form.setFieldError('code', err.message + extra);
          return true;
        }
        return false;
      },
    );
  }

  async function resend() {
    if (!number) return;
    setResending(true);
    form.setFormError(null);
    try {
      const sent = await sendOtp(number, purpose);
      useAuthStore.getState().setSignupData({
        purpose,
        otpSentAt: clock.now(),
        resendInSeconds: sent.resendInSeconds,
        expiresInSeconds: sent.expiresInSeconds,
        otpToken: undefined,
      });
      setNow(clock.now());
      setCode('');
      notify('success', t('otp.resent'));
    } catch (err) {
      form.setFormError(err instanceof ApiError ? err.message : t('common:errors.unknown'));
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthCard title={t('otp.title')} subtitle={t('otp.subtitle', { number: fmt.mobile(number) })}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t('otp.label')} error={form.fieldErrors.code}>
          <OtpInput
            data-testid="otp-input"
            name="code"
            value={code}
            onValueChange={(v) => {
              setCode(v);
              if (form.fieldErrors.code) form.setFieldError('code', null);
            }}
            autoFocus
          />
        </Field>
        <FormAlert message={form.formError} />
        <SubmitButton pending={form.pending}>{t('otp.submit')}</SubmitButton>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        {wait > 0 ? (
          <p className="text-muted-foreground" data-testid="resend-countdown">
            {t('otp.resendIn', { seconds: fmt.number(wait) })}
          </p>
        ) : (
          <Button variant="link" size="inline" onClick={() => void resend()} disabled={resending} data-testid="resend">
            {resending ? <Spinner /> : null}
            {t('otp.resend')}
          </Button>
        )}
        <Link to={changeNumberTo} className="text-muted-foreground underline-offset-4 hover:underline">
          {t('otp.wrongNumber')}
        </Link>
      </div>
    </AuthCard>
  );
}
