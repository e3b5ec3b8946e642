import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/ui/skeleton';
import { useSummary } from '../api';
import { useFormat } from '@/shared/lib/format';
import type { Book, DateRange } from '../keys';

/** The grand total of the period and the totals by category (from the summary endpoint). */
export function SummaryCard({ book, range }: { book: Book; range: DateRange }) {
  const { t } = useTranslation('expenses');
  const fmt = useFormat();
  const summary = useSummary(book, range);
  return (
    <section aria-labelledby="expense-total-label" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="expense-total-label" className="text-sm font-medium text-muted-foreground">
          {t(book === 'expense' ? 'summary.totalExpense' : 'summary.totalIncome')}
        </h2>
        {summary.data ? (
          <span className="text-sm text-muted-foreground">
            {t('summary.entries', { count: summary.data.count, formattedCount: fmt.number(summary.data.count) })}
          </span>
        ) : null}
      </div>
      {summary.isPending ? (
        <Skeleton className="h-9 w-40" />
      ) : summary.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {summary.error.message}
        </p>
      ) : (
        <p data-testid="expense-total" className="text-3xl font-bold tabular-nums" aria-live="polite">
          {fmt.moneyText(summary.data.total)}
        </p>
      )}
      {summary.data && summary.data.byCategory.length > 0 ? (
        <div>
          <h3 className="mb-1 text-sm font-medium text-muted-foreground">{t('summary.byCategory')}</h3>
          <ul className="flex flex-col divide-y divide-border" data-testid="expense-by-category">
            {summary.data.byCategory.map((c) => (
              <li key={c.categoryId} className="flex justify-between gap-2 py-1.5 text-sm">
                <span className="min-w-0 truncate">{c.name}</span>
                <span className="shrink-0 font-medium tabular-nums">{fmt.moneyText(c.total)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
