/** The online shop's shipping packages: what delivery costs, chosen by the customer at checkout. */
import type { ShippingPackage } from '@dokani/contracts/online-shop';
import { formatMoneyDecimal } from '@dokani/core';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';

export const packageOut = (p: { id: string; name: string; fee: bigint }): ShippingPackage => ({
  id: p.id,
  name: p.name,
  fee: formatMoneyDecimal(p.fee),
});

export async function listPackageRows(db: Queryable, shopId: string) {
  return db
    .selectFrom('shipping_packages')
    .select(['id', 'name', 'fee'])
    .where('shop_id', '=', shopId)
    .orderBy('fee')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function listShippingPackages(deps: AppDeps, shop: ShopContext): Promise<ShippingPackage[]> {
  return (await listPackageRows(deps.db, shop.id)).map(packageOut);
}

async function loadPackage(db: Queryable, shopId: string, id: string): Promise<ShippingPackage> {
  const p = await db
    .selectFrom('shipping_packages')
    .select(['id', 'name', 'fee'])
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!p) throw new AppError('NOT_FOUND');
  return packageOut(p);
}

function nameRace<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((e: unknown) => {
    if (isUniqueViolation(e, 'shipping_packages_name_uq')) throw new AppError('SHIPPING_PACKAGE_NAME_TAKEN');
    throw e;
  });
}

export function createShippingPackage(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: { id: string; name: string; fee: bigint },
): Promise<{ created: boolean; value: ShippingPackage }> {
  const now = deps.clock.now();
  return nameRace(() =>
    deps.db.transaction().execute((trx) =>
      createOnce(
        trx,
        { scope: shop.id, resource: 'shipping-package', id: body.id, body: { name: body.name, fee: body.fee.toString() }, at: now },
        async () => {
          await trx
            .insertInto('shipping_packages')
            .values({ shop_id: shop.id, id: body.id, name: body.name, fee: body.fee, created_at: now, updated_at: now })
            .execute();
          await writeAudit(trx, {
            shopId: shop.id,
            by: user,
            action: 'create',
            entity: 'shipping-package',
            entityId: body.id,
            details: { name: body.name, fee: formatMoneyDecimal(body.fee) },
            at: now,
          });
          return loadPackage(trx, shop.id, body.id);
        },
        () => loadPackage(trx, shop.id, body.id),
      ),
    ),
  );
}

export function updateShippingPackage(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  id: string,
  body: { name?: string; fee?: bigint },
): Promise<ShippingPackage> {
  const now = deps.clock.now();
  return nameRace(() =>
    deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('shipping_packages')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.fee !== undefined ? { fee: body.fee } : {}),
          updated_at: now,
        })
        .where('shop_id', '=', shop.id)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new AppError('NOT_FOUND');
      await writeAudit(trx, {
        shopId: shop.id,
        by: user,
        action: 'update',
        entity: 'shipping-package',
        entityId: id,
        details: { name: body.name, fee: body.fee === undefined ? undefined : formatMoneyDecimal(body.fee) },
        at: now,
      });
      return loadPackage(trx, shop.id, id);
    }),
  );
}

export async function deleteShippingPackage(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('shipping_packages')
      .where('shop_id', '=', shop.id)
      .where('id', '=', id)
      .returning('name')
      .executeTakeFirst();
    if (!gone) throw new AppError('NOT_FOUND');
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'delete',
      entity: 'shipping-package',
      entityId: id,
      details: { name: gone.name },
      at: now,
    });
  });
}
