/** /api/v1/shops/{shopId}/categories — categories and sub-categories (one level deep). */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';
import { createCategory, deleteCategory, listCategories, renameCategory } from './categories.service.ts';

export function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['categories'] });
  const policy = { auth: 'shop', feature: 'products' } as const;

  route(
    'GET /shops/:shopId/categories',
    { ...policy, summary: 'Categories and sub-categories of the shop, each with its number of products' },
    async (req) => ({ items: await listCategories(deps, requireShop(req)) }),
  );

  route(
    'POST /shops/:shopId/categories',
    {
      ...policy,
      summary: 'Create a category, or a sub-category with parentId (a top-level category)',
      description: 'Idempotent by the client-generated id. One name per level (case-insensitive): a second one → 409 CATEGORY_NAME_TAKEN.',
    },
    async (req, reply) => {
      const { created, category } = await createCategory(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(category);
    },
  );

  route('PATCH /shops/:shopId/categories/:categoryId', { ...policy, summary: 'Rename a category' }, async (req) =>
    renameCategory(deps, requireShop(req), requireSession(req).user, req.params.categoryId, req.body.name),
  );

  route(
    'DELETE /shops/:shopId/categories/:categoryId',
    { ...policy, summary: 'Delete a category that has no products and no sub-categories (else 409 CATEGORY_IN_USE)' },
    async (req, reply) => {
      await deleteCategory(deps, requireShop(req), requireSession(req).user, req.params.categoryId);
      return reply.code(204).send(null);
    },
  );
}
