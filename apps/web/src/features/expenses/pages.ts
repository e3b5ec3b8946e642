import { withTexts } from '@/shared/lib/i18n';

/** The expense and income book, with its texts. */
export const PAGES = {
  book: withTexts(['expenses'], () => import('./pages/ExpenseBookPage')),
};
