import { withTexts } from '@/shared/lib/i18n';

const signup = <T>(load: () => Promise<T>) => withTexts(['signup'], load);

/**
 * The sign-in and sign-up steps. The sign-in table (app/routes.tsx) imports this file itself, as
 * the first page drawn is one of these: the sign-in and PIN pages speak the eager 'auth' texts,
 * the sign-up and reset steps the lazy 'signup' ones.
 */
export const PAGES = {
  phone: () => import('./pages/PhonePage'),
  pin: () => import('./pages/PinPage'),
  signupOtp: signup(() => import('./pages/SignupOtpPage')),
  userIntent: signup(() => import('./pages/UserIntentPage')),
  signupName: signup(() => import('./pages/SignupNamePage')),
  setupPin: signup(() => import('./pages/SetupPinPage')),
  forgotPin: signup(() => import('./pages/ForgotPinPage')),
  resetOtp: signup(() => import('./pages/ResetOtpPage')),
  resetPin: signup(() => import('./pages/ResetPinPage')),
};
