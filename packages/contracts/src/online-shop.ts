/**
 * The online shop (docs/API.md, "Online shop" — the fixed part): the store's settings and web address,
 * its shipping packages, and the public store. Kept out of the index: only its screens carry it.
 */
import { z } from 'zod';
import { listQuerySchema, mobileInputSchema, ulidSchema } from './common.ts';
import { moneyInput, moneyOut, quantityInput, quantityOut } from './decimal.ts';
import { COUNT_LIMITS, TEXT_LIMITS } from './text-limits.ts';
import { ONLINE_THEMES, RESERVED_SLUGS, SLUG_PATTERN } from './store-rules.ts';

export { ONLINE_THEMES, RESERVED_SLUGS, SLUG_PATTERN } from './store-rules.ts';
export type { OnlineTheme } from './store-rules.ts';

const slugInput = z
  .string()
  .max(TEXT_LIMITS.pathKey, { message: 'validation.onlineShop.slug' })
  .transform((v) => v.trim().toLowerCase())
  .refine((v) => SLUG_PATTERN.test(v), { message: 'validation.onlineShop.slug' })
  .refine((v) => !RESERVED_SLUGS.includes(v), { message: 'validation.onlineShop.slugReserved' })
  .meta({ description: "The store's web address: 3–40 of a–z, 0–9 and '-', not a reserved word", example: 'mayer-doa-store' });

/** Optional text: trimmed, empty means none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .max(max, { message: 'validation.tooLong' })
    .transform((v) => (v.trim() === '' ? null : v.trim()))
    .nullable();

const socialUrl = z
  .string()
  .max(TEXT_LIMITS.socialUrl, { message: 'validation.tooLong' })
  .transform((v, ctx) => {
    const t = v.trim();
    if (t === '') return null;
    try {
      const u = new URL(t);
      if (u.protocol === 'https:' || u.protocol === 'http:') return u.toString();
    } catch {
      // fall through
    }
    ctx.addIssue({ code: 'custom', message: 'validation.badUrl' });
    return z.NEVER;
  })
  .nullable();

const SOCIAL = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;
const POLICIES = ['returns', 'refund', 'privacy', 'terms'] as const;

const socialOut = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  tiktok: z.string().nullable(),
});
const policiesOut = z.object({
  returns: z.string().nullable(),
  refund: z.string().nullable(),
  privacy: z.string().nullable(),
  terms: z.string().nullable(),
});

export const onlineShopSchema = z
  .object({
    /** Null until the owner chooses the store's address. */
    slug: z.string().nullable(),
    published: z.boolean(),
    name: z.string(),
    address: z.string().nullable(),
    mobile: z.string().nullable().meta({ description: 'E.164' }),
    social: socialOut,
    themeId: z.enum(ONLINE_THEMES),
    seo: z.object({ title: z.string().nullable(), description: z.string().nullable() }),
    policies: policiesOut,
    /** The store's public address (null without a slug). */
    url: z.string().nullable(),
    /** The shop's own domain, set by an operator (read-only). */
    domain: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    logoUrl: z.string().nullable(),
    /** The customer confirms their number with a code sent by SMS before an order is placed. */
    checkoutOtp: z.boolean(),
  })
  .meta({ id: 'OnlineShop' });
export type OnlineShop = z.infer<typeof onlineShopSchema>;

export const patchOnlineShopBody = z
  .object({
    slug: slugInput.optional(),
    published: z.boolean().optional(),
    name: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(TEXT_LIMITS.storeName, { message: 'validation.tooLong' })
      .optional(),
    address: optionalText(TEXT_LIMITS.shopAddress).optional(),
    mobile: mobileInputSchema.nullable().optional(),
    social: z
      .object(
        Object.fromEntries(SOCIAL.map((k) => [k, socialUrl.optional()])) as Record<
          (typeof SOCIAL)[number],
          z.ZodOptional<typeof socialUrl>
        >,
      )
      .strict()
      .optional(),
    themeId: z.enum(ONLINE_THEMES).optional(),
    checkoutOtp: z.boolean().optional(),
    seo: z
      .object({ title: optionalText(TEXT_LIMITS.seoTitle).optional(), description: optionalText(TEXT_LIMITS.seoDescription).optional() })
      .strict()
      .optional(),
    policies: z
      .object(
        Object.fromEntries(POLICIES.map((k) => [k, optionalText(TEXT_LIMITS.storePolicy).optional()])) as Record<
          (typeof POLICIES)[number],
          z.ZodOptional<ReturnType<typeof optionalText>>
        >,
      )
      .strict()
      .optional(),
  })
  .strict();
