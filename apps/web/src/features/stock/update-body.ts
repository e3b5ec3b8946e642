import { formatMoneyDecimal, formatQuantity, parseMoney, parseQuantity } from '@dokani/core/money';
import type { StockMovementRequest } from './api';
import { DEVICE_NAME_MAX } from './device-name';
import { isDecreaseReason, type StockUpdateReason } from './reasons';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';

/** For the reason "other" the person says which way the stock goes. */
export type Direction = 'in' | 'out';

/** What the stock update form holds, as typed (Bangla digits allowed). */
export interface StockUpdateValues {
  productId: string;
  reason: StockUpdateReason | '';
  direction: Direction;
  /** How many go out / come in: always a positive number as typed. */
  quantity: string;
  /** For a count correction: what is on the shelf. */
  counted: string;
  unitCost: string;
  note: string;
  deviceName: string;
}

export type StockUpdateField = 'productId' | 'reason' | 'quantity' | 'counted' | 'unitCost' | 'note' | 'deviceName';
/** Message keys per field (`validation.*` or `stock:*`), translated where shown. */
export type StockFieldErrors = Partial<Record<StockUpdateField, string>>;

/** The server's limits (contracts `stock.ts`), checked before sending. */
export const NOTE_MAX = TEXT_LIMITS.stockNote;

/** The limits the fields' messages name (`validation.tooLong` → "সর্বোচ্চ ৫০০ অক্ষর"). */
export const FIELD_LIMITS: Partial<Record<StockUpdateField, { max: number }>> = {
  note: { max: NOTE_MAX },
  deviceName: { max: DEVICE_NAME_MAX },
};

export const EMPTY_VALUES: StockUpdateValues = {
  productId: '',
  reason: '',
  direction: 'out',
  quantity: '',
  counted: '',
  unitCost: '',
  note: '',
  deviceName: '',
};

/** Which number the form asks for. */
export function quantityMode(v: Pick<StockUpdateValues, 'reason' | 'direction'>): 'counted' | 'out' | 'in' | null {
  if (v.reason === '') return null;
  if (v.reason === 'count-correction') return 'counted';
  if (isDecreaseReason(v.reason)) return 'out';
  return v.direction;
}

/**
 * The signed change this form will make, in thousandths, given the book's current stock (for a
 * count correction the server computes it again under the row lock). Null while incomplete.
 */
export function expectedChange(v: StockUpdateValues, currentStock: string | null): bigint | null {
  const mode = quantityMode(v);
  if (mode === 'counted') {
    const counted = parseQuantity(v.counted.trim());
    const current = currentStock === null ? null : parseQuantity(currentStock);
    if (counted === null || counted < 0n || current === null) return null;
    return counted - current;
  }
  if (mode === null) return null;
  const q = parseQuantity(v.quantity.trim());
  if (q === null || q <= 0n) return null;
  return mode === 'out' ? -q : q;
}

/** Whether a unit cost applies: only stock coming in is costed. */
export function takesUnitCost(v: StockUpdateValues, currentStock: string | null): boolean {
  const mode = quantityMode(v);
  if (mode === 'in') return true;
  if (mode !== 'counted') return false;
  const change = expectedChange(v, currentStock);
  return change !== null && change > 0n;
}

export type BuildResult = { ok: true; body: StockMovementRequest } | { ok: false; errors: StockFieldErrors };

/**
 * The POST /stock-movements body from the form. The person always types a positive quantity:
 * decrease reasons (and "other" going out) send a negative `change`; a count correction sends
 * `countedStock` and the server moves the difference. `id` is the form's one client ULID.
 */
export function buildStockMovement(id: string, v: StockUpdateValues, currentStock: string | null = null): BuildResult {
  const errors: StockFieldErrors = {};
  if (!v.productId) errors.productId = 'stock:update.errors.product';
  const mode = quantityMode(v);
  if (mode === null || v.reason === '') errors.reason = 'validation.stock.reason';

  let change: string | undefined;
  let countedStock: string | undefined;
  if (mode === 'counted') {
    const counted = parseQuantity(v.counted.trim());
    if (v.counted.trim() === '' || counted === null || counted < 0n) errors.counted = 'validation.quantity';
    else {
      countedStock = formatQuantity(counted);
      const current = currentStock === null ? null : parseQuantity(currentStock);
      if (current !== null && current === counted) errors.counted = 'stock:update.errors.countSame';
    }
  } else if (mode !== null) {
    const q = parseQuantity(v.quantity.trim());
    if (v.quantity.trim() === '' || q === null || q < 0n) errors.quantity = 'validation.quantity';
    else if (q === 0n) errors.quantity = 'stock:update.errors.quantityPositive';
    else change = formatQuantity(mode === 'out' ? -q : q);
  }

  let unitCost: string | undefined;
  if (takesUnitCost(v, currentStock) || (mode === 'counted' && currentStock === null)) {
    const raw = v.unitCost.trim();
    if (raw !== '') {
      const p = parseMoney(raw);
      if (p === null || p < 0n) errors.unitCost = 'validation.money';
      else unitCost = formatMoneyDecimal(p);
    }
  }

  const note = v.note.trim();
  if (note.length > NOTE_MAX) errors.note = 'validation.tooLong';
  const deviceName = v.deviceName.trim();
  if (deviceName.length > DEVICE_NAME_MAX) errors.deviceName = 'validation.tooLong';

  if (Object.keys(errors).length > 0 || v.reason === '') return { ok: false, errors };
  const body: StockMovementRequest = { id, productId: v.productId, reason: v.reason };
  if (countedStock !== undefined) body.countedStock = countedStock;
  if (change !== undefined) body.change = change;
  if (unitCost !== undefined) body.unitCost = unitCost;
  if (note) body.note = note;
  if (deviceName) body.deviceName = deviceName;
  return { ok: true, body };
}
