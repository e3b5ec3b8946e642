/** Invoice rows → the API's sale and purchase answers (decimal strings, contract shapes). */
import { formatFixed, formatMoneyDecimal, formatQuantity } from '@dokani/core';
import type { Purchase, Sale } from '@dokani/contracts';
import { standingDue } from './return-parts.ts';
import type { InvoiceView, LineRecord, PaymentRecord, ReturnRecord } from './trade.types.ts';

const money = formatMoneyDecimal;
const percent = (v: bigint): string => formatFixed(v, 2, true);

function discountOut(type: 'AMOUNT' | 'PERCENT' | null, value: bigint | null) {
  if (type === null || value === null) return null;
  return { type, value: type === 'PERCENT' ? percent(value) : money(value) };
}

export function lineOut(l: LineRecord): Sale['lines'][number] {
  return {
    lineNo: l.line_no,
    productId: l.product_id,
    productName: l.product_name,
    unit: l.unit,
    quantity: formatQuantity(l.quantity),
    returnedQuantity: formatQuantity(l.returned_quantity),
    unitPrice: money(l.unit_price),
    discount: discountOut(l.discount_type, l.discount_value),
    discountAmount: money(l.discount_amount),
    vatPercent: percent(l.vat_percent),
    vat: money(l.vat),
    total: money(l.total),
    discountShare: money(l.discount_share),
    cost: money(l.cost),
    warrantyEndsOn: l.warranty_ends_on,
  };
}

export function returnOut(r: ReturnRecord): Sale['returns'][number] {
  return {
    id: r.id,
    date: r.date,
    occurredAt: r.occurred_at.toISOString(),
    lines: r.lines.map((l) => ({
      lineNo: l.line_no,
      productId: l.product_id,
      quantity: formatQuantity(l.quantity),
      amount: money(l.amount),
      cost: money(l.cost),
    })),
    amount: money(r.amount),
    cost: money(r.cost),
    dueReduced: money(r.due_reduced),
    refunded: money(r.refunded),
    note: r.note,
    createdBy: r.created_by,
  };
}

/**
 * Profit of a sale: revenue (total − VAT, less the returns' value without their VAT) − cost of
 * goods sold (less the returns' cost). The delivery charge is revenue; VAT is owed to the state.
 */
export function saleProfit(v: Pick<InvoiceView, 'total' | 'vat' | 'returned_amount' | 'returned_vat' | 'cost' | 'returned_cost'>): bigint {
  return v.total - v.vat - (v.returned_amount - v.returned_vat) - (v.cost - v.returned_cost);
}

type Common = Omit<
  Purchase,
  'lines' | 'returns' | 'supplierId' | 'supplierName' | 'supplierMobile' | 'supplierAddress' | 'supplierBalance' | 'supplierBalanceNow'
>;

/** The contact's balance now (null without a contact). */
const balanceNow = (v: InvoiceView): string | null => (v.contact_id === null ? null : money(v.contact_balance ?? 0n));

/**
 * The fields both answers share. `paid` is Σ payments (change included), `change` what was handed
 * back; `due` is what is still owed on the invoice: the unpaid part less what returns took off it,
 * and 0 once void (the void reverses it in the due book).
 */
function commonOut(v: InvoiceView, payments: readonly PaymentRecord[]): Common {
  return {
    id: v.id,
    number: v.number,
    date: v.date,
    occurredAt: v.occurred_at.toISOString(),
    status: v.status,
    employeeId: v.employee_id,
    employeeName: v.employee_name,
    payments: payments.map((p) => ({ method: p.method, amount: money(p.amount) })),
    subtotal: money(v.subtotal),
    discount: discountOut(v.discount_type, v.discount_value),
    discountAmount: money(v.discount_amount),
    vat: money(v.vat),
    deliveryCharge: money(v.delivery_charge),
    total: money(v.total),
    paid: money(v.paid),
    due: money(standingDue(v)),
    change: money(v.change_given),
    returnedAmount: money(v.returned_amount),
    note: v.note,
    createdBy: v.created_by,
    createdAt: v.created_at.toISOString(),
    voidedAt: v.voided_at?.toISOString() ?? null,
    voidReason: v.void_reason,
  };
}

export type SaleRow = Omit<Sale, 'lines' | 'returns'> & { lineCount: number };
export type PurchaseRow = Omit<Purchase, 'lines' | 'returns'> & { lineCount: number };

export function saleRowOut(v: InvoiceView, payments: readonly PaymentRecord[], lineCount: number): SaleRow {
  return {
    ...commonOut(v, payments),
    kind: v.kind,
    customerId: v.contact_id,
    customerName: v.contact_name,
    customerMobile: v.contact_mobile,
    customerAddress: v.contact_address,
    customerBalance: v.balance_after === null ? null : money(v.balance_after),
    customerBalanceNow: balanceNow(v),
    cost: money(v.cost),
    profit: money(saleProfit(v)),
    offline: v.offline_made_at && v.offline_number !== null ? { madeAt: v.offline_made_at.toISOString(), number: v.offline_number } : null,
    stockShort: v.stock_short,
    lineCount,
  };
}

export function purchaseRowOut(v: InvoiceView, payments: readonly PaymentRecord[], lineCount: number): PurchaseRow {
  return {
    ...commonOut(v, payments),
    supplierId: v.contact_id,
    supplierName: v.contact_name,
    supplierMobile: v.contact_mobile,
    supplierAddress: v.contact_address,
    supplierBalance: v.balance_after === null ? null : money(v.balance_after),
    supplierBalanceNow: balanceNow(v),
    lineCount,
  };
}

export interface InvoiceDetail {
  invoice: InvoiceView;
  lines: LineRecord[];
  payments: PaymentRecord[];
  returns: ReturnRecord[];
}

export function saleOut(d: InvoiceDetail): Sale {
  const { lineCount: _n, ...row } = saleRowOut(d.invoice, d.payments, d.lines.length);
  return { ...row, lines: d.lines.map(lineOut), returns: d.returns.map(returnOut) };
}

export function purchaseOut(d: InvoiceDetail): Purchase {
  const { lineCount: _n, ...row } = purchaseRowOut(d.invoice, d.payments, d.lines.length);
  return { ...row, lines: d.lines.map(lineOut), returns: d.returns.map(returnOut) };
}
