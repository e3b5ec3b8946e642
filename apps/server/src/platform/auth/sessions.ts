/** Server-side sessions: the client holds a random token, the database only its sha256. */
import type { Db, Queryable } from '../db/schema.ts';
import { newToken, sha256 } from '../hashing.ts';
import type { AuthUser } from './types.ts';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export interface SessionLookup {
  tokenHash: string;
  expiresAt: Date;
  revokedAt: Date | null;
  user: AuthUser;
}

export function sessionExpiry(now: Date, hours: number): Date {
  return new Date(now.getTime() + hours * 3_600_000);
}

export async function createSession(
  db: Queryable,
  userId: string,
  now: Date,
  hours: number,
  userAgent: string | null,
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = sessionExpiry(now, hours);
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
      revoked_at: null,
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

export async function findSession(db: Db, token: string): Promise<SessionLookup | null> {
  const tokenHash = sha256(token);
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.token_hash', 's.expires_at', 's.revoked_at', 'u.id', 'u.mobile', 'u.name'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? sessionOf(row) : null;
}

/** A session row joined with its user, as the auth hook uses it. */
export function sessionOf(row: {
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  id: string;
  mobile: string;
  name: string;
}): SessionLookup {
  return {
    tokenHash: row.token_hash,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    user: { id: row.id, mobile: row.mobile, name: row.name },
  };
}

/** Slides the expiry of a live session; false when it is no longer live. */
export async function extendSession(db: Db, tokenHash: string, now: Date, expiresAt: Date): Promise<boolean> {
  const r = await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of a user except one (or all, when `keepTokenHash` is null). */
export async function revokeUserSessions(db: Queryable, userId: string, now: Date, keepTokenHash: string | null): Promise<number> {
  let q = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepTokenHash) q = q.where('token_hash', '<>', keepTokenHash);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
