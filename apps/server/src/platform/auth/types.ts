/** What the auth hook puts on a request, and the per-route declarations it reads. */
import type { FeatureKey, UsageFeature } from '@dokani/contracts';
import type { PackageLimits } from '../db/schema.ts';

export type AuthLevel = 'public' | 'user' | 'shop';

export interface AuthUser {
  id: string;
  mobile: string;
  name: string;
  /** The request's User-Agent: the device the audit log names (platform/audit.ts keeps its first 300 characters). */
  device?: string | null;
}

export interface AuthSession {
  tokenHash: string;
  expiresAt: Date;
  user: AuthUser;
}

export interface ShopContext {
  id: string;
  /** 'owner' or the name of the member's role. */
  role: string;
  isOwner: boolean;
  features: readonly FeatureKey[];
  timezone: string;
  /** The package's limits, read with the session on a usage-limited route (absent elsewhere). */
  limits?: PackageLimits;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: anyone, a signed-in user, or a member of the path's :shopId. */
    auth?: AuthLevel;
    /**
     * The feature a member's role needs ('shop' routes); the owner has every feature. A list means
     * any one of them (e.g. the product list serves both the products and the stock screens);
     * 'any-member' a read every member's screens need (the shop itself, its settings). Every
     * 'shop' route declares one (route-policy.ts refuses to register it otherwise).
     */
    feature?: FeatureKey | readonly FeatureKey[] | 'any-member';
    /** Only the shop's owner, whatever a member's role holds (the shop's export): 403 OWNER_ONLY otherwise. */
    ownerOnly?: boolean;
    /** A usage-limited create: checked before the handler, counted after a 201. */
    usage?: UsageFeature;
  }
  interface FastifyRequest {
    session: AuthSession | null;
    shop: ShopContext | null;
    /** Set by a handler that counted its `config.usage` unit in its own transaction (platform/usage.ts). */
    usageCounted: boolean;
    /** The usage hook took this create's unit before the handler (the handler must not count it again). */
    usageTaken: boolean;
  }
}
