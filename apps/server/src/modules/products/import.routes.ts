/** CSV import of products and its template. */
import { importProductsAnswer, importProductsBody, importTemplateAnswer, shopParams } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import { importTemplate } from './import.csv.ts';
import { importProducts } from './import.service.ts';

const tags = ['products'];
/** 5,000,000 characters of Bangla are up to 15 MB of UTF-8, plus JSON escaping. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

export function registerImportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops/:shopId/products/import-template',
    {
      config: { auth: 'shop', feature: 'products' },
      schema: {
        summary: 'The CSV template for importing products (UTF-8 with BOM, opens in Excel with Bangla intact)',
        tags,
        params: shopParams,
        produces: ['text/csv'],
        response: { 200: importTemplateAnswer },
      },
    },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="dokani-products-template.csv"')
        .header('cache-control', 'no-cache')
        .send(importTemplate()),
  );

  r.post(
    '/shops/:shopId/products/import',
    {
      config: { auth: 'shop', feature: 'products' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Import products from a CSV file (the template’s columns)',
        description:
          'Bad rows are reported with their line, column and a message in the caller’s language; every good row is ' +
          'imported in one transaction (new categories made by name, opening stock as movements). The same import id again ' +
          'answers the first result (nothing imported twice); with another file → 409 ID_CONFLICT. A file that cannot be ' +
          'read → 400 IMPORT_INVALID_FILE and nothing is imported; more products than the package allows → 402.',
        tags,
        params: shopParams,
        body: importProductsBody,
        response: { 200: importProductsAnswer },
      },
    },
    async (req) => importProducts(deps, requireShop(req), requireSession(req).user, req.body, pickLanguage(req.headers['accept-language'])),
  );
}
