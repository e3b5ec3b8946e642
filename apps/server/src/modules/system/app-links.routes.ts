/**
 * /api/v1/app-links — the community, help centre and mobile app links of this server's
 * configuration (COMMUNITY_URL, HELP_URL, MOBILE_APP_URL), null where not set: the settings show a
 * row only for a link that is there. Public: they are the same for everyone.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';

export function registerAppLinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['service'] });
  route(
    'GET /app-links',
    { auth: 'public', summary: 'The community, help centre and mobile app links, as configured (null when not)' },
    async () => deps.config.appLinks,
  );
}
