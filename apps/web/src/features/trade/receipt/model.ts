/**
 * What a receipt shows, taken as it is from the server's answer (a sale, a purchase, or a shared
 * public receipt): the figures are the server's, never recomputed here, except each line's amount
 * before VAT (its total less its VAT), which is what the lines add up to in the subtotal.
 */
import { formatMoneyDecimal, parseMoney } from '@dokani/core/money';
import type { Purchase, Sale } from '@dokani/contracts';
import type { PublicSale, ReceiptShop } from '@dokani/contracts/receipts';
import type { ReceiptPaper } from '@dokani/contracts/settings';

export type { ReceiptPaper, ReceiptShop };
export const PAPERS: readonly ReceiptPaper[] = ['58', '80', 'a4'];

export function isPaper(v: unknown): v is ReceiptPaper {
  return v === '58' || v === '80' || v === 'a4';
}

export interface ReceiptLine {
  lineNo: number;
  name: string;
  unit: string;
  quantity: string;
  returnedQuantity: string;
  unitPrice: string;
  /** The line's own discount (not its share of the invoice discount). */
  discountAmount: string;
  vat: string;
  /** quantity × unitPrice − discountAmount (before VAT): the lines add up to the subtotal. */
  amount: string;
}

export interface ReceiptModel {
  kind: 'sale' | 'purchase';
  /** A quick sell: no lines, one amount. */
  quick: boolean;
  number: string;
  occurredAt: string;
  status: 'completed' | 'void';
  voidedAt: string | null;
  contactName: string | null;
  contactMobile: string | null;
  contactAddress: string | null;
  /** The contact's due balance right after this memo (customer: what they owe; supplier: what the shop owes, negative). */
  contactBalance: string | null;
  /** The contact's due balance now (same sign), shown on a memo that changed after it was made. */
  contactBalanceNow: string | null;
  /** Money handed back for returns (Σ of the returns' refunds). */
  refunded: string;
  /** Goods came back or the memo was voided since it was made: the memo shows how it stands now. */
  changed: boolean;
  employeeName: string | null;
  lines: ReceiptLine[];
  subtotal: string;
  discountAmount: string;
  vat: string;
  deliveryCharge: string;
  total: string;
  paid: string;
  change: string;
  due: string;
  returnedAmount: string;
  payments: { method: string; amount: string }[];
  note: string | null;
}

/** "125.50" − "9.40" → "116.10" (exact, in poisha). */
function minus(a: string, b: string): string {
  const v = (parseMoney(a) ?? 0n) - (parseMoney(b) ?? 0n);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  return `${neg ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

type AnyLine = Sale['lines'][number] | PublicSale['lines'][number];
type Common = Pick<
  Sale,
  | 'number'
  | 'occurredAt'
  | 'status'
  | 'voidedAt'
  | 'employeeName'
  | 'subtotal'
  | 'discountAmount'
  | 'vat'
  | 'deliveryCharge'
  | 'total'
  | 'paid'
  | 'change'
  | 'due'
  | 'returnedAmount'
  | 'payments'
  | 'note'
> & { lines: AnyLine[]; returns: { refunded: string }[] };

function common(
  x: Common,
): Omit<ReceiptModel, 'kind' | 'quick' | 'contactName' | 'contactMobile' | 'contactAddress' | 'contactBalance' | 'contactBalanceNow'> {
  const refunded = x.returns.reduce((a, r) => a + (parseMoney(r.refunded) ?? 0n), 0n);
  return {
    refunded: formatMoneyDecimal(refunded),
    changed: x.returns.length > 0 || x.status === 'void',
    number: x.number,
    occurredAt: x.occurredAt,
    status: x.status,
    voidedAt: x.voidedAt,
    employeeName: x.employeeName,
    lines: x.lines.map((l) => ({
      lineNo: l.lineNo,
      name: l.productName,
      unit: l.unit,
      quantity: l.quantity,
      returnedQuantity: l.returnedQuantity,
      unitPrice: l.unitPrice,
      discountAmount: l.discountAmount,
      vat: l.vat,
      amount: minus(l.total, l.vat),
    })),
    subtotal: x.subtotal,
    discountAmount: x.discountAmount,
    vat: x.vat,
    deliveryCharge: x.deliveryCharge,
    total: x.total,
    paid: x.paid,
    change: x.change,
    due: x.due,
    returnedAmount: x.returnedAmount,
    payments: x.payments,
    note: x.note,
  };
}

export function receiptOfSale(s: Sale | PublicSale): ReceiptModel {
  return {
    ...common(s),
    kind: 'sale',
    quick: s.kind === 'quick',
    contactName: s.customerName,
    contactMobile: s.customerMobile,
    contactAddress: s.customerAddress,
    contactBalance: s.customerBalance,
    contactBalanceNow: s.customerBalanceNow,
  };
}

export function receiptOfPurchase(p: Purchase): ReceiptModel {
  return {
    ...common(p),
    kind: 'purchase',
    quick: false,
    contactName: p.supplierName,
    contactMobile: p.supplierMobile,
    contactAddress: p.supplierAddress,
    contactBalance: p.supplierBalance,
    contactBalanceNow: p.supplierBalanceNow,
  };
}

/** The shop as the receipt's header shows it: its public phone, else its phone. */
export function receiptShopOf(s: {
  name: string;
  address: string | null;
  phone: string | null;
  publicPhone?: string | null;
  logoUrl: string | null;
}): ReceiptShop {
  return { name: s.name, address: s.address, phone: s.publicPhone || s.phone, logoUrl: s.logoUrl };
}
