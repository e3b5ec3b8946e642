import { withTexts } from '@/shared/lib/i18n';

/**
 * Contacts and the due book share the lazy 'dues' namespace: their routes fetch it with their code.
 * 'stock' comes too: the list states they share (load more, load failed) are written there.
 */
export const DUE_NAMESPACES = ['dues', 'stock'] as const;

export function withDueTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return withTexts(DUE_NAMESPACES, load);
}
