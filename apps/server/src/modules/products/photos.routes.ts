/** /products/{productId}/photos: upload (multipart, one image), remove, reorder. */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { IMAGE_BODY_LIMIT, readImageUpload, registerImageUploadScope } from '../../platform/images.ts';
import { routesOf } from '../../platform/route.ts';
import { addPhoto, deletePhoto, reorderPhotos } from './photos.service.ts';

const policy = { auth: 'shop', feature: 'products' } as const;

export function registerPhotoRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerImageUploadScope(app, (scope) => {
    const route = routesOf(scope, { tags: ['products'] });

    route(
      'POST /shops/:shopId/products/:productId/photos',
      {
        ...policy,
        bodyLimit: IMAGE_BODY_LIMIT,
        summary: 'Add a photo (multipart/form-data, one image file, at most 5 MB; at most 5 photos)',
        description:
          'JPG, PNG, WebP, GIF, AVIF or HEIF. Stored as WebP fitted to 1024 px plus a 256 px thumbnail. ' +
          '400 INVALID_IMAGE when it is not a readable image, 413 PAYLOAD_TOO_LARGE above 5 MB, 409 TOO_MANY_PHOTOS at 5.',
      },
      // the shop and the session are checked before the body is read
      async (req, reply) =>
        reply
          .code(201)
          .send(await addPhoto(deps, requireShop(req), requireSession(req).user, req.params.productId, await readImageUpload(req))),
    );

    route(
      'PATCH /shops/:shopId/products/:productId/photos',
      { ...policy, summary: 'Put the product’s photos in a new order (the first is the main photo)' },
      async (req) => reorderPhotos(deps, requireShop(req), requireSession(req).user, req.params.productId, req.body.order),
    );

    route(
      'DELETE /shops/:shopId/products/:productId/photos/:photoId',
      { ...policy, summary: 'Remove a photo (and its files)' },
      async (req, reply) => {
        await deletePhoto(deps, requireShop(req), requireSession(req).user, req.params.productId, req.params.photoId);
        return reply.code(204).send(null);
      },
    );
  });
}
