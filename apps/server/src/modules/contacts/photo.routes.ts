/** /contacts/{contactId}/photo: put (multipart, one image) and remove the contact's photo (feature 'contacts'). */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { IMAGE_BODY_LIMIT, readImageUpload, registerImageUploadScope } from '../../platform/images.ts';
import { routesOf } from '../../platform/route.ts';
import { removeContactPhoto, setContactPhoto } from './photo.service.ts';

const policy = { auth: 'shop', feature: 'contacts' } as const;

export function registerContactPhotoRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerImageUploadScope(app, (scope) => {
    const route = routesOf(scope, { tags: ['contacts'] });

    route(
      'PUT /shops/:shopId/contacts/:contactId/photo',
      {
        ...policy,
        bodyLimit: IMAGE_BODY_LIMIT,
        summary: 'Set the contact’s photo (multipart/form-data, one image file, at most 5 MB); replaces the one before',
        description:
          'JPG, PNG, WebP, GIF, AVIF or HEIF, stored as WebP fitted to 512 px; photoUrl becomes its /media address. ' +
          '400 INVALID_IMAGE when it is not a readable image, 413 PAYLOAD_TOO_LARGE above 5 MB, 415 when not multipart.',
      },
      // the shop and the session are checked before the body is read
      async (req) => setContactPhoto(deps, requireShop(req), requireSession(req).user, req.params.contactId, await readImageUpload(req)),
    );

    route(
      'DELETE /shops/:shopId/contacts/:contactId/photo',
      {
        ...policy,
        summary: 'Remove the contact’s photo (and its uploaded file)',
        description: 'Answers the contact with photoUrl null; a contact without a photo answers as it is.',
      },
      async (req) => removeContactPhoto(deps, requireShop(req), requireSession(req).user, req.params.contactId),
    );
  });
}
