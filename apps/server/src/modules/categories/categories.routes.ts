/** /api/v1/shops/{shopId}/categories — categories and sub-categories (one level deep). */
import { categoryListAnswer, categoryParams, categorySchema, createCategoryBody, patchCategoryBody, shopParams } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import { noContent } from '../../platform/openapi.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { createCategory, deleteCategory, listCategories, renameCategory } from './categories.service.ts';

const tags = ['categories'];

export function registerCategoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops/:shopId/categories',
    {
      config: { auth: 'shop', feature: 'products' },
      schema: {
        summary: 'Categories and sub-categories of the shop, each with its number of products',
        tags,
        params: shopParams,
        response: { 200: categoryListAnswer },
      },
    },
    async (req) => ({ items: await listCategories(deps, requireShop(req)) }),
  );

  r.post(
    '/shops/:shopId/categories',
    {
      config: { auth: 'shop', feature: 'products' },
      schema: {
        summary: 'Create a category, or a sub-category with parentId (a top-level category)',
        description:
          'Idempotent by the client-generated id. One name per level (case-insensitive): a second one → 409 CATEGORY_NAME_TAKEN.',
        tags,
        params: shopParams,
        body: createCategoryBody,
        response: { 200: categorySchema, 201: categorySchema },
      },
    },
    async (req, reply) => {
      const { created, category } = await createCategory(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(category);
    },
  );

  r.patch(
    '/shops/:shopId/categories/:categoryId',
    {
      config: { auth: 'shop', feature: 'products' },
      schema: {
        summary: 'Rename a category',
        tags,
        params: categoryParams,
        body: patchCategoryBody,
        response: { 200: categorySchema },
      },
    },
    async (req) => renameCategory(deps, requireShop(req), requireSession(req).user, req.params.categoryId, req.body.name),
  );

  r.delete(
    '/shops/:shopId/categories/:categoryId',
    {
      config: { auth: 'shop', feature: 'products' },
      schema: {
        summary: 'Delete a category that has no products and no sub-categories (else 409 CATEGORY_IN_USE)',
        tags,
        params: categoryParams,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await deleteCategory(deps, requireShop(req), requireSession(req).user, req.params.categoryId);
      return reply.code(204).send(null);
    },
  );
}
