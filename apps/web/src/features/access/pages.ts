import { withTexts } from '@/shared/lib/i18n';

const ACCESS = ['access'];

/** The App Access pages, with their texts. */
export const PAGES = {
  access: withTexts(ACCESS, () => import('./pages/AccessPage')),
  roles: withTexts(ACCESS, () => import('./pages/RolesPage')),
};
