import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clock } from '@/shared/lib/clock';
import { useAuthStore } from '@/shared/stores/auth';
import { checkNumber, sendOtp } from '../api';
import { AuthCard } from '../components/AuthCard';
import { PhoneForm } from '../components/PhoneForm';
import { rememberReferral } from '../referral';

/** /auth: the number decides — registered → PIN; new → an OTP is sent → /auth/otp. An invite link's `?ref=` is kept for the sign-up. */
export default function PhonePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const currentNumber = useAuthStore((s) => s.currentNumber);
  const { search } = useLocation();
  useEffect(() => rememberReferral(search), [search]);

  async function onNumber(mobile: string) {
    const { registered } = await checkNumber(mobile);
    const store = useAuthStore.getState();
    if (registered) {
      store.setCurrentNumber(mobile);
      navigate('/auth/pin');
      return;
    }
    const sent = await sendOtp(mobile, 'signup');
    store.setCurrentNumber(mobile);
    store.setSignupData({
      purpose: 'signup',
      otpSentAt: clock.now(),
      resendInSeconds: sent.resendInSeconds,
      expiresInSeconds: sent.expiresInSeconds,
    });
    navigate('/auth/otp');
  }

  return (
    <AuthCard title={t('phone.title')} subtitle={t('phone.subtitle')}>
      <PhoneForm initial={currentNumber} submitLabel={t('phone.submit')} onNumber={onNumber} />
      <p className="mt-4 text-center text-sm">
        <Link to="/auth/forgot-pin" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('pin.forgot')}
        </Link>
      </p>
    </AuthCard>
  );
}
