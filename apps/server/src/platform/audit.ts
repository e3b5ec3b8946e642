/** The audit log: who changed what in which shop, and when (docs/PRODUCT.md "Data safety"). */
import { write } from './db/batch.ts';
import type { WriteBatch } from './db/batch.ts';
import type { Insertable } from 'kysely';
import { precompiledWrite } from './db/precompiled.ts';
import type { AuditLogTable, Queryable } from './db/schema.ts';

export interface AuditEntry {
  shopId: string | null;
  userId: string | null;
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
    user_id: e.userId,
    action: e.action,
    entity: e.entity,
    entity_id: e.entityId ?? null,
    details: e.details ? JSON.stringify(e.details) : null,
    at: e.at,
  };
  await write(insertEntry(db, { row }), batch);
}

/** Built once (every change writes one). */
const insertEntry = precompiledWrite((db, v: { row: Insertable<AuditLogTable> }) => db.insertInto('audit_log').values(v.row));
