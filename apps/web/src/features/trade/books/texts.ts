import { loadNamespaces } from '@/shared/lib/i18n';

/**
 * The books' strings are the lazy 'books' namespace. The lists also use the contact picker
 * ('dues') and the shared list states ('stock': load more, load failed); the details only 'stock'
 * besides their own; the receipt pages (print, public link) only 'books'.
 */
export const BOOK_LIST_NAMESPACES = ['books', 'dues', 'stock'] as const;
export const BOOK_DETAIL_NAMESPACES = ['books', 'stock'] as const;
export const RECEIPT_NAMESPACES = ['books'] as const;

function withTexts(namespaces: readonly string[]) {
  return <T>(load: () => Promise<T>): (() => Promise<T>) =>
    () => Promise.all([load(), loadNamespaces(namespaces)]).then(([mod]) => mod);
}

export const withBookListTexts = withTexts(BOOK_LIST_NAMESPACES);
export const withBookDetailTexts = withTexts(BOOK_DETAIL_NAMESPACES);
export const withReceiptTexts = withTexts(RECEIPT_NAMESPACES);
