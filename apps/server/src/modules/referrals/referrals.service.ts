/**
 * Refer and invite: each user's referral code (made the first time it is asked for, then kept),
 * how many joined through it, and the sign-up that came through one (recorded with the sign-up,
 * in its transaction). An unknown code, or the user's own, records nothing and says nothing.
 */
import { randomInt } from 'node:crypto';
import type { Referral } from '@dokani/contracts/referrals';
import type { AuthUser } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { isUniqueViolation } from '../../platform/errors.ts';

/** No 0/O, 1/I/L: a code read out over the phone or copied by hand comes through whole. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;
const CODE_RE = /^[2-9A-HJKMNP-Z]{8}$/;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A code as it came in a link: case and separators ignored; null when it cannot be one. */
export function normalizeReferralCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[\s-]/g, '');
  return CODE_RE.test(code) ? code : null;
}

async function codeOf(db: Queryable, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('referral_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
  return row?.code;
}

/**
 * The user's code, made and stored on the first call. Two first calls at once: one insert wins
 * (the other does nothing) and both read the stored code; a new code that happens to be someone
 * else's is drawn again.
 */
async function ensureCode(deps: AppDeps, userId: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const stored = await codeOf(deps.db, userId);
    if (stored) return stored;
    try {
      await deps.db
        .insertInto('referral_codes')
        .values({ user_id: userId, code: newReferralCode(), created_at: deps.clock.now() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    } catch (e) {
      if (!isUniqueViolation(e, 'referral_codes_code_key') || attempt >= 5) throw e;
    }
  }
}

export async function myReferral(deps: AppDeps, user: AuthUser): Promise<Referral> {
  const code = await ensureCode(deps, user.id);
  const joined = await deps.db
    .selectFrom('referrals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('referrer_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return { code, joined: Number(joined.n) };
}

/**
 * The sign-up of `userId` came through `rawCode`: recorded once (a second time does nothing), in
 * the caller's transaction. An unknown code or the user's own is ignored.
 */
export async function recordReferral(trx: Queryable, userId: string, rawCode: string, at: Date): Promise<void> {
  const code = normalizeReferralCode(rawCode);
  if (!code) return;
  const referrer = await trx.selectFrom('referral_codes').select('user_id').where('code', '=', code).executeTakeFirst();
  if (!referrer || referrer.user_id === userId) return;
  await trx
    .insertInto('referrals')
    .values({ user_id: userId, referrer_id: referrer.user_id, created_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
