/**
 * /api/v1/shops/{shopId}/{expenses|incomes}, /{expense|income}-categories and
 * /{expense|income}-summary — the same routes for both books (feature 'expenses').
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import type { Language } from '../../platform/i18n.ts';
import { routesOf } from '../../platform/route.ts';
import type { Book } from './books.ts';
import { BOOKS } from './books.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories.service.ts';
import { createEntry, getEntry, listEntries, summary, voidEntry } from './entries.service.ts';

const langOf = (req: FastifyRequest): Language => pickLanguage(req.headers['accept-language']);
const policy = { auth: 'shop', feature: 'expenses' } as const;

function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps, book: Book): void {
  const route = routesOf(app, { tags: [book.categoriesPath] });
  const base = `/shops/:shopId/${book.categoriesPath}` as const;
  const what = book.kind === 'expense' ? 'expense' : 'income';

  route(
    `GET ${base}`,
    { ...policy, summary: `Categories of ${what}: the default set (named in the caller’s language) and the shop’s own` },
    async (req) => ({ items: await listCategories(deps, book, requireShop(req), langOf(req), req.query.status ?? 'all') }),
  );

  route(
    `POST ${base}`,
    {
      ...policy,
      ...(book.categoryUsage ? { usage: book.categoryUsage } : {}),
      summary: `Create a custom ${what} category`,
      description:
        'Idempotent by the client-generated id. One name per shop (case-insensitive, also against the default names in bn and en) → 409 CATEGORY_NAME_TAKEN.' +
        (book.categoryUsage ? ' Counts toward the "expense-category" usage limit; the default categories do not.' : ''),
    },
    async (req, reply) => {
      const { created, category } = await createCategory(deps, book, requireShop(req), requireSession(req).user, langOf(req), req.body);
      return reply.code(created ? 201 : 200).send(category);
    },
  );

  route(`PATCH ${base}/:categoryId`, { ...policy, summary: `Rename a ${what} category, or turn it off / on (status)` }, async (req) =>
    updateCategory(deps, book, requireShop(req), requireSession(req).user, langOf(req), req.params.categoryId, req.body),
  );

  route(
    `DELETE ${base}/:categoryId`,
    { ...policy, summary: `Delete an unused custom ${what} category (204); a used or default one is turned off instead (200 with it)` },
    async (req, reply) => {
      const off = await deleteCategory(deps, book, requireShop(req), requireSession(req).user, langOf(req), req.params.categoryId);
      return off ? reply.code(200).send(off) : reply.code(204).send(null);
    },
  );
}

function registerEntryRoutes(app: FastifyInstance, deps: AppDeps, book: Book): void {
  const route = routesOf(app, { tags: [book.entriesPath] });
  const base = `/shops/:shopId/${book.entriesPath}` as const;
  const what = book.kind === 'expense' ? 'expense' : 'income';

  route(
    `GET ${base}`,
    {
      ...policy,
      summary: `The ${what} book, newest first`,
      description:
        'Filters: categoryId, employeeId, from/to (business dates in the shop timezone, inclusive), status, q (note, reason, details). Keyset pagination.',
    },
    async (req) => listEntries(deps, book, requireShop(req), langOf(req), req.query),
  );

  route(
    `POST ${base}`,
    {
      ...policy,
      ...(book.entryUsage ? { usage: book.entryUsage } : {}),
      summary: `Write an ${what}`,
      description: 'Idempotent by the client-generated id. date/time are the shop’s local date and time (default now).',
    },
    async (req, reply) => {
      const { created, entry } = await createEntry(deps, book, requireShop(req), requireSession(req).user, langOf(req), req.body);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  route(`GET ${base}/:entryId`, { ...policy, summary: `One ${what}` }, async (req) =>
    getEntry(deps, book, requireShop(req), langOf(req), req.params.entryId),
  );

  route(
    `POST ${base}/:entryId/void`,
    { ...policy, summary: `Void an ${what} (it stays in the book, marked void); a second void → 409 ALREADY_VOIDED` },
    async (req) => voidEntry(deps, book, requireShop(req), requireSession(req).user, langOf(req), req.params.entryId, req.body.reason),
  );

  route(
    `GET /shops/:shopId/${book.summaryPath}`,
    { ...policy, summary: `Totals of ${what} by category for a period (business dates, inclusive; void entries left out)` },
    async (req) => summary(deps, book, requireShop(req), langOf(req), req.query),
  );
}

export function registerExpenseRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const book of BOOKS) {
    registerCategoryRoutes(app, deps, book);
    registerEntryRoutes(app, deps, book);
  }
}
