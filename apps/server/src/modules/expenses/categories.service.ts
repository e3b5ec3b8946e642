/**
 * Expense / income categories: a default set per shop (written on first use, named from i18n in
 * the caller's language until renamed) plus the shop's own. A category that was used, and every
 * default one, is turned off on delete instead of removed (entries keep pointing at it).
 */
import type { CashbookCategory } from '@dokani/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { CashbookCategoryRow, Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { t } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';
import { createOnce } from '../../platform/idempotency.ts';
import type { Book } from './books.ts';
import * as repo from './categories.repo.ts';

export function categoryName(book: Book, c: Pick<CashbookCategoryRow, 'name' | 'default_key'>, lang: Language): string {
  if (c.name !== null) return c.name;
  return t(lang, `expenses:defaultCategory.${book.kind}.${c.default_key ?? 'other'}`);
}

/** The category ids of one book → their names in `lang` (as the book names them). */
export async function categoryNames(
  db: Queryable,
  book: Book,
  shopId: string,
  ids: readonly string[],
  lang: Language,
): Promise<Map<string, string>> {
  const rows = await repo.findCategories(db, book, shopId, [...new Set(ids)]);
  return new Map(rows.map((c) => [c.id, categoryName(book, c, lang)]));
}

export const toCategory = (book: Book, c: CashbookCategoryRow, lang: Language): CashbookCategory => ({
  id: c.id,
  name: categoryName(book, c, lang),
  isDefault: c.default_key !== null,
  defaultKey: c.default_key,
  status: c.status,
});

/** A unique-index violation of the name index (two requests racing for one name). */
function isNameRace(book: Book, e: unknown): boolean {
  return isUniqueViolation(e, `${book.categoryTable}_name_uq`);
}

async function inTransaction<T>(deps: AppDeps, book: Book, fn: (trx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(fn);
  } catch (e) {
    if (isNameRace(book, e)) throw new AppError('CATEGORY_NAME_TAKEN');
    throw e;
  }
}

/** One name per shop and book, case-insensitive — also against a default's name in either language. */
async function assertNameFree(db: Queryable, book: Book, shopId: string, name: string, selfId?: string): Promise<void> {
  const wanted = name.toLowerCase();
  for (const c of await repo.listCategories(db, book, shopId)) {
    if (c.id === selfId) continue;
    const names = c.name !== null ? [c.name] : [categoryName(book, c, 'bn'), categoryName(book, c, 'en')];
    if (names.some((n) => n.toLowerCase() === wanted)) throw new AppError('CATEGORY_NAME_TAKEN', { name });
  }
}

async function loadCategory(db: Queryable, book: Book, shopId: string, id: string, lang: Language): Promise<CashbookCategory> {
  const row = await repo.findCategory(db, book, shopId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toCategory(book, row, lang);
}

export async function listCategories(
  deps: AppDeps,
  book: Book,
  shop: ShopContext,
  lang: Language,
  status: 'active' | 'inactive' | 'all',
): Promise<CashbookCategory[]> {
  await repo.seedDefaults(deps.db, book, shop.id, deps.clock.now());
  const rows = await repo.listCategories(deps.db, book, shop.id, status === 'all' ? undefined : status);
  return rows.map((c) => toCategory(book, c, lang));
}

export function createCategory(
  deps: AppDeps,
  book: Book,
  shop: ShopContext,
  user: AuthUser,
  lang: Language,
  body: { id: string; name: string },
): Promise<{ created: boolean; category: CashbookCategory }> {
  const now = deps.clock.now();
  return inTransaction(deps, book, async (trx) => {
    const { created, value } = await createOnce(
      trx,
      { scope: shop.id, resource: `${book.kind}-category`, id: body.id, body: { name: body.name }, at: now },
      async () => {
        await repo.seedDefaults(trx, book, shop.id, now);
        if (await repo.findCategory(trx, book, shop.id, body.id)) throw new AppError('ID_CONFLICT', { id: body.id });
        await assertNameFree(trx, book, shop.id, body.name);
        await repo.insertCategory(trx, book, shop.id, body, now);
        await writeAudit(trx, {
          shopId: shop.id,
          by: user,
          action: 'create',
          entity: `${book.kind}-category`,
          entityId: body.id,
          at: now,
        });
        return loadCategory(trx, book, shop.id, body.id, lang);
      },
      () => loadCategory(trx, book, shop.id, body.id, lang),
    );
    return { created, category: value };
  });
}

export function updateCategory(
  deps: AppDeps,
  book: Book,
  shop: ShopContext,
  user: AuthUser,
  lang: Language,
  id: string,
  patch: { name?: string | undefined; status?: 'active' | 'inactive' | undefined },
): Promise<CashbookCategory> {
  const now = deps.clock.now();
  return inTransaction(deps, book, async (trx) => {
    const current = await repo.findCategory(trx, book, shop.id, id);
    if (!current) throw new AppError('NOT_FOUND');
    const set: { name?: string; status?: 'active' | 'inactive' } = {};
    if (patch.name !== undefined && patch.name !== categoryName(book, current, lang)) {
      await assertNameFree(trx, book, shop.id, patch.name, id);
      set.name = patch.name;
    }
    if (patch.status !== undefined) set.status = patch.status;
    if (Object.keys(set).length > 0) {
      await repo.updateCategory(trx, book, shop.id, id, set, now);
      await writeAudit(trx, {
        shopId: shop.id,
        by: user,
        action: 'update',
        entity: `${book.kind}-category`,
        entityId: id,
        details: set,
        at: now,
      });
    }
    return loadCategory(trx, book, shop.id, id, lang);
  });
}

/**
 * Removes an unused custom category (its usage unit is given back), or turns off a used or
 * default one. Answers the category when it was turned off, null when it was removed.
 */
export async function deleteCategory(
  deps: AppDeps,
  book: Book,
  shop: ShopContext,
  user: AuthUser,
  lang: Language,
  id: string,
): Promise<CashbookCategory | null> {
  const now = deps.clock.now();
  const run = () =>
    deps.db.transaction().execute(async (trx) => {
      const current = await repo.findCategory(trx, book, shop.id, id);
      if (!current) throw new AppError('NOT_FOUND');
      const entity = `${book.kind}-category`;
      if (current.default_key !== null || (await repo.isInUse(trx, book, shop.id, id))) {
        await repo.updateCategory(trx, book, shop.id, id, { status: 'inactive' }, now);
        await writeAudit(trx, { shopId: shop.id, by: user, action: 'deactivate', entity, entityId: id, at: now });
        return loadCategory(trx, book, shop.id, id, lang);
      }
      await repo.deleteCategory(trx, book, shop.id, id);
      if (book.categoryUsage) await deps.usage.record(trx, shop.id, book.categoryUsage, -1);
      await writeAudit(trx, { shopId: shop.id, by: user, action: 'delete', entity, entityId: id, at: now });
      return null;
    });
  try {
    return await run();
  } catch (e) {
    // An entry was written under the category meanwhile (its foreign key): turn it off instead.
    if ((e as { code?: unknown } | null)?.code === '23503') return run();
    throw e;
  }
}
