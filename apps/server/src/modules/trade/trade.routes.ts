/**
 * A side's book served over HTTP, written once for the sales and the purchases:
 * POST /shops/{shopId}/<path> (create), GET …/<path> (the book), GET …/<path>/{id},
 * POST …/{id}/returns and POST …/{id}/void. A side gives its path, id parameter, feature, the
 * contract's schemas and the words of its documentation; the use cases are its `tradeBook`.
 */
import { createReturnBody, shopParams, tradeListQuery, voidBody } from '@dokani/contracts';
import type { FeatureKey } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { TradeBook } from './trade-book.ts';

interface Doc {
  summary: string;
  description?: string;
}

export interface TradeRoutes<Body, Answer, Row, Totals> {
  book: TradeBook<Body, Answer, Row, Totals>;
  /** The path under /shops/{shopId}: 'sales' or 'purchases'. */
  path: string;
  /** The invoice's path parameter: 'saleId' or 'purchaseId'. */
  idParam: string;
  feature: FeatureKey;
  /** What returns and voids ask for, when it is not `feature` (a sale's: 'sell-void', so a cashier sells without them). */
  adjustFeature?: FeatureKey;
  tags: string[];
  schemas: { create: ZodType<Body>; invoice: ZodType<Answer>; list: ZodType; params: ZodType };
  docs: { create: Doc; list: Doc; get: Doc; takeBack: Doc; void: Doc };
}

export function registerTradeRoutes<Body, Answer, Row, Totals>(
  app: FastifyInstance,
  deps: AppDeps,
  s: TradeRoutes<Body, Answer, Row, Totals>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { book, tags, schemas } = s;
  const base = `/shops/:shopId/${s.path}`;
  const one = `${base}/:${s.idParam}`;
  const idOf = (params: unknown) => (params as Record<string, string>)[s.idParam] ?? '';

  r.post(
    base,
    {
      config: { auth: 'shop', feature: s.feature, usage: book.side.usage },
      schema: {
        ...s.docs.create,
        tags,
        params: shopParams,
        body: schemas.create,
        response: { 200: schemas.invoice, 201: schemas.invoice },
      },
    },
    async (req, reply) => {
      const { created, invoice } = await book.create(deps, requireShop(req), requireSession(req).user, req.body as Body, {
        usageTaken: req.usageTaken,
      });
      // A new one was counted against the usage limit in its own transaction (or by the hook).
      req.usageCounted = created;
      return reply.code(created ? 201 : 200).send(invoice);
    },
  );

  r.get(
    base,
    {
      config: { auth: 'shop', feature: s.feature },
      schema: { ...s.docs.list, tags, params: shopParams, querystring: tradeListQuery, response: { 200: schemas.list } },
    },
    async (req) => book.list(deps, requireShop(req), req.query),
  );

  r.get(
    one,
    {
      config: { auth: 'shop', feature: s.feature },
      schema: { ...s.docs.get, tags, params: schemas.params, response: { 200: schemas.invoice } },
    },
    async (req) => book.get(deps, requireShop(req), idOf(req.params)),
  );

  r.post(
    `${one}/returns`,
    {
      config: { auth: 'shop', feature: s.adjustFeature ?? s.feature },
      schema: {
        ...s.docs.takeBack,
        tags,
        params: schemas.params,
        body: createReturnBody,
        response: { 200: schemas.invoice, 201: schemas.invoice },
      },
    },
    async (req, reply) => {
      const { created, invoice } = await book.takeBack(deps, requireShop(req), requireSession(req).user, idOf(req.params), req.body);
      return reply.code(created ? 201 : 200).send(invoice);
    },
  );

  r.post(
    `${one}/void`,
    {
      config: { auth: 'shop', feature: s.adjustFeature ?? s.feature },
      schema: { ...s.docs.void, tags, params: schemas.params, body: voidBody, response: { 200: schemas.invoice } },
    },
    async (req) => book.void(deps, requireShop(req), requireSession(req).user, idOf(req.params), req.body.reason ?? null),
  );
}
