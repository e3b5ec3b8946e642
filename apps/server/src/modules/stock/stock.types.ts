/** Types of the stock service: what other modules pass to `moveStock` and get back. */
import type { StockReason } from '@dokani/contracts';
import type { WriteBatch } from '../../platform/db/batch.ts';

/** One change of one product's stock. */
export interface StockMove {
  productId: string;
  /** Signed quantity in thousandths; never 0. */
  change: bigint;
  reason: StockReason;
  /** Poisha per unit of an increase; default the current average, else the last cost. Ignored on decreases. */
  unitCost?: bigint | null;
  /**
   * The exact poisha an increase adds to the stock value (a purchase line's amount, a returned
   * sale line's cost); wins over `unitCost`. Ignored on decreases.
   */
  cost?: bigint | null;
  note?: string | null;
  deviceName?: string | null;
  /** What caused it: ('sale', saleId), ('purchase', purchaseId) … */
  refType?: string | null;
  refId?: string | null;
  /**
   * The movement's id (a ULID). Leave it out: the server then takes it under the row lock, so that
   * id order is ledger order. Give it only for a movement whose id must be known in advance.
   */
  movementId?: string;
  /** Who moved it, when it differs from `ctx.userId`. */
  userId?: string | null;
}

/** A product row as `moveStock` needs it, locked FOR UPDATE. */
export interface LockedStockRow {
  id: string;
  name: string;
  status: 'active' | 'inactive';
  current_stock: bigint;
  /** Held for accepted online orders: a sale at the counter may not take it. */
  reserved: bigint;
  average_cost: bigint;
  last_cost: bigint;
  stock_value: bigint;
  purchase_price: bigint;
}

export interface StockMoveContext {
  /** Allow stock below zero; read from the shop's settings when not given. */
  allowNegative?: boolean;
  /**
   * The moves' product rows when the caller has already locked them (SELECT … FOR UPDATE, in
   * product-id order, in this transaction): saves reading them twice. Every product of the moves
   * must be among them.
   */
  locked?: readonly LockedStockRow[];
  userId?: string | null;
  /**
   * Where the writes go: when given, the movements and the product rows are added to the batch
   * (run by the caller with its other writes as one statement) instead of being run at once.
   */
  batch?: WriteBatch;
  /** The instant of the movement; its business date is taken in `timezone`. */
  at: Date;
  timezone: string;
}

/** What one move did, in the order of the moves given. */
export interface StockMoveResult {
  movementId: string;
  /** A decrease that took more than was there to take (stock less what online orders hold): allowed only with negative stock. */
  short: boolean;
  productId: string;
  change: bigint;
  previousStock: bigint;
  afterStock: bigint;
  /** Poisha per unit this movement was costed at. */
  unitCost: bigint;
  /** Signed poisha: positive for increases, negative for decreases. */
  costTotal: bigint;
  averageCostAfter: bigint;
  lastCostAfter: bigint;
  /** The stock value after it, poisha. */
  valueAfter: bigint;
  /**
   * An increase into negative stock: the cost adjustment written beside it (signed as a decrease:
   * negative = more cost of goods), 0 otherwise.
   */
  adjustment: bigint;
  businessDate: string;
}
