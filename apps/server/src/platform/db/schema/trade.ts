/** Trade (sales and purchases, migration 0002): invoices, their lines, payments, returns. */
import type { Generated } from 'kysely';

/** What sales and purchases have in common (migrations 0002, 0008). */
interface TradeColumns {
  shop_id: string;
  id: string;
  number: string;
  occurred_at: Date;
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
}

export interface SalesTable extends TradeColumns {
  kind: Generated<'items' | 'quick'>;
  sale_date: string;
  customer_id: string | null;
  customer_name: string | null;
  customer_mobile: string | null;
  customer_address: string | null;
  /** The public receipt link's token (made when first shared). */
  receipt_token: string | null;
}

export interface PurchasesTable extends TradeColumns {
  purchase_date: string;
  supplier_id: string | null;
  supplier_name: string | null;
  supplier_mobile: string | null;
  supplier_address: string | null;
}

interface TradeLineColumns {
  shop_id: string;
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
}

export interface SaleLinesTable extends TradeLineColumns {
  sale_id: string;
  warranty_days: number | null;
  warranty_ends_on: string | null;
  expiry_date: string | null;
  batch_number: string | null;
}

export interface PurchaseLinesTable extends TradeLineColumns {
  purchase_id: string;
}

export interface SalePaymentsTable {
  shop_id: string;
  sale_id: string;
  seq: number;
  method: 'cash' | 'qr-code' | 'bank-check' | 'online-order';
  amount: bigint;
}

export interface PurchasePaymentsTable {
  shop_id: string;
  purchase_id: string;
  seq: number;
  method: 'cash' | 'qr-code' | 'bank-check' | 'online-order';
  amount: bigint;
}

interface TradeReturnColumns {
  shop_id: string;
  id: string;
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
export interface SaleReturnsTable extends TradeReturnColumns {
  sale_id: string;
}
export interface PurchaseReturnsTable extends TradeReturnColumns {
  purchase_id: string;
}

interface TradeReturnLineColumns {
  shop_id: string;
  return_id: string;
  line_no: number;
  product_id: string;
  quantity: bigint;
  amount: bigint;
  vat: Generated<bigint>;
  cost: bigint;
}
export interface SaleReturnLinesTable extends TradeReturnLineColumns {
  sale_id: string;
}
export interface PurchaseReturnLinesTable extends TradeReturnLineColumns {
  purchase_id: string;
}
