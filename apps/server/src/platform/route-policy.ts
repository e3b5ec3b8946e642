/**
 * Checks every API route as it is registered, so a route cannot forget its declarations:
 * /api/v1 routes must declare `config.auth`, a summary and tags; 'shop' routes must have :shopId.
 * It also documents bearer security and the error answer in the OpenAPI document, and lets a
 * route whose body fields are all optional (a void with no reason) be called with no body at all.
 * The answer schema of every route is kept in `app.routeAnswers` (`METHOD /api/v1/path` → the
 * schema of its 200 or 201 answer, undefined for a 204 or a redirect), which a test compares with
 * the contract's table of routes (packages/contracts/src/api.ts).
 */
import { errorBodySchema } from '@dokani/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions, preValidationHookHandler } from 'fastify';

interface DocSchema {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  response?: Record<string | number, unknown>;
  hide?: boolean;
  body?: unknown;
}

/** True when the route's body schema (zod) accepts `{}`: every field optional. */
function acceptsEmptyBody(body: unknown): boolean {
  const parse = (body as { safeParse?: (v: unknown) => { success: boolean } } | undefined)?.safeParse;
  return typeof parse === 'function' && parse.call(body, {}).success;
}

/**
 * No body (or an empty JSON one, which app.ts's parser reads as no body) counts as `{}` on such a
 * route, instead of a 400. A JSON `null` is a body, and the schema refuses it.
 */
const emptyBodyAsObject: preValidationHookHandler = (req: FastifyRequest, _reply, done) => {
  if (req.body === undefined) req.body = {};
  done();
};

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /api/v1/path` → the route's success answer schema (200 or 201; undefined for none), as registered. */
    routeAnswers: Map<string, unknown>;
    /** `METHOD /api/v1/path` → the features a 'shop' route asks for, as registered. */
    routeFeatures: Map<string, readonly string[] | 'any-member'>;
    /** `METHOD /api/v1/path` of the 'shop' routes only the owner may call (`config.ownerOnly`). */
    routeOwnerOnly: Set<string>;
  }
}

export function registerRoutePolicy(app: FastifyInstance): void {
  const answers = new Map<string, unknown>();
  app.decorate('routeAnswers', answers);
  const features = new Map<string, readonly string[] | 'any-member'>();
  app.decorate('routeFeatures', features);
  const ownerOnly = new Set<string>();
  app.decorate('routeOwnerOnly', ownerOnly);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as DocSchema;
    if (schema.hide) return;
    const where = `${String(route.method)} ${route.url}`;
    const auth = route.config?.auth;
    if (route.url.startsWith('/api/v1/') && !auth) throw new Error(`${where}: declare config.auth`);
    if (auth === 'shop' && !route.url.includes(':shopId')) throw new Error(`${where}: a 'shop' route needs :shopId`);
    if (auth === 'shop' && !route.config?.feature) throw new Error(`${where}: a 'shop' route declares its feature (or 'any-member')`);
    if (!schema.summary || !schema.tags?.length) throw new Error(`${where}: give the route a summary and tags`);
    if (auth === 'user' || auth === 'shop') schema.security = [{ bearer: [] }];
    const feature = route.config?.feature;
    if (auth === 'shop' && feature)
      for (const m of [route.method].flat())
        if (m !== 'HEAD') {
          features.set(`${m} ${route.url}`, feature === 'any-member' ? feature : [feature].flat());
          if (route.config?.ownerOnly) ownerOnly.add(`${m} ${route.url}`);
        }
    const ok = schema.response?.[200] ?? schema.response?.[201];
    for (const m of [route.method].flat()) if (m !== 'HEAD') answers.set(`${m} ${route.url}`, ok);
    schema.response = { ...schema.response, '4xx': errorBodySchema, '5xx': errorBodySchema };
    route.schema = schema;
    if (acceptsEmptyBody(schema.body)) {
      const hooks = route.preValidation;
      route.preValidation = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), emptyBodyAsObject];
    }
  });
}
