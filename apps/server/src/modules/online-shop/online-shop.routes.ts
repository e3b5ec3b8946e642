/**
 * /api/v1/shops/{shopId}/online-shop and /shipping-packages (feature 'online-shop'), and the
 * public /stores/{slug} (no token; an unpublished or unknown store is 404).
 */
import { shopParams } from '@dokani/contracts';
import {
  createShippingPackageBody,
  onlineShopSchema,
  patchOnlineShopBody,
  patchShippingPackageBody,
  shippingPackageListAnswer,
  shippingPackageParams,
  shippingPackageSchema,
  orderListAnswer,
  orderListQuery,
  orderParams,
  movedOrderSchema,
  orderSchema,
  orderStatusBody,
  placeOrderBody,
  placedOrderSchema,
  storeParams,
  storeProductListAnswer,
  storeProductsQuery,
  storeSchema,
  fraudCheckQuery,
  fraudCheckSchema,
  onlineMessageListAnswer,
  onlineMessageListQuery,
  onlineMessageParams,
  onlineMessageSchema,
  onlineSummarySchema,
  publishProductsAnswer,
  publishProductsBody,
  replyMessageBody,
  storeMessageAnswer,
  storeMessageBody,
  featuredListAnswer,
  putFeaturedBody,
} from '@dokani/contracts/online-shop';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { noContent } from '../../platform/openapi.ts';
import { publicOrigin } from '../../platform/web.ts';
import { fraudCheck, onlineSummary, publishProducts } from './dashboard.ts';
import { getOrder, listOrders } from './list-orders.ts';
import { listMessages, markMessageRead, replyToMessage, sendStoreMessage } from './messages.ts';
import { featuredProducts, putFeatured, removeStoreBanner, setStoreBanner } from './store-look.ts';
import { IMAGE_BODY_LIMIT, readImageUpload, registerImageUploadScope } from '../../platform/images.ts';
import { moveOrder } from './order-pipeline.ts';
import { placeOrder } from './place-order.ts';
import {
  createShippingPackage,
  deleteShippingPackage,
  getOnlineShop,
  getStore,
  listShippingPackages,
  listStoreProducts,
  patchOnlineShop,
  updateShippingPackage,
} from './online-shop.service.ts';

const tags = ['online-shop'];
const config = { auth: 'shop', feature: 'online-shop' } as const;

