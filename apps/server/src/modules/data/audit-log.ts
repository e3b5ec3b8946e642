/**
 * GET /audit-log: who changed or reversed what in the shop, and when, from which device — newest
 * first, keyset pages, filtered by person, kind (AUDIT_KINDS), action and business dates.
 * The entries are written where each change happens (platform/audit.ts); this only reads them.
 */
import { addDays, instantAt } from '@dokani/core';
import type { AuditEntry, AuditKind, AuditLogQuery } from '@dokani/contracts/data';
import Bowser from 'bowser';
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { ShopContext } from '../../platform/auth/index.ts';
import { INSTANT_RE, INT_RE, decodeCursor, pageOf } from '../../platform/cursor.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';

export const DEFAULT_PAGE = 50;

type Row = ExpressionBuilder<Database, 'audit_log'>;

/**
 * What each kind of the filter picks. Every kind leaves out a sale's or a purchase's own creation
 * (the books list those), in the words of migration 0040's partial index, so the index serves it.
 */
const KIND: Record<AuditKind, (e: Row) => Expression<SqlBool>> = {
  void: (e) => e('action', '=', 'void'),
  return: (e) => e('action', '=', 'return'),
  stock: (e) => e('action', '=', 'stock-update'),
  price: (e) => e('action', '=', 'price-change'),
  removed: (e) => e('action', 'in', ['delete', 'deactivate']),
  'due-reverse': (e) => e.and([e('action', '=', 'reverse'), e('entity', '=', 'due-entry')]),
  access: (e) => e('entity', 'in', ['role', 'member']),
  payment: (e) => e('entity', '=', 'payment'),
  settings: (e) => e('entity', 'in', ['settings', 'shop', 'online-shop']),
  export: (e) => e('action', '=', 'export'),
};
const NOT_A_BOOK_CREATE = sql<SqlBool>`NOT (action = 'create' AND entity IN ('sale', 'purchase'))`;

export async function listAuditLog(
  deps: AppDeps,
  shop: ShopContext,
  query: AuditLogQuery,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE;
  let q = deps.db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.at', 'a.user_id', 'u.name as user_name', 'a.action', 'a.entity', 'a.entity_id', 'a.details', 'a.device'])
    .where('a.shop_id', '=', shop.id);
  if (query.userId) q = q.where('a.user_id', '=', query.userId);
  if (query.kind) {
    const kind = KIND[query.kind];
    q = q.where((e) => kind(e as unknown as Row)).where(NOT_A_BOOK_CREATE);
  }
  if (query.action) q = q.where('a.action', '=', query.action);
  if (query.from) q = q.where('a.at', '>=', instantAt(query.from, '00:00', shop.timezone));
  if (query.to) q = q.where('a.at', '<', instantAt(addDays(query.to, 1), '00:00', shop.timezone));
  if (query.cursor) {
    const [at, id] = decodeCursor(query.cursor, [INSTANT_RE, INT_RE]);
    q = q.where(sql<SqlBool>`(a.at, a.id) < (${at}::timestamptz, ${id}::bigint)`);
  }
  const rows = await q
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = pageOf(rows, limit, (last) => [last.at.toISOString(), String(last.id)]);
  return {
    items: page.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      userId: r.user_id,
      userName: r.user_name,
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      details: r.details,
      device: deviceName(r.device),
    })),
    nextCursor,
  };
}

/** The log's person filter: the shop's owner and members who have signed up, the owner first. */
export async function auditPeople(deps: AppDeps, shop: ShopContext) {
  const rows = await deps.db
    .selectFrom('shop_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.mobile', 'm.is_owner'])
    .where('m.shop_id', '=', shop.id)
    .orderBy('m.is_owner', 'desc')
    .orderBy('u.name')
    .execute();
  return { items: rows.map((r) => ({ userId: r.id, name: r.name, mobile: r.mobile, isOwner: r.is_owner })) };
}

/** "Chrome 131 · Android 14" from a User-Agent; null when there is none or it names nothing. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const major = (v: string | undefined) => v?.split('.')[0];
  const parts = [
    [browser.name, major(browser.version)].filter(Boolean).join(' '),
    [os.name, os.versionName ?? major(os.version)].filter(Boolean).join(' '),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : userAgent.slice(0, 60);
}
