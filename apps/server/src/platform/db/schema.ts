/**
 * The one Kysely `Database` type for both drivers; column names as in migrations/*.sql. The tables'
 * types live by domain in schema/; this file composes them and is what every importer uses.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { OtpCodesTable, OtpSendsTable, OtpTokensTable, SessionsTable, UsersTable } from './schema/auth.ts';
import type { ShopCountersTable, ShopSettingsTable, ShopsTable } from './schema/shops.ts';
import type { RolesTable, ShopInvitesTable, ShopMembersTable } from './schema/access.ts';
import type {
  PackagePricesTable,
  PackagesTable,
  PaymentsTable,
  ShopSubscriptionsTable,
  UsageCountersTable,
} from './schema/subscriptions.ts';
import type {
  OnlineFeaturedTable,
  OnlineMessagesTable,
  OnlineOrderEventsTable,
  OnlineOrderLinesTable,
  OnlineOrdersTable,
  OnlineShopVisitsTable,
  OnlineShopsTable,
  ShippingPackagesTable,
} from './schema/online-shop.ts';
import type { SmsCampaignsTable, SmsCreditEntriesTable, SmsMessagesTable } from './schema/sms.ts';
import type { AuditLogTable, IdempotencyKeysTable, RateLimitsTable, SchemaMigrationsTable } from './schema/platform.ts';
import type {
  CategoriesTable,
  ProductImportsTable,
  ProductPhotosTable,
  ProductSearchTermsTable,
  ProductsTable,
} from './schema/catalogue.ts';
import type { StockMovementsTable } from './schema/stock.ts';
import type {
  InvoiceLinesTable,
  InvoicePaymentsTable,
  InvoiceReturnLinesTable,
  InvoiceReturnsTable,
  InvoicesTable,
} from './schema/trade.ts';
import type { ContactsTable, DueEntriesTable } from './schema/contacts.ts';
import type { CashbookCategoriesTable, CashbookEntriesTable } from './schema/books.ts';
import type {
  BookMonthsTable,
  ContactMonthsTable,
  ContactYearsTable,
  MoneyDaysTable,
  TradeDaysTable,
  TradeMonthsTable,
  TradeProductDaysTable,
  TradeProductMonthsTable,
  TradeProductYearsTable,
} from './schema/summaries.ts';
import type { FeedbackTable, ReferralCodesTable, ReferralsTable, TutorialProgressTable } from './schema/feedback.ts';
import type { MoneyAccountsTable, MoneyMovementsTable, MoneyTransfersTable } from './schema/money.ts';

export type * from './schema/auth.ts';
export type * from './schema/shops.ts';
export type * from './schema/access.ts';
export type * from './schema/subscriptions.ts';
export type * from './schema/online-shop.ts';
export type * from './schema/sms.ts';
export type * from './schema/platform.ts';
export type * from './schema/catalogue.ts';
export type * from './schema/stock.ts';
export type * from './schema/trade.ts';
export type * from './schema/contacts.ts';
export type * from './schema/books.ts';
export type * from './schema/summaries.ts';
export type * from './schema/feedback.ts';
export type * from './schema/money.ts';

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
  sales: InvoicesTable;
  sale_lines: InvoiceLinesTable;
  sale_payments: InvoicePaymentsTable;
  sale_returns: InvoiceReturnsTable;
  sale_return_lines: InvoiceReturnLinesTable;
  purchases: InvoicesTable;
  purchase_lines: InvoiceLinesTable;
  purchase_payments: InvoicePaymentsTable;
  purchase_returns: InvoiceReturnsTable;
  purchase_return_lines: InvoiceReturnLinesTable;
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
  feedback: FeedbackTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  tutorial_progress: TutorialProgressTable;
  money_accounts: MoneyAccountsTable;
  money_movements: MoneyMovementsTable;
  money_transfers: MoneyTransfersTable;
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
