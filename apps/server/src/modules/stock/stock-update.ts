/**
 * A manual stock update (POST /stock-movements): count correction, damaged, lost, expired, gift,
 * returned to supplier, other. Idempotent by the client's id, kept as the movement's reference
 * ('stock-update', client id). The movement's own id is the server's, taken under the row lock, so
 * that id order is ledger order (see moveStock).
 */
import { formatQuantity } from '@dokani/core';
import type { CreateStockMovementBody, StockMovement } from '@dokani/contracts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { findMovementByRef } from './stock-history.ts';
import * as repo from './stock.repo.ts';
import { moveStock } from './stock.service.ts';

export const STOCK_UPDATE_REF = 'stock-update';

export async function createStockUpdate(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: CreateStockMovementBody,
): Promise<{ created: boolean; movement: StockMovement }> {
  const at = deps.clock.now();
  const load = async (trx: Queryable): Promise<StockMovement> => {
    const m = await findMovementByRef(trx, shop.id, STOCK_UPDATE_REF, body.id);
    if (!m) throw new AppError('NOT_FOUND');
    return m;
  };
  return deps.db.transaction().execute(async (trx) => {
    const { created, value } = await createOnce(
      trx,
      { scope: shop.id, resource: 'stock-movement', id: body.id, body, at },
      async () => {
        // Lock first, so a counted stock turns into a change against the stock as it is now.
        const [product] = await repo.lockProducts(trx, shop.id, [body.productId]);
        if (!product) throw new AppError('NOT_FOUND', { productId: body.productId });
        if (product.status !== 'active') throw new AppError('PRODUCT_INACTIVE', { productId: product.id, productName: product.name });
        const change = body.countedStock !== undefined ? body.countedStock - product.current_stock : (body.change ?? 0n);
        if (change === 0n) throw new AppError('VALIDATION_FAILED', { countedStock: 'validation.stock.nothingToChange' });
        await moveStock(
          trx,
          shop.id,
          [
            {
              productId: product.id,
              change,
              reason: body.reason,
              unitCost: body.unitCost ?? null,
              note: body.note ?? null,
              deviceName: body.deviceName ?? null,
              refType: STOCK_UPDATE_REF,
              refId: body.id,
            },
          ],
          { userId: user.id, at, timezone: shop.timezone },
        );
        await writeAudit(trx, {
          shopId: shop.id,
          by: user,
          action: 'stock-update',
          entity: 'product',
          entityId: product.id,
          details: { reason: body.reason, change: formatQuantity(change), movementRef: body.id },
          at,
        });
        return load(trx);
      },
      () => load(trx),
    );
    return { created, movement: value };
  });
}
