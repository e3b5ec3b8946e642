/** CSV import of products and its template. */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import { routesOf } from '../../platform/route.ts';
import { importTemplate } from './import.csv.ts';
import { importProducts } from './import.service.ts';

/** 5,000,000 characters of Bangla are up to 15 MB of UTF-8, plus JSON escaping. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

export function registerImportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['products'] });
  const policy = { auth: 'shop', feature: 'products' } as const;

  route(
    'GET /shops/:shopId/products/import-template',
    {
      ...policy,
      summary: 'The CSV template for importing products (UTF-8 with BOM, opens in Excel with Bangla intact)',
      produces: ['text/csv'],
    },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="dokani-products-template.csv"')
        .header('cache-control', 'no-cache')
        .send(importTemplate()),
  );

  route(
    'POST /shops/:shopId/products/import',
    {
      ...policy,
      bodyLimit: IMPORT_BODY_LIMIT,
      summary: 'Import products from a CSV file (the template’s columns)',
      description:
        'Bad rows are reported with their line, column and a message in the caller’s language; every good row is ' +
        'imported in one transaction (new categories made by name, opening stock as movements). The same import id again ' +
        'answers the first result (nothing imported twice); with another file → 409 ID_CONFLICT. A file that cannot be ' +
        'read → 400 IMPORT_INVALID_FILE and nothing is imported; more products than the package allows → 402.',
    },
    async (req) => importProducts(deps, requireShop(req), requireSession(req).user, req.body, pickLanguage(req.headers['accept-language'])),
  );
}
