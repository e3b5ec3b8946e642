/**
 * Products: read, create (idempotent, with opening stock through the stock service), update,
 * delete (or deactivate when it has history), and in-store barcodes.
 */
import { randomInt } from 'node:crypto';
import { formatMoneyDecimal, inStoreEan13 } from '@dokani/core';
import type { CreateProductBody, PatchProductBody, Product } from '@dokani/contracts';
import { sql } from 'kysely';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { moveStock } from '../stock/index.ts';
import { removeStoredFiles } from '../../platform/files.ts';
import { toProduct } from './product.dto.ts';
import { applyPatch, fieldsFromCreate, fieldsFromRow, toColumns } from './product.fields.ts';
import type { ProductFields } from './product.fields.ts';
import { assertBarcodeFree, assertValidProduct, isBarcodeRace } from './product.rules.ts';
import * as repo from './products.repo.ts';

export async function loadProduct(db: Queryable, shopId: string, id: string): Promise<Product> {
  const row = await repo.findProduct(db, shopId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toProduct(row, await repo.photosOf(db, shopId, [id]));
}

/**
 * Runs a product write; a barcode unique-index violation (another writer won the race between
 * our check and our insert) becomes 409 BARCODE_TAKEN naming the product that has it now.
 */
export async function withBarcodeRace<T>(deps: AppDeps, shopId: string, barcode: string | null, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!isBarcodeRace(e) || barcode === null) throw e;
    const other = await repo.findByBarcode(deps.db, shopId, barcode);
    throw new AppError('BARCODE_TAKEN', { productName: other?.name ?? barcode });
  }
}

/** Inserts one checked product and its opening stock movement, inside the caller's transaction. */
export async function insertProductIn(
  trx: Queryable,
  shop: ShopContext,
  userId: string | null,
  p: { id: string; fields: ProductFields; openingStock?: bigint | undefined; openingUnitCost?: bigint | undefined },
  at: Date,
): Promise<void> {
  await repo.insertProducts(trx, shop.id, [{ id: p.id, columns: toColumns(p.fields) }], at);
  if (p.openingStock !== undefined && p.openingStock > 0n) {
    await moveStock(
      trx,
      shop.id,
      [{ productId: p.id, change: p.openingStock, reason: 'opening', unitCost: p.openingUnitCost ?? p.fields.purchasePrice }],
      { userId, at, timezone: shop.timezone },
    );
  }
}

export function getProduct(deps: AppDeps, shop: ShopContext, id: string): Promise<Product> {
  return loadProduct(deps.db, shop.id, id);
}

export function createProduct(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: CreateProductBody,
): Promise<{ created: boolean; product: Product }> {
  const now = deps.clock.now();
  const fields = fieldsFromCreate(body);
  return withBarcodeRace(deps, shop.id, fields.barcode, () =>
    deps.db.transaction().execute(async (trx) => {
      const { created, value } = await createOnce(
        trx,
        { scope: shop.id, resource: 'product', id: body.id, body, at: now },
        async () => {
          if (await repo.findProduct(trx, shop.id, body.id)) throw new AppError('ID_CONFLICT', { id: body.id });
          await assertValidProduct(trx, shop.id, fields);
          await assertBarcodeFree(trx, shop.id, fields.barcode, body.id);
          await insertProductIn(
            trx,
            shop,
            user.id,
            { id: body.id, fields, openingStock: body.openingStock, openingUnitCost: body.openingUnitCost },
            now,
          );
          await writeAudit(trx, { shopId: shop.id, by: user, action: 'create', entity: 'product', entityId: body.id, at: now });
          return loadProduct(trx, shop.id, body.id);
        },
        () => loadProduct(trx, shop.id, body.id),
      );
      return { created, product: value };
    }),
  );
}

const PRICE_FIELDS = ['purchasePrice', 'sellPrice', 'bulkPrice'] as const;

/** The prices a patch changed, each as { from, to } decimal strings; null when none did. */
function priceChanges(before: ProductFields, after: ProductFields): Record<string, { from: string | null; to: string | null }> | null {
  const money = (v: bigint | null) => (v === null ? null : formatMoneyDecimal(v));
  const changed = PRICE_FIELDS.filter((f) => before[f] !== after[f]);
  return changed.length ? Object.fromEntries(changed.map((f) => [f, { from: money(before[f]), to: money(after[f]) }])) : null;
}

