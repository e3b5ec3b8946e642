/** /api/v1/shops/{shopId}/members and /roles: the shop's people and roles (feature 'access-management'). */
import { shopParams } from '@dokani/contracts';
import {
  createMemberBody,
  createRoleBody,
  memberListAnswer,
  memberParams,
  memberSchema,
  patchMemberBody,
  patchRoleBody,
  roleListAnswer,
  roleParams,
  roleSchema,
} from '@dokani/contracts/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import { noContent } from '../../platform/openapi.ts';
import { addMember, changeMemberRole, listMembers, removeMember } from './members.service.ts';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service.ts';

const tags = ['access'];
const config = { auth: 'shop', feature: 'access-management' } as const;

export function registerAccessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/shops/:shopId/members',
    {
      config,
      schema: {
        summary: "The shop's people: the owner first, then members and invited numbers",
        tags,
        params: shopParams,
        response: { 200: memberListAnswer },
      },
    },
    async (req) => ({ items: await listMembers(deps, requireShop(req)) }),
  );

  r.post(
    '/shops/:shopId/members',
    {
      config,
      schema: {
        summary: 'Add a person by mobile number with a role',
        description:
          'Idempotent by the client id. A registered number joins at once; a number without an account is kept as an invitation ' +
          '(`invited: true`) and joins when it signs up (OTP, "I was invited"). A number already in the shop → 409 MEMBER_EXISTS. ' +
          'A member who manages access can only give a role within their own features (403 FORBIDDEN).',
        tags,
        params: shopParams,
        body: createMemberBody,
        response: { 200: memberSchema, 201: memberSchema },
      },
    },
    async (req, reply) => {
      const { created, member } = await addMember(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(member);
    },
  );

  r.patch(
    '/shops/:shopId/members/:memberId',
    {
      config,
      schema: {
        summary: "Change a person's role (applies on their next request)",
        description: "The owner → 409 OWNER_ROLE_FIXED; one's own role → 403 FORBIDDEN.",
        tags,
        params: memberParams,
        body: patchMemberBody,
        response: { 200: memberSchema },
      },
    },
    async (req) => changeMemberRole(deps, requireShop(req), requireSession(req).user, req.params.memberId, req.body.roleId),
  );

  r.delete(
    '/shops/:shopId/members/:memberId',
    {
      config,
      schema: {
        summary: "Remove a person's access (their next request on the shop is refused, on every device)",
        description: 'The owner → 409 OWNER_CANNOT_BE_REMOVED. An invitation is withdrawn the same way.',
        tags,
        params: memberParams,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await removeMember(deps, requireShop(req), requireSession(req).user, req.params.memberId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/shops/:shopId/roles',
    {
      config,
      schema: { summary: "The shop's roles, with how many people hold each", tags, params: shopParams, response: { 200: roleListAnswer } },
    },
    async (req) => ({ items: await listRoles(deps, requireShop(req), pickLanguage(req.headers['accept-language'])) }),
  );

  r.post(
    '/shops/:shopId/roles',
    {
      config,
      schema: {
        summary: 'Create a role: a name and the features it may use',
        description:
          'Idempotent by the client id. A name another role has → 409 ROLE_NAME_TAKEN; a feature the caller lacks → 403 FORBIDDEN.',
        tags,
        params: shopParams,
        body: createRoleBody,
        response: { 200: roleSchema, 201: roleSchema },
      },
    },
    async (req, reply) => {
      const { created, role } = await createRole(
        deps,
        requireShop(req),
        requireSession(req).user,
        req.body,
        pickLanguage(req.headers['accept-language']),
      );
      return reply.code(created ? 201 : 200).send(role);
    },
  );

  r.patch(
    '/shops/:shopId/roles/:roleId',
    {
      config,
      schema: {
        summary: "Rename a role or change its features (applies to its people's next request)",
        tags,
        params: roleParams,
        body: patchRoleBody,
        response: { 200: roleSchema },
      },
    },
    async (req) =>
      updateRole(
        deps,
        requireShop(req),
        requireSession(req).user,
        req.params.roleId,
        req.body,
        pickLanguage(req.headers['accept-language']),
      ),
  );

  r.delete(
    '/shops/:shopId/roles/:roleId',
    {
      config,
      schema: { summary: 'Delete a role nobody holds (otherwise 409 ROLE_IN_USE)', tags, params: roleParams, response: { 204: noContent } },
    },
    async (req, reply) => {
      await deleteRole(deps, requireShop(req), requireSession(req).user, req.params.roleId);
      return reply.code(204).send(null);
    },
  );
}
