/** /api/v1/shops/{shopId}/contacts — customers, suppliers, employees (feature 'contacts'). */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';
import { createContact, deleteContact, listContacts, loadContact, patchContact } from './contacts.service.ts';
import { registerContactPhotoRoutes } from './photo.routes.ts';

export function registerContactRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['contacts'] });
  const policy = { auth: 'shop', feature: 'contacts' } as const;

  route(
    'GET /shops/:shopId/contacts',
    {
      // The due book picks contacts too, the counter its customer, supplier or employee, and SMS marketing its recipients.
      auth: 'shop',
      feature: ['contacts', 'dues', 'sell', 'purchase', 'sms'],
      summary: 'Search and list contacts by name (keyset pages)',
      description:
        'type: customer | supplier | employee. q: a prefix of any word of the name, or digits of the mobile number ' +
        '(Bangla digits accepted). status defaults to active; due filters by balance (receivable, payable, any). ' +
        'Pass nextCursor as cursor for the next page.',
    },
    async (req) => listContacts(deps, requireShop(req), req.query),
  );

  route(
    'POST /shops/:shopId/contacts',
    {
      ...policy,
      summary: 'Add a customer, supplier or employee',
      description:
        'Idempotent by the client-generated id. Counted against the usage limit of its type (402 USAGE_LIMIT_REACHED). ' +
        'A number another contact of the same type has → 409 CONTACT_MOBILE_TAKEN. position and monthlySalary are for ' +
        'employees only, suppliedItems for suppliers only (400).',
    },
    async (req, reply) => {
      const { created, contact } = await createContact(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(contact);
    },
  );

  route(
    'GET /shops/:shopId/contacts/:contactId',
    { auth: 'shop', feature: ['contacts', 'dues', 'sell', 'purchase'], summary: 'One contact with its balance (positive = owes the shop)' },
    async (req) => loadContact(deps.db, requireShop(req).id, req.params.contactId),
  );

  route(
    'PATCH /shops/:shopId/contacts/:contactId',
    { ...policy, summary: 'Change a contact (also status); the type stays, the balance moves only through due entries' },
    async (req) => patchContact(deps, requireShop(req), requireSession(req).user, req.params.contactId, req.body),
  );

  route(
    'DELETE /shops/:shopId/contacts/:contactId',
    {
      ...policy,
      summary: 'Delete a contact; one with due entries is deactivated instead',
      description: '204 when deleted; 200 with the contact (status inactive) when it has history.',
    },
    async (req, reply) => {
      const res = await deleteContact(deps, requireShop(req), requireSession(req).user, req.params.contactId);
      return res.deleted ? reply.code(204).send(null) : reply.code(200).send(res.contact);
    },
  );

  registerContactPhotoRoutes(app, deps);
}
