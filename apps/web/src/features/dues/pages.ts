import { withTexts } from '@/shared/lib/i18n';

/** The due book's texts, and 'stock': the list states it shares (load more, load failed) are written there. */
const DUES = ['dues', 'stock'];

/** The due book's pages, with their texts. */
export const PAGES = {
  book: withTexts(DUES, () => import('./pages/DueBookPage')),
  history: withTexts(DUES, () => import('./pages/DueHistoryPage')),
};
