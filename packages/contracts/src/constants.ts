/**
 * The contract's plain values, without zod: a web page that needs only a list of units or a
 * limit imports them from here (`@dokani/contracts/constants`), so the schemas — built by calls
 * the bundler must keep — stay out of its code. The schema modules re-export them.
 */

/** Lines an invoice may have (a sale or a purchase); the counter stops adding at this many. */
export const MAX_INVOICE_LINES = 200;

/** The spec's payment methods a payment can have ("due" is the unpaid rest, "quick sell" a kind of sale). */
export const PAYMENT_METHODS = ['cash', 'qr-code', 'bank-check', 'online-order'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Filters of the books: a payment method, or `due` (something left unpaid), or `quick-sell`. */
/** The providers a package or an SMS pack is paid through. */
export const PAYMENT_PROVIDERS = ['sandbox', 'bkash', 'sslcommerz'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_FILTERS = [...PAYMENT_METHODS, 'due', 'quick-sell'] as const;

/** Units offered in the picker (docs/PRODUCT.md "Catalogue and stock"); any other short text is a custom unit. */
export const PRODUCT_UNITS = ['pcs', 'kg', 'gram', 'litre', 'ml', 'dozen', 'box', 'packet', 'metre', 'feet', 'pair', 'set'] as const;
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export const MAX_PRODUCT_PHOTOS = 5;
export const PRODUCT_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'stock', '-stock', 'sellPrice', '-sellPrice'] as const;

export const CONTACT_TYPES = ['customer', 'supplier', 'employee'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_STATUSES = ['active', 'inactive'] as const;

/** The language of the SMS a shop sends its contacts (due notices, reminders). */
export const SMS_LANGUAGES = ['bn', 'en'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];
/** Receipt paper: 58 mm or 80 mm thermal roll, or A4. */
export const RECEIPT_PAPERS = ['58', '80', 'a4'] as const;
export type ReceiptPaper = (typeof RECEIPT_PAPERS)[number];
/** The most copies of a receipt a shop prints at once. */
export const MAX_RECEIPT_COPIES = 5;

/** What a user's feedback to the app's makers is: an idea, a problem, or praise. */
export const FEEDBACK_KINDS = ['idea', 'problem', 'praise'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
/** The most feedback one user sends in any 24 hours. */
export const FEEDBACK_DAILY_LIMIT = 10;

/** The spec's discount types (docs/API.md "Conventions"). */
export const DISCOUNT_TYPE_VALUES = ['AMOUNT', 'PERCENT'] as const;

/** Free SMS parts every shop gets each month (its calendar month), used before bought ones. */
export const SMS_FREE_MONTHLY = 30;
/** A campaign's most recipients, and its text's most characters. */
export const MAX_SMS_RECIPIENTS = 10_000;
export const MAX_SMS_TEXT = 1_000;
/** Groups of the shop's contacts an SMS can go to. */
export const SMS_RECIPIENT_GROUPS = ['customers', 'suppliers', 'employees', 'customers-with-due'] as const;
export type SmsRecipientGroup = (typeof SMS_RECIPIENT_GROUPS)[number];

/**
 * The audit log's kinds, what its filter offers (docs/PRODUCT.md "Data safety"): each a group of
 * entries the server knows how to pick (modules/audit/audit-log.ts). The log's everyday sales and
 * purchases are in no kind: they are the books' own.
 */
export const AUDIT_KINDS = [
  'void',
  'return',
  'stock',
  'price',
  'removed',
  'due-reverse',
  'access',
  'payment',
  'settings',
  'export',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Where a shop keeps money (docs/PRODUCT.md "Money accounts and the day's close"): a cash drawer, a mobile wallet, a bank account. */
export const MONEY_ACCOUNT_KINDS = ['cash', 'mobile', 'bank'] as const;
export type MoneyAccountKind = (typeof MONEY_ACCOUNT_KINDS)[number];
/** The mobile wallets of Bangladesh a shop takes money by, and whose number it is (personal, agent or merchant). */
export const MOBILE_PROVIDERS = ['bkash', 'nagad', 'rocket', 'upay', 'other'] as const;
export type MobileProvider = (typeof MOBILE_PROVIDERS)[number];
export const WALLET_TYPES = ['personal', 'agent', 'merchant'] as const;
export const MONEY_ACCOUNT_STATUSES = ['active', 'inactive'] as const;
/**
 * What moved an account's money, one kind per cause: the opening balance (and a change of it),
 * the trade's payments, refunds and voids, the due book's money entries, expenses and incomes and
 * their voids, and transfers between the shop's accounts.
 */
export const MONEY_MOVEMENT_KINDS = [
  'opening',
  'sale',
  'sale-refund',
  'sale-void',
  'purchase',
  'purchase-refund',
  'purchase-void',
  'due-received',
  'due-given',
  'expense',
  'expense-void',
  'income',
  'income-void',
  'transfer',
] as const;
export type MoneyMovementKind = (typeof MONEY_MOVEMENT_KINDS)[number];
