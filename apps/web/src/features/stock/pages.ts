import { withTexts } from '@/shared/lib/i18n';

const STOCK = ['stock', 'products'];

/** The stock pages, with their texts. */
export const PAGES = {
  book: withTexts(STOCK, () => import('./pages/StockBookPage')),
  history: withTexts(STOCK, () => import('./pages/StockHistoryPage')),
  update: withTexts(STOCK, () => import('./pages/StockUpdatePage')),
  expired: withTexts(STOCK, () => import('./pages/ExpiredProductPage')),
  warranty: withTexts(STOCK, () => import('./pages/WarrantyProductPage')),
};
