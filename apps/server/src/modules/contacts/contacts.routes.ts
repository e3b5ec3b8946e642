/** /api/v1/shops/{shopId}/contacts — customers, suppliers, employees (feature 'contacts'). */
import {
  contactListAnswer,
  contactListQuery,
  contactParams,
  contactSchema,
  createContactBody,
  patchContactBody,
  shopParams,
} from '@dokani/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { noContent } from '../../platform/openapi.ts';
import { createContact, deleteContact, listContacts, loadContact, patchContact } from './contacts.service.ts';
import { registerContactPhotoRoutes } from './photo.routes.ts';

const tags = ['contacts'];

export function registerContactRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops/:shopId/contacts',
    {
      // The due book picks contacts too, the counter its customer, supplier or employee, and SMS marketing its recipients.
      config: { auth: 'shop', feature: ['contacts', 'dues', 'sell', 'purchase', 'sms'] },
      schema: {
        summary: 'Search and list contacts by name (keyset pages)',
        description:
          'type: customer | supplier | employee. q: a prefix of any word of the name, or digits of the mobile number ' +
          '(Bangla digits accepted). status defaults to active; due filters by balance (receivable, payable, any). ' +
          'Pass nextCursor as cursor for the next page.',
        tags,
        params: shopParams,
        querystring: contactListQuery,
        response: { 200: contactListAnswer },
      },
    },
    async (req) => listContacts(deps, requireShop(req), req.query),
  );

  r.post(
    '/shops/:shopId/contacts',
    {
      config: { auth: 'shop', feature: 'contacts' },
      schema: {
        summary: 'Add a customer, supplier or employee',
        description:
          'Idempotent by the client-generated id. Counted against the usage limit of its type (402 USAGE_LIMIT_REACHED). ' +
          'A number another contact of the same type has → 409 CONTACT_MOBILE_TAKEN. position and monthlySalary are for ' +
          'employees only, suppliedItems for suppliers only (400).',
        tags,
        params: shopParams,
        body: createContactBody,
        response: { 200: contactSchema, 201: contactSchema },
      },
    },
    async (req, reply) => {
      const { created, contact } = await createContact(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(contact);
    },
  );

  r.get(
    '/shops/:shopId/contacts/:contactId',
    {
      config: { auth: 'shop', feature: ['contacts', 'dues', 'sell', 'purchase'] },
      schema: {
        summary: 'One contact with its balance (positive = owes the shop)',
        tags,
        params: contactParams,
        response: { 200: contactSchema },
      },
    },
    async (req) => loadContact(deps.db, requireShop(req).id, req.params.contactId),
  );

  r.patch(
    '/shops/:shopId/contacts/:contactId',
    {
      config: { auth: 'shop', feature: 'contacts' },
      schema: {
        summary: 'Change a contact (also status); the type stays, the balance moves only through due entries',
        tags,
        params: contactParams,
        body: patchContactBody,
        response: { 200: contactSchema },
      },
    },
    async (req) => patchContact(deps, requireShop(req), requireSession(req).user, req.params.contactId, req.body),
  );

  r.delete(
    '/shops/:shopId/contacts/:contactId',
    {
      config: { auth: 'shop', feature: 'contacts' },
      schema: {
        summary: 'Delete a contact; one with due entries is deactivated instead',
        description: '204 when deleted; 200 with the contact (status inactive) when it has history.',
        tags,
        params: contactParams,
        response: { 200: contactSchema, 204: noContent },
      },
    },
    async (req, reply) => {
      const res = await deleteContact(deps, requireShop(req), requireSession(req).user, req.params.contactId);
      return res.deleted ? reply.code(204).send(null) : reply.code(200).send(res.contact);
    },
  );

  registerContactPhotoRoutes(app, deps);
}
