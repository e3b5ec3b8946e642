import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMemberWire, CreateRoleWire, Member, PatchRoleWire, Role } from '@dokani/contracts/access';
import { api } from '@/shared/lib/http';
import { shopPath, useShopId } from '@/shared/lib/shop';
import { accessKeys } from './keys';

export function useMembers() {
  const shopId = useShopId();
  return useQuery({
    queryKey: accessKeys.members(shopId),
    queryFn: ({ signal }) => api<{ items: Member[] }>(shopPath(shopId, '/members'), { signal }).then((a) => a.items),
    enabled: shopId !== '',
  });
}

export function useRoles() {
  const shopId = useShopId();
  return useQuery({
    queryKey: accessKeys.roles(shopId),
    queryFn: ({ signal }) => api<{ items: Role[] }>(shopPath(shopId, '/roles'), { signal }).then((a) => a.items),
    enabled: shopId !== '',
  });
}

/** A mutation on the shop's people or roles; both lists are refreshed after it. */
function useAccessMutation<V, R>(call: (shopId: string, v: V) => Promise<R>) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => call(shopId, v),
    onSettled: () => qc.invalidateQueries({ queryKey: accessKeys.shop(shopId) }),
  });
}

export const useAddMember = () =>
  useAccessMutation((shopId, body: CreateMemberWire) => api<Member>(shopPath(shopId, '/members'), { body }));
export const useChangeRole = () =>
  useAccessMutation((shopId, v: { id: string; roleId: string }) =>
    api<Member>(shopPath(shopId, `/members/${v.id}`), { method: 'PATCH', body: { roleId: v.roleId } }),
  );
export const useRemoveMember = () =>
  useAccessMutation((shopId, id: string) => api<void>(shopPath(shopId, `/members/${id}`), { method: 'DELETE' }));
export const useCreateRole = () => useAccessMutation((shopId, body: CreateRoleWire) => api<Role>(shopPath(shopId, '/roles'), { body }));
export const useUpdateRole = () =>
  useAccessMutation((shopId, v: { id: string; patch: PatchRoleWire }) =>
    api<Role>(shopPath(shopId, `/roles/${v.id}`), { method: 'PATCH', body: v.patch }),
  );
export const useDeleteRole = () =>
  useAccessMutation((shopId, id: string) => api<void>(shopPath(shopId, `/roles/${id}`), { method: 'DELETE' }));
