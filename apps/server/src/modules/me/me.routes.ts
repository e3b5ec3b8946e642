/** /api/v1/me: the signed-in user, their shops, and PIN change. */
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { authRateLimit } from '../../platform/rate-limit.ts';
import { routesOf } from '../../platform/route.ts';
import { changePin } from '../auth/index.ts';
import { listShops } from '../shops/index.ts';

export function registerMeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['me'] });

  route('GET /me', { auth: 'user', summary: 'The signed-in user and their shops' }, async (req) => {
    const { user } = requireSession(req);
    return { user, shops: await listShops(deps, user) };
  });

  route(
    'PATCH /me/pin',
    {
      auth: 'user',
      rateLimit: authRateLimit(deps.config),
      summary: 'Change the PIN (signs out every other session)',
      description: 'A wrong current PIN answers 400 WRONG_PIN and counts towards the 15-minute lock (423 PIN_LOCKED).',
    },
    async (req, reply) => {
      await changePin(deps, requireSession(req), req.body);
      return reply.code(204).send(null);
    },
  );
}