export type PatchOnlineShopBody = z.infer<typeof patchOnlineShopBody>;
export type PatchOnlineShopWire = z.input<typeof patchOnlineShopBody>;

const packageName = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(TEXT_LIMITS.shippingPackageName, { message: 'validation.tooLong' });
export const shippingPackageSchema = z.object({ id: z.string(), name: z.string(), fee: moneyOut }).meta({ id: 'ShippingPackage' });
export type ShippingPackage = z.infer<typeof shippingPackageSchema>;
export const shippingPackageListAnswer = z.object({ items: z.array(shippingPackageSchema) });
export const createShippingPackageBody = z.object({ id: ulidSchema, name: packageName, fee: moneyInput }).strict();
export type CreateShippingPackageWire = z.input<typeof createShippingPackageBody>;
export const patchShippingPackageBody = z.object({ name: packageName.optional(), fee: moneyInput.optional() }).strict();
export type PatchShippingPackageWire = z.input<typeof patchShippingPackageBody>;
export const shippingPackageParams = z.object({ shopId: ulidSchema, packageId: ulidSchema });

/** The public store (no token): what its pages show above the products. */
export const storeSchema = z
  .object({
    name: z.string(),
    address: z.string().nullable(),
    mobile: z.string().nullable(),
    logoUrl: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    social: socialOut,
    themeId: z.enum(ONLINE_THEMES),
    shippingPackages: z.array(shippingPackageSchema),
    /** Categories with at least one product on sale online. */
    categories: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof storeSchema>;
export const storeParams = z.object({ slug: z.string().max(TEXT_LIMITS.pathKey) });

/** A product as the public store shows it: the server's price, its photos, and whether any is left. */
export const storeProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    price: moneyOut,
    photos: z.array(z.object({ url: z.string(), thumbUrl: z.string(), width: z.number().int(), height: z.number().int() })),
    inStock: z.boolean(),
  })
  .meta({ id: 'StoreProduct' });
export type StoreProduct = z.infer<typeof storeProductSchema>;
export const storeProductListAnswer = z.object({ items: z.array(storeProductSchema), nextCursor: z.string().nullable() });
export const storeProductsQuery = listQuerySchema.pick({ q: true, cursor: true }).extend({ categoryId: ulidSchema.optional() });

// ─── Orders ────────────────────────────────────────────────────────────────────────────────

export const ORDER_STATUSES = ['placed', 'accepted', 'processing', 'shipped', 'delivered', 'completed', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES_COD = ['unpaid', 'paid', 'refunded'] as const;

/**
 * The pipeline (docs/API.md): placed → accepted → processing → shipped → delivered → completed;
 * cancelled from placed, accepted or processing; returned from shipped or delivered.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['accepted', 'cancelled'],
  accepted: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['completed', 'returned'],
  completed: [],
  cancelled: [],
  returned: [],
};
/** The most lines, and the most of one product, a storefront order takes. */
export const ORDER_MAX_LINES = 30;
export const ORDER_MAX_QUANTITY = 1000;

const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: quantityOut,
  unitPrice: moneyOut,
  total: moneyOut,
});
export const orderSchema = z
  .object({
    id: z.string(),
    number: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES_COD),
    customer: z.object({
      name: z.string(),
      mobile: z.string(),
      address: z.string(),
      divisionId: z.string().nullable(),
      districtId: z.string().nullable(),
      areaId: z.string().nullable(),
    }),
    lines: z.array(orderLineSchema),
    shippingPackageId: z.string().nullable(),
    shippingName: z.string(),
    subtotal: moneyOut,
    deliveryFee: moneyOut,
    total: moneyOut,
    note: z.string().nullable(),
    /** The sale the completed order became. */
    saleId: z.string().nullable(),
    createdAt: z.string(),
    /** Its status changes, oldest first (who: null for the customer). */
    events: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), by: z.string().nullable() })),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;
