import { withTexts } from '@/shared/lib/i18n';

/** The home page, with the texts of the report cards, the package news and the next guide it shows. */
export const PAGES = {
  home: withTexts(['reports', 'billing', 'tutorial'], () => import('./pages/HomePage')),
};
