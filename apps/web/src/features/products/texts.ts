import { withTexts } from '@/shared/lib/i18n';

/**
 * The product routes fetch the products strings together with their code. While 'products' is
 * not in LAZY_NAMESPACES (shared/lib/lazy-namespaces.ts) this is a no-op — the strings come
 * with the language; listing it there (once every user of `products:` keys, e.g. the stock
 * pages' unit names, loads it too) takes them off the sign-in page.
 */
export const PRODUCT_NAMESPACES = ['products'] as const;

export function withProductTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return withTexts(PRODUCT_NAMESPACES, load);
}
