/** The audit log: who changed what in which shop, and when (docs/PRODUCT.md "Data safety"). */
import { write } from './db/batch.ts';
import type { WriteBatch } from './db/batch.ts';
import type { Insertable } from 'kysely';
import { precompiledWrite } from './db/precompiled.ts';
import type { AuditLogTable, Queryable } from './db/schema.ts';
import type { AuthUser } from './auth/types.ts';

/** How much of a User-Agent the log keeps. */
export const DEVICE_CHARS = 300;

export interface AuditEntry {
  shopId: string | null;
  /** Who did it, signed in: their id and the device of their request. */
  by?: AuthUser;
  /** Who did it when no request of theirs is at hand (null: no person — a provider, the system). */
  userId?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

/** Writes the entry at once, or adds it to `batch` (a posting's one statement). */
export async function writeAudit(db: Queryable, e: AuditEntry, batch?: WriteBatch): Promise<void> {
  const row = {
    shop_id: e.shopId,
    user_id: e.by?.id ?? e.userId ?? null,
    action: e.action,
    entity: e.entity,
    entity_id: e.entityId ?? null,
    details: e.details ? JSON.stringify(e.details) : null,
    at: e.at,
    device: e.by?.device?.slice(0, DEVICE_CHARS) ?? null,
  };
  await write(insertEntry(db, { row }), batch);
}

/** Built once (every change writes one). */
const insertEntry = precompiledWrite((db, v: { row: Insertable<AuditLogTable> }) => db.insertInto('audit_log').values(v.row));
