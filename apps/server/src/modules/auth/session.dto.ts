import type { SessionAnswer, User } from '@dokani/contracts';
import type { UserRow } from '../../platform/db/schema.ts';
import type { NewSession } from '../../platform/auth/index.ts';

export const toUser = (u: Pick<UserRow, 'id' | 'mobile' | 'name'>): User => ({ id: u.id, mobile: u.mobile, name: u.name });

export const toSessionAnswer = (s: NewSession, u: Pick<UserRow, 'id' | 'mobile' | 'name'>): SessionAnswer => ({
  token: s.token,
  expiresAt: s.expiresAt.toISOString(),
  user: toUser(u),
});
