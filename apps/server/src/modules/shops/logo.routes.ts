/** /shops/{shopId}/logo: put (multipart, one image) and remove the shop's logo (the shop edit's policy: feature 'settings'). */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { IMAGE_BODY_LIMIT, readImageUpload, registerImageUploadScope } from '../../platform/images.ts';
import { routesOf } from '../../platform/route.ts';
import { removeShopLogo, setShopLogo } from './logo.service.ts';

const policy = { auth: 'shop', feature: 'settings' } as const;

export function registerShopLogoRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerImageUploadScope(app, (scope) => {
    const route = routesOf(scope, { tags: ['shops'] });

    route(
      'PUT /shops/:shopId/logo',
      {
        ...policy,
        bodyLimit: IMAGE_BODY_LIMIT,
        summary:
          'Set the shop’s logo (multipart/form-data, one image file, at most 5 MB; needs the settings feature); replaces the one before',
        description:
          'JPG, PNG, WebP, GIF, AVIF or HEIF, stored as WebP fitted to 512 px (transparency kept); logoUrl becomes its /media address. ' +
          '400 INVALID_IMAGE when it is not a readable image, 413 PAYLOAD_TOO_LARGE above 5 MB, 415 when not multipart.',
      },
      // the shop and the session are checked before the body is read
      async (req) => setShopLogo(deps, requireShop(req), requireSession(req).user, await readImageUpload(req)),
    );

    route(
      'DELETE /shops/:shopId/logo',
      {
        ...policy,
        summary: 'Remove the shop’s logo (and its uploaded file; needs the settings feature)',
        description: 'Answers the shop with logoUrl null; a shop without a logo answers as it is.',
      },
      async (req) => removeShopLogo(deps, requireShop(req), requireSession(req).user),
    );
  });
}
