/** Service endpoints: GET /api/health and GET /api/openapi.json. */
import { healthAnswer } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppDeps } from '../../platform/deps.ts';
import { APP_VERSION } from '../../platform/version.ts';

export function registerSystemRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: { summary: 'Is the server up, and on which database?', tags: ['service'], response: { 200: healthAnswer } },
    },
    async () => {
      await sql`SELECT 1`.execute(deps.db);
      return { status: 'ok' as const, db: deps.driver, version: APP_VERSION };
    },
  );

  r.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
