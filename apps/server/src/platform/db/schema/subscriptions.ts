/** Packages, their prices and limits, payments, a shop's subscriptions, and its usage counters. */
import type { Generated } from 'kysely';
import type { Json } from './json.ts';

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

export interface UsageCountersTable {
  shop_id: string;
  feature: string;
  period: string;
  count: number;
}
