/** /api/v1/shops/{shopId}: stock history and updates, stock summary, warranty items. */
import {
  createStockMovementBody,
  shopParams,
  stockMovementListAnswer,
  stockMovementListQuery,
  stockMovementSchema,
  stockSummaryAnswer,
  warrantyAnswer,
  warrantyQuery,
} from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { stockSummary, todayIn, warrantyItems } from './stock-lists.ts';
import { listMovements } from './stock-history.ts';
import { createStockUpdate } from './stock-update.ts';

export function registerStockRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops/:shopId/stock-movements',
    {
      config: { auth: 'shop', feature: 'stock' },
      schema: {
        summary: 'Stock history: every movement, newest first',
        description: 'Filters: productId, reason, from/to (business dates in the shop timezone, inclusive). Keyset pagination.',
        tags: ['stock'],
        params: shopParams,
        querystring: stockMovementListQuery,
        response: { 200: stockMovementListAnswer },
      },
    },
    async (req) => listMovements(deps.db, requireShop(req).id, req.query),
  );

  r.post(
    '/shops/:shopId/stock-movements',
    {
      config: { auth: 'shop', feature: 'stock', usage: 'stock-list' },
      schema: {
        summary: 'Stock update: count correction, damaged, lost, expired, gift, returned to supplier, other',
        description:
          'Give `change` (signed) or, with count-correction, `countedStock` (the difference is moved under the row lock; ' +
          'a count equal to the stock is 400). A decrease below zero is 409 STOCK_INSUFFICIENT unless the shop allows ' +
          'negative stock; an inactive product is 409 PRODUCT_INACTIVE. Idempotent by the client id, which becomes the movement id.',
        tags: ['stock'],
        params: shopParams,
        body: createStockMovementBody,
        response: { 200: stockMovementSchema, 201: stockMovementSchema },
      },
    },
    async (req, reply) => {
      const { created, movement } = await createStockUpdate(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(movement);
    },
  );

  r.get(
    '/shops/:shopId/stock-summary',
    {
      config: { auth: 'shop', feature: 'stock' },
      schema: { summary: 'Stock totals over active products', tags: ['stock'], params: shopParams, response: { 200: stockSummaryAnswer } },
    },
    async (req) => stockSummary(deps.db, requireShop(req).id),
  );

  r.get(
    '/shops/:shopId/warranty-items',
    {
      config: { auth: 'shop', feature: 'stock' },
      schema: {
        summary: 'Sold items under warranty (end = sale date + warranty days)',
        description:
          'status: active (default; soonest end first), expired (latest first) or all. q searches product, customer, mobile, sale number.',
        tags: ['stock'],
        params: shopParams,
        querystring: warrantyQuery,
        response: { 200: warrantyAnswer },
      },
    },
    async (req) => {
      const shop = requireShop(req);
      return warrantyItems(deps.db, shop.id, todayIn(deps.clock.now(), shop.timezone), req.query);
    },
  );
}
