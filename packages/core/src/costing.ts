/**
 * Moving average cost with the stock's value kept exactly (decision 0008). Pure
 * bigint arithmetic: quantities are thousandths of a unit, unit costs poisha per whole unit,
 * values and totals poisha.
 *
 * A product carries its stock and its stock **value** (poisha, never rounded again): the value is
 * the sum of the cost totals of every movement so far, so buying and selling everything leaves a
 * value of exactly 0 and the cost of goods sold equals what was paid, to the poisha.
 *
 * - An **increase** adds its cost to the value: the exact poisha given (`cost`: a purchase line's
 *   amount, a returned sale line's cost), else quantity × unit cost rounded once.
 * - A **decrease** covered by stock costs `round(value × qty ÷ stock)` (half away from zero) and takes
 *   that from the value; taking the whole stock takes the whole value.
 * - The **average** shown is value ÷ stock, rounded to the poisha, while stock is positive; at or
 *   below zero it stays the last one known (an increase that leaves stock at or below zero makes it
 *   the increase's unit cost).
 * - **Negative stock** (when the shop allows it): the part of a decrease below zero (the shortfall)
 *   is costed at the current average; the value then goes below zero by that cost. An increase into
 *   stock at or below zero makes the average its own unit cost, and the shortfall it covers is
 *   re-costed at what it really cost (the increase's cost, in proportion): the difference from what
 *   it was costed at is the **cost adjustment**, written in the stock ledger as an entry of its own
 *   and counted in cost of goods. So Σ increases − Σ decreases − Σ adjustments = value, always.
 * - Totals are signed: an increase's cost is ≥ 0, a decrease's ≤ 0; an adjustment is signed as a
 *   decrease (negative = more cost of goods, positive = less).
 */
import { QUANTITY_SCALE, mulQtyPrice, roundDiv } from './money.ts';

export interface CostingState {
  /** Current stock in thousandths (may be negative when negative stock is allowed). */
  stock: bigint;
  /** Stock value in poisha, exact: the sum of every movement's cost total. 0 at zero stock, ≤ 0 below. */
  value: bigint;
  /** Average cost, poisha per unit (≥ 0): value ÷ stock while stock is positive, else the last one known. */
  averageCost: bigint;
  /** Unit cost of the latest increase, poisha per unit (≥ 0). */
  lastCost: bigint;
}

export interface CostingMove {
  /** Signed change in thousandths; never 0. */
  change: bigint;
  /** Increases: poisha per unit; default the average, else the last cost. Ignored on decreases. */
  unitCost?: bigint | null;
  /** Increases: the exact poisha the increase adds to the value (≥ 0); wins over `unitCost`. Ignored on decreases. */
  cost?: bigint | null;
}

export interface CostingResult extends CostingState {
  /** Poisha per unit this movement was costed at (its cost total ÷ quantity, rounded; for display). */
  unitCost: bigint;
  /** Signed poisha: + what an increase added to the value, − what a decrease took from it. */
  costTotal: bigint;
  /** Thousandths of a decrease that took stock below zero (0 for increases). */
  shortfall: bigint;
  /**
   * An increase into negative stock: what the shortfall it covers was costed at minus what it really
   * cost (signed as a decrease: negative = more cost of goods). 0 otherwise.
   * value after = value before + costTotal + adjustment.
   */
  adjustment: bigint;
}

/** The unit cost an increase uses when none is given: the average, else the last cost. */
export function defaultIncreaseCost(state: Pick<CostingState, 'averageCost' | 'lastCost'>): bigint {
  return state.averageCost > 0n ? state.averageCost : state.lastCost;
}

/** value ÷ stock in poisha per unit, rounded; `fallback` when stock is not positive. */
function averageOf(value: bigint, stock: bigint, fallback: bigint): bigint {
  return stock > 0n ? roundDiv(value * QUANTITY_SCALE, stock) : fallback;
}

/** Applies one stock change to a product's costing state. Throws RangeError on a zero change or a negative cost. */
export function applyStockChange(state: CostingState, move: CostingMove): CostingResult {
  const { stock, value, averageCost, lastCost } = state;
  const { change } = move;
  if (change === 0n) throw new RangeError('applyStockChange: change must not be 0');
  if (averageCost < 0n || lastCost < 0n) throw new RangeError('applyStockChange: negative cost in state');

  if (change > 0n) {
    const given = move.cost ?? null;
    if (given !== null && given < 0n) throw new RangeError('applyStockChange: negative cost');
    const perUnit = given !== null ? roundDiv(given * QUANTITY_SCALE, change) : (move.unitCost ?? defaultIncreaseCost(state));
    if (perUnit < 0n) throw new RangeError('applyStockChange: negative unit cost');
    const cost = given ?? mulQtyPrice(change, perUnit);
    const after = stock + change;
    let adjustment = 0n;
    if (stock < 0n) {
      // The shortfall this increase covers, re-costed at the increase's own cost.
      const short = -stock;
      const covered = change < short ? change : short;
      const costedAt = covered === short ? -value : roundDiv(-value * covered, short);
      const realCost = covered === change ? cost : roundDiv(cost * covered, change);
      adjustment = costedAt - realCost;
    }
    const valueAfter = value + cost + adjustment;
    return {
      stock: after,
      value: valueAfter,
      // From stock at or below zero the average starts again at this increase's own cost.
      averageCost: averageOf(valueAfter, after, perUnit),
      lastCost: perUnit,
      unitCost: perUnit,
      costTotal: cost,
      shortfall: 0n,
      adjustment,
    };
  }

  const qty = -change;
  const covered = stock <= 0n ? 0n : qty < stock ? qty : stock;
  const shortfall = qty - covered;
  const coveredCost = covered === 0n ? 0n : covered === stock ? value : roundDiv(value * covered, stock);
  const cost = coveredCost + mulQtyPrice(shortfall, averageCost);
  const after = stock + change;
  const valueAfter = value - cost;
  return {
    stock: after,
    value: valueAfter,
    averageCost: averageOf(valueAfter, after, averageCost),
    lastCost,
    unitCost: roundDiv(cost * QUANTITY_SCALE, qty),
    costTotal: -cost,
    shortfall,
    adjustment: 0n,
  };
}

/** The value a product's stock is shown at: its exact value while stock is positive, else 0. */
export function stockValue(state: Pick<CostingState, 'stock' | 'value'>): bigint {
  return state.stock > 0n ? state.value : 0n;
}

/** The value an existing product starts with when values are first kept: stock × average, rounded. */
export function initialStockValue(stock: bigint, averageCost: bigint): bigint {
  return stock === 0n ? 0n : mulQtyPrice(stock, averageCost);
}
