/** Queries of a shop's people and roles, shared by the members' and the roles' use cases. */
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';

export interface MemberRecord {
  id: string;
  user_id: string | null;
  mobile: string;
  name: string | null;
  is_owner: boolean;
  role_id: string | null;
  created_at: Date;
}

/** Members (owner first) and then the invitations, each oldest first. */
export async function listMembers(db: Queryable, shopId: string, id?: string): Promise<MemberRecord[]> {
  let members = db
    .selectFrom('shop_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.user_id', 'u.mobile', 'u.name', 'm.is_owner', 'm.role_id', 'm.created_at'])
    .where('m.shop_id', '=', shopId);
  let invites = db
    .selectFrom('shop_invites as i')
    .select([
      'i.id',
      sql<string | null>`null`.as('user_id'),
      'i.mobile',
      sql<string | null>`null`.as('name'),
      sql<boolean>`false`.as('is_owner'),
      'i.role_id',
      'i.created_at',
    ])
    .where('i.shop_id', '=', shopId);
  if (id !== undefined) {
    members = members.where('m.id', '=', id);
    invites = invites.where('i.id', '=', id);
  }
  const [m, i] = await Promise.all([
    members.orderBy('m.is_owner', 'desc').orderBy('m.created_at').orderBy('m.id').execute(),
    invites.orderBy('i.created_at').orderBy('i.id').execute(),
  ]);
  return [...m, ...i];
}

/** Whether a number is already in the shop, as a member or an invitation. */
export async function mobileInShop(db: Queryable, shopId: string, mobile: string): Promise<boolean> {
  const row = await db
    .selectFrom('shop_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.id')
    .where('m.shop_id', '=', shopId)
    .where('u.mobile', '=', mobile)
    .union(db.selectFrom('shop_invites').select('id').where('shop_id', '=', shopId).where('mobile', '=', mobile))
    .executeTakeFirst();
  return row !== undefined;
}

export interface RoleRecord {
  id: string;
  name: string | null;
  default_key: string | null;
  features: string[];
  member_count: number;
}

/** The shop's roles with how many people (and invitations) hold each, oldest first. */
export async function listRoles(db: Queryable, shopId: string, id?: string): Promise<RoleRecord[]> {
  let q = db
    .selectFrom('roles as r')
    .select([
      'r.id',
      'r.name',
      'r.default_key',
      'r.features',
      sql<number>`(SELECT count(*) FROM shop_members m WHERE m.shop_id = r.shop_id AND m.role_id = r.id)
        + (SELECT count(*) FROM shop_invites i WHERE i.shop_id = r.shop_id AND i.role_id = r.id)`.as('member_count'),
    ])
    .where('r.shop_id', '=', shopId);
  if (id !== undefined) q = q.where('r.id', '=', id);
  const rows = await q.orderBy('r.created_at').orderBy('r.id').execute();
  return rows.map((r) => ({ ...r, member_count: Number(r.member_count) }));
}

/** Locks a role's row for the rest of the transaction (a delete racing an assignment). */
export async function lockRole(db: Queryable, shopId: string, id: string): Promise<{ id: string; features: string[] } | undefined> {
  return db
    .selectFrom('roles')
    .select(['id', 'features'])
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
