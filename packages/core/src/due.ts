/**
 * The due book's sign convention, written once. Every module that reads or writes a
 * contact's balance goes through these.
 *
 * - `given`: the shop gave the contact goods or money on credit → the contact owes more → the
 *   balance goes UP by the amount.
 * - `received`: the shop received from the contact (the contact paid) → the balance goes DOWN.
 * - balance > 0: receivable — the contact owes the shop (typical for customers).
 * - balance < 0: payable — the shop owes the contact (typical for suppliers).
 *
 * Amounts and balances are bigint poisha.
 */

export const DUE_DIRECTIONS = ['given', 'received'] as const;
export type DueDirection = (typeof DUE_DIRECTIONS)[number];

export type BalanceKind = 'receivable' | 'payable' | 'settled';

/** The signed change an entry makes to the contact's balance. The amount must be > 0. */
export function dueDelta(direction: DueDirection, amount: bigint): bigint {
  if (amount <= 0n) throw new RangeError('dueDelta: amount must be > 0');
  return direction === 'given' ? amount : -amount;
}

/** The balance after an entry. */
export function applyDue(balance: bigint, direction: DueDirection, amount: bigint): bigint {
  return balance + dueDelta(direction, amount);
}

/** The direction that undoes an entry of `direction` (a correction is a reversing entry). */
export function reverseDirection(direction: DueDirection): DueDirection {
  return direction === 'given' ? 'received' : 'given';
}

/** What a balance means for the shop. */
export function classifyBalance(balance: bigint): BalanceKind {
  if (balance > 0n) return 'receivable';
  if (balance < 0n) return 'payable';
  return 'settled';
}

/** Totals over balances: receivable (Σ of positives), payable (Σ of negatives, as a positive number). */
export function dueTotals(balances: Iterable<bigint>): { receivable: bigint; payable: bigint } {
  let receivable = 0n;
  let payable = 0n;
  for (const b of balances) {
    if (b > 0n) receivable += b;
    else if (b < 0n) payable -= b;
  }
  return { receivable, payable };
}
