/**
 * The counter's cart (sell and purchase share it) and its figures. The cart holds what the person
 * typed, as strings (Bangla digits allowed, so it can be kept in localStorage as it is); the money
 * is computed here with packages/core's invoice functions — the same ones the server checks the
 * `total` with — so the screen's figures are the invoice's to the poisha.
 */
import {
  computeInvoice,
  defaultUnitPrice,
  InvoiceError,
  settle,
  type Discount,
  type InvoiceResult,
  type PaymentInput,
  type Settlement,
} from '@dokani/core/invoice';
import { parseMoney, parseQuantity } from '@dokani/core/money';
import { parseFixed } from '@dokani/core/decimal';
import { cleanTypedNumber } from '@dokani/core/digits';
import type { PaymentMethod, Product } from '@dokani/contracts';

export type CounterKind = 'sale' | 'purchase';

/** The payment methods a person picks at the counter (online orders pay elsewhere). */
export const COUNTER_METHODS = ['cash', 'qr-code', 'bank-check'] as const satisfies readonly PaymentMethod[];
export type CounterMethod = (typeof COUNTER_METHODS)[number];

/** A discount as typed: `value` '' means none. AMOUNT in taka, PERCENT in percent. */
export interface DiscountDraft {
  type: 'AMOUNT' | 'PERCENT';
  value: string;
}
export const NO_DISCOUNT: DiscountDraft = { type: 'AMOUNT', value: '' };

/** What the cart keeps of a product (decimal strings, as the API gives them). */
export interface CartProduct {
  id: string;
  name: string;
  unit: string;
  photo: string | null;
  sellPrice: string;
  purchasePrice: string;
  bulkSale: boolean;
  bulkPrice: string | null;
  minOrderQuantity: string | null;
  /** The product's VAT % when it carries VAT (sales), else null. */
  vatPercent: string | null;
  discount: { type: 'AMOUNT' | 'PERCENT'; value: string } | null;
  currentStock: string;
}

export interface CartLine {
  product: CartProduct;
  /** As typed ("1.5", "২"). */
  quantity: string;
  /** A price typed over the automatic one; null = automatic (sale: sell/bulk price; purchase: purchase price). */
  price: string | null;
  discount: DiscountDraft;
  /** Purchases: the supplier's VAT % on the line as typed ('' = none). Sales take the product's. */
  vat: string;
}

/** A payment row: `amount` '' means "the rest" (the part of the total the other rows leave). */
export interface PaymentDraft {
  key: string;
  method: CounterMethod;
  amount: string;
}

export interface NewContactDraft {
  name: string;
  mobile: string;
  address: string;
}

export interface Cart {
  /** The sale's (or purchase's) client ULID: kept until it is booked, so a retry never books twice. */
  id: string;
  lines: CartLine[];
  discount: DiscountDraft;
  deliveryCharge: string;
  payments: PaymentDraft[];
  /** A chosen customer (sale) or supplier (purchase); '' for none. */
  contactId: string;
  /** A customer/supplier made with this invoice (name + mobile); null when none. */
  newContact: NewContactDraft | null;
  employeeId: string;
  /** 'YYYY-MM-DD', '' = today. */
  date: string;
  note: string;
}

export function emptyCart(id: string): Cart {
  return {
    id,
    lines: [],
    discount: NO_DISCOUNT,
    deliveryCharge: '',
    payments: [{ key: 'p0', method: 'cash', amount: '' }],
    contactId: '',
    newContact: null,
    employeeId: '',
    date: '',
    note: '',
  };
}

export function cartProduct(p: Product): CartProduct {
  return {
    id: p.id,
    name: p.name,
    unit: p.unit,
    photo: p.photos[0]?.thumbUrl ?? null,
    sellPrice: p.sellPrice,
    // null only for a role that neither buys nor sees cost: it never prices a purchase
    purchasePrice: p.purchasePrice ?? '0',
    bulkSale: p.bulkSale,
    bulkPrice: p.bulkPrice,
    minOrderQuantity: p.minOrderQuantity,
    vatPercent: p.vatApplicable && p.vatPercent !== null ? p.vatPercent : null,
    discount: p.discount,
    currentStock: p.currentStock,
  };
}

