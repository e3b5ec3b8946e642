import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/lib/http';
import { useBasicFormat } from '@/shared/lib/basic-format';
import { notify } from '@/shared/lib/notify';
import { useAuthStore } from '@/shared/stores/auth';
import { resetPin } from '../api';
import { completeSignIn } from '../session';
import { AuthCard } from '../components/AuthCard';
import { NewPinForm } from '../components/NewPinForm';

/** /auth/forgot-pin/set-pin: a new PIN + confirmation → signed in → /shop. */
export default function ResetPinPage() {
  const { t } = useTranslation('signup');
  const fmt = useBasicFormat();
  const navigate = useNavigate();
  const number = useAuthStore((s) => s.currentNumber);

  async function onPin(pin: string) {
    const otpToken = useAuthStore.getState().signupData?.otpToken;
    if (!otpToken) {
      navigate('/auth/forgot-pin', { replace: true });
      return;
    }
    const session = await resetPin(otpToken, pin);
    const to = await completeSignIn(session, 'reset');
    notify('success', t('forgot.done'));
    navigate(to, { replace: true });
  }

  return (
    <AuthCard title={t('forgot.setTitle')} subtitle={t('forgot.setSubtitle', { number: fmt.mobile(number) })}>
      <NewPinForm
        submitLabel={t('forgot.submitSet')}
        onPin={onPin}
        errorExtra={(err) =>
          err instanceof ApiError && ['INVALID_OTP_TOKEN', 'OTP_EXPIRED'].includes(err.code) ? (
            <Link to="/auth/forgot-pin" className="mt-1 inline-block font-medium text-primary underline-offset-4 hover:underline">
              {t('startOver')}
            </Link>
          ) : null
        }
      />
    </AuthCard>
  );
}
