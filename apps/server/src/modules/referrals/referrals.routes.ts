/** /api/v1/me/referral — the signed-in user's referral code and how many joined through it (user-level). */
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';
import { myReferral } from './referrals.service.ts';

export function registerReferralRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['referrals'] });

  route(
    'GET /me/referral',
    {
      auth: 'user',
      summary: "The user's referral code (made on the first call, then kept) and how many people signed up through it",
      description: 'The invite link is `<origin>/auth?ref=<code>`; a sign-up carrying `ref` is counted once.',
    },
    async (req) => myReferral(deps, requireSession(req).user),
  );
}
