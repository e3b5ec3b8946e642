/** /api/v1/shops, /api/v1/shops/{shopId} and its logo. */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';
import { registerShopLogoRoutes } from './logo.routes.ts';
import { createShop, getShop, listShops, patchShop } from './shops.service.ts';

export function registerShopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['shops'] });

  route('GET /shops', { auth: 'user', summary: 'Shops of the signed-in user, with their role' }, async (req) => ({
    items: await listShops(deps, requireSession(req).user),
  }));

  route(
    'POST /shops',
    {
      auth: 'user',
      summary: 'Create a shop (the creator becomes its owner)',
      description:
        'Idempotent by the client-generated id: the same request again → 200 with the same shop; the same id with a different body → 409 ID_CONFLICT.',
    },
    async (req, reply) => {
      const { created, shop } = await createShop(deps, requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(shop);
    },
  );

  route('GET /shops/:shopId', { auth: 'shop', feature: 'any-member', summary: 'One shop' }, async (req) =>
    getShop(deps, requireShop(req), requireSession(req).user),
  );

  route(
    'PATCH /shops/:shopId',
    { auth: 'shop', feature: 'settings', summary: 'Change shop details (needs the settings feature)' },
    async (req) => patchShop(deps, requireShop(req), requireSession(req).user, req.body),
  );

  registerShopLogoRoutes(app, deps);
}
