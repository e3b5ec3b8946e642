/** /api/v1/me: the signed-in user, their shops, and PIN change. */
import { changePinBody, meAnswer } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { authRateLimit } from '../../platform/rate-limit.ts';
import { noContent } from '../../platform/openapi.ts';
import { changePin } from '../auth/index.ts';
import { listShops } from '../shops/index.ts';

export function registerMeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/me',
    {
      config: { auth: 'user' },
      schema: { summary: 'The signed-in user and their shops', tags: ['me'], response: { 200: meAnswer } },
    },
    async (req) => {
      const { user } = requireSession(req);
      return { user, shops: await listShops(deps, user) };
    },
  );

  r.patch(
    '/me/pin',
    {
      config: { auth: 'user', rateLimit: authRateLimit(deps.config) },
      schema: {
        summary: 'Change the PIN (signs out every other session)',
        description: 'A wrong current PIN answers 400 WRONG_PIN and counts towards the 15-minute lock (423 PIN_LOCKED).',
        tags: ['me'],
        body: changePinBody,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await changePin(deps, requireSession(req), req.body);
      return reply.code(204).send(null);
    },
  );
}