// --- typed numbers ---

/** A number as people type it: Bangla digits → ASCII; thousands commas, spaces and ৳ dropped. */
/** See core `cleanTypedNumber`. */
export const cleanTyped = cleanTypedNumber;

/** A typed quantity > 0 in thousandths, or null. */
export function typedQuantity(raw: string): bigint | null {
  const q = parseQuantity(cleanTyped(raw));
  return q !== null && q > 0n ? q : null;
}

/** A typed amount ≥ 0 in poisha, or null ('' is null too). */
export function typedMoney(raw: string): bigint | null {
  const m = parseMoney(cleanTyped(raw));
  return m !== null && m >= 0n ? m : null;
}

/** A typed percent 0–100 in hundredths of a percent, or null. */
export function typedPercent(raw: string): bigint | null {
  const p = parseFixed(cleanTyped(raw), 2);
  return p !== null && p >= 0n && p <= 10_000n ? p : null;
}

const dec = (s: string | null): bigint | null => (s === null ? null : parseMoney(s));

/** A typed discount: undefined when malformed, null when none. */
export function typedDiscount(d: DiscountDraft): Discount | null | undefined {
  if (cleanTyped(d.value) === '') return null;
  const value = d.type === 'PERCENT' ? typedPercent(d.value) : typedMoney(d.value);
  if (value === null) return undefined;
  return value === 0n ? null : { type: d.type, value };
}

// --- figures ---

/** What is wrong with the cart, field by field (the screen marks the field; the button stays off). */
export type CartProblem =
  | { field: 'quantity' | 'price' | 'lineDiscount' | 'vat' | 'lineDiscountTooLarge'; line: number }
  | { field: 'discount' | 'discountTooLarge' | 'deliveryCharge' | 'empty' }
  | { field: 'payment'; payment: number }
  | { field: 'overpaidWithoutCash' };

export interface LineFigures {
  quantity: bigint;
  unitPrice: bigint;
  /** Sale lines on the automatic price at or over the bulk minimum: the bulk price applies. */
  bulk: boolean;
}

export interface CartFigures {
  lines: LineFigures[];
  invoice: InvoiceResult;
  /** The payments as they will be sent (the "rest" row resolved, zero rows dropped). */
  payments: (PaymentInput & { method: CounterMethod })[];
  settlement: Settlement;
}

export type Computed = { ok: true; figures: CartFigures } | { ok: false; problems: CartProblem[]; invoice: InvoiceResult | null };

/** The unit price a line is charged: the typed one, else the product's (sale: with the bulk rule). */
export function lineUnitPrice(kind: CounterKind, line: CartLine, quantity: bigint): { price: bigint | null; bulk: boolean } {
  if (line.price !== null) return { price: typedMoney(line.price), bulk: false };
  const p = line.product;
  if (kind === 'purchase') return { price: dec(p.purchasePrice), bulk: false };
  const sellPrice = dec(p.sellPrice) ?? 0n;
  const bulkPrice = dec(p.bulkPrice);
  const minOrderQuantity = p.minOrderQuantity === null ? null : parseQuantity(p.minOrderQuantity);
  const price = defaultUnitPrice({ sellPrice, bulkSale: p.bulkSale, bulkPrice, minOrderQuantity }, quantity);
  return { price, bulk: p.bulkSale && bulkPrice !== null && minOrderQuantity !== null && quantity >= minOrderQuantity };
}

/**
 * Payments as sent: typed rows as typed; the first blank row takes the rest of the total (none
 * when the typed rows already cover it); rows of 0 are left out.
 */
