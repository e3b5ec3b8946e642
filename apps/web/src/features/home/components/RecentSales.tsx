import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OverviewRecentSale } from '@dokani/contracts';
import { useFormat } from '@/shared/lib/format';

/** The last sales, newest first; each opens the sale. */
export function RecentSales({ items }: { items: readonly OverviewRecentSale[] }) {
  const { t } = useTranslation('reports');
  const fmt = useFormat();
  return (
    <section aria-labelledby="home-recent" className="rounded-lg border border-border bg-card shadow-sm">
      <div className="flex items-center justify-between gap-2 border-b border-border px-3 py-2">
        <h2 id="home-recent" className="font-semibold">
          {t('home.recentTitle')}
        </h2>
        <Link to="/sell-list" className="text-sm font-medium text-primary hover:underline">
          {t('home.seeAll')}
        </Link>
      </div>
      {items.length === 0 ? (
        <p data-testid="home-recent-empty" className="px-3 py-4 text-sm text-muted-foreground">
          {t('home.recentEmpty')}
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((s) => (
            <li key={s.id}>
              <Link
                to={`/sell-list/${s.id}`}
                data-testid="home-recent-sale"
                className="flex items-center justify-between gap-3 px-3 py-2.5 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{s.customerName ?? t('home.walkIn')}</p>
                  <p className="text-xs text-muted-foreground">
                    {fmt.digits(s.number)} · {fmt.businessDate(s.date)}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p
                    className={
                      s.status === 'void' ? 'font-semibold tabular-nums text-muted-foreground line-through' : 'font-semibold tabular-nums'
                    }
                  >
                    {fmt.moneyText(s.total)}
                  </p>
                  {s.status === 'void' ? (
                    <p className="text-xs font-medium text-muted-foreground">{t('home.void')}</p>
                  ) : fmt.isZero(s.due) ? null : (
                    <p className="text-xs font-medium text-destructive">{t('home.due', { amount: fmt.moneyText(s.due) })}</p>
                  )}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
