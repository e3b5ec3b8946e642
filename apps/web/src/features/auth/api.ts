import type { OtpPurpose, SessionAnswer, Shop } from '@dokani/contracts';
import { api } from '@/shared/lib/http';

/** The auth calls of the API (docs/API.md "Auth and shops"). Sign-in calls carry no token. */

export const checkNumber = (mobile: string) => api<{ registered: boolean }>('/auth/check-number', { body: { mobile }, auth: false });

export const sendOtp = (mobile: string, purpose: OtpPurpose) =>
  api<{ expiresInSeconds: number; resendInSeconds: number }>('/auth/otp/send', { body: { mobile, purpose }, auth: false });

export const verifyOtp = (mobile: string, purpose: OtpPurpose, code: string) =>
  api<{ otpToken: string }>('/auth/otp/verify', { body: { mobile, purpose, code }, auth: false });

export const signup = (body: { otpToken: string; name: string; pin: string }) => api<SessionAnswer>('/auth/signup', { body, auth: false });

export const login = (mobile: string, pin: string) => api<SessionAnswer>('/auth/login', { body: { mobile, pin }, auth: false });

export const resetPin = (otpToken: string, pin: string) => api<SessionAnswer>('/auth/reset-pin', { body: { otpToken, pin }, auth: false });

export const refreshSession = () => api<{ expiresAt: string }>('/auth/refresh', { method: 'POST' });

export const logoutCall = () => api<void>('/auth/logout', { method: 'POST' });

export const shopsWithToken = (token: string) => api<{ items: Shop[] }>('/shops', { token });
