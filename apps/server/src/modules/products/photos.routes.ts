/** /products/{productId}/photos: upload (multipart, one image), remove, reorder. */
import { productParams, productSchema, ulidSchema } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { IMAGE_BODY_LIMIT, readImageUpload, registerImageUploadScope } from '../../platform/images.ts';
import { noContent } from '../../platform/openapi.ts';
import { addPhoto, deletePhoto, reorderPhotos } from './photos.service.ts';

const tags = ['products'];
const photoParams = productParams.extend({ photoId: ulidSchema });
/** The photos' new order: every photo id of the product once. */
const photoOrderBody = z.object({ order: z.array(ulidSchema).max(20) }).strict();

export function registerPhotoRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerImageUploadScope(app, (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/shops/:shopId/products/:productId/photos',
      {
        config: { auth: 'shop', feature: 'products' },
        bodyLimit: IMAGE_BODY_LIMIT,
        schema: {
          summary: 'Add a photo (multipart/form-data, one image file, at most 5 MB; at most 5 photos)',
          description:
            'JPG, PNG, WebP, GIF, AVIF or HEIF. Stored as WebP fitted to 1024 px plus a 256 px thumbnail. ' +
            '400 INVALID_IMAGE when it is not a readable image, 413 PAYLOAD_TOO_LARGE above 5 MB, 409 TOO_MANY_PHOTOS at 5.',
          tags,
          consumes: ['multipart/form-data'],
          params: productParams,
          response: { 201: productSchema },
        },
      },
      async (req, reply) => {
        const shop = requireShop(req);
        const upload = await readImageUpload(req);
        return reply.code(201).send(await addPhoto(deps, shop, requireSession(req).user, req.params.productId, upload));
      },
    );

    r.patch(
      '/shops/:shopId/products/:productId/photos',
      {
        config: { auth: 'shop', feature: 'products' },
        schema: {
          summary: 'Put the product’s photos in a new order (the first is the main photo)',
          tags,
          params: productParams,
          body: photoOrderBody,
          response: { 200: productSchema },
        },
      },
      async (req) => reorderPhotos(deps, requireShop(req), requireSession(req).user, req.params.productId, req.body.order),
    );

    r.delete(
      '/shops/:shopId/products/:productId/photos/:photoId',
      {
        config: { auth: 'shop', feature: 'products' },
        schema: { summary: 'Remove a photo (and its files)', tags, params: photoParams, response: { 204: noContent } },
      },
      async (req, reply) => {
        await deletePhoto(deps, requireShop(req), requireSession(req).user, req.params.productId, req.params.photoId);
        return reply.code(204).send(null);
      },
    );
  });
}
