/** The platform's own tables: idempotent creates, rate limits, the audit log, applied migrations. */
import type { Generated } from 'kysely';
import type { Json } from './json.ts';

export interface IdempotencyKeysTable {
  scope: string;
  resource: string;
  id: string;
  body_hash: string;
  created_at: Date;
}

/** Rate limits' counters, shared by every app process (migration 0029; platform/rate-limit.ts). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Date;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  shop_id: string | null;
  user_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: Json<Record<string, unknown>> | null;
  at: Date;
  /** The User-Agent of the request that made the change (migration 0040). */
  device: string | null;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Date;
}
