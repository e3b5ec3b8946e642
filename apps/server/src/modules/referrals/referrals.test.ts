import type { Referral } from '@dokani/contracts/referrals';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, newMobile, otpToken, signUp } from '../../test/auth.ts';
import type { TestUser } from '../../test/auth.ts';
import { newReferralCode, normalizeReferralCode, recordReferral } from './referrals.service.ts';

let t: TestApp;

withTestApp(async (app) => {
  t = app;
});

async function referralOf(user: { token: string }): Promise<Referral> {
  const r = await t.call({ method: 'GET', url: '/api/v1/me/referral', headers: bearer(user.token) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<Referral>();
}

/** A sign-up through an invite link: the request carries `ref`. */
async function signUpWith(ref: string | undefined, mobile = newMobile()) {
  const token = await otpToken(t, mobile);
  return t.call({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { otpToken: token, name: 'নতুন দোকানি', pin: '13579', ...(ref === undefined ? {} : { ref }) },
  });
}

const referralsOf = (referrerId: string) => t.db.selectFrom('referrals').selectAll().where('referrer_id', '=', referrerId).execute();

describe('referral codes', () => {
  it('are made once, short and unambiguous, and kept', async () => {
    const user = await signUp(t);
    const first = await referralOf(user);
    expect(first.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(first.joined).toBe(0);
    expect((await referralOf(user)).code).toBe(first.code);
    // two first reads at once agree on one code
    const fresh = await signUp(t);
    const both = await Promise.all([referralOf(fresh), referralOf(fresh), referralOf(fresh)]);
    expect(new Set(both.map((r) => r.code)).size).toBe(1);
    expect(await t.db.selectFrom('referral_codes').selectAll().where('user_id', '=', fresh.id).execute()).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: '/api/v1/me/referral' })).statusCode).toBe(401);
  });

  it('read as typed: case, spaces and dashes ignored; anything else is no code', () => {
    for (let i = 0; i < 200; i += 1) expect(newReferralCode()).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(normalizeReferralCode(' abcd-efgh ')).toBe('ABCDEFGH');
    for (const bad of ['', 'ABC', 'ABCDEFG0', 'ABCDEFGI', 'ABCDEFGHJ', "'; DROP TABLE users;--"])
      expect(normalizeReferralCode(bad)).toBeNull();
  });
});

describe('a sign-up through an invite link', () => {
  let referrer: TestUser;
  let code: string;

  it('is counted once for the code’s owner', async () => {
    referrer = await signUp(t);
    code = (await referralOf(referrer)).code;
    const joined = await signUpWith(code.toLowerCase());
    expect(joined.statusCode, joined.body).toBe(201);
    const newUserId = joined.json<{ user: { id: string } }>().user.id;
    expect((await referralOf(referrer)).joined).toBe(1);
    expect((await referralsOf(referrer.id)).map((r) => r.user_id)).toEqual([newUserId]);

    // the same person cannot be counted again: a second record of them does nothing
    await t.db.transaction().execute((trx) => recordReferral(trx, newUserId, code, t.clock.now()));
    expect((await referralOf(referrer)).joined).toBe(1);

    expect((await signUpWith(code)).statusCode).toBe(201);
    expect((await referralOf(referrer)).joined).toBe(2);
  });

  it('an unknown code, a malformed one or none signs up all the same and counts for nobody', async () => {
    const before = await t.db.selectFrom('referrals').select('user_id').execute();
    for (const ref of [newReferralCode(), 'NOT-A-CODE', '', undefined]) {
      const r = await signUpWith(ref);
      expect(r.statusCode, `${ref}: ${r.body}`).toBe(201);
    }
    expect(await t.db.selectFrom('referrals').select('user_id').execute()).toHaveLength(before.length);
    // a ref longer than any code is refused by the contract
    expect((await signUpWith('A'.repeat(33))).statusCode).toBe(400);
  });

  it('one’s own code is ignored', async () => {
    const user = await signUp(t);
    const own = (await referralOf(user)).code;
    await t.db.transaction().execute((trx) => recordReferral(trx, user.id, own, t.clock.now()));
    expect((await referralOf(user)).joined).toBe(0);
    expect(await t.db.selectFrom('referrals').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('the code’s owner sees only their own count', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const codeA = (await referralOf(a)).code;
    expect((await signUpWith(codeA)).statusCode).toBe(201);
    expect((await referralOf(a)).joined).toBe(1);
    expect((await referralOf(b)).joined).toBe(0);
    expect((await referralOf(b)).code).not.toBe(codeA);
  });
});
