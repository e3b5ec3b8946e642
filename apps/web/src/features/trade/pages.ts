import { withCounterTexts } from './counter/texts';
import { withBookDetailTexts, withBookListTexts, withReceiptTexts } from './books/texts';

/**
 * The counter, books and receipt pages with their texts. The app's routes fetch this file itself
 * with the page (as for the reports, billing and online shop pages), so the entry chunk carries
 * one import instead of every page's list of chunks to preload — the sign-in pages stay light.
 */
export const PAGES = {
  sell: withCounterTexts(() => import('./counter/pages/SellPage')),
  quickSell: withCounterTexts(() => import('./counter/pages/QuickSellPage')),
  purchase: withCounterTexts(() => import('./counter/pages/PurchasePage')),
  salesBook: withBookListTexts(() => import('./books/pages/SalesBookPage')),
  sale: withBookDetailTexts(() => import('./books/pages/SaleDetailPage')),
  purchaseBook: withBookListTexts(() => import('./books/pages/PurchaseBookPage')),
  purchaseDetail: withBookDetailTexts(() => import('./books/pages/PurchaseDetailPage')),
  /** The receipts' frame for the printer: the memo alone, no app shell. */
  printLayout: () => import('./receipt/PrintLayout'),
  printSale: withReceiptTexts(() => import('./receipt/pages/PrintSalePage')),
  printPurchase: withReceiptTexts(() => import('./receipt/pages/PrintPurchasePage')),
  publicReceipt: withReceiptTexts(() => import('./receipt/pages/PublicReceiptPage')),
} as const;
