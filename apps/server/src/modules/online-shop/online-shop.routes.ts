/**
 * /api/v1/shops/{shopId}/online-shop and /shipping-packages (feature 'online-shop'), and the
 * public /stores/{slug} (no token; an unpublished or unknown store is 404).
 */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';
import { publicOrigin } from '../../platform/web.ts';
import { fraudCheck, onlineSummary, publishProducts } from './dashboard.ts';
import { getOrder, listOrders } from './list-orders.ts';
import { listMessages, markMessageRead, replyToMessage, sendStoreMessage } from './messages.ts';
import { featuredProducts, putFeatured, removeStoreBanner, setStoreBanner } from './store-look.ts';
import { IMAGE_BODY_LIMIT, readImageUpload, registerImageUploadScope } from '../../platform/images.ts';
import { moveOrder } from './order-pipeline.ts';
import { placeOrder } from './place-order.ts';
import { getOnlineShop, patchOnlineShop } from './online-shop.service.ts';
import { getStore, listStoreProducts } from './public-store.ts';
import { createShippingPackage, deleteShippingPackage, listShippingPackages, updateShippingPackage } from './shipping.ts';

const tags = ['online-shop'];
const policy = { auth: 'shop', feature: 'online-shop' } as const;

export function registerOnlineShopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags });

  route(
    'GET /shops/:shopId/online-shop',
    { ...policy, summary: "The online store's settings, its address (slug) and whether it is published" },
    async (req) => getOnlineShop(deps, requireShop(req), publicOrigin(deps.config, req)),
  );

  route(
    'PATCH /shops/:shopId/online-shop',
    {
      ...policy,
      summary: "Change the online store's settings: only the fields sent (nested ones field by field)",
      description:
        "slug: 3–40 of a–z, 0–9 and '-', not a reserved word (400), unique on the platform (409 SLUG_TAKEN). " +
        'Publishing needs a slug (400). `domain` is read-only (an unknown field → 400).',
    },
    async (req) => patchOnlineShop(deps, requireShop(req), requireSession(req).user, req.body, publicOrigin(deps.config, req)),
  );

  route('GET /shops/:shopId/shipping-packages', { ...policy, summary: 'Shipping packages, cheapest first' }, async (req) => ({
    items: await listShippingPackages(deps, requireShop(req)),
  }));

  route(
    'POST /shops/:shopId/shipping-packages',
    {
      ...policy,
      summary: 'Add a shipping package (name and fee ≥ 0)',
      description: 'Idempotent by the client id. A name the shop already has (any case) → 409 SHIPPING_PACKAGE_NAME_TAKEN.',
    },
    async (req, reply) => {
      const { created, value } = await createShippingPackage(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(value);
    },
  );

  route(
    'PATCH /shops/:shopId/shipping-packages/:packageId',
    { ...policy, summary: "Change a shipping package's name or fee" },
    async (req) => updateShippingPackage(deps, requireShop(req), requireSession(req).user, req.params.packageId, req.body),
  );

  route('DELETE /shops/:shopId/shipping-packages/:packageId', { ...policy, summary: 'Delete a shipping package' }, async (req, reply) => {
    await deleteShippingPackage(deps, requireShop(req), requireSession(req).user, req.params.packageId);
    return reply.code(204).send(null);
  });

  route(
    'GET /stores/:slug',
    {
      auth: 'public',
      summary: 'A published store: name, address, logo and banner, social links, shipping packages and categories (404 when unpublished)',
    },
    async (req) => getStore(deps, req.params.slug),
  );

  route(
    'GET /stores/:slug/products',
    {
      auth: 'public',
      summary: "A published store's products on sale online: name, price, photos, whether any is in stock; search, category and pages",
    },
    async (req) => listStoreProducts(deps, req.params.slug, req.query),
  );

  route(
    'POST /stores/:slug/orders',
    {
      auth: 'public',
      rateLimit: { max: 10, timeWindow: 60_000 },
      summary: 'Place a cash-on-delivery order on a published store (no sign-in)',
      description:
        "Prices and the delivery fee are the shop's; a product not on sale online, inactive or another shop's → 400; more than is available " +
        '(stock − reserved) → 409 STOCK_INSUFFICIENT. Idempotent by the client id. At most 10 a minute per address and 5 in 10 minutes per number (429). ' +
        'The answer carries the tracking link (it is shown only here).',
    },
    async (req, reply) => {
      const { created, order } = await placeOrder(deps, req.params.slug, req.body, { ip: req.ip, origin: publicOrigin(deps.config, req) });
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  route(
    'GET /shops/:shopId/orders',
    { ...policy, summary: 'Online orders, newest first: by status, searched by number, name or mobile; with the count of each status' },
    async (req) => listOrders(deps, requireShop(req), req.query),
  );

  route(
    'GET /shops/:shopId/orders/:orderId',
    { ...policy, summary: 'An online order with its lines and the history of its status' },
    async (req) => getOrder(deps, requireShop(req), req.params.orderId),
  );

  route(
    'POST /shops/:shopId/orders/:orderId/status',
    {
      ...policy,
      summary:
        'Move an order along its pipeline (accept reserves the stock, ship moves it out, complete makes it a sale, cancel releases, return brings it back)',
      description:
        'A move the pipeline does not allow → 409 ORDER_STATUS_INVALID; not enough stock to accept → 409 STOCK_INSUFFICIENT. The status it already has answers it unchanged. ' +
        "Accepting and shipping send the customer an SMS charged to the shop's credit (at most two an order): `sms` says whether it went — the move stands either way.",
    },
    async (req) => moveOrder(deps, requireShop(req), requireSession(req).user, req.params.orderId, req.body.status),
  );

  route(
    'GET /shops/:shopId/online-shop/summary',
    {
      ...policy,
      summary:
        "The online shop's dashboard: active orders, products on sale online, what completed orders earned, visits counted by the server",
    },
    async (req) => onlineSummary(deps, requireShop(req)),
  );

  route(
    'POST /shops/:shopId/online-shop/products/publish',
    {
      ...policy,
      summary: 'Put many products on sale online, or take them off (at most 500 at once)',
      description: "Only the shop's own products change; `updated` counts those whose flag changed.",
    },
    async (req) => publishProducts(deps, requireShop(req), requireSession(req).user, req.body),
  );

  route(
    'GET /shops/:shopId/online-shop/messages',
    { ...policy, summary: "Visitors' messages to the shop, newest first, with the number unread" },
    async (req) => listMessages(deps, requireShop(req), req.query),
  );

  route('POST /shops/:shopId/online-shop/messages/:messageId/read', { ...policy, summary: 'Mark a message read' }, async (req) =>
    markMessageRead(deps, requireShop(req), req.params.messageId),
  );

  route(
    'POST /shops/:shopId/online-shop/messages/:messageId/reply',
    { ...policy, summary: "Answer a message: kept with it and sent to the visitor's number by SMS" },
    async (req) => replyToMessage(deps, requireShop(req), requireSession(req).user, req.params.messageId, req.body.text),
  );

  route(
    'GET /shops/:shopId/fraud-check',
    {
      ...policy,
      summary: "A number's online orders across the platform: how many, delivered, cancelled, returned, and a risk label (counts only)",
    },
    async (req) => fraudCheck(deps, req.query.mobile),
  );

  route(
    'POST /stores/:slug/messages',
    {
      auth: 'public',
      rateLimit: { max: 5, timeWindow: 60_000 },
      summary: 'A visitor sends the shop a message from its store (no sign-in)',
      description: 'At most 5 a minute per address and 3 in 10 minutes per number (429). `website` must stay empty.',
    },
    async (req, reply) => reply.code(201).send(await sendStoreMessage(deps, req.params.slug, req.body, { ip: req.ip })),
  );

  route(
    'GET /shops/:shopId/online-shop/featured',
    { ...policy, summary: 'The featured products, in the order the store shows them first' },
    async (req) => ({ items: await featuredProducts(deps.db, requireShop(req).id) }),
  );

  route(
    'PUT /shops/:shopId/online-shop/featured',
    {
      ...policy,
      summary: 'Choose the featured products (at most 12, in order): the shop’s own, active and on sale online',
      description: 'Replaces the list. A product not on sale online, inactive or another shop’s → 400 with its index.',
    },
    async (req) => ({ items: await putFeatured(deps, requireShop(req), requireSession(req).user, req.body.productIds) }),
  );

  registerImageUploadScope(app, (scope) => {
    const uploadRoute = routesOf(scope, { tags });
    uploadRoute(
      'PUT /shops/:shopId/online-shop/banner',
      {
        ...policy,
        bodyLimit: IMAGE_BODY_LIMIT,
        summary: 'Set the store’s banner (multipart/form-data, one image file, at most 5 MB); cut to 1920 × 560',
        description:
          'JPG, PNG, WebP, GIF, AVIF or HEIF; stored as WebP at 1920 × 560 with a 960 × 280 copy for phones (the middle kept). 400 INVALID_IMAGE, 413 above 5 MB.',
      },
      async (req) =>
        setStoreBanner(deps, requireShop(req), requireSession(req).user, await readImageUpload(req), publicOrigin(deps.config, req)),
    );
    uploadRoute(
      'DELETE /shops/:shopId/online-shop/banner',
      { ...policy, summary: 'Remove the store’s banner (and its files)' },
      async (req) => removeStoreBanner(deps, requireShop(req), requireSession(req).user, publicOrigin(deps.config, req)),
    );
  });
}
