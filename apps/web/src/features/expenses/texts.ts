import { withTexts } from '@/shared/lib/i18n';

/** The expense book's strings are a lazy namespace: its routes fetch them with their code. */
export const EXPENSE_NAMESPACES = ['expenses'] as const;

export function withExpenseTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return withTexts(EXPENSE_NAMESPACES, load);
}
