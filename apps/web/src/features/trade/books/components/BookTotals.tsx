import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Skeleton } from '@/shared/ui/skeleton';
import type { TradeKind } from '../../keys';
import { useBookFormat } from '../format';

export interface BookTotalsData {
  count: number;
  total: string;
  paid: string;
  due: string;
  returnedAmount: string;
  voidCount: number;
  /** sales only; null for a role that may not see profit */
  profit?: string | null;
}

/**
 * The book's totals over everything the filter matches (not only the loaded rows), as the server
 * sums them: void memos are left out of the money and counted apart.
 */
export function BookTotals({ kind, totals, busy }: { kind: TradeKind; totals: BookTotalsData | undefined; busy: boolean }) {
  const { t } = useTranslation('books');
  const fmt = useBookFormat();
  const cards: { id: string; label: string; value: (x: BookTotalsData) => string; tone?: string }[] = [
    { id: 'count', label: t('totals.count'), value: (x) => fmt.number(x.count) },
    { id: 'total', label: t(kind === 'sales' ? 'totals.sales' : 'totals.purchases'), value: (x) => fmt.money(x.total) },
    { id: 'paid', label: t(kind === 'sales' ? 'totals.received' : 'totals.paidOut'), value: (x) => fmt.money(x.paid) },
    { id: 'due', label: t('totals.due'), value: (x) => fmt.money(x.due), tone: 'text-destructive' },
    { id: 'returns', label: t('totals.returns'), value: (x) => fmt.money(x.returnedAmount) },
  ];
  if (kind === 'sales' && totals?.profit !== null)
    cards.push({
      id: 'profit',
      label: t('totals.profit'),
      value: (x) => fmt.money(x.profit ?? '0'),
      tone: 'text-green-700 dark:text-green-400',
    });

  return (
    <section
      aria-label={t('totals.label')}
      aria-busy={busy}
      data-testid="book-totals"
      className={cn('flex flex-col gap-1', busy && 'opacity-70 transition-opacity')}
    >
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {cards.map((c) => (
          <div key={c.id} className="rounded-lg border border-border bg-card px-3 py-2">
            <p className="text-sm text-muted-foreground">{c.label}</p>
            {totals ? (
              <p data-testid={`book-total-${c.id}`} className={cn('text-lg font-semibold', c.tone)}>
                {c.value(totals)}
              </p>
            ) : (
              <Skeleton className="mt-1 h-7 w-24" />
            )}
          </div>
        ))}
      </div>
      {totals && totals.voidCount > 0 ? (
        <p className="px-1 text-sm text-muted-foreground" data-testid="book-void-count">
          {t('totals.voidCount', { count: totals.voidCount, n: fmt.number(totals.voidCount) })}
        </p>
      ) : null}
    </section>
  );
}
