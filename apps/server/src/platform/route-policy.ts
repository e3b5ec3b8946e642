/**
 * Checks every API route as it is registered, so a route cannot forget its declarations:
 * /api/v1 routes must declare `config.auth`, a summary and tags; 'shop' routes must have :shopId.
 * It also documents bearer security and the error answer in the OpenAPI document.
 */
import { errorBodySchema } from '@dokani/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';

interface DocSchema {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  response?: Record<string | number, unknown>;
  hide?: boolean;
}

export function registerRoutePolicy(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const schema = (route.schema ?? {}) as DocSchema;
    if (schema.hide) return;
    const where = `${String(route.method)} ${route.url}`;
    const auth = route.config?.auth;
    if (route.url.startsWith('/api/v1/') && !auth) throw new Error(`${where}: declare config.auth`);
    if (auth === 'shop' && !route.url.includes(':shopId')) throw new Error(`${where}: a 'shop' route needs :shopId`);
    if (!schema.summary || !schema.tags?.length) throw new Error(`${where}: give the route a summary and tags`);
    if (auth === 'user' || auth === 'shop') schema.security = [{ bearer: [] }];
    schema.response = { ...schema.response, '4xx': errorBodySchema, '5xx': errorBodySchema };
    route.schema = schema;
  });
}
