import { withTexts } from '@/shared/lib/i18n';

/**
 * The SMS pages with their strings (a lazy namespace, 'campaigns'; the 'sms' namespace is the
 * text of the SMS the server sends, never a page's). This file is itself fetched with the page,
 * so the sign-in pages' entry chunk carries only the import (as for billing and the online shop);
 * each page module is a chunk of its own. The packs page also speaks billing's words for the
 * payment providers.
 */
export const SMS_NAMESPACES = ['campaigns'] as const;

export const PAGES = {
  compose: withTexts(SMS_NAMESPACES, () => import('./pages/ComposePage')),
  list: withTexts(SMS_NAMESPACES, () => import('./pages/SmsListPage')),
  packages: withTexts([...SMS_NAMESPACES, 'billing'], () => import('./pages/SmsPackagesPage')),
} as const;
