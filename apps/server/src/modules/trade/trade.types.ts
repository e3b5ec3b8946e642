/**
 * What sales and purchases share (decision 0004): the two sides of a trade, and the
 * invoice as the shared code sees it. One store reads either side's tables into these shapes
 * (trade.store.ts), so posting, returning, voiding and answering are written once.
 */
import type { PaymentMethod, StockReason, UsageFeature } from '@dokani/contracts';
import type { Discount, DueDirection } from '@dokani/core';
import type { WriteBatch } from '../../platform/db/batch.ts';
import type { Selectable } from 'kysely';
import type { InvoicesTable, Queryable } from '../../platform/db/schema.ts';
import type { LOWERING_REFS } from '../contacts/index.ts';

/** A return's or a void's ref type: the contact summaries count its due entries as due taken back. */
type LoweringRef = (typeof LOWERING_REFS)[number];

export type TradeKind = 'sale' | 'purchase';
export type DiscountType = Discount['type'];

/** One side of the counter: what differs between a sale and a purchase, as data. */
export interface TradeSide {
  kind: TradeKind;
  /** Invoice number prefix and the shop_counters row it is taken from. */
  prefix: 'S' | 'P';
  counter: 'sale-number' | 'purchase-number';
  /** The usage limit a new invoice counts against, counted in the posting's transaction. */
  usage: UsageFeature;
  contactType: 'customer' | 'supplier';
  /** The body field naming the contact, and the validation key when it is not one of the shop's. */
  contactField: 'customerId' | 'supplierId';
  contactNotFound: 'validation.trade.customerNotFound' | 'validation.trade.supplierNotFound';
  dueNeedsContact: 'SALE_DUE_NEEDS_CUSTOMER' | 'PURCHASE_DUE_NEEDS_SUPPLIER';
  /** The unpaid part's due entry: a sale is `given` (the customer owes more), a purchase `received` (the shop owes more). */
  dueDirection: DueDirection;
  /** Stock reasons of the invoice, its returns and its void. */
  reasons: { create: StockReason; return: StockReason; void: StockReason };
  /**
   * `ref_type` of the stock movements and due entries each step writes; `ref_id` is always the
   * invoice id, so everything an invoice did to the ledgers is found from the invoice.
   */
  refTypes: { create: string; return: LoweringRef; void: LoweringRef };
  /** Idempotency resources of a create and of a return. */
  resources: { create: string; return: string };
}

export const SALE_SIDE: TradeSide = {
  kind: 'sale',
  prefix: 'S',
  counter: 'sale-number',
  usage: 'sell',
  contactType: 'customer',
  contactField: 'customerId',
  contactNotFound: 'validation.trade.customerNotFound',
  dueNeedsContact: 'SALE_DUE_NEEDS_CUSTOMER',
  dueDirection: 'given',
  reasons: { create: 'sale', return: 'sale-return', void: 'sale-void' },
  refTypes: { create: 'sale', return: 'sale-return', void: 'sale-void' },
  resources: { create: 'sale', return: 'sale-return' },
};

export const PURCHASE_SIDE: TradeSide = {
  kind: 'purchase',
  prefix: 'P',
  counter: 'purchase-number',
  usage: 'buy',
  contactType: 'supplier',
  contactField: 'supplierId',
  contactNotFound: 'validation.trade.supplierNotFound',
  dueNeedsContact: 'PURCHASE_DUE_NEEDS_SUPPLIER',
  dueDirection: 'received',
  reasons: { create: 'purchase', return: 'purchase-return', void: 'purchase-void' },
  refTypes: { create: 'purchase', return: 'purchase-return', void: 'purchase-void' },
  resources: { create: 'purchase', return: 'purchase-return' },
};

/** The tables of one side: both sides' tables have one shape (migration 0039). */
export interface TradeTables {
  invoices: 'sales' | 'purchases';
  lines: 'sale_lines' | 'purchase_lines';
  payments: 'sale_payments' | 'purchase_payments';
  returns: 'sale_returns' | 'purchase_returns';
  returnLines: 'sale_return_lines' | 'purchase_return_lines';
}

