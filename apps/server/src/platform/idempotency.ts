/**
 * Idempotent creates (docs/API.md "Conventions"): the client sends its own id. First request → the
 * record is made (201); the same id with the same body → the existing record (200); the same id
 * with a different body → 409 ID_CONFLICT. The key and the record are written in the same
 * transaction. Two identical requests racing: the second waits on the key's unique index until the
 * first commits, then finds the key and answers the existing record.
 */
import { precompiled } from './db/precompiled.ts';
import type { Queryable } from './db/schema.ts';
import { AppError } from './errors.ts';
import { canonicalJson, sha256 } from './hashing.ts';

export interface CreateOnceKey {
  /** The shop id for shop-owned resources; 'global' for resources with a global id (shops). */
  scope: string;
  /** The kind of record, e.g. 'shop', 'sale'. */
  resource: string;
  id: string;
  /** What makes two requests "the same" — the parsed body, plus anything else that must match. */
  body: unknown;
  at: Date;
}

export interface CreateOnceResult<T> {
  created: boolean;
  value: T;
}

/** Built once (every create runs it): the key, unless it is there already. */
const insertKey = precompiled((db, v: { scope: string; resource: CreateOnceKey['resource']; id: string; bodyHash: string; at: Date }) =>
  db
    .insertInto('idempotency_keys')
    .values({ scope: v.scope, resource: v.resource, id: v.id, body_hash: v.bodyHash, created_at: v.at })
    .onConflict((oc) => oc.columns(['scope', 'id', 'resource']).doNothing())
    .returning('id'),
);

export async function createOnce<T>(
  trx: Queryable,
  key: CreateOnceKey,
  create: () => Promise<T>,
  load: () => Promise<T>,
): Promise<CreateOnceResult<T>> {
  const bodyHash = sha256(canonicalJson(key.body));
  const [inserted] = await insertKey(trx, { scope: key.scope, resource: key.resource, id: key.id, bodyHash, at: key.at });
  if (inserted) return { created: true, value: await create() };
  const existing = await trx
    .selectFrom('idempotency_keys')
    .select('body_hash')
    .where('scope', '=', key.scope)
    .where('resource', '=', key.resource)
    .where('id', '=', key.id)
    .executeTakeFirstOrThrow();
  if (existing.body_hash !== bodyHash) throw new AppError('ID_CONFLICT', { id: key.id });
  return { created: false, value: await load() };
}
