/**
 * A shop's people: list, add by mobile (a number without an account waits as an invitation and
 * joins when it signs up), change a role, remove. Rights are read from the database on every
 * request (platform/auth/membership.ts), so a change applies on that person's very next call.
 */
import type { CreateMemberBody, Member } from '@dokani/contracts/access';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import * as repo from './access.repo.ts';
import type { MemberRecord } from './access.repo.ts';
import { assertWithinRights } from './roles.service.ts';

const memberOut = (m: MemberRecord): Member => ({
  id: m.id,
  userId: m.user_id,
  mobile: m.mobile,
  name: m.name,
  isOwner: m.is_owner,
  roleId: m.role_id,
  addedAt: m.created_at.toISOString(),
  invited: m.user_id === null,
});

async function loadMember(db: Queryable, shopId: string, id: string): Promise<Member> {
  const [row] = await repo.listMembers(db, shopId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return memberOut(row);
}

/** The role to give, locked against a delete, and within the giver's own rights. */
async function roleToGive(trx: Queryable, shop: ShopContext, roleId: string): Promise<void> {
  const role = await repo.lockRole(trx, shop.id, roleId);
  if (!role) throw new AppError('VALIDATION_FAILED', { roleId: 'validation.access.roleNotFound' });
  assertWithinRights(shop, role.features);
}

export async function listMembers(deps: AppDeps, shop: ShopContext): Promise<Member[]> {
  return (await repo.listMembers(deps.db, shop.id)).map(memberOut);
}

/** Two requests adding one number at once: the loser is told the number is already in the shop. */
const isMemberRace = (e: unknown) => isUniqueViolation(e, 'shop_invites_shop_id_mobile_key') || isUniqueViolation(e, 'shop_members_pkey');

export async function addMember(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: CreateMemberBody,
): Promise<{ created: boolean; member: Member }> {
  try {
    return await addMemberOnce(deps, shop, user, body);
  } catch (e) {
    if (isMemberRace(e)) throw new AppError('MEMBER_EXISTS');
    throw e;
  }
}

function addMemberOnce(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: CreateMemberBody,
): Promise<{ created: boolean; member: Member }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const { created, value } = await createOnce(
      trx,
      { scope: shop.id, resource: 'member', id: body.id, body: { mobile: body.mobile, roleId: body.roleId }, at: now },
      async () => {
        await roleToGive(trx, shop, body.roleId);
        if ((await repo.listMembers(trx, shop.id, body.id)).length > 0) throw new AppError('ID_CONFLICT', { id: body.id });
        if (await repo.mobileInShop(trx, shop.id, body.mobile)) throw new AppError('MEMBER_EXISTS');
        const existing = await trx.selectFrom('users').select('id').where('mobile', '=', body.mobile).executeTakeFirst();
        if (existing) {
          await trx
            .insertInto('shop_members')
            .values({ shop_id: shop.id, id: body.id, user_id: existing.id, is_owner: false, role_id: body.roleId, created_at: now })
            .execute();
        } else {
          await trx
            .insertInto('shop_invites')
            .values({ shop_id: shop.id, id: body.id, mobile: body.mobile, role_id: body.roleId, invited_by: user.id, created_at: now })
            .execute();
        }
        await writeAudit(trx, {
          shopId: shop.id,
          by: user,
          action: 'create',
          entity: 'member',
          entityId: body.id,
          details: { mobile: body.mobile, roleId: body.roleId, invited: !existing },
          at: now,
        });
        return loadMember(trx, shop.id, body.id);
      },
      () => loadMember(trx, shop.id, body.id),
    );
    return { created, member: value };
  });
}

/** The member or invitation, locked for the rest of the transaction. */
async function lockMember(
  trx: Queryable,
  shopId: string,
  id: string,
): Promise<{ table: 'shop_members' | 'shop_invites'; isOwner: boolean; userId: string | null }> {
  const m = await trx
    .selectFrom('shop_members')
    .select(['is_owner', 'user_id'])
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (m) return { table: 'shop_members', isOwner: m.is_owner, userId: m.user_id };
  const i = await trx
    .selectFrom('shop_invites')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (i) return { table: 'shop_invites', isOwner: false, userId: null };
  throw new AppError('NOT_FOUND');
}

export function changeMemberRole(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string, roleId: string): Promise<Member> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const m = await lockMember(trx, shop.id, id);
    if (m.isOwner) throw new AppError('OWNER_ROLE_FIXED');
    // Nobody changes their own rights.
    if (m.userId === user.id) throw new AppError('FORBIDDEN');
    await roleToGive(trx, shop, roleId);
    await trx.updateTable(m.table).set({ role_id: roleId }).where('shop_id', '=', shop.id).where('id', '=', id).execute();
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'update',
      entity: 'member',
      entityId: id,
      details: { roleId },
      at: now,
    });
    return loadMember(trx, shop.id, id);
  });
}

export function removeMember(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string): Promise<void> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const m = await lockMember(trx, shop.id, id);
    if (m.isOwner) throw new AppError('OWNER_CANNOT_BE_REMOVED');
    await trx.deleteFrom(m.table).where('shop_id', '=', shop.id).where('id', '=', id).execute();
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'delete',
      entity: 'member',
      entityId: id,
      details: { userId: m.userId },
      at: now,
    });
  });
}

/**
 * A new account joins the shops its number was invited to, in the sign-up's own transaction:
 * each invitation becomes a membership with the same id and role.
 */
export async function joinInvitedShops(trx: Queryable, userId: string, mobile: string, at: Date): Promise<void> {
  const invites = await trx.selectFrom('shop_invites').selectAll().where('mobile', '=', mobile).forUpdate().execute();
  for (const i of invites) {
    await trx
      .insertInto('shop_members')
      .values({ shop_id: i.shop_id, id: i.id, user_id: userId, is_owner: false, role_id: i.role_id, created_at: i.created_at })
      .execute();
    await trx.deleteFrom('shop_invites').where('shop_id', '=', i.shop_id).where('id', '=', i.id).execute();
    await writeAudit(trx, { shopId: i.shop_id, userId, action: 'join', entity: 'member', entityId: i.id, at });
  }
}