/** An invoice row as the shared code reads it: the table's columns, with its invoice_date as `date`. */
export type InvoiceRecord = Omit<Selectable<InvoicesTable>, 'shop_id' | 'invoice_date' | 'receipt_token'> & { date: string };

/** An invoice as read for an answer: with the contact's current balance too (null without a contact). */
export type InvoiceView = InvoiceRecord & { contact_balance: bigint | null };

export interface LineRecord {
  line_no: number;
  product_id: string;
  product_name: string;
  unit: string;
  quantity: bigint;
  returned_quantity: bigint;
  unit_price: bigint;
  discount_type: DiscountType | null;
  discount_value: bigint | null;
  discount_amount: bigint;
  discount_share: bigint;
  vat_percent: bigint;
  vat: bigint;
  /** quantity × unitPrice − discountAmount + vat (before the invoice discount) */
  total: bigint;
  cost: bigint;
  returned_amount: bigint;
  returned_vat: bigint;
  returned_cost: bigint;
  /** A sold line's warranty, expiry and batch (null on purchase lines for now). */
  warranty_days: number | null;
  warranty_ends_on: string | null;
  expiry_date: string | null;
  batch_number: string | null;
}

export interface PaymentRecord {
  seq: number;
  method: PaymentMethod;
  amount: bigint;
}

export interface ReturnLineRecord {
  line_no: number;
  product_id: string;
  quantity: bigint;
  amount: bigint;
  vat: bigint;
  cost: bigint;
}

export interface ReturnRecord {
  id: string;
  date: string;
  occurred_at: Date;
  amount: bigint;
  vat: bigint;
  cost: bigint;
  due_reduced: bigint;
  refunded: bigint;
  note: string | null;
  created_by: string | null;
  created_at: Date;
  lines: ReturnLineRecord[];
}

/** What a return or a void adds to a line's or an invoice's running sums. */
export interface ReturnedSums {
  quantity: bigint;
  amount: bigint;
  vat: bigint;
  cost: bigint;
}

export interface VoidMark {
  date: string;
  at: Date;
  userId: string;
  reason: string | null;
}

/**
 * The tables of one side. Every function takes the shop id first; `lockInvoice` takes the
 * invoice's row lock (SELECT … FOR UPDATE) that returns and voids are serialized on.
 */
export interface TradeStore {
  /** The three inserts of a new invoice: run at once, or added to `batch` (the posting's one statement). */
  insertInvoice(db: Queryable, shopId: string, inv: InvoiceRecord, batch?: WriteBatch): Promise<void>;
  insertLines(db: Queryable, shopId: string, invoiceId: string, lines: readonly LineRecord[], batch?: WriteBatch): Promise<void>;
  insertPayments(db: Queryable, shopId: string, invoiceId: string, payments: readonly PaymentRecord[], batch?: WriteBatch): Promise<void>;
  lockInvoice(db: Queryable, shopId: string, id: string): Promise<InvoiceRecord | undefined>;
  findInvoice(db: Queryable, shopId: string, id: string): Promise<InvoiceView | undefined>;
  findLines(db: Queryable, shopId: string, invoiceId: string): Promise<LineRecord[]>;
  /** The payments of several invoices (a page of a book), in their order. */
  findPayments(db: Queryable, shopId: string, invoiceIds: readonly string[]): Promise<(PaymentRecord & { invoice_id: string })[]>;
  findReturns(db: Queryable, shopId: string, invoiceId: string): Promise<ReturnRecord[]>;
  insertReturn(db: Queryable, shopId: string, invoiceId: string, ret: ReturnRecord): Promise<void>;
  addReturnedToLine(db: Queryable, shopId: string, invoiceId: string, lineNo: number, add: ReturnedSums): Promise<void>;
  addReturnedToInvoice(
    db: Queryable,
    shopId: string,
    invoiceId: string,
    add: Omit<ReturnedSums, 'quantity'> & { dueReduced: bigint },
  ): Promise<void>;
  markVoid(db: Queryable, shopId: string, invoiceId: string, v: VoidMark): Promise<void>;
}