/**
 * An order after a status move: `sms` says what became of the customer's SMS the move sends
 * (accepted, shipped) — the move stands whatever it says: `no-credit` (the shop's SMS credit was
 * short), `limited` (the order's SMS limit or the shop's hourly cap), `failed` (the gateway did not
 * take it); null when the move sends none.
 */
export const movedOrderSchema = orderSchema
  .extend({ sms: z.enum(['sent', 'failed', 'no-credit', 'limited']).nullable() })
  .meta({ id: 'MovedOrder' });
export type MovedOrder = z.infer<typeof movedOrderSchema>;
/** What the customer gets back on placing: the order and the tracking link (only now: its token is not kept). */
export const placedOrderSchema = orderSchema.extend({ trackingUrl: z.string() }).meta({ id: 'PlacedOrder' });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

const nameText = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(TEXT_LIMITS.customerName, { message: 'validation.tooLong' });
const geoId = z
  .string()
  .regex(/^\d{1,4}$/, { message: 'validation.geo' })
  .nullable()
  .optional();
/** An area: an upazila's number, or a city thana's name id ("dmp-dhanmondi", core `thanas`). */
const areaId = z
  .string()
  .regex(/^(\d{1,4}|[a-z]{2,5}-[a-z0-9-]{1,40})$/, { message: 'validation.geo' })
  .nullable()
  .optional();
