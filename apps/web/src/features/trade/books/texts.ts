import { withTexts } from '@/shared/lib/i18n';

/**
 * The books' strings are the lazy 'books' namespace. The lists also use the contact picker
 * ('dues') and the shared list states ('stock': load more, load failed); the details only 'stock'
 * besides their own; the receipt pages (print, public link) only 'books'.
 */
export const BOOK_LIST_NAMESPACES = ['books', 'dues', 'stock'] as const;
export const BOOK_DETAIL_NAMESPACES = ['books', 'stock'] as const;
export const RECEIPT_NAMESPACES = ['books'] as const;

export const withBookListTexts = <T>(load: () => Promise<T>) => withTexts(BOOK_LIST_NAMESPACES, load);
export const withBookDetailTexts = <T>(load: () => Promise<T>) => withTexts(BOOK_DETAIL_NAMESPACES, load);
export const withReceiptTexts = <T>(load: () => Promise<T>) => withTexts(RECEIPT_NAMESPACES, load);
