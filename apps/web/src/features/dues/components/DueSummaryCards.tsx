import { useTranslation } from 'react-i18next';
import { useFormat } from '@/shared/lib/format';
import { Skeleton } from '@/shared/ui/skeleton';
import { useDueSummary } from '../api';

/** Totals on top of the due book: what contacts owe the shop (green) and what it owes (red). */
export function DueSummaryCards() {
  const { t } = useTranslation('dues');
  const fmt = useFormat();
  const summary = useDueSummary();
  return (
    <section data-testid="due-summary" aria-busy={summary.isPending} className="grid grid-cols-2 gap-2">
      {(['receivable', 'payable'] as const).map((k) => (
        <div key={k} className="rounded-lg border border-border bg-card p-3">
          <p className="text-sm text-muted-foreground">{t(`summary.${k}`)}</p>
          {summary.data ? (
            <p
              data-testid={`due-summary-${k}`}
              className={
                k === 'receivable' ? 'text-lg font-semibold text-green-700 dark:text-green-400' : 'text-lg font-semibold text-destructive'
              }
            >
              {fmt.moneyText(summary.data[k])}
            </p>
          ) : (
            <Skeleton className="mt-1 h-7 w-24" />
          )}
        </div>
      ))}
    </section>
  );
}
