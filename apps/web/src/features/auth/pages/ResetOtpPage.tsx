import { OtpStep } from '../components/OtpStep';

/** /auth/forgot-pin/otp: the reset code → /auth/forgot-pin/set-pin. */
export default function ResetOtpPage() {
  return <OtpStep purpose="reset-pin" next="/auth/forgot-pin/set-pin" changeNumberTo="/auth/forgot-pin" />;
}
