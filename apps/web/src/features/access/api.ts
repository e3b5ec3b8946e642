import type { CreateMemberWire, CreateRoleWire, PatchRoleWire } from '@dokani/contracts/access';
import { api } from '@/shared/lib/http';
import { useShopMutation, useShopQuery } from '@/shared/lib/shop-query';
import { accessKeys } from './keys';

export function useMembers() {
  return useShopQuery(accessKeys.members, (shopId, signal) =>
    api('GET /shops/:shopId/members', { params: { shopId }, signal }).then((a) => a.items),
  );
}

export function useRoles() {
  return useShopQuery(accessKeys.roles, (shopId, signal) =>
    api('GET /shops/:shopId/roles', { params: { shopId }, signal }).then((a) => a.items),
  );
}

/** A mutation on the shop's people or roles; both lists are refreshed after it. */
const useAccessMutation = <V, R>(call: (shopId: string, v: V) => Promise<R>) => useShopMutation(call, accessKeys.shop);

export const useAddMember = () =>
  useAccessMutation((shopId, body: CreateMemberWire) => api('POST /shops/:shopId/members', { params: { shopId }, body }));
export const useChangeRole = () =>
  useAccessMutation((shopId, v: { id: string; roleId: string }) =>
    api('PATCH /shops/:shopId/members/:memberId', { params: { shopId, memberId: v.id }, body: { roleId: v.roleId } }),
  );
export const useRemoveMember = () =>
  useAccessMutation((shopId, memberId: string) => api('DELETE /shops/:shopId/members/:memberId', { params: { shopId, memberId } }));
export const useCreateRole = () =>
  useAccessMutation((shopId, body: CreateRoleWire) => api('POST /shops/:shopId/roles', { params: { shopId }, body }));
export const useUpdateRole = () =>
  useAccessMutation((shopId, v: { id: string; patch: PatchRoleWire }) =>
    api('PATCH /shops/:shopId/roles/:roleId', { params: { shopId, roleId: v.id }, body: v.patch }),
  );
export const useDeleteRole = () =>
  useAccessMutation((shopId, roleId: string) => api('DELETE /shops/:shopId/roles/:roleId', { params: { shopId, roleId } }));
