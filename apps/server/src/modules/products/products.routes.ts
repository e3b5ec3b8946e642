/** /api/v1/shops/{shopId}/products — the catalogue (feature 'products'), and the products expiring soon (feature 'stock'). */
import {
  createProductBody,
  expiringAnswer,
  expiringQuery,
  generatedBarcodeAnswer,
  patchProductBody,
  productListAnswer,
  productListQuery,
  productParams,
  productSchema,
  shopParams,
} from '@dokani/contracts';
import { localDate } from '@dokani/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { noContent } from '../../platform/openapi.ts';
import { registerImportRoutes } from './import.routes.ts';
import { expiringProducts } from './expiring.ts';
import { listProducts } from './list-products.ts';
import { registerPhotoRoutes } from './photos.routes.ts';
import { createProduct, deleteProduct, generateBarcode, getProduct, patchProduct } from './products.service.ts';

const tags = ['products'];
const DEFAULT_EXPIRING_DAYS = 30;

export function registerProductRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Shown in the stock area (feature 'stock'), but a list of products.
  r.get(
    '/shops/:shopId/products/expiring',
    {
      config: { auth: 'shop', feature: 'stock' },
      schema: {
        summary: 'Active products expired or expiring within `days` (default 30): expired first, then soonest',
        tags: ['stock'],
        params: shopParams,
        querystring: expiringQuery,
        response: { 200: expiringAnswer },
      },
    },
    async (req) => {
      const shop = requireShop(req);
      return expiringProducts(deps.db, shop.id, localDate(deps.clock.now(), shop.timezone), req.query.days ?? DEFAULT_EXPIRING_DAYS);
    },
  );

  r.get(
    '/shops/:shopId/products',
    {
      // The stock screens list and pick products too, and the counter finds them to sell or buy
      // (price, stock) without the catalogue's rights.
      config: { auth: 'shop', feature: ['products', 'stock', 'sell', 'purchase'] },
      schema: {
        summary: 'Search and list products (keyset pages)',
        description:
          'q: a prefix of the name or of any word in it (Bangla or English, case-insensitive), or an exact barcode ' +
          '(Bangla digits accepted). status defaults to active; categoryId matches a category or a sub-category; ' +
          'sort defaults to name. Pass nextCursor as cursor for the next page (with the same sort and filters).',
        tags,
        params: shopParams,
        querystring: productListQuery,
        response: { 200: productListAnswer },
      },
    },
    async (req) => listProducts(deps, requireShop(req), req.query),
  );

  r.post(
    '/shops/:shopId/products',
    {
      config: { auth: 'shop', feature: 'products', usage: 'product-list' },
      schema: {
        summary: 'Add a product (with its opening stock)',
        description:
          'Idempotent by the client-generated id (same request again → 200). A barcode another product of the shop has → ' +
          '409 BARCODE_TAKEN. openingStock is written as an "opening" stock movement at openingUnitCost (default purchasePrice).',
        tags,
        params: shopParams,
        body: createProductBody,
        response: { 200: productSchema, 201: productSchema },
      },
    },
    async (req, reply) => {
      const { created, product } = await createProduct(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(product);
    },
  );

  r.get(
    '/shops/:shopId/products/barcode/generate',
    {
      config: { auth: 'shop', feature: 'products' },
      schema: {
        summary: 'A new in-store EAN-13 barcode (prefix 2) that no product of the shop has',
        tags,
        params: shopParams,
        response: { 200: generatedBarcodeAnswer },
      },
    },
    async (req) => ({ barcode: await generateBarcode(deps, requireShop(req)) }),
  );

  r.get(
    '/shops/:shopId/products/:productId',
    {
      config: { auth: 'shop', feature: ['products', 'stock', 'sell', 'purchase'] },
      schema: { summary: 'One product', tags, params: productParams, response: { 200: productSchema } },
    },
    async (req) => getProduct(deps, requireShop(req), req.params.productId),
  );

  r.patch(
    '/shops/:shopId/products/:productId',
    {
      config: { auth: 'shop', feature: 'products' },
      schema: {
        summary: 'Change a product (also status active / inactive); stock moves only through stock movements',
        tags,
        params: productParams,
        body: patchProductBody,
        response: { 200: productSchema },
      },
    },
    async (req) => patchProduct(deps, requireShop(req), requireSession(req).user, req.params.productId, req.body),
  );

  r.delete(
    '/shops/:shopId/products/:productId',
    {
      config: { auth: 'shop', feature: 'products' },
      schema: {
        summary: 'Delete a product; one with stock movements or sales is deactivated instead',
        description: '204 when deleted (with its photos); 200 with the product (status inactive) when it has history.',
        tags,
        params: productParams,
        response: { 200: productSchema, 204: noContent },
      },
    },
    async (req, reply) => {
      const r = await deleteProduct(deps, requireShop(req), requireSession(req).user, req.params.productId);
      return r.deleted ? reply.code(204).send(null) : reply.code(200).send(r.product);
    },
  );

  registerPhotoRoutes(app, deps);
  registerImportRoutes(app, deps);
}
