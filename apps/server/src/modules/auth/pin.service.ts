/**
 * PIN checks shared by sign-in and PIN change: 5 wrong PINs in a row lock the number for
 * 15 minutes (a right PIN during the lock is refused too); a right PIN clears the count.
 *
 * Concurrency: the row read first only spares the slow hash when the number is already locked.
 * The outcome of each attempt is decided after the hash by one row-locked update that reads the
 * lock again (`recordPinFailure`, `acceptRightPin`), so attempts sent at once behave as if sent
 * one after another in the order of those updates: after the fifth failure every attempt, right
 * or wrong, is refused, and a success never lifts a lock that concurrent failures have set.
 */
import type { UserRow } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { ErrorCode } from '@dokani/contracts';
import { verifySecret } from '../../platform/hashing.ts';
import { acceptRightPin, recordPinFailure } from './auth.repo.ts';
import { PIN_LOCK_MINUTES, PIN_MAX_FAILURES } from './auth.rules.ts';

export function pinLockedError(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('PIN_LOCKED', { until: until.toISOString() }, { minutes });
}

/** Throws PIN_LOCKED or `wrongCode` unless the PIN is right; a right PIN resets the failure count. */
export async function checkPin(deps: AppDeps, user: UserRow, pin: string, wrongCode: ErrorCode): Promise<void> {
  const now = deps.clock.now();
  if (user.locked_until && user.locked_until.getTime() > now.getTime()) throw pinLockedError(user.locked_until, now);
  if (await verifySecret(user.pin_hash, pin)) {
    const locked = await acceptRightPin(deps.db, user.id, user.failed_pin_attempts, now);
    if (locked) throw pinLockedError(locked, now);
    return;
  }
  const lockUntil = new Date(now.getTime() + PIN_LOCK_MINUTES * 60_000);
  const locked = await recordPinFailure(deps.db, user.id, PIN_MAX_FAILURES, lockUntil, now);
  if (locked) throw pinLockedError(locked, now);
  throw new AppError(wrongCode);
}
