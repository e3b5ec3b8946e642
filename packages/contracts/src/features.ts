/** Feature keys: one per area of the app. A role is a name plus a set of these. */
export const FEATURE_KEYS = [
  'sell',
  /** Voiding a sale and taking goods back on it: apart from selling, so a cashier can sell without them. */
  'sell-void',
  /** Seeing cost and profit (purchase prices, stock value, a sale's cost and profit): the server leaves them out of every answer without it. */
  'see-profit',
  'purchase',
  'products',
  'stock',
  'contacts',
  'dues',
  'expenses',
  'reports',
  'sms',
  'online-shop',
  'printer',
  'settings',
  'subscriptions',
  'access-management',
  /** Reading the audit log (who changed or reversed what, when, from which device): apart from the rest, so oversight is the owner's to give. */
  'audit',
  /** The money accounts, transfers and every drawer's shifts (docs/PRODUCT.md "Money accounts and the day's close"). */
  'money',
  /** Opening, working in and closing one's own shift at a drawer, and seeing only its report. */
  'shift',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** The roles every shop starts with; the owner may rename or change them. */
export const READY_ROLES = ['cashier', 'manager', 'accountant'] as const;
export type ReadyRole = (typeof READY_ROLES)[number];

/** The spec's usage-limit features. */
export const USAGE_FEATURES = [
  'buy',
  'sell',
  'expense',
  'product-list',
  'due',
  'customer',
  'supplier',
  'employee',
  'stock-list',
  'expense-category',
] as const;
export type UsageFeature = (typeof USAGE_FEATURES)[number];

/** Monthly features reset each calendar month (shop timezone); the others count totals. */
export const MONTHLY_USAGE_FEATURES: readonly UsageFeature[] = ['buy', 'sell', 'expense', 'due'];
