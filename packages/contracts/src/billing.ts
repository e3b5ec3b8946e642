/**
 * Packages, the shop's subscription, its usage against the package's limits, and payments
 * (docs/API.md, "Packages, subscription, usage, payments" — the fixed part; fields beyond it are free).
 * Kept out of the index so screens that do not pay do not carry it.
 */
import { z } from 'zod';
import type { UsageLevel } from '@dokani/core';
import { ulidSchema } from './common.ts';
import { moneyOut } from './decimal.ts';
import { USAGE_FEATURES } from './features.ts';

import { PAYMENT_PROVIDERS } from './constants.ts';
import { TEXT_LIMITS } from './text-limits.ts';
export { PAYMENT_PROVIDERS, type PaymentProviderName } from './constants.ts';
export const PAYMENT_STATUSES = ['initiated', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const USAGE_LEVELS = ['low', 'medium', 'high'] as const satisfies readonly UsageLevel[];
export { usageLevel } from '@dokani/core';
export type { UsageLevel } from '@dokani/core';

const limitsSchema = z
  .object(
    Object.fromEntries(USAGE_FEATURES.map((f) => [f, z.number().int().nullable()])) as Record<
      (typeof USAGE_FEATURES)[number],
      z.ZodNullable<z.ZodNumber>
    >,
  )
  .meta({ description: 'Every usage feature → its limit, or null for none' });

export const packageItemSchema = z
  .object({
    /** The thing bought: a package and its period, e.g. `advanced-yearly`; `free` for the free package. */
    id: z.string(),
    kind: z.enum(['subscription', 'sms']),
    /** The package this item is of (`free`, `advanced`). */
    packageId: z.string(),
    name: z.string(),
    /** Months the item runs; null for Free (it never ends). */
    months: z.number().int().nullable(),
    /** The list price; the amount paid is price − discount. */
    price: moneyOut,
    discount: moneyOut,
    /** What is paid: price − discount. */
    payable: moneyOut,
    limits: limitsSchema,
    smsCount: z.number().int().nullable(),
    /** False for Free: it is what a shop has without paying. */
    buyable: z.boolean(),
  })
  .meta({ id: 'PackageItem' });
export type PackageItem = z.infer<typeof packageItemSchema>;
export const packageListAnswer = z.object({
  items: z.array(packageItemSchema),
  /** The payment providers offered on this server (a provider without credentials is not). */
  providers: z.array(z.enum(PAYMENT_PROVIDERS)),
});
export type PackageList = z.infer<typeof packageListAnswer>;

export const subscriptionHistoryItemSchema = z
  .object({
    id: z.string(),
    packageId: z.string(),
    startsOn: z.string(),
    /** The last day included. */
    endsOn: z.string(),
    paymentId: z.string().nullable(),
    amount: moneyOut,
    provider: z.enum(PAYMENT_PROVIDERS).nullable(),
    /** The provider's transaction number, for the receipt. */
    transactionId: z.string().nullable(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'SubscriptionPurchase' });
export type SubscriptionPurchase = z.infer<typeof subscriptionHistoryItemSchema>;

export const subscriptionAnswer = z
  .object({
    /** The item bought (`advanced-monthly`…); `free` when nothing was ever bought. For a lapsed one, what was bought last. */
    packageId: z.string(),
    status: z.enum(['free', 'active', 'lapsed']),
    startsOn: z.string().nullable(),
    /** The last day included; null for Free. */
    endsOn: z.string().nullable(),
    /** Days left including today while active; null otherwise. */
    daysLeft: z.number().int().nullable(),
    /** Purchases, newest first. */
    history: z.array(subscriptionHistoryItemSchema),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionAnswer>;

export const usageItemSchema = z
  .object({
    feature: z.enum(USAGE_FEATURES),
    used: z.number().int(),
    limit: z.number().int().nullable(),
    /** `YYYY-MM` for monthly features, `all` for totals. */
    period: z.string(),
    level: z.enum(USAGE_LEVELS),
    /** The day a monthly count starts again (first of next month); null for totals. */
    resetsOn: z.string().nullable(),
  })
  .meta({ id: 'UsageItem' });
export type UsageItem = z.infer<typeof usageItemSchema>;
export const usageAnswer = z.object({ items: z.array(usageItemSchema) });

export const createPaymentBody = z
  .object({ id: ulidSchema, packageId: z.string().min(1).max(TEXT_LIMITS.pathKey), provider: z.enum(PAYMENT_PROVIDERS) })
  .strict();
export type CreatePaymentWire = z.input<typeof createPaymentBody>;

export const paymentSchema = z
  .object({
    id: z.string(),
    packageId: z.string(),
    amount: moneyOut,
    provider: z.enum(PAYMENT_PROVIDERS),
    status: z.enum(PAYMENT_STATUSES),
    /** Where the browser goes to pay (the provider's page); present while initiated. */
    redirectUrl: z.string().nullable(),
    transactionId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;
export const paymentParams = z.object({ shopId: ulidSchema, paymentId: ulidSchema });
export const sandboxPaymentParams = z.object({ paymentId: ulidSchema });
export const sandboxCompleteBody = z.object({ outcome: z.enum(['success', 'fail', 'cancel']) }).strict();
/** The public view of a sandbox payment, for the sandbox page (no token: it stands for the provider). */
export const sandboxPaymentSchema = z.object({
  id: z.string(),
  amount: moneyOut,
  status: z.enum(PAYMENT_STATUSES),
  /** Where the browser returns when the tester has chosen. */
  returnUrl: z.string(),
});
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

/** Our answer to SSLCommerz's IPN: whether the notice was for a payment of ours. */
export const sslIpnAnswer = z.object({ received: z.boolean() });

/** bKash: what its page adds to the callback address when it sends the browser back. */
export const bkashCallbackQuery = z.looseObject({
  paymentID: z.string().max(TEXT_LIMITS.providerRef).optional(),
  status: z.string().max(TEXT_LIMITS.providerStatus).optional(),
});

/** The fields SSLCommerz posts that we read; it posts many more, which are let through. */
export const sslcommerzForm = z.looseObject({
  tran_id: z.string().max(TEXT_LIMITS.providerRef).optional(),
  val_id: z.string().max(TEXT_LIMITS.providerRef).optional(),
  status: z.string().max(TEXT_LIMITS.providerStatus).optional(),
});

/** How the SSLCommerz gateway sends the browser back. */
export const sslcommerzReturnParams = z.object({ outcome: z.enum(['success', 'fail', 'cancel']) });
