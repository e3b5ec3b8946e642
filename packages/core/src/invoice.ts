/**
 * The money of a sale or a purchase (decision 0004), computed once, here: the counter screen, the
 * server, the receipt and the reports all use these functions, so the figures agree to the poisha.
 *
 * Units: money is bigint poisha, quantity bigint thousandths, percentages bigint hundredths of a
 * percent (750n = 7.5 %). Rounding is half away from zero (`roundDiv`), once per line figure.
 *
 * For each line:
 *   gross          = quantity × unitPrice                       (rounded to the poisha)
 *   discountAmount = AMOUNT: the value; PERCENT: gross × value  (rounded; never more than gross)
 *   net            = gross − discountAmount
 *   vat            = net × vatPercent                           (VAT on the discounted line, rounded)
 *   total          = net + vat                                  (API: quantity × unitPrice − discountAmount + vat)
 * For the invoice:
 *   subtotal       = Σ net                                      (before VAT)
 *   discountAmount = the invoice discount on the subtotal       (never more than the subtotal)
 *   vat            = Σ line vat
 *   total          = subtotal − discountAmount + vat + deliveryCharge
 * The invoice discount is shared out over the lines in proportion to their net (largest remainder,
 * so the shares add up exactly): `discountShare`. A line's revenue is net − discountShare; a sale's
 * revenue is total − vat (VAT is owed to the state; the delivery charge is the shop's income).
 */
import { mulQtyPrice, roundDiv } from './money.ts';

export type DiscountKind = 'AMOUNT' | 'PERCENT';
export interface Discount {
  type: DiscountKind;
  /** AMOUNT: poisha; PERCENT: hundredths of a percent (0–10000). */
  value: bigint;
}

export const PERCENT_SCALE = 10_000n; // 100 % in hundredths of a percent

export type InvoiceErrorCode = 'LINE_DISCOUNT_TOO_LARGE' | 'DISCOUNT_TOO_LARGE' | 'EMPTY' | 'BAD_QUANTITY' | 'BAD_AMOUNT';

/** A rule of the arithmetic broken by the input; `line` is the 0-based line index where one applies. */
export class InvoiceError extends Error {
  constructor(
    readonly code: InvoiceErrorCode,
    readonly line?: number,
  ) {
    super(line === undefined ? code : `${code} (line ${line})`);
    this.name = 'InvoiceError';
  }
}

/** The amount a discount takes off `base` (poisha). Null/undefined → 0. */
export function discountAmountOf(base: bigint, d: Discount | null | undefined): bigint {
  if (!d) return 0n;
  if (d.value < 0n) throw new RangeError('discount value must be ≥ 0');
  if (d.type === 'AMOUNT') return d.value;
  if (d.value > PERCENT_SCALE) throw new RangeError('discount percent must be ≤ 100');
  return roundDiv(base * d.value, PERCENT_SCALE);
}

export interface LineInput {
  /** Thousandths, > 0. */
  quantity: bigint;
  /** Poisha per unit, ≥ 0. */
  unitPrice: bigint;
  discount?: Discount | null;
  /** Hundredths of a percent; 0 when the product has no VAT. */
  vatPercent?: bigint;
}

export interface LineResult {
  quantity: bigint;
  unitPrice: bigint;
  discount: Discount | null;
  gross: bigint;
  discountAmount: bigint;
  net: bigint;
  vatPercent: bigint;
  vat: bigint;
  total: bigint;
  /** This line's part of the invoice discount. */
  discountShare: bigint;
}

export interface InvoiceInput {
  lines: readonly LineInput[];
  discount?: Discount | null;
  deliveryCharge?: bigint;
}

export interface InvoiceResult {
  lines: LineResult[];
  subtotal: bigint;
  discountAmount: bigint;
  vat: bigint;
  deliveryCharge: bigint;
  total: bigint;
}

/** One line's figures (without its share of the invoice discount). */
export function computeLine(l: LineInput, index = 0): LineResult {
  if (l.quantity <= 0n) throw new InvoiceError('BAD_QUANTITY', index);
  if (l.unitPrice < 0n) throw new InvoiceError('BAD_AMOUNT', index);
  const vatPercent = l.vatPercent ?? 0n;
  if (vatPercent < 0n || vatPercent > PERCENT_SCALE) throw new InvoiceError('BAD_AMOUNT', index);
  const gross = mulQtyPrice(l.quantity, l.unitPrice);
  const discountAmount = discountAmountOf(gross, l.discount);
  if (discountAmount > gross) throw new InvoiceError('LINE_DISCOUNT_TOO_LARGE', index);
  const net = gross - discountAmount;
  const vat = roundDiv(net * vatPercent, PERCENT_SCALE);
  return {
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    discount: l.discount ?? null,
    gross,
    discountAmount,
    net,
    vatPercent,
    vat,
    total: net + vat,
    discountShare: 0n,
  };
}

/**
 * Shares `amount` out over `weights` in proportion (largest remainder): the parts add up to
 * `amount` exactly. All weights 0 → everything to the first. Weights and amount ≥ 0.
 */
