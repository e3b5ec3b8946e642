/** /api/v1/shops/{shopId}/settings: shop settings such as allowNegativeStock. */
import { patchShopSettingsBody, shopParams, shopSettingsSchema } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { getSettings, patchSettings } from './settings.service.ts';

export function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops/:shopId/settings',
    {
      config: { auth: 'shop', feature: 'any-member' },
      schema: {
        summary: 'Shop settings (any member may read them)',
        tags: ['settings'],
        params: shopParams,
        response: { 200: shopSettingsSchema },
      },
    },
    async (req) => getSettings(deps, requireShop(req)),
  );

  r.patch(
    '/shops/:shopId/settings',
    {
      config: { auth: 'shop', feature: 'settings' },
      schema: {
        summary: 'Change shop settings (needs the settings feature)',
        tags: ['settings'],
        params: shopParams,
        body: patchShopSettingsBody,
        response: { 200: shopSettingsSchema },
      },
    },
    async (req) => patchSettings(deps, requireShop(req), requireSession(req).user, req.body),
  );
}
