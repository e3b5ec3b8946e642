/** /contacts/{contactId}/photo: put (multipart, one image) and remove the contact's photo (feature 'contacts'). */
import { contactParams, contactSchema } from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { IMAGE_BODY_LIMIT, readImageUpload, registerImageUploadScope } from '../../platform/images.ts';
import { removeContactPhoto, setContactPhoto } from './photo.service.ts';

const tags = ['contacts'];

export function registerContactPhotoRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerImageUploadScope(app, (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.put(
      '/shops/:shopId/contacts/:contactId/photo',
      {
        config: { auth: 'shop', feature: 'contacts' },
        bodyLimit: IMAGE_BODY_LIMIT,
        schema: {
          summary: 'Set the contact’s photo (multipart/form-data, one image file, at most 5 MB); replaces the one before',
          description:
            'JPG, PNG, WebP, GIF, AVIF or HEIF, stored as WebP fitted to 512 px; photoUrl becomes its /media address. ' +
            '400 INVALID_IMAGE when it is not a readable image, 413 PAYLOAD_TOO_LARGE above 5 MB, 415 when not multipart.',
          tags,
          consumes: ['multipart/form-data'],
          params: contactParams,
          response: { 200: contactSchema },
        },
      },
      async (req) => {
        const shop = requireShop(req);
        const upload = await readImageUpload(req);
        return setContactPhoto(deps, shop, requireSession(req).user, req.params.contactId, upload);
      },
    );

    r.delete(
      '/shops/:shopId/contacts/:contactId/photo',
      {
        config: { auth: 'shop', feature: 'contacts' },
        schema: {
          summary: 'Remove the contact’s photo (and its uploaded file)',
          description: 'Answers the contact with photoUrl null; a contact without a photo answers as it is.',
          tags,
          params: contactParams,
          response: { 200: contactSchema },
        },
      },
      async (req) => removeContactPhoto(deps, requireShop(req), requireSession(req).user, req.params.contactId),
    );
  });
}
