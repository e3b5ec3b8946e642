/** /api/v1/shops, /api/v1/shops/{shopId} and its logo. */
import { createShopBody, patchShopBody, shopListAnswer, shopParams, shopSchema } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { registerShopLogoRoutes } from './logo.routes.ts';
import { createShop, getShop, listShops, patchShop } from './shops.service.ts';

export function registerShopRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops',
    {
      config: { auth: 'user' },
      schema: { summary: 'Shops of the signed-in user, with their role', tags: ['shops'], response: { 200: shopListAnswer } },
    },
    async (req) => ({ items: await listShops(deps, requireSession(req).user) }),
  );

  r.post(
    '/shops',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Create a shop (the creator becomes its owner)',
        description:
          'Idempotent by the client-generated id: the same request again → 200 with the same shop; the same id with a different body → 409 ID_CONFLICT.',
        tags: ['shops'],
        body: createShopBody,
        response: { 200: shopSchema, 201: shopSchema },
      },
    },
    async (req, reply) => {
      const { created, shop } = await createShop(deps, requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(shop);
    },
  );

  r.get(
    '/shops/:shopId',
    {
      config: { auth: 'shop', feature: 'any-member' },
      schema: { summary: 'One shop', tags: ['shops'], params: shopParams, response: { 200: shopSchema } },
    },
    async (req) => getShop(deps, requireShop(req), requireSession(req).user),
  );

  r.patch(
    '/shops/:shopId',
    {
      config: { auth: 'shop', feature: 'settings' },
      schema: {
        summary: 'Change shop details (needs the settings feature)',
        tags: ['shops'],
        params: shopParams,
        body: patchShopBody,
        response: { 200: shopSchema },
      },
    },
    async (req) => patchShop(deps, requireShop(req), requireSession(req).user, req.body),
  );

  registerShopLogoRoutes(app, deps);
}
