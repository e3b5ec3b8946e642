import { withTexts } from '@/shared/lib/i18n';

/** The App Access pages' strings are a lazy namespace: their routes fetch them with their code. */
export const ACCESS_NAMESPACES = ['access'] as const;

export function withAccessTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return withTexts(ACCESS_NAMESPACES, load);
}
