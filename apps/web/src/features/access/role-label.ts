import type { TFunction } from 'i18next';
import type { Role } from '@dokani/contracts/access';

/** A role's name as the server sends it (a ready role's in the reader's language); the owner's in words. */
export function roleText(roleId: string | null, roles: readonly Role[] | undefined, t: TFunction): string {
  if (roleId === null) return t('access:people.owner');
  return roles?.find((r) => r.id === roleId)?.name ?? '…';
}
