/**
 * The longest text each field takes, in characters: one list for the API's schemas and the web's
 * forms, which check before sending and name the limit in their message ("সর্বোচ্চ ২০০ অক্ষর")
 * instead of cutting a pasted text short. Free of zod, so the web imports it alone
 * (`@dokani/contracts/text-limits`).
 */
export const TEXT_LIMITS = {
  /** product and expense / income categories */
  categoryName: 60,
  productName: 120,
  productUnit: 20,
  productDetails: 2000,
  barcode: 64,
  batchNumber: 60,
  /** expense and income entries */
  entryNote: 1000,
  entryReason: 200,
  entryDetails: 1000,
  entryVoidReason: 200,
  /** a sale's or purchase's note, and a return's */
  invoiceNote: 500,
  invoiceVoidReason: 300,
  stockNote: 500,
  deviceName: 100,
  receiptFooter: 200,
  shopAddress: 300,
  roleName: 40,
  /** the online shop */
  storeName: 80,
  socialUrl: 300,
  seoTitle: 70,
  seoDescription: 160,
  storePolicy: 20000,
  shippingPackageName: 60,
  storeMessage: 1000,
  customerName: 100,
  /** what a caller hands back: an OTP proof, a page's cursor, a field a bot fills */
  token: 200,
  /** a store's address in a path, a receipt link's token, a package id */
  pathKey: 64,
  /** a search typed in a list */
  search: 100,
  /** one number typed for an SMS, before it is read */
  typedMobile: 40,
  /** a number written as text (a discount's value) */
  decimalText: 20,
  /** a product list pasted or uploaded as CSV */
  importCsv: 5_000_000,
  /** a person's name (a user, a contact, a walk-in customer) */
  personName: 100,
  /** a contact's or a walk-in customer's address */
  address: 300,
  /** a contact's position (an employee), what a supplier supplies */
  contactPosition: 100,
  suppliedItems: 500,
  email: 254,
  /** a photo's link */
  photoUrl: 500,
  /** a due entry's note */
  dueNote: 500,
  /** a mobile number as typed (spaces, +880) */
  typedMobileNumber: 32,
  /** a PIN or a one-time code as typed */
  typedCode: 16,
  /** a shop's public phone as typed */
  shopPhone: 20,
  /** the provisional number an offline sale's receipt printed */
  offlineNumber: 40,
  /** a percentage written as text */
  percentText: 10,
  /** a payment provider's reference (a payment id, a transaction id, a validation id) */
  providerRef: 100,
  /** a payment provider's status word */
  providerStatus: 40,
  /** what a user writes the app's makers (an idea, a problem, praise), and the operator's answer */
  feedbackText: 2000,
  feedbackAnswer: 2000,
  /** a referral code as it came in a link (`/auth?ref=`) */
  referralCode: 32,
  /** a money account's name, its bank's or wallet's name, and its number */
  moneyAccountName: 60,
  moneyProvider: 60,
  moneyAccountNumber: 40,
  /** a transfer's note */
  moneyNote: 300,
} as const;

/** The most items a request or a page takes. */
export const COUNT_LIMITS = {
  /** a list's page (`limit`) */
  page: 200,
  /** a report's page of transactions */
  reportPage: 100,
  /** the lines of one return */
  returnLines: 200,
  /** how far ahead the expiring-products list looks, in days (ten years) */
  expiringDays: 3650,
  /** the payments of one sale or purchase (split by method) */
  payments: 5,
  /** the products the store features at once */
  featuredProducts: 500,
  /** the ids of a product's photos in their new order (more than it may have, so a repeat is refused by the rule, not cut) */
  photoOrder: 20,
} as const;

/** The most days of warranty a product takes (ten years). */
export const WARRANTY_DAYS_MAX = 3650;
