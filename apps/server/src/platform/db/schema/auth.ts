/** The sign-in tables: users, their sessions, the OTP codes and tokens. */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  mobile: string;
  name: string;
  pin_hash: string;
  failed_pin_attempts: Generated<number>;
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
}

export interface OtpCodesTable {
  id: string;
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  sent_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface OtpSendsTable {
  id: Generated<bigint>;
  mobile: string;
  purpose: string;
  sent_at: Date;
}

export interface OtpTokensTable {
  token_hash: string;
  mobile: string;
  purpose: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
