import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { codeFromSms, e164, newMobile, otpToken, sendOtp, signUp } from '../../test/auth.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

const verify = (mobile: string, code: string, purpose = 'signup') =>
  t.call({ method: 'POST', url: '/api/v1/auth/otp/verify', payload: { mobile, purpose, code } });

const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

describe('check-number', () => {
  it('answers registered false, then true after sign-up, for any accepted spelling of the number', async () => {
    const mobile = newMobile();
    const before = await t.call({ method: 'POST', url: '/api/v1/auth/check-number', payload: { mobile } });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ registered: false });
    await signUp(t, { mobile });
    for (const spelling of [mobile, e164(mobile), `88${mobile}`, `${mobile.slice(0, 5)}-${mobile.slice(5)}`]) {
      const r = await t.call({ method: 'POST', url: '/api/v1/auth/check-number', payload: { mobile: spelling } });
      expect(r.json()).toEqual({ registered: true });
    }
  });

  it('accepts Bangla digits', async () => {
    const r = await t.call({ method: 'POST', url: '/api/v1/auth/check-number', payload: { mobile: '০১৭১২৩৪৫৬৭৮' } });
    expect(r.statusCode).toBe(200);
  });

  it('refuses a number that is not a Bangladeshi mobile with a localized field message', async () => {
    for (const mobile of ['01212345678', '1234', 'abc', '+1 555 0100', '']) {
      const r = await t.call({ method: 'POST', url: '/api/v1/auth/check-number', payload: { mobile } });
      expect(r.statusCode, mobile).toBe(400);
      expect(r.json().error.code).toBe('VALIDATION_FAILED');
      expect(r.json().error.details.mobile).toMatch(/মোবাইল/);
    }
  });
});

describe('otp/send', () => {
  it('sends a 6-digit code in a Bangla SMS (Bangla digits) and answers the timings', async () => {
    const mobile = newMobile();
    const r = await sendOtp(t, mobile);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ expiresInSeconds: 300, resendInSeconds: 60 });
    const text = t.sms.lastTo(e164(mobile)) ?? '';
    expect(text).toMatch(/^দোকানি: আপনার যাচাই কোড [০-৯]{6}। ৫ মিনিট পর্যন্ত বৈধ। কাউকে বলবেন না।$/);
    const row = await t.db.selectFrom('sms_messages').selectAll().where('to_mobile', '=', e164(mobile)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', purpose: 'otp', provider: 'memory', shop_id: null });
    expect(row.segments).toBeGreaterThanOrEqual(1);
  });

  it('keeps the SMS row without the code: the gateway gets it, sms_messages.text has it masked', async () => {
    for (const lang of ['bn', 'en'] as const) {
      const mobile = newMobile();
      await t.call({
        method: 'POST',
        url: '/api/v1/auth/otp/send',
        headers: { 'accept-language': lang },
        payload: { mobile, purpose: 'signup' },
      });
      const sent = t.sms.lastTo(e164(mobile)) ?? '';
      const code = codeFromSms(sent);
      expect(code).toMatch(/^\d{6}$/);
      const row = await t.db.selectFrom('sms_messages').selectAll().where('to_mobile', '=', e164(mobile)).executeTakeFirstOrThrow();
      expect(row.text).toContain('••••••');
      expect(row.text).not.toMatch(/[0-9০-৯]{6}/);
      expect(row.text).not.toContain(code);
      expect(row.segments).toBeGreaterThanOrEqual(1);
    }
  });

  it('writes the SMS in English when asked', async () => {
    const mobile = newMobile();
    await t.call({
      method: 'POST',
      url: '/api/v1/auth/otp/send',
      headers: { 'accept-language': 'en' },
      payload: { mobile, purpose: 'signup' },
    });
    expect(t.sms.lastTo(e164(mobile))).toMatch(/^Dokani: your verification code is \d{6}\. Valid for 5 minutes\./);
  });

  it('refuses sign-up OTP for a registered number and reset-pin OTP for an unknown one', async () => {
    const user = await signUp(t);
    const a = await sendOtp(t, user.mobile, 'signup');
    expect(a.statusCode).toBe(409);
    expect(a.json().error.code).toBe('ALREADY_REGISTERED');
    const b = await sendOtp(t, newMobile(), 'reset-pin');
    expect(b.statusCode).toBe(404);
    expect(b.json().error.code).toBe('NOT_REGISTERED');
  });

  it('allows a resend only after 60 seconds', async () => {
    const mobile = newMobile();
    expect((await sendOtp(t, mobile)).statusCode).toBe(200);
    t.clock.advanceSeconds(20);
    const early = await sendOtp(t, mobile);
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('RATE_LIMITED');
    expect(early.json().error.details.retryAfterSeconds).toBe(40);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().error.message).toContain('৪০');
    t.clock.advanceSeconds(40);
    expect((await sendOtp(t, mobile)).statusCode).toBe(200);
  });

  it('waits 60 s between sends of one purpose, not across purposes; the hourly cap counts all', async () => {
    const { mobile } = await signUp(t);
    // Signed up a moment ago, forgot the PIN at once: the reset code is not a resend.
    expect((await sendOtp(t, mobile, 'reset-pin')).statusCode).toBe(200);
    expect((await sendOtp(t, mobile, 'reset-pin')).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) {
      t.clock.advanceSeconds(61);
      expect((await sendOtp(t, mobile, 'reset-pin')).statusCode).toBe(200);
    }
    // 1 signup + 4 reset sends within the hour: the fifth reset send is over the cap.
    t.clock.advanceSeconds(61);
    const capped = await sendOtp(t, mobile, 'reset-pin');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error.details.retryAfterSeconds).toBeGreaterThan(60);
  });

  it('sends at most 5 codes per number per hour', async () => {
    const mobile = newMobile();
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(t, mobile)).statusCode).toBe(200);
      t.clock.advanceSeconds(61);
    }
    const sixth = await sendOtp(t, mobile);
    expect(sixth.statusCode).toBe(429);
    const wait = sixth.json().error.details.retryAfterSeconds as number;
    // first send was 5 × 61 s ago: it leaves the hour window after 3600 − 305 s
    expect(wait).toBe(3600 - 5 * 61);
    t.clock.advanceSeconds(wait);
    expect((await sendOtp(t, mobile)).statusCode).toBe(200);
  });

  it('does not mix numbers: another number is not held back', async () => {
    const a = newMobile();
    const b = newMobile();
    expect((await sendOtp(t, a)).statusCode).toBe(200);
    expect((await sendOtp(t, b)).statusCode).toBe(200);
  });

  it('answers SMS_SEND_FAILED when the provider fails, and records the failure', async () => {
    const mobile = newMobile();
    t.sms.failNext = 1;
    const r = await sendOtp(t, mobile);
    expect(r.statusCode).toBe(502);
    expect(r.json().error.code).toBe('SMS_SEND_FAILED');
    const row = await t.db.selectFrom('sms_messages').selectAll().where('to_mobile', '=', e164(mobile)).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });
});

