/** Sign-up, sign-in, forgotten PIN, PIN change, refresh and sign-out. */
import { ulid } from '@dokani/core';
import type { SessionAnswer } from '@dokani/contracts';
import { writeAudit } from '../../platform/audit.ts';
import { createSession, extendSession, revokeSession, revokeUserSessions, sessionExpiry } from '../../platform/auth/index.ts';
import type { AuthSession } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { dummyHash, hashSecret, sha256, verifySecret } from '../../platform/hashing.ts';
import { joinInvitedShops } from '../access/index.ts';
import { recordReferral } from '../referrals/index.ts';
import * as repo from './auth.repo.ts';
import { checkPin } from './pin.service.ts';
import { toSessionAnswer } from './session.dto.ts';

export async function signup(
  deps: AppDeps,
  input: { otpToken: string; name: string; pin: string; ref?: string | undefined; userAgent: string | null },
): Promise<SessionAnswer> {
  const pinHash = await hashSecret(input.pin);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const mobile = await repo.consumeOtpToken(trx, sha256(input.otpToken), 'signup', now);
    if (!mobile) throw new AppError('INVALID_OTP_TOKEN');
    if (await repo.findUserByMobile(trx, mobile)) throw new AppError('ALREADY_REGISTERED');
    const user = { id: ulid(now.getTime()), mobile, name: input.name };
    await repo.insertUser(trx, { ...user, pinHash, at: now });
    // A number a shop added before it had an account joins those shops now.
    await joinInvitedShops(trx, user.id, mobile, now);
    // Came through someone's invite link: counted for them, once.
    if (input.ref) await recordReferral(trx, user.id, input.ref, now);
    const session = await createSession(trx, user.id, now, deps.config.sessionHours, input.userAgent);
    await writeAudit(trx, {
      shopId: null,
      by: { ...user, device: input.userAgent },
      action: 'signup',
      entity: 'user',
      entityId: user.id,
      at: now,
    });
    return toSessionAnswer(session, user);
  });
}

export async function login(deps: AppDeps, input: { mobile: string; pin: string; userAgent: string | null }): Promise<SessionAnswer> {
  const user = await repo.findUserByMobile(deps.db, input.mobile);
  if (!user) {
    // Same work as a wrong PIN, so timing does not tell which numbers are registered.
    await verifySecret(await dummyHash(), input.pin);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await checkPin(deps, user, input.pin, 'INVALID_CREDENTIALS');
  const session = await createSession(deps.db, user.id, deps.clock.now(), deps.config.sessionHours, input.userAgent);
  return toSessionAnswer(session, user);
}

/** Forgot PIN: a verified number sets a new PIN; the lock is lifted and every old session ends. */
export async function resetPin(deps: AppDeps, input: { otpToken: string; pin: string; userAgent: string | null }): Promise<SessionAnswer> {
  const pinHash = await hashSecret(input.pin);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const mobile = await repo.consumeOtpToken(trx, sha256(input.otpToken), 'reset-pin', now);
    if (!mobile) throw new AppError('INVALID_OTP_TOKEN');
    const user = await repo.findUserByMobile(trx, mobile);
    if (!user) throw new AppError('INVALID_OTP_TOKEN');
    await repo.setPin(trx, user.id, pinHash, now);
    await revokeUserSessions(trx, user.id, now, null);
    const session = await createSession(trx, user.id, now, deps.config.sessionHours, input.userAgent);
    await writeAudit(trx, {
      shopId: null,
      by: { ...user, device: input.userAgent },
      action: 'reset-pin',
      entity: 'user',
      entityId: user.id,
      at: now,
    });
    return toSessionAnswer(session, user);
  });
}

/** PIN change: needs the current PIN; every other session of the user is signed out. */
export async function changePin(deps: AppDeps, session: AuthSession, input: { currentPin: string; newPin: string }): Promise<void> {
  const user = await repo.findUserById(deps.db, session.user.id);
  if (!user) throw new AppError('UNAUTHENTICATED');
  await checkPin(deps, user, input.currentPin, 'WRONG_PIN');
  if (input.newPin === input.currentPin) {
    throw new AppError('VALIDATION_FAILED', { newPin: 'validation.pinSameAsCurrent' });
  }
  const pinHash = await hashSecret(input.newPin);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await repo.setPin(trx, user.id, pinHash, now);
    await revokeUserSessions(trx, user.id, now, session.tokenHash);
    await writeAudit(trx, { shopId: null, by: user, action: 'change-pin', entity: 'user', entityId: user.id, at: now });
  });
}

/** Slides the session: valid for another 720 hours from now. */
export async function refresh(deps: AppDeps, session: AuthSession): Promise<{ expiresAt: string }> {
  const now = deps.clock.now();
  const expiresAt = sessionExpiry(now, deps.config.sessionHours);
  if (!(await extendSession(deps.db, session.tokenHash, now, expiresAt))) throw new AppError('SESSION_EXPIRED');
  return { expiresAt: expiresAt.toISOString() };
}

export async function logout(deps: AppDeps, session: AuthSession): Promise<void> {
  await revokeSession(deps.db, session.tokenHash, deps.clock.now());
}