export function patchProduct(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string, patch: PatchProductBody): Promise<Product> {
  const now = deps.clock.now();
  return withBarcodeRace(deps, shop.id, patch.barcode ?? null, () =>
    deps.db.transaction().execute(async (trx) => {
      const current = await repo.findProduct(trx, shop.id, id, true);
      if (!current) throw new AppError('NOT_FOUND');
      const next = applyPatch(fieldsFromRow(current), patch);
      await assertValidProduct(trx, shop.id, next);
      if (next.barcode !== current.barcode) await assertBarcodeFree(trx, shop.id, next.barcode, id);
      const { search_name, search_phonetic, ...columns } = toColumns(next);
      await repo.updateProduct(
        trx,
        shop.id,
        id,
        // search_name and search_phonetic only when the name changes: their trigger rebuilds the search terms.
        {
          ...columns,
          ...(next.name !== current.name ? { search_name, search_phonetic } : {}),
          ...(patch.status ? { status: patch.status } : {}),
        },
        now,
      );
      const prices = priceChanges(fieldsFromRow(current), next);
      await writeAudit(trx, {
        shopId: shop.id,
        by: user,
        // a price or a cost changed: the log's own kind (what the counter charges, what profit is counted on)
        action: prices ? 'price-change' : 'update',
        entity: 'product',
        entityId: id,
        details: { fields: Object.keys(patch), ...(prices ? { prices } : {}) },
        at: now,
      });
      return loadProduct(trx, shop.id, id);
    }),
  );
}

/**
 * Deletes a product that never moved or sold (204, with its photos and their files); one with
 * history is deactivated instead, so its books stay readable (200 with the product).
 */
export async function deleteProduct(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  id: string,
): Promise<{ deleted: true } | { deleted: false; product: Product }> {
  const now = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const current = await repo.findProduct(trx, shop.id, id, true);
    if (!current) throw new AppError('NOT_FOUND');
    const photos = await repo.photosOf(trx, shop.id, [id]);
    if (!(await repo.hasHistory(trx, shop.id, id)) && (await tryDelete(trx, shop.id, id))) {
      await deps.usage.record(trx, shop.id, 'product-list', -1);
      await writeAudit(trx, { shopId: shop.id, by: user, action: 'delete', entity: 'product', entityId: id, at: now });
      return { deleted: true as const, photos };
    }
    await repo.updateProduct(trx, shop.id, id, { status: 'inactive' }, now);
    await writeAudit(trx, { shopId: shop.id, by: user, action: 'deactivate', entity: 'product', entityId: id, at: now });
    return { deleted: false as const, product: await loadProduct(trx, shop.id, id) };
  });
  if (!result.deleted) return result;
  // After the commit: a crash here leaves unreferenced files, never a row without its file.
  await removeStoredFiles(
    deps.config.dataDir,
    result.photos.flatMap((p) => [p.file, p.thumb_file]),
    deps.logger,
  );
  return { deleted: true };
}

/**
 * Deletes inside a savepoint: a row of another module that points at the product (a foreign key
 * this module does not know of) makes the delete fail, and the product is deactivated instead.
 */
async function tryDelete(trx: Queryable, shopId: string, id: string): Promise<boolean> {
  await sql`SAVEPOINT product_delete`.execute(trx);
  try {
    await repo.deleteProduct(trx, shopId, id);
    await sql`RELEASE SAVEPOINT product_delete`.execute(trx);
    return true;
  } catch (e) {
    if ((e as { code?: unknown } | null)?.code !== '23503') throw e;
    await sql`ROLLBACK TO SAVEPOINT product_delete`.execute(trx);
    return false;
  }
}

/** An in-store EAN-13 (prefix 2) that no product of the shop carries yet. */
export async function generateBarcode(deps: AppDeps, shop: ShopContext): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const code = inStoreEan13(() => randomInt(10));
    if (!(await repo.findByBarcode(deps.db, shop.id, code))) return code;
  }
  throw new AppError('CONFLICT');
}
