import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { useAuthStore } from '@/shared/stores/auth';
import { signup } from '../api';
import { completeSignIn } from '../session';
import { AuthCard } from '../components/AuthCard';
import { NewPinForm } from '../components/NewPinForm';

/** /auth/setup-pin: PIN + confirmation → the account is made → /shop (or /shop/add). */
export default function SetupPinPage() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();

  async function onPin(pin: string) {
    const { signupData } = useAuthStore.getState();
    if (!signupData?.otpToken || !signupData.name) {
      navigate('/auth', { replace: true });
      return;
    }
    const intent = signupData.intent ?? 'own-business';
    const session = await signup({ otpToken: signupData.otpToken, name: signupData.name, pin });
    const to = await completeSignIn(session, intent === 'invited' ? 'signup-invited' : 'signup-own');
    notify('success', t('setupPin.done'));
    navigate(to, { replace: true });
  }

  return (
    <AuthCard title={t('setupPin.title')} subtitle={t('setupPin.subtitle')}>
      <NewPinForm
        submitLabel={t('setupPin.submit')}
        onPin={onPin}
        errorExtra={(err) =>
          err instanceof ApiError && ['INVALID_OTP_TOKEN', 'ALREADY_REGISTERED', 'OTP_EXPIRED'].includes(err.code) ? (
            <Link to="/auth" className="mt-1 inline-block font-medium text-primary underline-offset-4 hover:underline">
              {t('startOver')}
            </Link>
          ) : null
        }
      />
    </AuthCard>
  );
}
