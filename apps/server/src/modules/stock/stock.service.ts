/**
 * The one way to move stock (docs/ARCHITECTURE.md rule 4). Sales, purchases, online orders,
 * opening stock and manual updates all call `moveStock` inside their own transaction.
 */
import { applyStockChange, defaultIncreaseCost, formatQuantity, localDate, monotonicUlidFactory } from '@dokani/core';
import type { Insertable } from 'kysely';
import type { StockReason } from '@dokani/contracts';
import type { Queryable, StockMovementsTable } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './stock.repo.ts';
import type { LockedProduct } from './stock.repo.ts';
import type { StockMove, StockMoveContext, StockMoveResult } from './stock.types.ts';

/**
 * One generator for the process, on the wall clock (not `ctx.at`, which may be back-dated): movement
 * ids increase strictly within a server, so the id order of a product's movements is the order in
 * which their row locks were taken.
 */
const nextMovementId = monotonicUlidFactory();

/** The unit cost an increase uses when none is given: the average, else the last cost, else the purchase price. */
function increaseCost(p: LockedProduct): bigint {
  const cost = defaultIncreaseCost({ averageCost: p.average_cost, lastCost: p.last_cost });
  return cost > 0n ? cost : p.purchase_price;
}

const COST_ADJUSTMENT: StockReason = 'cost-adjustment';

/**
 * Moves stock inside the caller's transaction: locks the products' rows in id order, refuses a
 * decrease below zero unless negative stock is allowed (`ctx.allowNegative`, else the shop's
 * setting), costs each move at the stock's exact value (core `applyStockChange`: an increase adds
 * its cost, a decrease takes its share of the value), appends the movements — with a
 * 'cost-adjustment' entry after an increase that covers stock sold below zero — and updates the
 * products' current stock, value, average and last cost.
 *
 * Moves are applied in the order given; several moves of one product chain. Throws
 * `AppError('NOT_FOUND', { productId })` for a product not in this shop and
 * `AppError('STOCK_INSUFFICIENT', { productId, productName, available })` when refused; the
 * caller's transaction must then roll back. Product status is not checked here: a void or a return
 * must be able to restock an inactive product; callers that sell refuse inactive products first.
 */
export async function moveStock(
  trx: Queryable,
  shopId: string,
  moves: readonly StockMove[],
  ctx: StockMoveContext,
): Promise<StockMoveResult[]> {
  if (moves.length === 0) return [];
  for (const m of moves) {
    if (m.change === 0n) throw new RangeError('moveStock: a change must not be 0');
    if (m.unitCost !== undefined && m.unitCost !== null && m.unitCost < 0n) throw new RangeError('moveStock: negative unit cost');
  }

  const ids = [...new Set(moves.map((m) => m.productId))].sort();
  const locked = ctx.locked ?? (await repo.lockProducts(trx, shopId, ids));
  const products = new Map(locked.map((p) => [p.id, { ...p }]));
  for (const id of ids) if (!products.has(id)) throw new AppError('NOT_FOUND', { productId: id });

  const allowNegative = ctx.allowNegative ?? (await repo.readAllowNegativeStock(trx, shopId));
  const businessDate = localDate(ctx.at, ctx.timezone);
  const rows: Insertable<StockMovementsTable>[] = [];
  const results: StockMoveResult[] = [];

  for (const m of moves) {
    const p = products.get(m.productId);
    if (!p) throw new AppError('NOT_FOUND', { productId: m.productId });
    const before = { stock: p.current_stock, value: p.stock_value, averageCost: p.average_cost, lastCost: p.last_cost };
    // A sale may not take what accepted online orders hold; their shipping takes it.
    const usable = before.stock - (m.reason === 'sale' ? p.reserved : 0n);
    if (m.change < 0n && !allowNegative && usable + m.change < 0n) {
      throw new AppError('STOCK_INSUFFICIENT', {
        productId: p.id,
        productName: p.name,
        available: formatQuantity(usable > 0n ? usable : 0n),
      });
    }
    const increase = m.change > 0n;
    const given = increase ? (m.cost ?? null) : null;
    const unitCost = increase && given === null ? (m.unitCost ?? increaseCost(p)) : null;
    const after = applyStockChange(before, { change: m.change, unitCost, cost: given });
    const id = m.movementId ?? nextMovementId();
    const userId = m.userId !== undefined ? m.userId : (ctx.userId ?? null);
    rows.push({
      shop_id: shopId,
      id,
      product_id: p.id,
      occurred_at: ctx.at,
      business_date: businessDate,
      reason: m.reason,
      change: m.change,
      previous_stock: before.stock,
      after_stock: after.stock,
      unit_cost: after.unitCost,
      cost_total: after.costTotal,
      average_cost_after: after.averageCost,
      note: m.note ?? null,
      user_id: userId,
      device_name: m.deviceName ?? null,
      ref_type: m.refType ?? null,
      ref_id: m.refId ?? null,
      created_at: ctx.at,
    });
    if (after.adjustment !== 0n) {
      // What the shortfall this increase covers really cost, against what it was costed at.
      rows.push({
        shop_id: shopId,
        id: nextMovementId(),
        product_id: p.id,
        occurred_at: ctx.at,
        business_date: businessDate,
        reason: COST_ADJUSTMENT,
        change: 0n,
        previous_stock: after.stock,
        after_stock: after.stock,
        unit_cost: 0n,
        cost_total: after.adjustment,
        average_cost_after: after.averageCost,
        note: null,
        user_id: userId,
        device_name: m.deviceName ?? null,
        ref_type: 'stock-movement',
        ref_id: id,
        created_at: ctx.at,
      });
    }
    results.push({
      movementId: id,
      short: m.change < 0n && usable + m.change < 0n,
      productId: p.id,
      change: m.change,
      previousStock: before.stock,
      afterStock: after.stock,
      unitCost: after.unitCost,
      costTotal: after.costTotal,
      averageCostAfter: after.averageCost,
      lastCostAfter: after.lastCost,
      valueAfter: after.value,
      adjustment: after.adjustment,
      businessDate,
    });
    p.current_stock = after.stock;
    p.stock_value = after.value;
    p.average_cost = after.averageCost;
    p.last_cost = after.lastCost;
  }

  await repo.insertMovements(trx, rows, ctx.batch);
  await repo.updateProductsStock(
    trx,
    shopId,
    ids.map((id) => {
      const p = products.get(id) as LockedProduct;
      return { id, stock: p.current_stock, value: p.stock_value, averageCost: p.average_cost, lastCost: p.last_cost };
    }),
    ctx.at,
    ctx.batch,
  );
  return results;
}
