/** /api/v1/auth/*: parse → call the service (thin). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import { authRateLimit } from '../../platform/rate-limit.ts';
import { routesOf } from '../../platform/route.ts';
import { login, logout, refresh, resetPin, signup } from './account.service.ts';
import { isRegistered, sendOtp, verifyOtp } from './otp.service.ts';

const userAgent = (req: FastifyRequest): string | null => req.headers['user-agent'] ?? null;

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['auth'] });
  const publicLimited = { auth: 'public' as const, rateLimit: authRateLimit(deps.config) };

  route('POST /auth/check-number', { ...publicLimited, summary: 'Is this mobile number registered?' }, async (req) => ({
    registered: await isRegistered(deps, req.body.mobile),
  }));

  route(
    'POST /auth/otp/send',
    {
      ...publicLimited,
      summary: 'Send a 6-digit code by SMS (sign-up or forgotten PIN)',
      description: 'Valid 5 minutes; resend after 60 s; at most 5 sends per number per hour (429 RATE_LIMITED).',
    },
    async (req) => sendOtp(deps, { ...req.body, lang: pickLanguage(req.headers['accept-language']) }),
  );

  route('POST /auth/otp/verify', { ...publicLimited, summary: 'Check the code; answers a one-use otpToken (10 minutes)' }, async (req) =>
    verifyOtp(deps, req.body),
  );

  route('POST /auth/signup', { ...publicLimited, summary: 'Create the account of a verified number and sign in' }, async (req, reply) => {
    const session = await signup(deps, { ...req.body, userAgent: userAgent(req) });
    return reply.code(201).send(session);
  });

  route(
    'POST /auth/login',
    {
      ...publicLimited,
      summary: 'Sign in with mobile number and PIN',
      description: '5 wrong PINs in a row lock sign-in for 15 minutes (423 PIN_LOCKED, details.until).',
    },
    async (req) => login(deps, { ...req.body, userAgent: userAgent(req) }),
  );

  route(
    'POST /auth/reset-pin',
    { ...publicLimited, summary: 'Set a new PIN with a reset-pin otpToken; signs out every other session' },
    async (req) => resetPin(deps, { ...req.body, userAgent: userAgent(req) }),
  );

  route('POST /auth/refresh', { auth: 'user', summary: 'Extend the session to 720 hours from now' }, async (req) =>
    refresh(deps, requireSession(req)),
  );

  route('POST /auth/logout', { auth: 'user', summary: 'End this session' }, async (req, reply) => {
    await logout(deps, requireSession(req));
    return reply.code(204).send(null);
  });
}