export function registerOnlineShopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops/:shopId/online-shop',
    {
      config,
      schema: {
        summary: "The online store's settings, its address (slug) and whether it is published",
        tags,
        params: shopParams,
        response: { 200: onlineShopSchema },
      },
    },
    async (req) => getOnlineShop(deps, requireShop(req), publicOrigin(deps.config, req)),
  );

  r.patch(
    '/shops/:shopId/online-shop',
    {
      config,
      schema: {
        summary: "Change the online store's settings: only the fields sent (nested ones field by field)",
        description:
          "slug: 3–40 of a–z, 0–9 and '-', not a reserved word (400), unique on the platform (409 SLUG_TAKEN). " +
          'Publishing needs a slug (400). `domain` is read-only (an unknown field → 400).',
        tags,
        params: shopParams,
        body: patchOnlineShopBody,
        response: { 200: onlineShopSchema },
      },
    },
    async (req) => patchOnlineShop(deps, requireShop(req), requireSession(req).user, req.body, publicOrigin(deps.config, req)),
  );

  r.get(
    '/shops/:shopId/shipping-packages',
    {
      config,
      schema: { summary: 'Shipping packages, cheapest first', tags, params: shopParams, response: { 200: shippingPackageListAnswer } },
    },
    async (req) => ({ items: await listShippingPackages(deps, requireShop(req)) }),
  );

  r.post(
    '/shops/:shopId/shipping-packages',
    {
      config,
      schema: {
        summary: 'Add a shipping package (name and fee ≥ 0)',
        description: 'Idempotent by the client id. A name the shop already has (any case) → 409 SHIPPING_PACKAGE_NAME_TAKEN.',
        tags,
        params: shopParams,
        body: createShippingPackageBody,
        response: { 200: shippingPackageSchema, 201: shippingPackageSchema },
      },
    },
    async (req, reply) => {
      const { created, value } = await createShippingPackage(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(value);
    },
  );

  r.patch(
    '/shops/:shopId/shipping-packages/:packageId',
    {
      config,
      schema: {
        summary: "Change a shipping package's name or fee",
        tags,
        params: shippingPackageParams,
        body: patchShippingPackageBody,
        response: { 200: shippingPackageSchema },
      },
    },
    async (req) => updateShippingPackage(deps, requireShop(req), requireSession(req).user, req.params.packageId, req.body),
  );

  r.delete(
    '/shops/:shopId/shipping-packages/:packageId',
    { config, schema: { summary: 'Delete a shipping package', tags, params: shippingPackageParams, response: { 204: noContent } } },
    async (req, reply) => {
      await deleteShippingPackage(deps, requireShop(req), requireSession(req).user, req.params.packageId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/stores/:slug',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'A published store: name, address, logo and banner, social links, shipping packages and categories (404 when unpublished)',
        tags,
        params: storeParams,
        response: { 200: storeSchema },
      },
    },
    async (req) => getStore(deps, req.params.slug),
  );

  r.get(
    '/stores/:slug/products',
    {
      config: { auth: 'public' },
      schema: {
        summary: "A published store's products on sale online: name, price, photos, whether any is in stock; search, category and pages",
        tags,
        params: storeParams,
        querystring: storeProductsQuery,
        response: { 200: storeProductListAnswer },
      },
    },
    async (req) => listStoreProducts(deps, req.params.slug, req.query),
  );

  r.post(
    '/stores/:slug/orders',
    {
      config: { auth: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: 'Place a cash-on-delivery order on a published store (no sign-in)',
        description:
          "Prices and the delivery fee are the shop's; a product not on sale online, inactive or another shop's → 400; more than is available " +
          '(stock − reserved) → 409 STOCK_INSUFFICIENT. Idempotent by the client id. At most 10 a minute per address and 5 in 10 minutes per number (429). ' +
          'The answer carries the tracking link (it is shown only here).',
        tags,
        params: storeParams,
        body: placeOrderBody,
        response: { 200: placedOrderSchema, 201: placedOrderSchema },
      },
    },
    async (req, reply) => {
      const { created, order } = await placeOrder(deps, req.params.slug, req.body, { ip: req.ip, origin: publicOrigin(deps.config, req) });
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  r.get(
    '/shops/:shopId/orders',
    {
      config,
      schema: {
        summary: 'Online orders, newest first: by status, searched by number, name or mobile; with the count of each status',
        tags,
        params: shopParams,
        querystring: orderListQuery,
        response: { 200: orderListAnswer },
      },
    },
    async (req) => listOrders(deps, requireShop(req), req.query),
  );

  r.get(
    '/shops/:shopId/orders/:orderId',
    {
      config,
      schema: {
        summary: 'An online order with its lines and the history of its status',
        tags,
        params: orderParams,
        response: { 200: orderSchema },
      },
    },
    async (req) => getOrder(deps, requireShop(req), req.params.orderId),
  );

  r.post(
    '/shops/:shopId/orders/:orderId/status',
    {
      config,
      schema: {
        summary:
          'Move an order along its pipeline (accept reserves the stock, ship moves it out, complete makes it a sale, cancel releases, return brings it back)',
        description:
          'A move the pipeline does not allow → 409 ORDER_STATUS_INVALID; not enough stock to accept → 409 STOCK_INSUFFICIENT. The status it already has answers it unchanged. ' +
          "Accepting and shipping send the customer an SMS charged to the shop's credit (at most two an order): `sms` says whether it went — the move stands either way.",
        tags,
        params: orderParams,
        body: orderStatusBody,
        response: { 200: movedOrderSchema },
      },
    },
    async (req) => moveOrder(deps, requireShop(req), requireSession(req).user, req.params.orderId, req.body.status),
  );

  r.get(
    '/shops/:shopId/online-shop/summary',
    {
      config,
      schema: {
        summary:
          "The online shop's dashboard: active orders, products on sale online, what completed orders earned, visits counted by the server",
        tags,
        params: shopParams,
        response: { 200: onlineSummarySchema },
      },
    },
    async (req) => onlineSummary(deps, requireShop(req)),
  );

  r.post(
    '/shops/:shopId/online-shop/products/publish',
    {
      config,
      schema: {
        summary: 'Put many products on sale online, or take them off (at most 500 at once)',
        description: "Only the shop's own products change; `updated` counts those whose flag changed.",
        tags,
        params: shopParams,
        body: publishProductsBody,
        response: { 200: publishProductsAnswer },
      },
    },
    async (req) => publishProducts(deps, requireShop(req), requireSession(req).user, req.body),
  );

  r.get(
    '/shops/:shopId/online-shop/messages',
    {
      config,
      schema: {
        summary: "Visitors' messages to the shop, newest first, with the number unread",
        tags,
        params: shopParams,
        querystring: onlineMessageListQuery,
        response: { 200: onlineMessageListAnswer },
      },
    },
    async (req) => listMessages(deps, requireShop(req), req.query),
  );

  r.post(
    '/shops/:shopId/online-shop/messages/:messageId/read',
    { config, schema: { summary: 'Mark a message read', tags, params: onlineMessageParams, response: { 200: onlineMessageSchema } } },
    async (req) => markMessageRead(deps, requireShop(req), req.params.messageId),
  );

  r.post(
    '/shops/:shopId/online-shop/messages/:messageId/reply',
    {
      config,
      schema: {
        summary: "Answer a message: kept with it and sent to the visitor's number by SMS",
        tags,
        params: onlineMessageParams,
        body: replyMessageBody,
        response: { 200: onlineMessageSchema },
      },
    },
    async (req) => replyToMessage(deps, requireShop(req), requireSession(req).user, req.params.messageId, req.body.text),
  );

  r.get(
    '/shops/:shopId/fraud-check',
    {
      config,
      schema: {
        summary: "A number's online orders across the platform: how many, delivered, cancelled, returned, and a risk label (counts only)",
        tags,
        params: shopParams,
        querystring: fraudCheckQuery,
        response: { 200: fraudCheckSchema },
      },
    },
    async (req) => fraudCheck(deps, req.query.mobile),
  );

  r.post(
    '/stores/:slug/messages',
    {
      config: { auth: 'public', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        summary: 'A visitor sends the shop a message from its store (no sign-in)',
        description: 'At most 5 a minute per address and 3 in 10 minutes per number (429). `website` must stay empty.',
        tags,
        params: storeParams,
        body: storeMessageBody,
        response: { 201: storeMessageAnswer },
      },
    },
    async (req, reply) => reply.code(201).send(await sendStoreMessage(deps, req.params.slug, req.body, { ip: req.ip })),
  );

  r.get(
    '/shops/:shopId/online-shop/featured',
    {
      config,
      schema: {
        summary: 'The featured products, in the order the store shows them first',
        tags,
        params: shopParams,
        response: { 200: featuredListAnswer },
      },
    },
    async (req) => ({ items: await featuredProducts(deps.db, requireShop(req).id) }),
  );

  r.put(
    '/shops/:shopId/online-shop/featured',
    {
      config,
      schema: {
        summary: 'Choose the featured products (at most 12, in order): the shop’s own, active and on sale online',
        description: 'Replaces the list. A product not on sale online, inactive or another shop’s → 400 with its index.',
        tags,
        params: shopParams,
        body: putFeaturedBody,
        response: { 200: featuredListAnswer },
      },
    },
    async (req) => ({ items: await putFeatured(deps, requireShop(req), requireSession(req).user, req.body.productIds) }),
  );

  registerImageUploadScope(app, (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.put(
      '/shops/:shopId/online-shop/banner',
      {
        config,
        bodyLimit: IMAGE_BODY_LIMIT,
        schema: {
          summary: 'Set the store’s banner (multipart/form-data, one image file, at most 5 MB); cut to 1920 × 560',
          description:
            'JPG, PNG, WebP, GIF, AVIF or HEIF; stored as WebP at 1920 × 560 with a 960 × 280 copy for phones (the middle kept). 400 INVALID_IMAGE, 413 above 5 MB.',
          tags,
          consumes: ['multipart/form-data'],
          params: shopParams,
          response: { 200: onlineShopSchema },
        },
      },
      async (req) =>
        setStoreBanner(deps, requireShop(req), requireSession(req).user, await readImageUpload(req), publicOrigin(deps.config, req)),
    );
    s.delete(
      '/shops/:shopId/online-shop/banner',
      {
        config,
        schema: { summary: 'Remove the store’s banner (and its files)', tags, params: shopParams, response: { 200: onlineShopSchema } },
      },
      async (req) => removeStoreBanner(deps, requireShop(req), requireSession(req).user, publicOrigin(deps.config, req)),
    );
  });
}
