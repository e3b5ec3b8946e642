/**
 * The auth hook: reads each route's `config.auth` and `config.feature`, resolves the bearer token
 * to a session, and for shop routes the membership of the path's :shopId.
 * Outsiders get 404 for a shop (its existence is not revealed); members lacking the feature, 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { findSessionInShop } from './membership.ts';
import { findSession } from './sessions.ts';
import type { AuthSession, ShopContext } from './types.ts';
import type { FeatureKey } from '@dokani/contracts';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/i;

function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (typeof h !== 'string') return null;
  return BEARER.exec(h)?.[1] ?? null;
}

export function registerAuthHook(app: FastifyInstance, db: Db, clock: Clock): void {
  app.decorateRequest('session', null);
  app.decorateRequest('shop', null);
  app.addHook('onRequest', async (request) => {
    const level = request.routeOptions.config.auth;
    if (!level || level === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const shopId = level === 'shop' ? (request.params as Record<string, unknown> | undefined)?.shopId : undefined;
    const inShop = typeof shopId === 'string' && shopId.length <= 40;
    // A shop route reads the session and the membership together: one round trip (a usage-limited
    // one the package's limits too, for the usage hook).
    const limitsAt = request.routeOptions.config.usage ? clock.now() : undefined;
    const both = inShop ? await findSessionInShop(db, token, shopId, limitsAt) : null;
    const found = inShop ? both?.session : await findSession(db, token);
    if (!found || found.revokedAt) throw new AppError('UNAUTHENTICATED');
    if (found.expiresAt.getTime() <= clock.now().getTime()) throw new AppError('SESSION_EXPIRED');
    request.session = {
      tokenHash: found.tokenHash,
      expiresAt: found.expiresAt,
      user: { ...found.user, device: request.headers['user-agent'] ?? null },
    };
    if (level !== 'shop') return;
    const shop = both?.shop;
    // Outsiders (never members, or removed ones) learn nothing about the shop; the words say why.
    if (!shop) throw new AppError('NOT_FOUND', { reason: 'shop' });
    const feature = request.routeOptions.config.feature;
    if (feature && feature !== 'any-member') {
      const anyOf: readonly FeatureKey[] = typeof feature === 'string' ? [feature] : feature;
      if (!anyOf.some((f) => shop.features.includes(f))) throw new AppError('FORBIDDEN', { feature: anyOf.join(' | ') });
    }
    if (request.routeOptions.config.ownerOnly && !shop.isOwner) throw new AppError('OWNER_ONLY');
    request.shop = shop;
  });
}

/** The signed-in session of a 'user' or 'shop' route. */
export function requireSession(request: FastifyRequest): AuthSession {
  if (!request.session) throw new AppError('UNAUTHENTICATED');
  return request.session;
}

/** The shop context of a 'shop' route. */
export function requireShop(request: FastifyRequest): ShopContext {
  if (!request.shop) throw new AppError('NOT_FOUND');
  return request.shop;
}
