/**
 * OTP: send a 6-digit code by SMS (valid 5 min, resend after 60 s, at most 5 sends per number per
 * hour, all purposes together) and verify it (at most 5 tries) in exchange for a one-use otpToken (10 min).
 * Codes are stored as argon2id hashes, tokens as sha256.
 */
import { ulid } from '@dokani/core';
import type { OtpPurpose } from '@dokani/contracts';
import { addSeconds } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { hashSecret, newToken, randomDigits, sha256, verifySecret } from '../../platform/hashing.ts';
import { t } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';
import * as repo from './auth.repo.ts';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_TOKEN_TTL_SECONDS,
  OTP_TTL_SECONDS,
} from './auth.rules.ts';

const HOUR_MS = 3_600_000;

export async function isRegistered(deps: AppDeps, mobile: string): Promise<boolean> {
  return (await repo.findUserByMobile(deps.db, mobile)) !== undefined;
}

export async function sendOtp(
  deps: AppDeps,
  input: { mobile: string; purpose: OtpPurpose; lang: Language },
): Promise<{ expiresInSeconds: number; resendInSeconds: number }> {
  const { mobile, purpose } = input;
  const registered = await isRegistered(deps, mobile);
  if (purpose === 'signup' && registered) throw new AppError('ALREADY_REGISTERED');
  if (purpose === 'reset-pin' && !registered) throw new AppError('NOT_REGISTERED');

  const code = randomDigits(OTP_LENGTH);
  const codeHash = await hashSecret(code);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockMobile(trx, mobile);
    const sends = await repo.otpSendsSince(trx, mobile, new Date(now.getTime() - HOUR_MS));
    // The 60 s wait is between sends of the same purpose (a resend); the hourly cap counts all.
    const last = sends.find((s) => s.purpose === purpose);
    if (last) {
      const waitMs = last.sentAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
    }
    if (sends.length >= OTP_MAX_SENDS_PER_HOUR) {
      const oldestInWindow = sends[OTP_MAX_SENDS_PER_HOUR - 1]?.sentAt ?? now;
      const waitMs = oldestInWindow.getTime() + HOUR_MS - now.getTime();
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
    }
    await repo.insertOtp(trx, {
      id: ulid(now.getTime()),
      mobile,
      purpose,
      codeHash,
      sentAt: now,
      expiresAt: addSeconds(now, OTP_TTL_SECONDS),
    });
  });

  const text = t(input.lang, 'sms:otp', { code, minutes: OTP_TTL_SECONDS / 60 });
  // The gateway gets the code; the row kept in sms_messages has it masked.
  const storedText = t(input.lang, 'sms:otp', { code: '•'.repeat(OTP_LENGTH), minutes: OTP_TTL_SECONDS / 60 });
  const sms = await deps.sms.send({ to: mobile, text, storedText, purpose: 'otp' });
  if (sms.status !== 'sent') throw new AppError('SMS_SEND_FAILED');
  return { expiresInSeconds: OTP_TTL_SECONDS, resendInSeconds: OTP_RESEND_SECONDS };
}

type VerifyOutcome = { kind: 'ok'; otpToken: string } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'dead' } | { kind: 'expired' };

export async function verifyOtp(
  deps: AppDeps,
  input: { mobile: string; purpose: OtpPurpose; code: string },
): Promise<{ otpToken: string }> {
  const now = deps.clock.now();
  // The transaction commits a wrong try before the error is thrown, so tries always count.
  const outcome = await deps.db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    const otp = await repo.latestOtpForUpdate(trx, input.mobile, input.purpose);
    if (!otp || otp.consumed_at) return { kind: 'expired' };
    if (otp.attempts >= OTP_MAX_ATTEMPTS) return { kind: 'dead' };
    if (otp.expires_at.getTime() <= now.getTime()) return { kind: 'expired' };
    if (!(await verifySecret(otp.code_hash, input.code))) {
      const attempts = otp.attempts + 1;
      await repo.setOtpAttempts(trx, otp.id, attempts);
      return attempts >= OTP_MAX_ATTEMPTS ? { kind: 'dead' } : { kind: 'wrong', attemptsLeft: OTP_MAX_ATTEMPTS - attempts };
    }
    await repo.consumeOtp(trx, otp.id, now);
    const otpToken = newToken();
    await repo.insertOtpToken(trx, {
      tokenHash: sha256(otpToken),
      mobile: input.mobile,
      purpose: input.purpose,
      at: now,
      expiresAt: addSeconds(now, OTP_TOKEN_TTL_SECONDS),
    });
    return { kind: 'ok', otpToken };
  });
  switch (outcome.kind) {
    case 'ok':
      return { otpToken: outcome.otpToken };
    case 'wrong':
      throw new AppError('INVALID_OTP', { attemptsLeft: outcome.attemptsLeft });
    case 'dead':
      throw new AppError('OTP_TOO_MANY_ATTEMPTS');
    case 'expired':
      throw new AppError('OTP_EXPIRED');
  }
}

/**
 * Uses a one-use otpToken of `purpose` in the caller's transaction: the number it proves, or null
 * when it is unknown, used, expired or of another purpose (another module asking for a proof of a
 * number, such as a store's checkout).
 */
export async function takeOtpToken(db: Queryable, otpToken: string, purpose: OtpPurpose, at: Date): Promise<string | null> {
  return repo.consumeOtpToken(db, sha256(otpToken), purpose, at);
}
