import { withTexts } from '@/shared/lib/i18n';

/**
 * The App Access pages with their strings (a lazy namespace). This file is itself fetched with the
 * page, so the sign-in pages' entry chunk carries only the import (as for the reports).
 */
export const ACCESS_NAMESPACES = ['access'] as const;

export const loadAccessPage = withTexts(ACCESS_NAMESPACES, () => import('./pages/AccessPage'));
export const loadRolesPage = withTexts(ACCESS_NAMESPACES, () => import('./pages/RolesPage'));