export const placeOrderBody = z
  .object({
    id: ulidSchema,
    customer: z
      .object({
        name: nameText,
        mobile: mobileInputSchema,
        address: z
          .string()
          .trim()
          .min(1, { message: 'validation.required' })
          .max(TEXT_LIMITS.shopAddress, { message: 'validation.tooLong' }),
        divisionId: geoId,
        districtId: geoId,
        areaId,
      })
      .strict(),
    shippingPackageId: ulidSchema,
    lines: z
      .array(
        z
          .object({
            productId: ulidSchema,
            quantity: quantityInput.refine((q) => q > 0n && q <= BigInt(ORDER_MAX_QUANTITY) * 1000n, {
              message: 'validation.onlineShop.quantity',
            }),
          })
          .strict(),
      )
      .min(1, { message: 'validation.trade.emptyCart' })
      .max(ORDER_MAX_LINES, { message: 'validation.tooManyItems' }),
    note: z.string().trim().max(TEXT_LIMITS.invoiceNote, { message: 'validation.tooLong' }).optional(),
    /** Left empty by people; a bot that fills every field is refused. */
    website: z.string().max(TEXT_LIMITS.token).optional(),
    /** The proof of the customer's number (POST /auth/otp/verify, purpose 'checkout'), when the store asks for it. */
    otpToken: z.string().max(TEXT_LIMITS.token).optional(),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;
export type PlaceOrderWire = z.input<typeof placeOrderBody>;

export const orderParams = z.object({ shopId: ulidSchema, orderId: ulidSchema });
export const orderListQuery = listQuerySchema.extend({ status: z.enum(ORDER_STATUSES).optional() });
export const orderListAnswer = z.object({
  items: z.array(orderSchema),
  nextCursor: z.string().nullable(),
  /** Orders per status (all of them, not only this page). */
  counts: z.object(Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<OrderStatus, z.ZodNumber>),
});
export const orderStatusBody = z
  .object({ status: z.enum(ORDER_STATUSES.filter((s) => s !== 'placed') as [OrderStatus, ...OrderStatus[]]) })
  .strict();

// ─── The dashboard, online products, messages and the fraud check ───────────────────────────

/** The dashboard's four cards (docs/PRODUCT.md "Online shop and storefront"). */
export const onlineSummarySchema = z
  .object({
    /** Orders not yet completed, cancelled or returned. */
    activeOrders: z.number().int(),
    /** Products on sale online (active ones). */
    onlineProducts: z.number().int(),
    /** What completed orders brought in (their totals). */
    earning: moneyOut,
    /** Visitors counted by the server: one a visitor a day (no third-party tracker). */
    visits: z.object({ today: z.number().int(), last30Days: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'OnlineSummary' });
export type OnlineSummary = z.infer<typeof onlineSummarySchema>;

/** Put many products on sale online, or take them off, at once. */
export const publishProductsBody = z
  .object({
    productIds: z
      .array(ulidSchema)
      .min(1, { message: 'validation.required' })
      .max(COUNT_LIMITS.featuredProducts, { message: 'validation.tooManyItems' }),
    onlineSale: z.boolean(),
  })
  .strict();
export type PublishProductsWire = z.input<typeof publishProductsBody>;
export const publishProductsAnswer = z.object({ updated: z.number().int() });

/** A visitor's message to the shop, from the storefront (no sign-in; `website` is the honeypot). */
export const storeMessageBody = z
  .object({
    name: nameText,
    mobile: mobileInputSchema,
    text: z.string().trim().min(1, { message: 'validation.required' }).max(TEXT_LIMITS.storeMessage, { message: 'validation.tooLong' }),
    website: z.string().max(TEXT_LIMITS.token).optional(),
  })
  .strict();
export type StoreMessageWire = z.input<typeof storeMessageBody>;
export const storeMessageAnswer = z.object({ id: z.string() });

export const onlineMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    mobile: z.string(),
    text: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
    reply: z.string().nullable(),
    repliedAt: z.string().nullable(),
    /** Who answered (a member's name). */
    repliedBy: z.string().nullable(),
    /** Answers by SMS still allowed: 3 a message, within 7 days of it (0 after). */
    repliesLeft: z.number().int(),
    /** What became of the latest answer's SMS; null before any. */
    replySms: z.enum(['queued', 'sending', 'sent', 'delivered', 'failed']).nullable(),
  })
  .meta({ id: 'OnlineMessage' });
export type OnlineMessage = z.infer<typeof onlineMessageSchema>;
export const onlineMessageListAnswer = z.object({
  items: z.array(onlineMessageSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export const onlineMessageListQuery = listQuerySchema.pick({ cursor: true });
export const onlineMessageParams = z.object({ shopId: ulidSchema, messageId: ulidSchema });
/** The owner's answer, sent to the visitor's number by SMS. */
export const replyMessageBody = z
  .object({
    text: z.string().trim().min(1, { message: 'validation.required' }).max(TEXT_LIMITS.storeMessage, { message: 'validation.tooLong' }),
  })
  .strict();

export const FRAUD_RISKS = ['new', 'low', 'medium', 'high'] as const;
export const fraudCheckQuery = z.object({ mobile: mobileInputSchema });
export const fraudCheckSchema = z
  .object({
    mobile: z.string(),
    orders: z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
    returned: z.number().int(),
    risk: z.enum(FRAUD_RISKS),
  })
  .meta({ id: 'FraudCheck' });
export type FraudCheck = z.infer<typeof fraudCheckSchema>;

// ─── Featured products and the banner ───────────────────────────────────────────────────────

/** The most products a store features above its catalogue. */
export const MAX_FEATURED = 12;
export const featuredProductSchema = z
  .object({ id: z.string(), name: z.string(), price: moneyOut, thumbUrl: z.string().nullable(), inStock: z.boolean() })
  .meta({ id: 'FeaturedProduct' });
export type FeaturedProduct = z.infer<typeof featuredProductSchema>;
/** Featured products in the order the owner chose. */
export const featuredListAnswer = z.object({ items: z.array(featuredProductSchema) });
/** Replaces the featured list (order kept): the shop's own products, active and on sale online. */
export const putFeaturedBody = z
  .object({
    productIds: z
      .array(ulidSchema)
      .max(MAX_FEATURED, { message: 'validation.tooManyItems' })
      .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.onlineShop.featuredTwice' }),
  })
  .strict();
export type PutFeaturedWire = z.input<typeof putFeaturedBody>;
/** The banner's size on the store (docs/PRODUCT.md: 1920×560); an upload is cropped to it. */
export const BANNER_SIZE = { width: 1920, height: 560 } as const;
