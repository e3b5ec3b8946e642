/** Test helpers: numbers, OTP from the SMS, a signed-up user, a shop. */
import { toAsciiDigits, ulid } from '@dokani/core';
import type { TestApp } from './app.ts';

let counter = 0;
/** A fresh valid mobile number per call (local form 01XXXXXXXXX). */
export function newMobile(): string {
  counter += 1;
  const n = (process.pid % 1000) * 100_000 + counter;
  return `019${String(n).padStart(8, '0').slice(-8)}`;
}

export const e164 = (local: string): string => `+88${local}`;

/** The 6-digit code in an OTP SMS (Bangla or ASCII digits). */
export function codeFromSms(text: string | undefined): string {
  const m = /[0-9০-৯]{6}/.exec(text ?? '');
  if (!m) throw new Error(`no OTP in SMS: ${text}`);
  return toAsciiDigits(m[0]);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function sendOtp(t: TestApp, mobile: string, purpose: 'signup' | 'reset-pin' = 'signup') {
  return t.call({ method: 'POST', url: '/api/v1/auth/otp/send', payload: { mobile, purpose } });
}

export async function otpToken(t: TestApp, mobile: string, purpose: 'signup' | 'reset-pin' = 'signup'): Promise<string> {
  const sent = await sendOtp(t, mobile, purpose);
  if (sent.statusCode !== 200) throw new Error(`otp/send ${sent.statusCode}: ${sent.body}`);
  const code = codeFromSms(t.sms.lastTo(e164(mobile)));
  const v = await t.call({ method: 'POST', url: '/api/v1/auth/otp/verify', payload: { mobile, purpose, code } });
  if (v.statusCode !== 200) throw new Error(`otp/verify ${v.statusCode}: ${v.body}`);
  return v.json<{ otpToken: string }>().otpToken;
}

export interface TestUser {
  mobile: string;
  pin: string;
  token: string;
  id: string;
}

export async function signUp(t: TestApp, opts: { mobile?: string; pin?: string; name?: string } = {}): Promise<TestUser> {
  const mobile = opts.mobile ?? newMobile();
  const pin = opts.pin ?? '13579';
  const token = await otpToken(t, mobile, 'signup');
  const r = await t.call({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { otpToken: token, name: opts.name ?? 'করিম মিয়া', pin },
  });
  if (r.statusCode !== 201) throw new Error(`signup ${r.statusCode}: ${r.body}`);
  const body = r.json<{ token: string; user: { id: string } }>();
  return { mobile, pin, token: body.token, id: body.user.id };
}

export async function login(t: TestApp, mobile: string, pin: string) {
  return t.call({ method: 'POST', url: '/api/v1/auth/login', payload: { mobile, pin } });
}

export function shopBody(overrides: Record<string, unknown> = {}) {
  return { id: ulid(), name: 'ভাই ভাই স্টোর', shopType: 'grocery', ...overrides };
}

export async function createShop(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const r = await t.call({ method: 'POST', url: '/api/v1/shops', headers: bearer(token), payload: shopBody(overrides) });
  if (r.statusCode !== 201) throw new Error(`create shop ${r.statusCode}: ${r.body}`);
  return r.json<{ id: string; name: string }>();
}
