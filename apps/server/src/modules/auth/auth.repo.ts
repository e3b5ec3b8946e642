/** Queries of accounts, OTP codes and OTP tokens (not shop-owned: no shopId). */
import { sql } from 'kysely';
import type { OtpPurpose } from '@dokani/contracts';
import type { Queryable, UserRow } from '../../platform/db/schema.ts';

export function findUserByMobile(db: Queryable, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Queryable, u: { id: string; mobile: string; name: string; pinHash: string; at: Date }): Promise<void> {
  await db
    .insertInto('users')
    .values({ id: u.id, mobile: u.mobile, name: u.name, pin_hash: u.pinHash, created_at: u.at, updated_at: u.at })
    .execute();
}

export async function setPin(db: Queryable, userId: string, pinHash: string, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ pin_hash: pinHash, failed_pin_attempts: 0, locked_until: null, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/**
 * Counts one wrong PIN in one row-locked update that also reads the lock: a failure while the
 * number is locked changes nothing; the failure that reaches `maxFailures` locks sign-in until
 * `lockUntil` and restarts the count. Returns the lock end when the number is locked after it
 * (by this failure or a concurrent one), else null.
 */
export async function recordPinFailure(
  db: Queryable,
  userId: string,
  maxFailures: number,
  lockUntil: Date,
  at: Date,
): Promise<Date | null> {
  const locked = sql<boolean>`(locked_until IS NOT NULL AND locked_until > ${at}::timestamptz)`;
  const reaches = sql<boolean>`failed_pin_attempts + 1 >= ${maxFailures}`;
  const row = await db
    .updateTable('users')
    .set({
      failed_pin_attempts: sql<number>`CASE WHEN ${locked} THEN failed_pin_attempts WHEN ${reaches} THEN 0 ELSE failed_pin_attempts + 1 END`,
      locked_until: sql<Date | null>`CASE WHEN ${locked} THEN locked_until WHEN ${reaches} THEN ${lockUntil}::timestamptz ELSE locked_until END`,
      updated_at: at,
    })
    .where('id', '=', userId)
    .returning('locked_until')
    .executeTakeFirst();
  const until = row?.locked_until ?? null;
  return until && until.getTime() > at.getTime() ? until : null;
}

/**
 * A right PIN, decided in one row-locked update: it holds only if the number is not locked at
 * this moment (a concurrent burst of wrong PINs may have locked it since the row was read), and it
 * clears only the failures this request saw when it read the row (failures counted meanwhile by
 * concurrent requests stay). Returns the lock end when the number is locked, else null.
 */
export async function acceptRightPin(db: Queryable, userId: string, seenFailures: number, at: Date): Promise<Date | null> {
  const cleared = await db
    .updateTable('users')
    .set({
      failed_pin_attempts: sql<number>`GREATEST(failed_pin_attempts - ${seenFailures}, 0)`,
      locked_until: null,
      updated_at: at,
    })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .returning('id')
    .executeTakeFirst();
  if (cleared) return null;
  const row = await db.selectFrom('users').select('locked_until').where('id', '=', userId).executeTakeFirst();
  return row?.locked_until && row.locked_until.getTime() > at.getTime() ? row.locked_until : null;
}

/** Serializes OTP sends of one number across processes for the rest of the transaction. */
export async function lockMobile(db: Queryable, mobile: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${mobile}`}))`.execute(db);
}

/** Sends to a number since `since` (every purpose), newest first. */
export async function otpSendsSince(db: Queryable, mobile: string, since: Date): Promise<{ sentAt: Date; purpose: string }[]> {
  const rows = await db
    .selectFrom('otp_sends')
    .select(['sent_at', 'purpose'])
    .where('mobile', '=', mobile)
    .where('sent_at', '>', since)
    .orderBy('sent_at', 'desc')
    .execute();
  return rows.map((r) => ({ sentAt: r.sent_at, purpose: r.purpose }));
}

export async function insertOtp(
  db: Queryable,
  o: { id: string; mobile: string; purpose: OtpPurpose; codeHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('otp_codes')
    .values({
      id: o.id,
      mobile: o.mobile,
      purpose: o.purpose,
      code_hash: o.codeHash,
      sent_at: o.sentAt,
      expires_at: o.expiresAt,
      consumed_at: null,
    })
    .execute();
  await db.insertInto('otp_sends').values({ mobile: o.mobile, purpose: o.purpose, sent_at: o.sentAt }).execute();
}

/** The live (newest) code of a number and purpose, locked for this transaction. */
export function latestOtpForUpdate(db: Queryable, mobile: string, purpose: OtpPurpose) {
  return db
    .selectFrom('otp_codes')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function setOtpAttempts(db: Queryable, id: string, attempts: number): Promise<void> {
  await db.updateTable('otp_codes').set({ attempts }).where('id', '=', id).execute();
}

export async function consumeOtp(db: Queryable, id: string, at: Date): Promise<void> {
  await db.updateTable('otp_codes').set({ consumed_at: at }).where('id', '=', id).execute();
}

export async function insertOtpToken(
  db: Queryable,
  t: { tokenHash: string; mobile: string; purpose: OtpPurpose; at: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('otp_tokens')
    .values({
      token_hash: t.tokenHash,
      mobile: t.mobile,
      purpose: t.purpose,
      created_at: t.at,
      expires_at: t.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Uses an OTP token once: returns its mobile when it is unused, unexpired and for this purpose. */
export async function consumeOtpToken(db: Queryable, tokenHash: string, purpose: OtpPurpose, at: Date): Promise<string | null> {
  const row = await db
    .updateTable('otp_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('mobile')
    .executeTakeFirst();
  return row?.mobile ?? null;
}
