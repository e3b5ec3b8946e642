import { withTexts } from '@/shared/lib/i18n';

/** The home page, with the texts of the report cards and the package news it shows. */
export const PAGES = {
  home: withTexts(['reports', 'billing'], () => import('./pages/HomePage')),
};
