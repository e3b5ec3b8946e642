import { withTexts } from '@/shared/lib/i18n';

/**
 * The counter pages (sell, quick sell, purchase) fetch their strings with their code: 'sell', the
 * contact picker's 'dues', and 'products' (unit names, the camera scanner).
 */
export const COUNTER_NAMESPACES = ['sell', 'dues', 'products'] as const;

export function withCounterTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return withTexts(COUNTER_NAMESPACES, load);
}
