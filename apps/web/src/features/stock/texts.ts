import { withTexts } from '@/shared/lib/i18n';

/** The stock feature's strings are a lazy namespace: its routes fetch them with their code. */
// Stock screens show unit names from the products namespace.
export const STOCK_NAMESPACES = ['stock', 'products'] as const;

export function withStockTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return withTexts(STOCK_NAMESPACES, load);
}
