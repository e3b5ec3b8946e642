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
} as const;

/** The most days of warranty a product takes (ten years). */
export const WARRANTY_DAYS_MAX = 3650;
