/** Staff access (feature 'access-management'): the shop's people and its roles (docs/API.md, the fixed part). */
import { z } from 'zod';
import { mobileInputSchema, ulidSchema } from './common.ts';
import { FEATURE_KEYS, READY_ROLES } from './features.ts';
import { TEXT_LIMITS } from './text-limits.ts';

export const memberSchema = z
  .object({
    id: z.string(),
    /** Null while the number has not signed up yet (an invitation). */
    userId: z.string().nullable(),
    mobile: z.string().meta({ description: 'E.164' }),
    /** Null while the number has not signed up yet. */
    name: z.string().nullable(),
    isOwner: z.boolean(),
    roleId: z.string().nullable(),
    addedAt: z.string(),
    /** True for a number that has not signed up yet: it joins the shop when it does. */
    invited: z.boolean(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;
export const memberListAnswer = z.object({ items: z.array(memberSchema) });
export const memberParams = z.object({ shopId: ulidSchema, memberId: ulidSchema });
export const createMemberBody = z.object({ id: ulidSchema, mobile: mobileInputSchema, roleId: ulidSchema }).strict();
export type CreateMemberBody = z.infer<typeof createMemberBody>;
export type CreateMemberWire = z.input<typeof createMemberBody>;
export const patchMemberBody = z.object({ roleId: ulidSchema }).strict();
export type PatchMemberWire = z.input<typeof patchMemberBody>;

const roleName = z.string().trim().min(1, { message: 'validation.required' }).max(TEXT_LIMITS.roleName, { message: 'validation.tooLong' });
const roleFeatures = z
  .array(z.enum(FEATURE_KEYS))
  .max(FEATURE_KEYS.length)
  .transform((f) => [...new Set(f)])
  .meta({ description: 'The feature keys the role may use' });

export const roleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    features: z.array(z.enum(FEATURE_KEYS)),
    /** Which ready role this started as (its name follows the user's language until renamed). */
    ready: z.enum(READY_ROLES).nullable(),
    /** People (and invitations) holding the role: a role in use cannot be deleted. */
    memberCount: z.number().int(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;
export const roleListAnswer = z.object({ items: z.array(roleSchema) });
export const roleParams = z.object({ shopId: ulidSchema, roleId: ulidSchema });
export const createRoleBody = z.object({ id: ulidSchema, name: roleName, features: roleFeatures }).strict();
export type CreateRoleBody = z.infer<typeof createRoleBody>;
export type CreateRoleWire = z.input<typeof createRoleBody>;
export const patchRoleBody = z.object({ name: roleName.optional(), features: roleFeatures.optional() }).strict();
export type PatchRoleBody = z.infer<typeof patchRoleBody>;
export type PatchRoleWire = z.input<typeof patchRoleBody>;
