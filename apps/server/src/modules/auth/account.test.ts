import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, e164, login, newMobile, otpToken, signUp } from '../../test/auth.ts';

let t: TestApp;
withTestApp((app) => {
  t = app;
});

const me = (token: string) => t.call({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
const HOUR = 3_600_000;

describe('sign-up', () => {
  it('creates the user with the verified number in E.164 and a 720-hour session', async () => {
    const mobile = newMobile();
    const token = await otpToken(t, mobile);
    const r = await t.call({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { otpToken: token, name: '  সালমা বেগম  ', pin: '২৪৬৮০' },
    });
    expect(r.statusCode).toBe(201);
    const body = r.json();
    expect(body.user).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{26}$/), mobile: e164(mobile), name: 'সালমা বেগম' });
    expect(new Date(body.expiresAt).getTime() - t.clock.now().getTime()).toBe(720 * HOUR);
    const m = await me(body.token);
    expect(m.statusCode).toBe(200);
    expect(m.json()).toEqual({ user: body.user, shops: [] });
    // the Bangla-digit PIN was stored as 24680
    expect((await login(t, mobile, '24680')).statusCode).toBe(200);
  });

  it('refuses a PIN that is not 5 digits', async () => {
    const token = await otpToken(t, newMobile());
    for (const pin of ['1234', '123456', 'abcde', '12 34', '']) {
      const r = await t.call({ method: 'POST', url: '/api/v1/auth/signup', payload: { otpToken: token, name: 'ক', pin } });
      expect(r.statusCode, pin).toBe(400);
      expect(r.json().error.details.pin).toBe('পিন হবে ৫ সংখ্যার।');
    }
  });

  it('refuses a new PIN of one digit repeated or a straight run, at sign-up, reset and change; a PIN already set still signs in', async () => {
    const token = await otpToken(t, newMobile());
    for (const pin of ['11111', '12345', '৫৪৩২১']) {
      const r = await t.call({ method: 'POST', url: '/api/v1/auth/signup', payload: { otpToken: token, name: 'ক', pin } });
      expect(r.statusCode, pin).toBe(400);
      expect(r.json().error.details.pin).toBe('এমন পিন সহজে আন্দাজ করা যায় (যেমন ১১১১১, ১২৩৪৫)। অন্য পিন দিন।');
    }
    const user = await signUp(t, { pin: '24680' });
    const reset = await t.call({
      method: 'POST',
      url: '/api/v1/auth/reset-pin',
      payload: { otpToken: await otpToken(t, user.mobile, 'reset-pin'), pin: '99999' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.details.pin).toBeDefined();
    const change = await t.call({
      method: 'PATCH',
      url: '/api/v1/me/pin',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { currentPin: '24680', newPin: '56789' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.details.newPin).toBeDefined();
    // signing in takes any 5 digits: a PIN set before this rule keeps working
    expect((await login(t, user.mobile, '12345')).json().error.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('login', () => {
  it('signs in with the right PIN', async () => {
    const u = await signUp(t);
    const r = await login(t, u.mobile, u.pin);
    expect(r.statusCode).toBe(200);
    expect(r.json().user.mobile).toBe(e164(u.mobile));
    expect((await me(r.json().token)).statusCode).toBe(200);
  });

  it('answers the same INVALID_CREDENTIALS for a wrong PIN and an unknown number', async () => {
    const u = await signUp(t);
    const wrong = await login(t, u.mobile, '00000');
    const unknown = await login(t, newMobile(), u.pin);
    for (const r of [wrong, unknown]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'মোবাইল নম্বর বা পিন সঠিক নয়।' } });
    }
  });

  it('locks sign-in for 15 minutes after 5 wrong PINs in a row; the right PIN is refused meanwhile', async () => {
    const u = await signUp(t);
    for (let i = 1; i <= 4; i++) expect((await login(t, u.mobile, '00000')).statusCode).toBe(401);
    const fifth = await login(t, u.mobile, '00000');
    expect(fifth.statusCode).toBe(423);
    const until = new Date(fifth.json().error.details.until as string);
    expect(until.getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
    expect(fifth.json().error.message).toContain('১৫ মিনিট');

    t.clock.advanceMinutes(14);
    const during = await login(t, u.mobile, u.pin);
    expect(during.statusCode).toBe(423);
    expect(during.json().error.details.until).toBe(until.toISOString());

    t.clock.advanceMinutes(1);
    expect((await login(t, u.mobile, u.pin)).statusCode).toBe(200);
  });

  it('resets the count on a right PIN (4 wrong, right, 4 wrong → still not locked)', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 4; i++) await login(t, u.mobile, '00000');
    expect((await login(t, u.mobile, u.pin)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t, u.mobile, '00000')).statusCode).toBe(401);
    expect((await login(t, u.mobile, u.pin)).statusCode).toBe(200);
  });

  it('after a lock ends, the count starts again from zero', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 5; i++) await login(t, u.mobile, '00000');
    t.clock.advanceMinutes(15);
    expect((await login(t, u.mobile, '00000')).statusCode).toBe(401);
  });
});

describe('PIN lockout under a burst (concurrent requests)', () => {
  const wrongPins = (n: number, right: string) => Array.from({ length: n }, (_, i) => String(20_000 + i)).filter((p) => p !== right);

  it('wrong PINs sent at once with the right one last: at most 4 are judged wrong, the right one is refused, the number stays locked', async () => {
    const u = await signUp(t);
    // The wrong ones race each other; the right one comes once they are answered (sent in the same
    // burst, it may be judged before five wrong ones land and rightly pass — a flaky order, seen once in CI).
    const burst = await Promise.all(wrongPins(12, u.pin).map((pin) => login(t, u.mobile, pin)));
    const answers = [...burst, await login(t, u.mobile, u.pin)];
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect(statuses.at(-1)).toBe(423);

    expect((await login(t, u.mobile, u.pin)).statusCode).toBe(423);
    const row = await t.db.selectFrom('users').select(['locked_until']).where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.locked_until!.getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
  });

  it('after the burst, waiting out the lock lets the right PIN in again', async () => {
    const u = await signUp(t);
    await Promise.all(wrongPins(8, u.pin).map((pin) => login(t, u.mobile, pin)));
    expect((await login(t, u.mobile, u.pin)).statusCode).toBe(423);
    t.clock.advanceMinutes(15);
    expect((await login(t, u.mobile, u.pin)).statusCode).toBe(200);
  });
});

describe('forgot PIN', () => {
  it('works during a lock: new PIN, lock lifted, every old session revoked, new session given', async () => {
    const u = await signUp(t);
    const other = await login(t, u.mobile, u.pin);
    for (let i = 0; i < 5; i++) await login(t, u.mobile, '00000');
    expect((await login(t, u.mobile, u.pin)).statusCode).toBe(423);

    t.clock.advanceSeconds(61);
    const token = await otpToken(t, u.mobile, 'reset-pin');
    const r = await t.call({ method: 'POST', url: '/api/v1/auth/reset-pin', payload: { otpToken: token, pin: '97531' } });
    expect(r.statusCode).toBe(200);
    expect(r.json().user.mobile).toBe(e164(u.mobile));
    expect((await me(r.json().token)).statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(other.json().token)).statusCode).toBe(401);
    expect((await login(t, u.mobile, u.pin)).statusCode).toBe(401);
    expect((await login(t, u.mobile, '97531')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('expire 720 hours after sign-in', async () => {
    const u = await signUp(t);
    t.clock.advanceHours(719);
    expect((await me(u.token)).statusCode).toBe(200);
    t.clock.advanceHours(1);
    const r = await me(u.token);
    expect(r.statusCode).toBe(401);
    expect(r.json().error.code).toBe('SESSION_EXPIRED');
    expect(r.json().error.message).toBe('সেশনের মেয়াদ শেষ। আবার লগইন করুন।');
  });

  it('refresh slides the expiry to 720 hours from now', async () => {
    const u = await signUp(t);
    t.clock.advanceHours(700);
    const r = await t.call({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(u.token) });
    expect(r.statusCode).toBe(200);
    expect(new Date(r.json().expiresAt).getTime()).toBe(t.clock.now().getTime() + 720 * HOUR);
    t.clock.advanceHours(100);
    expect((await me(u.token)).statusCode).toBe(200);
    t.clock.advanceHours(620);
    expect((await me(u.token)).json().error.code).toBe('SESSION_EXPIRED');
    const late = await t.call({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(u.token) });
    expect(late.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('logout revokes the session (204) and only that one', async () => {
    const u = await signUp(t);
    const second = (await login(t, u.mobile, u.pin)).json().token as string;
    const r = await t.call({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(u.token) });
    expect(r.statusCode).toBe(204);
    expect(r.body).toBe('');
    const after = await me(u.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
    expect((await me(second)).statusCode).toBe(200);
  });

  it('logout with a JSON content type and an empty body still works', async () => {
    const u = await signUp(t);
    const r = await t.call({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...bearer(u.token), 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(204);
  });

  it('missing, malformed or unknown tokens answer UNAUTHENTICATED', async () => {
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('A'.repeat(43))]) {
      const r = await t.call({ method: 'GET', url: '/api/v1/me', headers });
      expect(r.statusCode).toBe(401);
      expect(r.json().error.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('PIN change', () => {
  const changePin = (token: string, currentPin: string, newPin: string) =>
    t.call({ method: 'PATCH', url: '/api/v1/me/pin', headers: bearer(token), payload: { currentPin, newPin } });

  it('needs the current PIN and revokes every other session, keeping this one', async () => {
    const u = await signUp(t);
    const other = (await login(t, u.mobile, u.pin)).json().token as string;
    const wrong = await changePin(u.token, '00000', '11223');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PIN');
    expect((await me(other)).statusCode).toBe(200);

    const r = await changePin(u.token, u.pin, '11223');
    expect(r.statusCode).toBe(204);
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(t, u.mobile, u.pin)).statusCode).toBe(401);
    expect((await login(t, u.mobile, '11223')).statusCode).toBe(200);
  });

  it('refuses the same PIN again', async () => {
    const u = await signUp(t);
    const r = await changePin(u.token, u.pin, u.pin);
    expect(r.statusCode).toBe(400);
    expect(r.json().error.details.newPin).toBe('নতুন পিন বর্তমান পিনের চেয়ে আলাদা হতে হবে।');
  });

  it('wrong current PINs count towards the lock', async () => {
    const u = await signUp(t);
    for (let i = 0; i < 4; i++) expect((await changePin(u.token, '00000', '11223')).statusCode).toBe(400);
    expect((await changePin(u.token, '00000', '11223')).statusCode).toBe(423);
    expect((await login(t, u.mobile, u.pin)).statusCode).toBe(423);
  });
});

describe('secrets at rest', () => {
  it('the database never holds a PIN, OTP code, session token or otpToken in clear', async () => {
    const mobile = newMobile();
    const pin = '86420';
    const send = await t.call({ method: 'POST', url: '/api/v1/auth/otp/send', payload: { mobile, purpose: 'signup' } });
    expect(send.statusCode).toBe(200);
    const smsText = t.sms.lastTo(e164(mobile)) ?? '';
    const code = (/[০-৯]{6}/.exec(smsText)?.[0] ?? '').replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
    const verify = await t.call({ method: 'POST', url: '/api/v1/auth/otp/verify', payload: { mobile, purpose: 'signup', code } });
    const oTok = verify.json().otpToken as string;
    const signup = await t.call({ method: 'POST', url: '/api/v1/auth/signup', payload: { otpToken: oTok, name: 'ক', pin } });
    const session = signup.json().token as string;

    const tables = ['users', 'sessions', 'otp_codes', 'otp_tokens', 'otp_sends', 'audit_log'];
    let dump = '';
    for (const table of tables) {
      const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(t.db);
      dump += JSON.stringify(rows.rows, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    }
    expect(code).toMatch(/^\d{6}$/);
    expect(dump).not.toContain(session);
    expect(dump).not.toContain(oTok);
    expect(dump).not.toContain(`"${pin}"`);
    expect(dump).not.toContain(`"${code}"`);
    const user = await t.db.selectFrom('users').select('pin_hash').where('mobile', '=', e164(mobile)).executeTakeFirstOrThrow();
    expect(user.pin_hash).toMatch(/^\$argon2id\$/);
    const otp = await t.db.selectFrom('otp_codes').select('code_hash').where('mobile', '=', e164(mobile)).executeTakeFirstOrThrow();
    expect(otp.code_hash).toMatch(/^\$argon2id\$/);
  });
});
