import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { Skeleton } from '@/shared/ui/skeleton';

/**
 * The due history's totals over everything the filter matches (not only the loaded page): due given
 * (green, what contacts came to owe) and money received (red), as the list colours them.
 */
export function FilterTotals({ totals, busy }: { totals: { given: string; received: string } | undefined; busy: boolean }) {
  const { t } = useTranslation('dues');
  const fmt = useFormat();
  return (
    <section
      data-testid="due-filter-totals"
      aria-label={t('totals.label')}
      aria-busy={busy}
      className={cn('grid grid-cols-2 gap-2', busy && 'opacity-70 transition-opacity')}
    >
      {(['given', 'received'] as const).map((k) => (
        <div key={k} className="rounded-lg border border-border bg-card p-3">
          <p className="text-sm text-muted-foreground">{t(`totals.${k}`)}</p>
          {totals ? (
            <p
              data-testid={`due-total-${k}`}
              className={
                k === 'given' ? 'text-lg font-semibold text-green-700 dark:text-green-400' : 'text-lg font-semibold text-destructive'
              }
            >
              {fmt.moneyText(totals[k])}
            </p>
          ) : (
            <Skeleton className="mt-1 h-7 w-24" />
          )}
        </div>
      ))}
    </section>
  );
}
