/** The report summaries kept with the books (docs/ARCHITECTURE.md rule 14). */

/** Report summaries (migration 0010, modules/reports/summaries.ts): one row per shop, side and business day. */
export interface TradeDaysTable {
  shop_id: string;
  side: 'sale' | 'purchase';
  day: string;
  count: number;
  total: bigint;
  vat: bigint;
  cost: bigint;
  due: bigint;
  delivery: bigint;
  quick_total: bigint;
  quick_cost: bigint;
  return_count: number;
  return_amount: bigint;
  return_vat: bigint;
  return_cost: bigint;
  void_count: number;
  void_amount: bigint;
  void_vat: bigint;
  void_cost: bigint;
  void_delivery: bigint;
  void_quick_total: bigint;
  void_quick_cost: bigint;
  /** paid less change of the day's invoices (void ones too), and their payment items (migration 0032) */
  paid: bigint;
  paid_items: number;
  /** refunds of returns on their date and hand-backs of voids on the void date */
  refunded: bigint;
  refund_count: number;
}

/** trade_days summed by month (migration 0034): the same figures, `month` its first day. */
export interface TradeMonthsTable extends Omit<TradeDaysTable, 'day'> {
  month: string;
}

/** Report summaries (migration 0010): one row per shop, side, business day and product. */
export interface TradeProductDaysTable {
  shop_id: string;
  side: 'sale' | 'purchase';
  day: string;
  product_id: string;
  quantity: bigint;
  amount: bigint;
  vat: bigint;
  cost: bigint;
  return_quantity: bigint;
  return_amount: bigint;
  return_vat: bigint;
  return_cost: bigint;
  void_quantity: bigint;
  void_amount: bigint;
  void_vat: bigint;
  void_cost: bigint;
}

/** Report summaries (migration 0012): trade_product_days by month (`month` = its first day). */
export type TradeProductMonthsTable = Omit<TradeProductDaysTable, 'day'> & { month: string };

/** Report summaries (migration 0030): trade_product_days by year (`year` = its first day). */
export type TradeProductYearsTable = Omit<TradeProductDaysTable, 'day'> & { year: string };

/** Contact summaries (migration 0031, modules/contacts/contact-summaries.ts): one row per shop, month and contact. */
export interface ContactMonthsTable {
  shop_id: string;
  contact_type: 'customer' | 'supplier' | 'employee';
  contact_id: string;
  month: string;
  sale_count: number;
  sale_void_count: number;
  sale_total: bigint;
  sale_voids: bigint;
  sale_returns: bigint;
  purchase_count: number;
  purchase_void_count: number;
  purchase_total: bigint;
  purchase_voids: bigint;
  purchase_returns: bigint;
  due_given: bigint;
  due_received: bigint;
  /** Σ due-book entries a return or a void of the contact's invoices wrote (migration 0038) */
  due_lowered: bigint;
  paid: bigint;
}
/** The same by year (`year` = its first day). */
export type ContactYearsTable = Omit<ContactMonthsTable, 'month'> & { year: string };

/** The money summary (migration 0032, modules/money/money-days.ts): one row per shop, business day and kind of movement. */
export interface MoneyDaysTable {
  shop_id: string;
  day: string;
  kind: 'due-received' | 'due-given' | 'expense' | 'income';
  amount: bigint;
  count: number;
}

/** The cash books' month summary (migration 0033): one row per shop, book, month (its first day) and category. */
export interface BookMonthsTable {
  shop_id: string;
  book: 'expense' | 'income';
  month: string;
  category_id: string;
  amount: bigint;
  count: number;
}
