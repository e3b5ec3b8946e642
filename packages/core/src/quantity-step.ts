import { cleanTypedNumber } from './digits.ts';
import { parseQuantity, QUANTITY_SCALE } from './money.ts';

/**
 * How finely a product is sold where the customer types the quantity (the online store: its
 * product page, cart and checkout, and the server's check of an order): the step of each unit of
 * PRODUCT_UNITS (packages/contracts/src/constants.ts), in thousandths. A quantity is a whole
 * number of steps. Rice by the kg goes in quarters (a পোয়া, 250 g: 1.5 kg and 0.25 kg both do),
 * oil by the litre and cloth by the metre in halves, eggs by the dozen in half dozens; every other
 * unit — pieces, grams and millilitres (already small), boxes, a custom unit — sells whole.
 */
export const UNIT_STEPS: Readonly<Record<string, bigint>> = { kg: 250n, litre: 500n, metre: 500n, dozen: 500n };

/** The step a quantity of this unit goes by, in thousandths (1000n: whole units). */
export function quantityStep(unit: string): bigint {
  return UNIT_STEPS[unit] ?? QUANTITY_SCALE;
}

/** A quantity (thousandths) above zero and a whole number of the unit's steps. */
export function onQuantityStep(quantity: bigint, unit: string): boolean {
  return quantity > 0n && quantity % quantityStep(unit) === 0n;
}

/** A quantity as a person typed it (Bangla or ASCII digits, "১.৫", ".5") → thousandths, or null. */
export function parseTypedQuantity(raw: string): bigint | null {
  const s = cleanTypedNumber(raw);
  return parseQuantity(s.startsWith('.') ? `0${s}` : s);
}
