/** /api/v1/shops/{shopId}/products — the catalogue (feature 'products'), and the products expiring soon (feature 'stock'). */
import { localDate } from '@dokani/core';
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';
import { registerImportRoutes } from './import.routes.ts';
import { expiringProducts } from './expiring.ts';
import { listProducts } from './list-products.ts';
import { registerPhotoRoutes } from './photos.routes.ts';
import { createProduct, deleteProduct, generateBarcode, getProduct, patchProduct } from './products.service.ts';

const DEFAULT_EXPIRING_DAYS = 30;

export function registerProductRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['products'] });
  const policy = { auth: 'shop', feature: 'products' } as const;

  // Shown in the stock area (feature 'stock'), but a list of products.
  route(
    'GET /shops/:shopId/products/expiring',
    {
      auth: 'shop',
      feature: 'stock',
      summary: 'Active products expired or expiring within `days` (default 30): expired first, then soonest',
      tags: ['stock'],
    },
    async (req) => {
      const shop = requireShop(req);
      return expiringProducts(deps.db, shop.id, localDate(deps.clock.now(), shop.timezone), req.query.days ?? DEFAULT_EXPIRING_DAYS);
    },
  );

  route(
    'GET /shops/:shopId/products',
    {
      // The stock screens list and pick products too, and the counter finds them to sell or buy
      // (price, stock) without the catalogue's rights.
      auth: 'shop',
      feature: ['products', 'stock', 'sell', 'purchase'],
      summary: 'Search and list products (keyset pages)',
      description:
        'q: a prefix of the name or of any word in it (Bangla or English, case-insensitive), or an exact barcode ' +
        '(Bangla digits accepted). status defaults to active; categoryId matches a category or a sub-category; ' +
        'sort defaults to name. Pass nextCursor as cursor for the next page (with the same sort and filters).',
    },
    async (req) => listProducts(deps, requireShop(req), req.query),
  );

  route(
    'POST /shops/:shopId/products',
    {
      ...policy,
      usage: 'product-list',
      summary: 'Add a product (with its opening stock)',
      description:
        'Idempotent by the client-generated id (same request again → 200). A barcode another product of the shop has → ' +
        '409 BARCODE_TAKEN. openingStock is written as an "opening" stock movement at openingUnitCost (default purchasePrice).',
    },
    async (req, reply) => {
      const { created, product } = await createProduct(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(product);
    },
  );

  route(
    'GET /shops/:shopId/products/barcode/generate',
    { ...policy, summary: 'A new in-store EAN-13 barcode (prefix 2) that no product of the shop has' },
    async (req) => ({ barcode: await generateBarcode(deps, requireShop(req)) }),
  );

  route(
    'GET /shops/:shopId/products/:productId',
    { auth: 'shop', feature: ['products', 'stock', 'sell', 'purchase'], summary: 'One product' },
    async (req) => getProduct(deps, requireShop(req), req.params.productId),
  );

  route(
    'PATCH /shops/:shopId/products/:productId',
    { ...policy, summary: 'Change a product (also status active / inactive); stock moves only through stock movements' },
    async (req) => patchProduct(deps, requireShop(req), requireSession(req).user, req.params.productId, req.body),
  );

  route(
    'DELETE /shops/:shopId/products/:productId',
    {
      ...policy,
      summary: 'Delete a product; one with stock movements or sales is deactivated instead',
      description: '204 when deleted (with its photos); 200 with the product (status inactive) when it has history.',
    },
    async (req, reply) => {
      const r = await deleteProduct(deps, requireShop(req), requireSession(req).user, req.params.productId);
      return r.deleted ? reply.code(204).send(null) : reply.code(200).send(r.product);
    },
  );

  registerPhotoRoutes(app, deps);
  registerImportRoutes(app, deps);
}
