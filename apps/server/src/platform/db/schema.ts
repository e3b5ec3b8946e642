/** The one Kysely `Database` type for both drivers; column names as in migrations/*.sql. */
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';

/** A jsonb column: written as a JSON string parameter, read back as the parsed value. */
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  mobile: string;
  name: string;
  pin_hash: string;
  failed_pin_attempts: Generated<number>;
  locked_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  user_agent: string | null;
}

export interface OtpCodesTable {
  id: string;
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  sent_at: Date;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface OtpSendsTable {
  id: Generated<bigint>;
  mobile: string;
  purpose: string;
  sent_at: Date;
}

export interface OtpTokensTable {
  token_hash: string;
  mobile: string;
  purpose: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface ShopsTable {
  id: string;
  name: string;
  shop_type: string;
  address: string | null;
  phone: string | null;
  public_phone: string | null;
  division_id: string | null;
  district_id: string | null;
  area_id: string | null;
  online_sell: Generated<boolean>;
  logo_url: string | null;
  timezone: Generated<string>;
  currency: Generated<string>;
  owner_user_id: string;
  created_at: Date;
  updated_at: Date;
}

export interface RolesTable {
  shop_id: string;
  id: string;
  /** Null for a ready role not renamed yet: named from i18n by default_key (migration 0016). */
  name: string | null;
  default_key: string | null;
  features: string[];
  created_at: Date;
  updated_at: Date;
}

export interface ShopMembersTable {
  shop_id: string;
  /** The API's member id (migration 0016; the user id for members from before it). */
  id: string;
  user_id: string;
  is_owner: Generated<boolean>;
  role_id: string | null;
  created_at: Date;
}

/** A number added to a shop before it has an account (migration 0016). */
export interface ShopInvitesTable {
  shop_id: string;
  id: string;
  mobile: string;
  role_id: string;
  invited_by: string;
  created_at: Date;
}

export interface ShopSettingsTable {
  shop_id: string;
  allow_negative_stock: Generated<boolean>;
  sms_language: Generated<'bn' | 'en'>;
  receipt_paper: Generated<'58' | '80' | 'a4'>;
  receipt_footer: string | null;
  print_after_sale: Generated<boolean>;
  receipt_copies: Generated<number>;
  open_drawer: Generated<boolean>;
  cut_paper: Generated<boolean>;
  updated_at: Date;
}

export interface IdempotencyKeysTable {
  scope: string;
  resource: string;
  id: string;
  body_hash: string;
  created_at: Date;
}

/** Limit per usage feature; a feature missing from the object is unlimited. */
export type PackageLimits = Partial<Record<string, number>>;

export interface PackagesTable {
  id: string;
  name: string;
  rank: number;
  limits: Json<PackageLimits>;
  kind: Generated<'subscription' | 'sms'>;
  /** SMS parts a pack of kind 'sms' adds to the shop's credit; null for a subscription. */
  sms_count: number | null;
}

export interface PackagePricesTable {
  package_id: string;
  period: string;
  months: number;
  price: bigint;
  discount: Generated<bigint>;
}

export interface PaymentsTable {
  id: string;
  shop_id: string;
  package_id: string;
  period: string;
  amount: bigint;
  provider: 'sandbox' | 'bkash' | 'sslcommerz';
  status: 'initiated' | 'succeeded' | 'failed' | 'cancelled';
  provider_ref: string | null;
  transaction_id: string | null;
  redirect_url: string | null;
  created_by: string;
  created_at: Date;
  completed_at: Date | null;
}

export interface ShopSubscriptionsTable {
  shop_id: string;
  id: string;
  package_id: string;
  period: string | null;
  starts_at: Date;
  ends_at: Date | null;
  created_at: Date;
  payment_id: Generated<string | null>;
}

/** Texts by key; a key without text is left out (the store's social links, SEO texts and policies). */
export type TextsByKey = Partial<Record<string, string>>;

export interface OnlineShopsTable {
  shop_id: string;
  slug: string | null;
  published: Generated<boolean>;
  name: string | null;
  address: string | null;
  mobile: string | null;
  social: Json<TextsByKey>;
  theme_id: Generated<string>;
  seo: Json<TextsByKey>;
  policies: Json<TextsByKey>;
  banner_url: string | null;
  domain: Generated<string | null>;
  checkout_otp: Generated<boolean>;
  updated_at: Date;
}

export interface OnlineShopVisitsTable {
  shop_id: string;
  /** The shop's calendar day (YYYY-MM-DD). */
  day: string;
  visits: number;
}

export interface OnlineFeaturedTable {
  shop_id: string;
  product_id: string;
  position: number;
}

export interface OnlineMessagesTable {
  shop_id: string;
  id: string;
  name: string;
  mobile: string;
  text: string;
  created_ip: string | null;
  created_at: Date;
  read_at: Date | null;
  reply: string | null;
  replied_by: string | null;
  replied_at: Date | null;
}

export interface ShippingPackagesTable {
  shop_id: string;
  id: string;
  name: string;
  fee: bigint;
  created_at: Date;
  updated_at: Date;
}

export interface OnlineOrdersTable {
  shop_id: string;
  id: string;
  number: bigint;
  status: 'placed' | 'accepted' | 'processing' | 'shipped' | 'delivered' | 'completed' | 'cancelled' | 'returned';
  payment_status: Generated<'unpaid' | 'paid' | 'refunded'>;
  customer_name: string;
  customer_mobile: string;
  customer_address: string;
  division_id: string | null;
  district_id: string | null;
  area_id: string | null;
  note: string | null;
  shipping_package_id: string | null;
  shipping_name: string;
  delivery_fee: bigint;
  subtotal: bigint;
  total: bigint;
  /** SHA-256 (hex) of each tracking link's token given out (migration 0036); never the token. */
  tracking_hashes: string[];
  sale_id: string | null;
  created_ip: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface OnlineOrderLinesTable {
  shop_id: string;
  order_id: string;
  line_no: number;
  product_id: string;
  product_name: string;
  unit: string;
  quantity: bigint;
  unit_price: bigint;
  total: bigint;
}

export interface OnlineOrderEventsTable {
  shop_id: string;
  order_id: string;
  seq: number;
  status: string;
  user_id: string | null;
  at: Date;
}

export interface UsageCountersTable {
  shop_id: string;
  feature: string;
  period: string;
  count: number;
}

export interface SmsMessagesTable {
  id: string;
  shop_id: string | null;
  to_mobile: string;
  text: string;
  purpose: string;
  segments: number;
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'failed';
  provider: string;
  provider_message_id: string | null;
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
  /** The queue (migration 0026): the campaign a message belongs to, tries made, when it is due next, its lease. */
  campaign_id: string | null;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  lease_until: Date | null;
  delivered_at: Date | null;
  /** The message that sent this failed one again (migration 0028). */
  resent_as: string | null;
  /** What a shop's one-by-one SMS is about — a sale, a message, an order, a due entry (migration 0035). */
  subject_id: Generated<string | null>;
}

/** Rate limits' counters, shared by every app process (migration 0029; platform/rate-limit.ts). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Date;
}

export interface SmsCampaignsTable {
  shop_id: string;
  id: string;
  text: string;
  encoding: 'GSM-7' | 'UCS-2';
  parts: number;
  recipients: number;
  sms_count: number;
  send_at: Date;
  taken_free: number;
  taken_paid: number;
  credit_month: string | null;
  refunded_free: Generated<number>;
  refunded_paid: Generated<number>;
  created_by: string | null;
  created_at: Date;
  /** The campaign whose failed messages this one sends again; the campaign that sent this one's again (migration 0028). */
  resend_of: string | null;
  resent_as: string | null;
}

/** The shop's SMS credit ledger, in SMS parts (migration 0025; modules/sms/credits.ts). */
export interface SmsCreditEntriesTable {
  shop_id: string;
  id: string;
  pool: 'free' | 'paid';
  /** The shop's calendar month of a free-pool row (YYYY-MM); null on the paid pool. */
  month: string | null;
  parts: number;
  reason: 'bought' | 'used' | 'refunded';
  ref_type: string | null;
  ref_id: string | null;
  created_at: Date;
}

export interface AuditLogTable {
  id: Generated<bigint>;
  shop_id: string | null;
  user_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: Json<Record<string, unknown>> | null;
  at: Date;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Date;
}

// --- Catalogue (products module): categories, products, product_photos (0002) ---
export interface CategoriesTable {
  shop_id: string;
  id: string;
  parent_id: string | null;
  name: string;
  created_at: Date;
  updated_at: Date;
}

export interface ProductsTable {
  shop_id: string;
  id: string;
  name: string;
  search_name: string;
  /** the name's sound key (core phoneticKey; migration 0015) */
  search_phonetic: Generated<string>;
  unit: string;
  category_id: string | null;
  sub_category_id: string | null;
  purchase_price: bigint;
  sell_price: bigint;
  details: string | null;
  barcode: string | null;
  online_sale: Generated<boolean>;
  bulk_sale: Generated<boolean>;
  bulk_price: bigint | null;
  min_order_quantity: bigint | null;
  low_stock_alert: bigint | null;
  vat_applicable: Generated<boolean>;
  /** hundredths of a percent (750 = 7.5 %) */
  vat_percent: bigint | null;
  warranty_days: number | null;
  discount_type: 'AMOUNT' | 'PERCENT' | null;
  /** AMOUNT: poisha; PERCENT: hundredths of a percent */
  discount_value: bigint | null;
  expiry_date: string | null;
  batch_number: string | null;
  status: Generated<'active' | 'inactive'>;
  /** Written only by the stock service. */
  current_stock: Generated<bigint>;
  /** Held for accepted online orders (migration 0019): available = current_stock − reserved. */
  reserved: Generated<bigint>;
  average_cost: Generated<bigint>;
  last_cost: Generated<bigint>;
  /** poisha, exact: Σ of the product's movement cost totals since 0013 (core costing) */
  stock_value: Generated<bigint>;
  created_at: Date;
  updated_at: Date;
}

export interface ProductPhotosTable {
  shop_id: string;
  product_id: string;
  id: string;
  position: number;
  file: string;
  thumb_file: string;
  width: number;
  height: number;
  created_at: Date;
}

/** One row per word start of products.search_name, kept by triggers (0003). */
export interface ProductSearchTermsTable {
  shop_id: string;
  product_id: string;
  term: string;
  /** the product's search_name, for name order straight from the index */
  search_name: string;
}
// --- end catalogue ---

// --- Stock (stock module): stock_movements, shop_counters, sales, sale_lines (0002) ---
export interface StockMovementsTable {
  shop_id: string;
  id: string;
  product_id: string;
  occurred_at: Date;
  /** 'YYYY-MM-DD' in the shop timezone */
  business_date: string;
  reason: string;
  /** thousandths, signed; 0 only for a 'cost-adjustment' entry */
  change: bigint;
  previous_stock: bigint;
  after_stock: bigint;
  /** poisha per unit */
  unit_cost: bigint;
  /** signed poisha */
  cost_total: bigint;
  average_cost_after: bigint;
  note: string | null;
  user_id: string | null;
  device_name: string | null;
  ref_type: string | null;
  ref_id: string | null;
  created_at: Date;
}

export interface ShopCountersTable {
  shop_id: string;
  name: string;
  value: Generated<bigint>;
}

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
// --- end stock ---

/** A CSV import's answer, kept under the client's import id (migration 0004). */
export interface ProductImportsTable {
  shop_id: string;
  id: string;
  result: unknown;
  created_by: string | null;
  created_at: Date;
}

// --- contacts and dues (migration 0005) ---
export interface ContactsTable {
  shop_id: string;
  id: string;
  type: 'customer' | 'supplier' | 'employee';
  name: string;
  search_name: string;
  /** the name's sound key (core phoneticKey; migration 0015) */
  search_phonetic: Generated<string>;
  mobile: string | null;
  address: string | null;
  email: string | null;
  position: string | null;
  supplied_items: string | null;
  monthly_salary: bigint | null;
  photo_url: string | null;
  balance: Generated<bigint>;
  /** When the last due reminder SMS went out (rate limit, see dues remindContact). */
  last_reminded_at: Date | null;
  status: Generated<'active' | 'inactive'>;
  created_at: Date;
  updated_at: Date;
}

export interface DueEntriesTable {
  shop_id: string;
  id: string;
  contact_id: string;
  seq: number;
  entry_date: string;
  occurred_at: Date;
  direction: 'given' | 'received';
  due_type: 'product' | 'money';
  amount: bigint;
  balance_after: bigint;
  note: string | null;
  send_sms: boolean;
  sms_status: 'pending' | 'sent' | 'failed' | 'no-mobile' | null;
  reverses_id: string | null;
  ref_type: string | null;
  ref_id: string | null;
  created_by: string | null;
  created_at: Date;
}
// --- end contacts and dues ---

// --- expenses and incomes (expenses module, migration 0006) ---
/** expense_categories and income_categories have the same columns. */
export interface CashbookCategoriesTable {
  shop_id: string;
  id: string;
  /** set on the default categories; their name comes from i18n while `name` is null */
  default_key: string | null;
  name: string | null;
  status: Generated<'active' | 'inactive'>;
  created_at: Date;
  updated_at: Date;
}

/** expenses and incomes have the same columns. */
export interface CashbookEntriesTable {
  shop_id: string;
  id: string;
  category_id: string;
  /** poisha, > 0 */
  amount: bigint;
  occurred_at: Date;
  /** 'YYYY-MM-DD' in the shop timezone */
  entry_date: string;
  employee_id: string | null;
  note: string | null;
  reason: string | null;
  details: string | null;
  created_by: string | null;
  created_at: Date;
  voided_at: Date | null;
  void_reason: string | null;
  voided_by: string | null;
}
// --- end expenses and incomes ---

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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  otp_sends: OtpSendsTable;
  otp_tokens: OtpTokensTable;
  shops: ShopsTable;
  roles: RolesTable;
  shop_members: ShopMembersTable;
  shop_invites: ShopInvitesTable;
  shop_settings: ShopSettingsTable;
  idempotency_keys: IdempotencyKeysTable;
  packages: PackagesTable;
  package_prices: PackagePricesTable;
  payments: PaymentsTable;
  online_shops: OnlineShopsTable;
  shipping_packages: ShippingPackagesTable;
  online_orders: OnlineOrdersTable;
  online_shop_visits: OnlineShopVisitsTable;
  online_messages: OnlineMessagesTable;
  online_featured: OnlineFeaturedTable;
  online_order_lines: OnlineOrderLinesTable;
  online_order_events: OnlineOrderEventsTable;
  shop_subscriptions: ShopSubscriptionsTable;
  usage_counters: UsageCountersTable;
  sms_messages: SmsMessagesTable;
  sms_credit_entries: SmsCreditEntriesTable;
  sms_campaigns: SmsCampaignsTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  schema_migrations: SchemaMigrationsTable;
  stock_movements: StockMovementsTable;
  shop_counters: ShopCountersTable;
  sales: SalesTable;
  sale_lines: SaleLinesTable;
  sale_payments: SalePaymentsTable;
  sale_returns: SaleReturnsTable;
  sale_return_lines: SaleReturnLinesTable;
  purchases: PurchasesTable;
  purchase_lines: PurchaseLinesTable;
  purchase_payments: PurchasePaymentsTable;
  purchase_returns: PurchaseReturnsTable;
  purchase_return_lines: PurchaseReturnLinesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_photos: ProductPhotosTable;
  product_search_terms: ProductSearchTermsTable;
  product_imports: ProductImportsTable;
  contacts: ContactsTable;
  due_entries: DueEntriesTable;
  expense_categories: CashbookCategoriesTable;
  income_categories: CashbookCategoriesTable;
  expenses: CashbookEntriesTable;
  incomes: CashbookEntriesTable;
  trade_days: TradeDaysTable;
  trade_months: TradeMonthsTable;
  trade_product_days: TradeProductDaysTable;
  trade_product_months: TradeProductMonthsTable;
  trade_product_years: TradeProductYearsTable;
  contact_months: ContactMonthsTable;
  contact_years: ContactYearsTable;
  money_days: MoneyDaysTable;
  book_months: BookMonthsTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Kysely<Database>;

export type UserRow = Selectable<UsersTable>;
export type ShopRow = Selectable<ShopsTable>;
export type StockMovementRow = Selectable<StockMovementsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type ProductPhotoRow = Selectable<ProductPhotosTable>;
export type ContactRow = Selectable<ContactsTable>;
export type DueEntryRow = Selectable<DueEntriesTable>;
export type CashbookCategoryRow = Selectable<CashbookCategoriesTable>;
export type CashbookEntryRow = Selectable<CashbookEntriesTable>;
