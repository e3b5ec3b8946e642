/**
 * The one way to declare an /api/v1 route: its key in the contract's table
 * (packages/contracts/src/api.ts) gives the method, the path, the params, query and body schemas
 * and the answer; the route file adds only its policy (`auth`, `feature`, `usage`, a rate limit),
 * its words for the OpenAPI document and the call into its use case.
 *
 *   const route = routesOf(app, { tags: ['categories'] });
 *   route('GET /shops/:shopId/categories', { auth: 'shop', feature: 'products', summary: '…' },
 *     async (req) => ({ items: await listCategories(deps, requireShop(req)) }));
 *
 * The handler's request is typed from the entry's schemas and its answer must be the entry's.
 * Route policy (route-policy.ts) still checks every route as it is registered.
 */
import { API, type ApiKey, type ApiRoute, type RouteContract } from '@dokani/contracts/api';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import { noContent } from './openapi.ts';

type Output<R, P extends keyof RouteContract> = R extends { [Q in P]: infer S extends ZodType } ? z.output<S> : unknown;
type MayBeEmpty<R> = R extends { status: readonly (infer S)[] } ? (204 extends S ? null : never) : never;
/** What the handler sends: the entry's answer as the serializer takes it, or null for a 204. */
export type RouteAnswer<K extends ApiKey> =
  ApiRoute<K> extends { answer: infer A extends ZodType } ? z.input<A> | MayBeEmpty<ApiRoute<K>> : null | undefined;

interface RouteGeneric<K extends ApiKey> {
  Params: Output<ApiRoute<K>, 'params'>;
  Querystring: Output<ApiRoute<K>, 'query'>;
  Body: Output<ApiRoute<K>, 'body'>;
  Reply: RouteAnswer<K>;
}
export type RouteRequest<K extends ApiKey> = FastifyRequest<RouteGeneric<K>>;
export type RouteReply<K extends ApiKey> = FastifyReply<RouteGeneric<K>>;
export type RouteHandler<K extends ApiKey> = (req: RouteRequest<K>, reply: RouteReply<K>) => Promise<RouteAnswer<K> | RouteReply<K>>;

/** A route's policy (its `config`) and its words, with what fastify takes beside them. */
export interface RouteDeclaration extends FastifyContextConfig {
  summary: string;
  description?: string;
  /** The file's tags unless the route gives its own. */
  tags?: string[];
  /** Larger bodies than the server's default (an upload). */
  bodyLimit?: number;
  /** The answer's media types when it is not JSON (a CSV file). */
  produces?: string[];
}

/** Registers `key`'s route on `app` (whose prefix is /api/v1) from the contract's entry. */
export function defineRoute<K extends ApiKey>(
  app: FastifyInstance,
  key: K,
  declaration: RouteDeclaration & { tags: string[] },
  handler: RouteHandler<K>,
): void {
  const entry: RouteContract = API[key];
  const [method = '', url = ''] = key.split(' ');
  const { summary, description, tags, bodyLimit, produces, ...config } = declaration;
  const response: Record<number, ZodType> = {};
  // the statuses it answers with: 200 where the entry names none
  for (const status of entry.status ?? [200]) {
    if (status === 204) response[status] = noContent;
    else if (entry.answer && status < 300) response[status] = entry.answer;
  }
  app.route({
    method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url,
    config,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    schema: {
      summary,
      ...(description === undefined ? {} : { description }),
      tags,
      ...(entry.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(entry.params ? { params: entry.params } : {}),
      ...(produces === undefined ? {} : { produces }),
      ...(entry.query ? { querystring: entry.query } : {}),
      ...(entry.body ? { body: entry.body } : {}),
      ...(Object.keys(response).length ? { response } : {}),
    },
    handler: handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** `defineRoute` bound to an app and a file's tags. */
export function routesOf(app: FastifyInstance, defaults: { tags: string[] }) {
  return <K extends ApiKey>(key: K, declaration: RouteDeclaration, handler: RouteHandler<K>): void =>
    defineRoute(app, key, { ...declaration, tags: declaration.tags ?? defaults.tags }, handler);
}
