/**
 * Moving weighted average cost (issue 3). Pure bigint arithmetic: quantities are thousandths of a
 * unit, costs are poisha per whole unit, totals are poisha.
 *
 * - An increase with a unit cost re-averages: (oldQty × oldAvg + qty × cost) / (oldQty + qty).
 *   Both quantities are in thousandths, so the quotient is poisha per unit; it is rounded half away
 *   from zero to the poisha (`roundDiv`). When the stock is at or below zero before the increase,
 *   the average becomes the increase's unit cost. The last cost becomes the increase's unit cost.
 * - A decrease leaves the average and the last cost. The part still covered by positive stock costs
 *   the average; the part that takes stock below zero (a shortfall, only when negative stock is
 *   allowed) costs the last known cost. Its total is rounded to the poisha once per movement.
 * - Totals are signed: an increase's is ≥ 0, a decrease's ≤ 0.
 */
import { QUANTITY_SCALE, mulQtyPrice, roundDiv } from './money.ts';

export interface CostingState {
  /** Current stock in thousandths (may be negative when negative stock is allowed). */
  stock: bigint;
  /** Moving average cost, poisha per unit (≥ 0). */
  averageCost: bigint;
  /** Unit cost of the latest increase, poisha per unit (≥ 0). */
  lastCost: bigint;
}

export interface CostingMove {
  /** Signed change in thousandths; never 0. */
  change: bigint;
  /** Poisha per unit of an increase; default the average, else the last cost. Ignored on decreases. */
  unitCost?: bigint | null;
}

export interface CostingResult extends CostingState {
  /**
   * Poisha per unit this movement was costed at: an increase's unit cost; a decrease's average
   * (or last cost for a full shortfall, or the blended cost rounded to the poisha for a mixed one).
   */
  unitCost: bigint;
  /** Signed poisha, rounded once: +qty × cost for an increase, −(covered × avg + shortfall × last) for a decrease. */
  costTotal: bigint;
  /** Thousandths of a decrease that took stock below zero (0 for increases). */
  shortfall: bigint;
}

/** The unit cost an increase uses when none is given: the average, else the last cost. */
export function defaultIncreaseCost(state: CostingState): bigint {
  return state.averageCost > 0n ? state.averageCost : state.lastCost;
}

/** Applies one stock change to a product's costing state. Throws RangeError on a zero change or a negative cost. */
export function applyStockChange(state: CostingState, move: CostingMove): CostingResult {
  const { stock, averageCost, lastCost } = state;
  const { change } = move;
  if (change === 0n) throw new RangeError('applyStockChange: change must not be 0');
  if (averageCost < 0n || lastCost < 0n) throw new RangeError('applyStockChange: negative cost in state');

  if (change > 0n) {
    const unitCost = move.unitCost ?? defaultIncreaseCost(state);
    if (unitCost < 0n) throw new RangeError('applyStockChange: negative unit cost');
    const after = stock + change;
    const average = stock <= 0n ? unitCost : roundDiv(stock * averageCost + change * unitCost, after);
    return {
      stock: after,
      averageCost: average,
      lastCost: unitCost,
      unitCost,
      costTotal: mulQtyPrice(change, unitCost),
      shortfall: 0n,
    };
  }

  const qty = -change;
  const covered = stock <= 0n ? 0n : qty < stock ? qty : stock;
  const shortfall = qty - covered;
  const raw = covered * averageCost + shortfall * lastCost; // thousandths × poisha/unit
  const unitCost = shortfall === 0n ? averageCost : covered === 0n ? lastCost : roundDiv(raw, qty);
  return {
    stock: stock + change,
    averageCost,
    lastCost,
    unitCost,
    costTotal: -roundDiv(raw, QUANTITY_SCALE),
    shortfall,
  };
}

/** Stock value in poisha: stock × average, rounded to the poisha (0 when stock is not positive). */
export function stockValue(state: CostingState): bigint {
  return state.stock > 0n ? mulQtyPrice(state.stock, state.averageCost) : 0n;
}
