/**
 * /api/v1/shops/{shopId}/{expenses|incomes}, /{expense|income}-categories and
 * /{expense|income}-summary — the same routes for both books (feature 'expenses').
 */
import {
  cashbookCategoryListAnswer,
  cashbookCategoryListQuery,
  cashbookCategoryParams,
  cashbookCategorySchema,
  cashbookEntryListAnswer,
  cashbookEntryListQuery,
  cashbookEntryParams,
  cashbookEntrySchema,
  cashbookSummaryAnswer,
  cashbookSummaryQuery,
  createCashbookCategoryBody,
  createCashbookEntryBody,
  patchCashbookCategoryBody,
  shopParams,
  voidCashbookEntryBody,
} from '@dokani/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';
import { noContent } from '../../platform/openapi.ts';
import type { Book } from './books.ts';
import { BOOKS } from './books.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories.service.ts';
import { createEntry, getEntry, listEntries, summary, voidEntry } from './entries.service.ts';

const langOf = (req: FastifyRequest): Language => pickLanguage(req.headers['accept-language']);

function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps, book: Book): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/shops/:shopId/${book.categoriesPath}`;
  const tags = [book.categoriesPath];
  const what = book.kind === 'expense' ? 'expense' : 'income';

  r.get(
    base,
    {
      config: { auth: 'shop', feature: 'expenses' },
      schema: {
        summary: `Categories of ${what}: the default set (named in the caller’s language) and the shop’s own`,
        tags,
        params: shopParams,
        querystring: cashbookCategoryListQuery,
        response: { 200: cashbookCategoryListAnswer },
      },
    },
    async (req) => ({ items: await listCategories(deps, book, requireShop(req), langOf(req), req.query.status ?? 'all') }),
  );

  r.post(
    base,
    {
      config: { auth: 'shop', feature: 'expenses', ...(book.categoryUsage ? { usage: book.categoryUsage } : {}) },
      schema: {
        summary: `Create a custom ${what} category`,
        description:
          'Idempotent by the client-generated id. One name per shop (case-insensitive, also against the default names in bn and en) → 409 CATEGORY_NAME_TAKEN.' +
          (book.categoryUsage ? ' Counts toward the "expense-category" usage limit; the default categories do not.' : ''),
        tags,
        params: shopParams,
        body: createCashbookCategoryBody,
        response: { 200: cashbookCategorySchema, 201: cashbookCategorySchema },
      },
    },
    async (req, reply) => {
      const { created, category } = await createCategory(deps, book, requireShop(req), requireSession(req).user, langOf(req), req.body);
      return reply.code(created ? 201 : 200).send(category);
    },
  );

  r.patch(
    `${base}/:categoryId`,
    {
      config: { auth: 'shop', feature: 'expenses' },
      schema: {
        summary: `Rename a ${what} category, or turn it off / on (status)`,
        tags,
        params: cashbookCategoryParams,
        body: patchCashbookCategoryBody,
        response: { 200: cashbookCategorySchema },
      },
    },
    async (req) => updateCategory(deps, book, requireShop(req), requireSession(req).user, langOf(req), req.params.categoryId, req.body),
  );

  r.delete(
    `${base}/:categoryId`,
    {
      config: { auth: 'shop', feature: 'expenses' },
      schema: {
        summary: `Delete an unused custom ${what} category (204); a used or default one is turned off instead (200 with it)`,
        tags,
        params: cashbookCategoryParams,
        response: { 200: cashbookCategorySchema, 204: noContent },
      },
    },
    async (req, reply) => {
      const off = await deleteCategory(deps, book, requireShop(req), requireSession(req).user, langOf(req), req.params.categoryId);
      return off ? reply.code(200).send(off) : reply.code(204).send(null);
    },
  );
}

function registerEntryRoutes(app: FastifyInstance, deps: AppDeps, book: Book): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/shops/:shopId/${book.entriesPath}`;
  const tags = [book.entriesPath];
  const what = book.kind === 'expense' ? 'expense' : 'income';

  r.get(
    base,
    {
      config: { auth: 'shop', feature: 'expenses' },
      schema: {
        summary: `The ${what} book, newest first`,
        description:
          'Filters: categoryId, employeeId, from/to (business dates in the shop timezone, inclusive), status, q (note, reason, details). Keyset pagination.',
        tags,
        params: shopParams,
        querystring: cashbookEntryListQuery,
        response: { 200: cashbookEntryListAnswer },
      },
    },
    async (req) => listEntries(deps, book, requireShop(req), langOf(req), req.query),
  );

  r.post(
    base,
    {
      config: { auth: 'shop', feature: 'expenses', ...(book.entryUsage ? { usage: book.entryUsage } : {}) },
      schema: {
        summary: `Write an ${what}`,
        description: 'Idempotent by the client-generated id. date/time are the shop’s local date and time (default now).',
        tags,
        params: shopParams,
        body: createCashbookEntryBody,
        response: { 200: cashbookEntrySchema, 201: cashbookEntrySchema },
      },
    },
    async (req, reply) => {
      const { created, entry } = await createEntry(deps, book, requireShop(req), requireSession(req).user, langOf(req), req.body);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  r.get(
    `${base}/:entryId`,
    {
      config: { auth: 'shop', feature: 'expenses' },
      schema: { summary: `One ${what}`, tags, params: cashbookEntryParams, response: { 200: cashbookEntrySchema } },
    },
    async (req) => getEntry(deps, book, requireShop(req), langOf(req), req.params.entryId),
  );

  r.post(
    `${base}/:entryId/void`,
    {
      config: { auth: 'shop', feature: 'expenses' },
      schema: {
        summary: `Void an ${what} (it stays in the book, marked void); a second void → 409 ALREADY_VOIDED`,
        tags,
        params: cashbookEntryParams,
        body: voidCashbookEntryBody,
        response: { 200: cashbookEntrySchema },
      },
    },
    async (req) => voidEntry(deps, book, requireShop(req), requireSession(req).user, langOf(req), req.params.entryId, req.body.reason),
  );

  r.get(
    `/shops/:shopId/${book.summaryPath}`,
    {
      config: { auth: 'shop', feature: 'expenses' },
      schema: {
        summary: `Totals of ${what} by category for a period (business dates, inclusive; void entries left out)`,
        tags,
        params: shopParams,
        querystring: cashbookSummaryQuery,
        response: { 200: cashbookSummaryAnswer },
      },
    },
    async (req) => summary(deps, book, requireShop(req), langOf(req), req.query),
  );
}

export function registerExpenseRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const book of BOOKS) {
    registerCategoryRoutes(app, deps, book);
    registerEntryRoutes(app, deps, book);
  }
}
