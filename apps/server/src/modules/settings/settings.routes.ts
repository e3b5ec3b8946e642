/** /api/v1/shops/{shopId}/settings: shop settings such as allowNegativeStock. */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';
import { getSettings, patchSettings } from './settings.service.ts';

export function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['settings'] });

  route(
    'GET /shops/:shopId/settings',
    { auth: 'shop', feature: 'any-member', summary: 'Shop settings (any member may read them)' },
    async (req) => getSettings(deps, requireShop(req)),
  );

  route(
    'PATCH /shops/:shopId/settings',
    { auth: 'shop', feature: 'settings', summary: 'Change shop settings (needs the settings feature)' },
    async (req) => patchSettings(deps, requireShop(req), requireSession(req).user, req.body),
  );
}