describe('otp/verify', () => {
  it('gives an otpToken for the right code (Bangla digits accepted) and consumes the code', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    const code = codeFromSms(t.sms.lastTo(e164(mobile)));
    const bnCode = code.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const ok = await verify(mobile, bnCode);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().otpToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await verify(mobile, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('OTP_EXPIRED');
  });

  it('counts wrong codes: attemptsLeft 4..1, then the code is dead even for the right code', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    const code = codeFromSms(t.sms.lastTo(e164(mobile)));
    for (let left = 4; left >= 1; left--) {
      const r = await verify(mobile, wrongCode(code));
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatchObject({ code: 'INVALID_OTP', details: { attemptsLeft: left } });
    }
    const fifth = await verify(mobile, wrongCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.code).toBe('OTP_TOO_MANY_ATTEMPTS');
    const right = await verify(mobile, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('OTP_TOO_MANY_ATTEMPTS');
    // a new code works again
    t.clock.advanceSeconds(61);
    await sendOtp(t, mobile);
    expect((await verify(mobile, codeFromSms(t.sms.lastTo(e164(mobile))))).statusCode).toBe(200);
  });

  it('refuses an expired code after 5 minutes', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    const code = codeFromSms(t.sms.lastTo(e164(mobile)));
    t.clock.advanceSeconds(299);
    t.clock.advance(999);
    t.clock.advance(1);
    const r = await verify(mobile, code);
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('OTP_EXPIRED');
  });

  it('accepts a code just before it expires', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    t.clock.advanceSeconds(299);
    expect((await verify(mobile, codeFromSms(t.sms.lastTo(e164(mobile))))).statusCode).toBe(200);
  });

  it('only the newest code counts after a resend', async () => {
    const mobile = newMobile();
    await sendOtp(t, mobile);
    const first = codeFromSms(t.sms.lastTo(e164(mobile)));
    t.clock.advanceSeconds(61);
    await sendOtp(t, mobile);
    const second = codeFromSms(t.sms.lastTo(e164(mobile)));
    if (first !== second) expect((await verify(mobile, first)).statusCode).toBe(400);
    expect((await verify(mobile, second)).statusCode).toBe(200);
  });

  it('does not accept a code for another purpose', async () => {
    const user = await signUp(t);
    t.clock.advanceSeconds(61);
    await sendOtp(t, user.mobile, 'reset-pin');
    const code = codeFromSms(t.sms.lastTo(e164(user.mobile)));
    const r = await verify(user.mobile, code, 'signup');
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('OTP_EXPIRED');
  });

  it('without any code sent answers OTP_EXPIRED', async () => {
    const r = await verify(newMobile(), '123456');
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('OTP_EXPIRED');
  });
});

describe('otpToken', () => {
  it('is one use: replaying it for sign-up answers INVALID_OTP_TOKEN', async () => {
    const mobile = newMobile();
    const token = await otpToken(t, mobile);
    const first = await t.call({ method: 'POST', url: '/api/v1/auth/signup', payload: { otpToken: token, name: 'ক', pin: '24680' } });
    expect(first.statusCode).toBe(201);
    const replay = await t.call({ method: 'POST', url: '/api/v1/auth/signup', payload: { otpToken: token, name: 'ক', pin: '24680' } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('INVALID_OTP_TOKEN');
  });

  it('a tampered or unknown token answers INVALID_OTP_TOKEN', async () => {
    const token = await otpToken(t, newMobile());
    const tampered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    for (const bad of [tampered, 'x', 'not-a-token-at-all']) {
      const r = await t.call({ method: 'POST', url: '/api/v1/auth/signup', payload: { otpToken: bad, name: 'ক', pin: '24680' } });
      expect(r.statusCode).toBe(400);
      expect(r.json().error.code).toBe('INVALID_OTP_TOKEN');
    }
  });

  it('is bound to its purpose: a sign-up token cannot reset a PIN', async () => {
    const token = await otpToken(t, newMobile(), 'signup');
    const r = await t.call({ method: 'POST', url: '/api/v1/auth/reset-pin', payload: { otpToken: token, pin: '24680' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('INVALID_OTP_TOKEN');
  });

  it('expires after 10 minutes', async () => {
    const token = await otpToken(t, newMobile());
    t.clock.advanceSeconds(600);
    const r = await t.call({ method: 'POST', url: '/api/v1/auth/signup', payload: { otpToken: token, name: 'ক', pin: '24680' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.code).toBe('INVALID_OTP_TOKEN');
  });
});
