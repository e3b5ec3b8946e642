/**
 * A side's book served over HTTP, written once for the sales and the purchases:
 * POST /shops/{shopId}/<path> (create), GET …/<path> (the book), GET …/<path>/{id},
 * POST …/{id}/returns and POST …/{id}/void. A side gives its routes' keys in the contract's table, its
 * feature and the words of its documentation; the use cases are its `tradeBook`.
 */
import type { FeatureKey } from '@dokani/contracts';
import type { ApiKey, ApiRoute } from '@dokani/contracts/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { defineRoute } from '../../platform/route.ts';
import type { RouteAnswer, RouteDeclaration, RouteHandler } from '../../platform/route.ts';
import type { z, ZodType } from 'zod';
import type { TradeBook } from './trade-book.ts';

interface Doc {
  summary: string;
  description?: string;
}

/** A side's five routes, by their keys in the contract's table (packages/contracts/src/api.ts). */
interface SideKeys<P extends string, Id extends string> {
  create: `POST /shops/:shopId/${P}`;
  list: `GET /shops/:shopId/${P}`;
  get: `GET /shops/:shopId/${P}/:${Id}`;
  takeBack: `POST /shops/:shopId/${P}/:${Id}/returns`;
  void: `POST /shops/:shopId/${P}/:${Id}/void`;
}
export type TradeKeys = SideKeys<'sales', 'saleId'> | SideKeys<'purchases', 'purchaseId'>;
type TradeKey = TradeKeys[keyof TradeKeys];

export interface TradeRoutes<K extends TradeKeys, Body, Answer, Row, Totals> {
  book: TradeBook<Body, Answer, Row, Totals>;
  keys: K;
  feature: FeatureKey;
  /** What returns and voids ask for, when it is not `feature` (a sale's: 'sell-void', so a cashier sells without them). */
  adjustFeature?: FeatureKey;
  tags: string[];
  docs: { create: Doc; list: Doc; get: Doc; takeBack: Doc; void: Doc };
}

type BodyOf<K extends ApiKey> = ApiRoute<K> extends { body: infer S extends ZodType } ? z.output<S> : never;
type QueryOf<K extends ApiKey> = ApiRoute<K> extends { query: infer S extends ZodType } ? z.output<S> : never;
type RowOf<A> = A extends { items: readonly (infer R)[] } ? R : never;
type TotalsOf<A> = A extends { totals: infer T } ? T : never;

/**
 * `defineRoute` for a route of either side, with its handler typed by the side's book: its body
 * `B` and its answer `A`. A side's keys are the entries of its own book's body and answers
 * (`registerTradeRoutes` checks that where the side calls it), but here a key is either side's
 * and the compiler cannot carry one side's entry over to the book's generic types; so the handler
 * is given to defineRoute as the key's. This is the trade routes' one cast.
 */
function defineSideRoute<K extends TradeKey, A, B = BodyOf<K>>(
  app: FastifyInstance,
  key: K,
  declaration: RouteDeclaration & { tags: string[] },
  handler: (req: FastifyRequest & { body: B; query: QueryOf<K> }, reply: FastifyReply) => Promise<A | FastifyReply>,
): void {
  defineRoute(app, key, declaration, handler as unknown as RouteHandler<K>);
}

/**
 * The side's book takes what its create route parses and answers what its routes answer: checked
 * here, where `K` is one side's keys.
 */
export function registerTradeRoutes<
  K extends TradeKeys,
  Answer extends RouteAnswer<K['create']> & RouteAnswer<K['get']> & RouteAnswer<K['takeBack']> & RouteAnswer<K['void']>,
  Row extends RowOf<RouteAnswer<K['list']>>,
  Totals extends TotalsOf<RouteAnswer<K['list']>>,
>(app: FastifyInstance, deps: AppDeps, s: TradeRoutes<K, BodyOf<K['create']>, Answer, Row, Totals>): void {
  const { book, tags } = s;
  const keys: TradeKeys = s.keys;
  // the invoice's path parameter, the last of its route's (saleId or purchaseId)
  const idParam = keys.get.slice(keys.get.lastIndexOf(':') + 1);
  const idOf = (params: unknown) => (params as Record<string, string>)[idParam] ?? '';

  defineSideRoute(
    app,
    keys.create,
    { auth: 'shop', feature: s.feature, usage: book.side.usage, ...s.docs.create, tags },
    async (req: FastifyRequest & { body: BodyOf<K['create']> }, reply) => {
      const { created, invoice } = await book.create(deps, requireShop(req), requireSession(req).user, req.body, {
        usageTaken: req.usageTaken,
      });
      // A new one was counted against the usage limit in its own transaction (or by the hook).
      req.usageCounted = created;
      return reply.code(created ? 201 : 200).send(invoice);
    },
  );

  defineSideRoute(app, keys.list, { auth: 'shop', feature: s.feature, ...s.docs.list, tags }, async (req) =>
    book.list(deps, requireShop(req), req.query),
  );

  defineSideRoute(app, keys.get, { auth: 'shop', feature: s.feature, ...s.docs.get, tags }, async (req) =>
    book.get(deps, requireShop(req), idOf(req.params)),
  );

  defineSideRoute(
    app,
    keys.takeBack,
    { auth: 'shop', feature: s.adjustFeature ?? s.feature, ...s.docs.takeBack, tags },
    async (req, reply) => {
      const { created, invoice } = await book.takeBack(deps, requireShop(req), requireSession(req).user, idOf(req.params), req.body);
      return reply.code(created ? 201 : 200).send(invoice);
    },
  );

  defineSideRoute(app, keys.void, { auth: 'shop', feature: s.adjustFeature ?? s.feature, ...s.docs.void, tags }, async (req) =>
    book.void(deps, requireShop(req), requireSession(req).user, idOf(req.params), req.body.reason ?? null),
  );
}
