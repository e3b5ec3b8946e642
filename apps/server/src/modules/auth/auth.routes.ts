/** /api/v1/auth/*: parse → call the service (thin). */
import {
  checkNumberAnswer,
  checkNumberBody,
  loginBody,
  otpSendAnswer,
  otpSendBody,
  otpVerifyAnswer,
  otpVerifyBody,
  refreshAnswer,
  resetPinBody,
  sessionAnswer,
  signupBody,
} from '@dokani/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import { noContent } from '../../platform/openapi.ts';
import { authRateLimit } from '../../platform/rate-limit.ts';
import { login, logout, refresh, resetPin, signup } from './account.service.ts';
import { isRegistered, sendOtp, verifyOtp } from './otp.service.ts';

const userAgent = (req: FastifyRequest): string | null => req.headers['user-agent'] ?? null;

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicLimited = { auth: 'public' as const, rateLimit: authRateLimit(deps.config) };

  r.post(
    '/auth/check-number',
    {
      config: publicLimited,
      schema: {
        summary: 'Is this mobile number registered?',
        tags: ['auth'],
        body: checkNumberBody,
        response: { 200: checkNumberAnswer },
      },
    },
    async (req) => ({ registered: await isRegistered(deps, req.body.mobile) }),
  );

  r.post(
    '/auth/otp/send',
    {
      config: publicLimited,
      schema: {
        summary: 'Send a 6-digit code by SMS (sign-up or forgotten PIN)',
        description: 'Valid 5 minutes; resend after 60 s; at most 5 sends per number per hour (429 RATE_LIMITED).',
        tags: ['auth'],
        body: otpSendBody,
        response: { 200: otpSendAnswer },
      },
    },
    async (req) => sendOtp(deps, { ...req.body, lang: pickLanguage(req.headers['accept-language']) }),
  );

  r.post(
    '/auth/otp/verify',
    {
      config: publicLimited,
      schema: {
        summary: 'Check the code; answers a one-use otpToken (10 minutes)',
        tags: ['auth'],
        body: otpVerifyBody,
        response: { 200: otpVerifyAnswer },
      },
    },
    async (req) => verifyOtp(deps, req.body),
  );

  r.post(
    '/auth/signup',
    {
      config: publicLimited,
      schema: {
        summary: 'Create the account of a verified number and sign in',
        tags: ['auth'],
        body: signupBody,
        response: { 201: sessionAnswer },
      },
    },
    async (req, reply) => {
      const session = await signup(deps, { ...req.body, userAgent: userAgent(req) });
      return reply.code(201).send(session);
    },
  );

  r.post(
    '/auth/login',
    {
      config: publicLimited,
      schema: {
        summary: 'Sign in with mobile number and PIN',
        description: '5 wrong PINs in a row lock sign-in for 15 minutes (423 PIN_LOCKED, details.until).',
        tags: ['auth'],
        body: loginBody,
        response: { 200: sessionAnswer },
      },
    },
    async (req) => login(deps, { ...req.body, userAgent: userAgent(req) }),
  );

  r.post(
    '/auth/reset-pin',
    {
      config: publicLimited,
      schema: {
        summary: 'Set a new PIN with a reset-pin otpToken; signs out every other session',
        tags: ['auth'],
        body: resetPinBody,
        response: { 200: sessionAnswer },
      },
    },
    async (req) => resetPin(deps, { ...req.body, userAgent: userAgent(req) }),
  );

  r.post(
    '/auth/refresh',
    {
      config: { auth: 'user' },
      schema: {
        summary: 'Extend the session to 720 hours from now',
        tags: ['auth'],
        response: { 200: refreshAnswer },
      },
    },
    async (req) => refresh(deps, requireSession(req)),
  );

  r.post(
    '/auth/logout',
    {
      config: { auth: 'user' },
      schema: { summary: 'End this session', tags: ['auth'], response: { 204: noContent } },
    },
    async (req, reply) => {
      await logout(deps, requireSession(req));
      return reply.code(204).send(null);
    },
  );
}
