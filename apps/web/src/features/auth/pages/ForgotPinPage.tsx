import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clock } from '@/shared/lib/clock';
import { useAuthStore } from '@/shared/stores/auth';
import { sendOtp } from '../api';
import { AuthCard } from '../components/AuthCard';
import { PhoneForm } from '../components/PhoneForm';

/** /auth/forgot-pin: the number → a reset code is sent → /auth/forgot-pin/otp. */
export default function ForgotPinPage() {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const currentNumber = useAuthStore((s) => s.currentNumber);

  async function onNumber(mobile: string) {
    const sent = await sendOtp(mobile, 'reset-pin');
    const store = useAuthStore.getState();
    store.setCurrentNumber(mobile);
    store.setSignupData({
      purpose: 'reset-pin',
      otpSentAt: clock.now(),
      resendInSeconds: sent.resendInSeconds,
      expiresInSeconds: sent.expiresInSeconds,
    });
    navigate('/auth/forgot-pin/otp');
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <PhoneForm initial={currentNumber} submitLabel={t('forgot.submit')} onNumber={onNumber} />
      <p className="mt-4 text-center text-sm">
        <Link to="/auth" className="text-muted-foreground underline-offset-4 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
