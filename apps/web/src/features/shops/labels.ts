import type { TFunction } from 'i18next';
import type { Shop } from '@dokani/contracts';

/** The user's role in a shop, in words: the built-in owner role is translated, others are names. */
export function roleLabel(role: string, t: TFunction): string {
  return role === 'owner' ? t('shop:role.owner') : role;
}

export function shopTypeLabel(type: Shop['shopType'], t: TFunction): string {
  return t(`shop:types.${type}`);
}
