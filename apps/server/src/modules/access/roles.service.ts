/** A shop's roles: list, create, rename or change features, delete when nobody holds them. */
import { FEATURE_KEYS } from '@dokani/contracts';
import type { FeatureKey, ReadyRole } from '@dokani/contracts';
import type { CreateRoleBody, PatchRoleBody, Role } from '@dokani/contracts/access';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';
import { createOnce } from '../../platform/idempotency.ts';
import * as repo from './access.repo.ts';
import type { RoleRecord } from './access.repo.ts';

export function roleName(r: Pick<RoleRecord, 'name' | 'default_key'>, lang: Language): string {
  return r.name ?? t(lang, `shop:role.ready.${r.default_key ?? ''}`);
}

const roleOut = (r: RoleRecord, lang: Language): Role => ({
  id: r.id,
  name: roleName(r, lang),
  features: FEATURE_KEYS.filter((f) => r.features.includes(f)),
  ready: (r.default_key as ReadyRole | null) ?? null,
  memberCount: r.member_count,
});

/**
 * A member who manages access can never raise rights: every feature they give (to a role, or by
 * giving someone a role) must be one they have themselves. The owner has them all.
 */
export function assertWithinRights(shop: ShopContext, features: readonly string[]): void {
  if (shop.isOwner) return;
  if (features.some((f) => !shop.features.includes(f as FeatureKey))) throw new AppError('FORBIDDEN');
}

async function assertNameFree(db: Queryable, shopId: string, name: string, lang: Language, selfId?: string): Promise<void> {
  const wanted = name.trim().toLocaleLowerCase();
  const taken = (await repo.listRoles(db, shopId)).some((r) => r.id !== selfId && roleName(r, lang).trim().toLocaleLowerCase() === wanted);
  if (taken) throw new AppError('ROLE_NAME_TAKEN', { name });
}

async function loadRole(db: Queryable, shopId: string, id: string, lang: Language): Promise<Role> {
  const [row] = await repo.listRoles(db, shopId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return roleOut(row, lang);
}

export async function listRoles(deps: AppDeps, shop: ShopContext, lang: Language): Promise<Role[]> {
  return (await repo.listRoles(deps.db, shop.id)).map((r) => roleOut(r, lang));
}

export function createRole(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: CreateRoleBody,
  lang: Language,
): Promise<{ created: boolean; role: Role }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const { created, value } = await createOnce(
      trx,
      { scope: shop.id, resource: 'role', id: body.id, body: { name: body.name, features: [...body.features].sort() }, at: now },
      async () => {
        assertWithinRights(shop, body.features);
        if (await repo.lockRole(trx, shop.id, body.id)) throw new AppError('ID_CONFLICT', { id: body.id });
        await assertNameFree(trx, shop.id, body.name, lang);
        await trx
          .insertInto('roles')
          .values({
            shop_id: shop.id,
            id: body.id,
            name: body.name,
            default_key: null,
            features: body.features,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await writeAudit(trx, {
          shopId: shop.id,
          by: user,
          action: 'create',
          entity: 'role',
          entityId: body.id,
          details: { name: body.name, features: body.features },
          at: now,
        });
        return loadRole(trx, shop.id, body.id, lang);
      },
      () => loadRole(trx, shop.id, body.id, lang),
    );
    return { created, role: value };
  });
}

export function updateRole(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  id: string,
  patch: PatchRoleBody,
  lang: Language,
): Promise<Role> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const current = await repo.lockRole(trx, shop.id, id);
    if (!current) throw new AppError('NOT_FOUND');
    if (patch.features !== undefined)
      assertWithinRights(
        shop,
        patch.features.filter((f) => !current.features.includes(f)),
      );
    if (patch.name !== undefined) await assertNameFree(trx, shop.id, patch.name, lang, id);
    await trx
      .updateTable('roles')
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.features !== undefined ? { features: patch.features } : {}),
        updated_at: now,
      })
      .where('shop_id', '=', shop.id)
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'update',
      entity: 'role',
      entityId: id,
      details: { ...patch },
      at: now,
    });
    return loadRole(trx, shop.id, id, lang);
  });
}

export function deleteRole(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string): Promise<void> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.lockRole(trx, shop.id, id))) throw new AppError('NOT_FOUND');
    const [row] = await repo.listRoles(trx, shop.id, id);
    if (row && row.member_count > 0) throw new AppError('ROLE_IN_USE', { members: row.member_count });
    await trx.deleteFrom('roles').where('shop_id', '=', shop.id).where('id', '=', id).execute();
    await writeAudit(trx, { shopId: shop.id, by: user, action: 'delete', entity: 'role', entityId: id, at: now });
  });
}