export function resolvePayments(
  total: bigint,
  drafts: readonly PaymentDraft[],
): { payments: (PaymentInput & { method: CounterMethod })[]; problems: CartProblem[] } {
  const problems: CartProblem[] = [];
  const typed = drafts.map((d, i) => {
    if (cleanTyped(d.amount) === '') return null;
    const v = typedMoney(d.amount);
    if (v === null) problems.push({ field: 'payment', payment: i });
    return v ?? 0n;
  });
  const explicit = typed.reduce<bigint>((a, v) => a + (v ?? 0n), 0n);
  const rest = total > explicit ? total - explicit : 0n;
  const restRow = typed.indexOf(null);
  const payments = drafts
    .map((d, i) => ({ method: d.method, amount: i === restRow ? rest : (typed[i] ?? 0n) }))
    .filter((p) => p.amount > 0n);
  return { payments, problems };
}

/** A sale line's VAT: the product's percent ("7.5") in hundredths of a percent; 0 without VAT. */
export function productVat(p: CartProduct): bigint {
  return p.vatPercent === null ? 0n : (parseFixed(p.vatPercent, 2) ?? 0n);
}

/** The cart's figures with core's invoice arithmetic, or what stops them. */
export function computeCart(kind: CounterKind, cart: Cart): Computed {
  const problems: CartProblem[] = [];
  if (cart.lines.length === 0) problems.push({ field: 'empty' });
  const lines: LineFigures[] = [];
  const inputs = cart.lines.map((line, i) => {
    const quantity = typedQuantity(line.quantity);
    if (quantity === null) problems.push({ field: 'quantity', line: i });
    const { price, bulk } = lineUnitPrice(kind, line, quantity ?? 1n);
    if (price === null) problems.push({ field: 'price', line: i });
    const discount = typedDiscount(line.discount);
    if (discount === undefined) problems.push({ field: 'lineDiscount', line: i });
    const vat = kind === 'sale' ? productVat(line.product) : cleanTyped(line.vat) === '' ? 0n : typedPercent(line.vat);
    if (vat === null) problems.push({ field: 'vat', line: i });
    lines.push({ quantity: quantity ?? 0n, unitPrice: price ?? 0n, bulk });
    return { quantity: quantity ?? 1n, unitPrice: price ?? 0n, discount: discount ?? null, vatPercent: vat ?? 0n };
  });
  const discount = typedDiscount(cart.discount);
  if (discount === undefined) problems.push({ field: 'discount' });
  const delivery = cleanTyped(cart.deliveryCharge) === '' ? 0n : typedMoney(cart.deliveryCharge);
  if (delivery === null) problems.push({ field: 'deliveryCharge' });
  if (problems.length > 0) return { ok: false, problems, invoice: null };

  let invoice: InvoiceResult;
  try {
    invoice = computeInvoice({ lines: inputs, discount: discount ?? null, deliveryCharge: delivery ?? 0n });
  } catch (e) {
    if (!(e instanceof InvoiceError)) throw e;
    const problem: CartProblem =
      e.code === 'LINE_DISCOUNT_TOO_LARGE' && e.line !== undefined
        ? { field: 'lineDiscountTooLarge', line: e.line }
        : e.code === 'DISCOUNT_TOO_LARGE'
          ? { field: 'discountTooLarge' }
          : { field: 'empty' };
    return { ok: false, problems: [problem], invoice: null };
  }
  const paid = resolvePayments(invoice.total, cart.payments);
  if (paid.problems.length > 0) return { ok: false, problems: paid.problems, invoice };
  const settlement = settle(invoice.total, paid.payments);
  if ('error' in settlement) return { ok: false, problems: [{ field: 'overpaidWithoutCash' }], invoice };
  return { ok: true, figures: { lines, invoice, payments: paid.payments, settlement } };
}

/** Problems of one line (for its row). */
export function lineProblems(problems: readonly CartProblem[], line: number): CartProblem['field'][] {
  return problems.filter((p) => 'line' in p && p.line === line).map((p) => p.field);
}
