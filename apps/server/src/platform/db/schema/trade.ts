/** Trade (sales and purchases, migration 0002): invoices, their lines, payments, returns. */
import type { Generated } from 'kysely';

/**
 * Sales and purchases have one shape (migration 0039): each side's tables are typed by the same
 * interfaces, so a query over `sales | purchases` types as one (modules/trade/trade.store.ts).
 */
export interface InvoicesTable {
  shop_id: string;
  id: string;
  number: string;
  /** 'quick': a quick sell (an amount, no products); a purchase is always 'items'. */
  kind: Generated<'items' | 'quick'>;
  invoice_date: string;
  occurred_at: Date;
  contact_id: string | null;
  contact_name: string | null;
  contact_mobile: string | null;
  contact_address: string | null;
  employee_id: string | null;
  employee_name: string | null;
  status: Generated<'completed' | 'void'>;
  subtotal: bigint;
  discount_type: 'AMOUNT' | 'PERCENT' | null;
  discount_value: bigint | null;
  discount_amount: Generated<bigint>;
  vat: Generated<bigint>;
  delivery_charge: Generated<bigint>;
  total: bigint;
  paid: Generated<bigint>;
  due: Generated<bigint>;
  change_given: Generated<bigint>;
  cost: Generated<bigint>;
  returned_amount: Generated<bigint>;
  returned_vat: Generated<bigint>;
  returned_cost: Generated<bigint>;
  due_reduced: Generated<bigint>;
  /** The contact's due balance right after posting (migration 0009); null without a contact. */
  balance_after: bigint | null;
  note: string | null;
  created_by: string | null;
  created_at: Date;
  void_date: string | null;
  voided_at: Date | null;
  voided_by: string | null;
  void_reason: string | null;
  /** A sale made offline (migration 0024): when it was made, and the number its receipt printed. */
  offline_made_at: Date | null;
  offline_number: string | null;
  /** It arrived after the stock had gone short (taken anyway: the goods had left). */
  stock_short: Generated<boolean>;
  /** A sale's public receipt link's token (made when first shared); always null on a purchase. */
  receipt_token: string | null;
}

export interface InvoiceLinesTable {
  shop_id: string;
  invoice_id: string;
  line_no: number;
  product_id: string;
  product_name: string;
  unit: string;
  quantity: bigint;
  returned_quantity: Generated<bigint>;
  unit_price: bigint;
  discount_type: 'AMOUNT' | 'PERCENT' | null;
  discount_value: bigint | null;
  discount_amount: Generated<bigint>;
  discount_share: Generated<bigint>;
  vat_percent: Generated<bigint>;
  vat: Generated<bigint>;
  total: bigint;
  cost: bigint;
  returned_amount: Generated<bigint>;
  returned_vat: Generated<bigint>;
  returned_cost: Generated<bigint>;
  /** A sold line's warranty (its days, and the invoice date plus them), expiry and batch. */
  warranty_days: number | null;
  warranty_ends_on: string | null;
  expiry_date: string | null;
  batch_number: string | null;
}

export interface InvoicePaymentsTable {
  shop_id: string;
  invoice_id: string;
  seq: number;
  method: 'cash' | 'qr-code' | 'bank-check' | 'online-order';
  amount: bigint;
}

export interface InvoiceReturnsTable {
  shop_id: string;
  id: string;
  invoice_id: string;
  return_date: string;
  occurred_at: Date;
  amount: bigint;
  vat: Generated<bigint>;
  cost: bigint;
  due_reduced: Generated<bigint>;
  refunded: Generated<bigint>;
  note: string | null;
  created_by: string | null;
  created_at: Date;
}

export interface InvoiceReturnLinesTable {
  shop_id: string;
  return_id: string;
  invoice_id: string;
  line_no: number;
  product_id: string;
  quantity: bigint;
  amount: bigint;
  vat: Generated<bigint>;
  cost: bigint;
}
