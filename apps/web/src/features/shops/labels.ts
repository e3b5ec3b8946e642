import { READY_ROLES } from '@dokani/contracts/features';
import type { TFunction } from 'i18next';
import type { Shop } from '@dokani/contracts';

/** The user's role in a shop, in words: the built-in owner role is translated, others are names. */
/** 'owner' and a ready role not renamed yet ('cashier', 'manager', 'accountant') come as keys; any other role by its name. */
export function roleLabel(role: string, t: TFunction): string {
  if (role === 'owner') return t('shop:role.owner');
  return (READY_ROLES as readonly string[]).includes(role) ? t(`shop:role.ready.${role}`) : role;
}

export function shopTypeLabel(type: Shop['shopType'], t: TFunction): string {
  return t(`shop:types.${type}`);
}
