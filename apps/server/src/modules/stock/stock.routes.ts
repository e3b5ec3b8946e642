/** /api/v1/shops/{shopId}: stock history and updates, stock summary, warranty items. */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';
import { stockSummary, todayIn, warrantyItems } from './stock-lists.ts';
import { listMovements } from './stock-history.ts';
import { createStockUpdate } from './stock-update.ts';

export function registerStockRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['stock'] });
  const policy = { auth: 'shop', feature: 'stock' } as const;

  route(
    'GET /shops/:shopId/stock-movements',
    {
      ...policy,
      summary: 'Stock history: every movement, newest first',
      description: 'Filters: productId, reason, from/to (business dates in the shop timezone, inclusive). Keyset pagination.',
    },
    async (req) => listMovements(deps.db, requireShop(req).id, req.query),
  );

  route(
    'POST /shops/:shopId/stock-movements',
    {
      ...policy,
      usage: 'stock-list',
      summary: 'Stock update: count correction, damaged, lost, expired, gift, returned to supplier, other',
      description:
        'Give `change` (signed) or, with count-correction, `countedStock` (the difference is moved under the row lock; ' +
        'a count equal to the stock is 400). A decrease below zero is 409 STOCK_INSUFFICIENT unless the shop allows ' +
        'negative stock; an inactive product is 409 PRODUCT_INACTIVE. Idempotent by the client id, which becomes the movement id.',
    },
    async (req, reply) => {
      const { created, movement } = await createStockUpdate(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(movement);
    },
  );

  route('GET /shops/:shopId/stock-summary', { ...policy, summary: 'Stock totals over active products' }, async (req) =>
    stockSummary(deps.db, requireShop(req).id),
  );

  route(
    'GET /shops/:shopId/warranty-items',
    {
      ...policy,
      summary: 'Sold items under warranty (end = sale date + warranty days)',
      description:
        'status: active (default; soonest end first), expired (latest first) or all. q searches product, customer, mobile, sale number.',
    },
    async (req) => {
      const shop = requireShop(req);
      return warrantyItems(deps.db, shop.id, todayIn(deps.clock.now(), shop.timezone), req.query);
    },
  );
}