export function shareOut(amount: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map((_, i) => (i === 0 ? amount : 0n));
  const parts = weights.map((w) => (amount * w) / sum);
  let left = amount - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, i) => ({ i, rem: (amount * w) % sum }))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i] = (parts[i] as bigint) + 1n;
    left -= 1n;
  }
  return parts;
}

/** The whole invoice. Throws `InvoiceError` when a discount is larger than what it applies to. */
export function computeInvoice(inv: InvoiceInput): InvoiceResult {
  if (inv.lines.length === 0) throw new InvoiceError('EMPTY');
  const deliveryCharge = inv.deliveryCharge ?? 0n;
  if (deliveryCharge < 0n) throw new InvoiceError('BAD_AMOUNT');
  const lines = inv.lines.map((l, i) => computeLine(l, i));
  const subtotal = lines.reduce((a, l) => a + l.net, 0n);
  const discountAmount = discountAmountOf(subtotal, inv.discount);
  if (discountAmount > subtotal) throw new InvoiceError('DISCOUNT_TOO_LARGE');
  const shares = shareOut(
    discountAmount,
    lines.map((l) => l.net),
  );
  lines.forEach((l, i) => {
    l.discountShare = shares[i] as bigint;
  });
  const vat = lines.reduce((a, l) => a + l.vat, 0n);
  return { lines, subtotal, discountAmount, vat, deliveryCharge, total: subtotal - discountAmount + vat + deliveryCharge };
}

/** What the customer finally pays for a line: net − its share of the invoice discount + VAT. */
export function lineFinal(l: Pick<LineResult, 'net' | 'discountShare' | 'vat'>): bigint {
  return l.net - l.discountShare + l.vat;
}

/** A line's revenue (before VAT, after every discount). */
export function lineRevenue(l: Pick<LineResult, 'net' | 'discountShare'>): bigint {
  return l.net - l.discountShare;
}

/** An invoice's revenue: total − VAT (the delivery charge is income; VAT is owed to the state). */
export function invoiceRevenue(inv: Pick<InvoiceResult, 'total' | 'vat'>): bigint {
  return inv.total - inv.vat;
}

/**
 * The part of a line figure `full` that `take` thousandths carry, when `doneQty` of the line's
 * `quantity` (with `doneAmount` of `full`) were taken before: proportional and rounded, and the
 * last part takes exactly what is left — so returning a line in pieces adds up to the whole line.
 */
export function proportionalPart(full: bigint, quantity: bigint, doneQty: bigint, doneAmount: bigint, take: bigint): bigint {
  if (take <= 0n || doneQty + take > quantity) throw new RangeError('proportionalPart: bad quantity');
  if (doneQty + take === quantity) return full - doneAmount;
  return roundDiv(full * (doneQty + take), quantity) - roundDiv(full * doneQty, quantity);
}

/**
 * A return's value split as the server books it: first off what the contact still owes on the
 * invoice, the rest paid back. The return dialog shows it before the owner confirms.
 */
export function splitReturnValue(standingDue: bigint, amount: bigint): { dueReduced: bigint; refunded: bigint } {
  const dueReduced = amount < standingDue ? amount : standingDue;
  return { dueReduced, refunded: amount - dueReduced };
}

/** The bulk price rule: the bulk price from the minimum order quantity on, else the sell price. */
export function defaultUnitPrice(
  p: { sellPrice: bigint; bulkSale: boolean; bulkPrice: bigint | null; minOrderQuantity: bigint | null },
  quantity: bigint,
): bigint {
  if (p.bulkSale && p.bulkPrice !== null && p.minOrderQuantity !== null && quantity >= p.minOrderQuantity) return p.bulkPrice;
  return p.sellPrice;
}

export interface PaymentInput {
  method: string;
  /** Poisha, > 0. */
  amount: bigint;
}

export interface Settlement {
  /** Σ payments, change included. */
  paid: bigint;
  /** Handed back in cash: paid − total when paid more; only cash can be handed back. */
  change: bigint;
  /** Left unpaid: total − paid when paid less (goes to the contact's due ledger). */
  due: bigint;
  /** What the shop keeps of the payments: paid − change (= total − due). */
  received: bigint;
}

export type SettlementError = 'OVERPAID_WITHOUT_CASH';

/**
 * How a total is settled by payments. Paying more than the total is only possible in cash, and the
 * change is at most the cash given (a QR or cheque payment is never handed back as change).
 */
export function settle(total: bigint, payments: readonly PaymentInput[]): Settlement | { error: SettlementError } {
  let paid = 0n;
  let cash = 0n;
  for (const p of payments) {
    if (p.amount <= 0n) throw new RangeError('settle: a payment must be > 0');
    paid += p.amount;
    if (p.method === 'cash') cash += p.amount;
  }
  if (paid > total) {
    const change = paid - total;
    if (change > cash) return { error: 'OVERPAID_WITHOUT_CASH' };
    return { paid, change, due: 0n, received: total };
  }
  return { paid, change: 0n, due: total - paid, received: paid };
}

/** Invoice numbers: `S-000123`, `P-000045` (at least six digits). */
export function formatInvoiceNumber(prefix: 'S' | 'P', n: number | bigint): string {
  return `${prefix}-${String(n).padStart(6, '0')}`;
}
