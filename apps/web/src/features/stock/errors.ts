import { ApiError } from '@/shared/lib/http';
import type { StockFieldErrors, StockUpdateField } from './update-body';

/** Where a failed stock update is told: on fields, as one message on the form, or as a toast. */
export interface StockErrorPlacement {
  /** Field → message (already in the user's language, or a message key). */
  fields: StockFieldErrors;
  form: string | null;
  toast: string | null;
}

/** API field names → the form's fields. */
const FIELD_OF: Record<string, StockUpdateField> = {
  productId: 'productId',
  reason: 'reason',
  change: 'quantity',
  countedStock: 'counted',
  unitCost: 'unitCost',
  note: 'note',
  deviceName: 'deviceName',
};

/**
 * Maps a failed POST /stock-movements to the form:
 * - 409 STOCK_INSUFFICIENT (its message names the product and what is left) → the quantity field
 *   (the counted field for a count correction);
 * - 409 PRODUCT_INACTIVE and 404 NOT_FOUND → the product field;
 * - 400 VALIDATION_FAILED → each detail on its field (`change` on the quantity field);
 * - 402 USAGE_LIMIT_REACHED → a toast (with the upgrade message from the server);
 * - anything else (network, server, ID_CONFLICT) → one message for the form.
 */
export function placeStockError(err: unknown, countCorrection: boolean, fallback: string): StockErrorPlacement {
  const none: StockErrorPlacement = { fields: {}, form: null, toast: null };
  if (!(err instanceof ApiError)) return { ...none, form: fallback };
  switch (err.code) {
    case 'STOCK_INSUFFICIENT':
      return { ...none, fields: { [countCorrection ? 'counted' : 'quantity']: err.message } };
    case 'PRODUCT_INACTIVE':
    case 'NOT_FOUND':
      return { ...none, fields: { productId: err.message } };
    case 'USAGE_LIMIT_REACHED':
      return { ...none, toast: err.message };
    case 'VALIDATION_FAILED': {
      const fields: StockFieldErrors = {};
      for (const [name, problem] of Object.entries(err.details)) {
        let field = FIELD_OF[name];
        if (field === 'quantity' && countCorrection) field = 'counted';
        if (field && typeof problem === 'string') fields[field] = problem;
      }
      return Object.keys(fields).length > 0 ? { ...none, fields } : { ...none, form: err.message };
    }
    default:
      return { ...none, form: err.message };
  }
}
