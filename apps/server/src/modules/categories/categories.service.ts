/** Categories and one level of sub-categories per shop: list with product counts, create, rename, delete. */
import type { Category } from '@dokani/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { CategoryRow, Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import * as repo from './categories.repo.ts';

const toCategory = (c: CategoryRow, productCount: number): Category => ({
  id: c.id,
  name: c.name,
  parentId: c.parent_id,
  productCount,
});

/** A unique-index violation of categories_name_uq (two requests racing for one name). */
export function isCategoryNameRace(e: unknown): boolean {
  return isUniqueViolation(e, 'categories_name_uq');
}

async function assertNameFree(db: Queryable, shopId: string, parentId: string | null, name: string, selfId?: string) {
  const other = await repo.findByName(db, shopId, parentId, name);
  if (other && other.id !== selfId) throw new AppError('CATEGORY_NAME_TAKEN', { name: other.name });
}

async function loadCategory(db: Queryable, shopId: string, id: string): Promise<Category> {
  const [row] = await repo.listCategories(db, shopId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toCategory(row, row.product_count);
}

async function inTransaction<T>(deps: AppDeps, fn: (trx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(fn);
  } catch (e) {
    if (isCategoryNameRace(e)) throw new AppError('CATEGORY_NAME_TAKEN');
    throw e;
  }
}

export async function listCategories(deps: AppDeps, shop: ShopContext): Promise<Category[]> {
  return (await repo.listCategories(deps.db, shop.id)).map((c) => toCategory(c, c.product_count));
}

export function createCategory(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: { id: string; name: string; parentId?: string | null | undefined },
): Promise<{ created: boolean; category: Category }> {
  const now = deps.clock.now();
  const parentId = body.parentId ?? null;
  return inTransaction(deps, async (trx) => {
    const { created, value } = await createOnce(
      trx,
      { scope: shop.id, resource: 'category', id: body.id, body: { name: body.name, parentId }, at: now },
      async () => {
        if (parentId !== null) {
          const parent = await repo.findCategory(trx, shop.id, parentId);
          if (!parent || parent.parent_id !== null) {
            throw new AppError('VALIDATION_FAILED', { parentId: 'validation.category.parentInvalid' });
          }
        }
        if (await repo.findCategory(trx, shop.id, body.id)) throw new AppError('ID_CONFLICT', { id: body.id });
        await assertNameFree(trx, shop.id, parentId, body.name);
        await repo.insertCategory(trx, shop.id, { id: body.id, name: body.name, parentId }, now);
        await writeAudit(trx, { shopId: shop.id, by: user, action: 'create', entity: 'category', entityId: body.id, at: now });
        return loadCategory(trx, shop.id, body.id);
      },
      () => loadCategory(trx, shop.id, body.id),
    );
    return { created, category: value };
  });
}

export function renameCategory(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string, name: string): Promise<Category> {
  const now = deps.clock.now();
  return inTransaction(deps, async (trx) => {
    const current = await repo.findCategory(trx, shop.id, id);
    if (!current) throw new AppError('NOT_FOUND');
    await assertNameFree(trx, shop.id, current.parent_id, name, id);
    await repo.renameCategory(trx, shop.id, id, name, now);
    await writeAudit(trx, { shopId: shop.id, by: user, action: 'update', entity: 'category', entityId: id, at: now });
    return loadCategory(trx, shop.id, id);
  });
}

/** A foreign key still pointing at the row being deleted (a product filed under it meanwhile). */
const isStillReferenced = (e: unknown): boolean => (e as { code?: unknown } | null)?.code === '23503';

export async function deleteCategory(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string): Promise<void> {
  const now = deps.clock.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const current = await repo.findCategory(trx, shop.id, id);
      if (!current) throw new AppError('NOT_FOUND');
      if (await repo.isInUse(trx, shop.id, id)) throw new AppError('CATEGORY_IN_USE');
      await repo.deleteCategory(trx, shop.id, id);
      await writeAudit(trx, { shopId: shop.id, by: user, action: 'delete', entity: 'category', entityId: id, at: now });
    });
  } catch (e) {
    if (isStillReferenced(e)) throw new AppError('CATEGORY_IN_USE');
    throw e;
  }
}
