/** /api/v1/shops/{shopId}/members and /roles: the shop's people and roles (feature 'access-management'). */
import type { FastifyInstance } from 'fastify';
import { requireSession, requireShop } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { pickLanguage } from '../../platform/i18n.ts';
import { routesOf } from '../../platform/route.ts';
import { addMember, changeMemberRole, listMembers, removeMember } from './members.service.ts';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service.ts';

const policy = { auth: 'shop', feature: 'access-management' } as const;

export function registerAccessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['access'] });

  route(
    'GET /shops/:shopId/members',
    { ...policy, summary: "The shop's people: the owner first, then members and invited numbers" },
    async (req) => ({ items: await listMembers(deps, requireShop(req)) }),
  );

  route(
    'POST /shops/:shopId/members',
    {
      ...policy,
      summary: 'Add a person by mobile number with a role',
      description:
        'Idempotent by the client id. A registered number joins at once; a number without an account is kept as an invitation ' +
        '(`invited: true`) and joins when it signs up (OTP, "I was invited"). A number already in the shop → 409 MEMBER_EXISTS. ' +
        'A member who manages access can only give a role within their own features (403 FORBIDDEN).',
    },
    async (req, reply) => {
      const { created, member } = await addMember(deps, requireShop(req), requireSession(req).user, req.body);
      return reply.code(created ? 201 : 200).send(member);
    },
  );

  route(
    'PATCH /shops/:shopId/members/:memberId',
    {
      ...policy,
      summary: "Change a person's role (applies on their next request)",
      description: "The owner → 409 OWNER_ROLE_FIXED; one's own role → 403 FORBIDDEN.",
    },
    async (req) => changeMemberRole(deps, requireShop(req), requireSession(req).user, req.params.memberId, req.body.roleId),
  );

  route(
    'DELETE /shops/:shopId/members/:memberId',
    {
      ...policy,
      summary: "Remove a person's access (their next request on the shop is refused, on every device)",
      description: 'The owner → 409 OWNER_CANNOT_BE_REMOVED. An invitation is withdrawn the same way.',
    },
    async (req, reply) => {
      await removeMember(deps, requireShop(req), requireSession(req).user, req.params.memberId);
      return reply.code(204).send(null);
    },
  );

  route('GET /shops/:shopId/roles', { ...policy, summary: "The shop's roles, with how many people hold each" }, async (req) => ({
    items: await listRoles(deps, requireShop(req), pickLanguage(req.headers['accept-language'])),
  }));

  route(
    'POST /shops/:shopId/roles',
    {
      ...policy,
      summary: 'Create a role: a name and the features it may use',
      description:
        'Idempotent by the client id. A name another role has → 409 ROLE_NAME_TAKEN; a feature the caller lacks → 403 FORBIDDEN.',
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

  route(
    'PATCH /shops/:shopId/roles/:roleId',
    { ...policy, summary: "Rename a role or change its features (applies to its people's next request)" },
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

  route(
    'DELETE /shops/:shopId/roles/:roleId',
    { ...policy, summary: 'Delete a role nobody holds (otherwise 409 ROLE_IN_USE)' },
    async (req, reply) => {
      await deleteRole(deps, requireShop(req), requireSession(req).user, req.params.roleId);
      return reply.code(204).send(null);
    },
  );
}
