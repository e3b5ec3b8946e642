import { OtpStep } from '../components/OtpStep';

/** /auth/otp: the sign-up code → /auth/user-intent. */
export default function SignupOtpPage() {
  return <OtpStep purpose="signup" next="/auth/user-intent" changeNumberTo="/auth" />;
}
