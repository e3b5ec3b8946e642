import type { OtpPurpose } from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { forgetReferral, storedReferral } from './referral';

/** The auth calls of the API (docs/API.md "Auth and shops"). Sign-in calls carry no token. */

export const checkNumber = (mobile: string) => api('POST /auth/check-number', { body: { mobile }, auth: false });

export const sendOtp = (mobile: string, purpose: OtpPurpose) => api('POST /auth/otp/send', { body: { mobile, purpose }, auth: false });

export const verifyOtp = (mobile: string, purpose: OtpPurpose, code: string) =>
  api('POST /auth/otp/verify', { body: { mobile, purpose, code }, auth: false });

/** The account is made; an invite link's code the sign-in page kept goes with it (referral.ts), then is forgotten. */
export const signup = (body: { otpToken: string; name: string; pin: string }) => {
  const ref = storedReferral();
  return api('POST /auth/signup', { body: ref ? { ...body, ref } : body, auth: false }).then((session) => {
    forgetReferral();
    return session;
  });
};

export const login = (mobile: string, pin: string) => api('POST /auth/login', { body: { mobile, pin }, auth: false });

export const resetPin = (otpToken: string, pin: string) => api('POST /auth/reset-pin', { body: { otpToken, pin }, auth: false });

export const refreshSession = () => api('POST /auth/refresh');

export const logoutCall = () => api('POST /auth/logout');

export const shopsWithToken = (token: string) => api('GET /shops', { token });
