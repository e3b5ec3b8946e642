import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTree, Printer } from 'lucide-react';
import { ApiError } from '@/shared/lib/http';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { useFormat } from '@/shared/lib/format';
import { useOverview } from '../api';
import { useReportPeriod } from '../period';
import { PeriodPicker } from '../components/PeriodPicker';
import { reportErrorText } from '../components/ReportShell';
import { Statement } from '../components/Statement';
import '../report-print.css';

/**
 * /profit-loss: the profit and loss of a period (presets on the shop's calendar, or two dates,
 * read the right way round whichever is typed first), from the overview report, written out as a হিসাব; printable.
 * The period lives in the address (the shared report period); the details page takes it along.
 */
export default function ProfitLossPage() {
  const { t } = useTranslation('reports');
  const fmt = useFormat();
  const shop = useAuthStore((s) => s.currentShop);
  const period = useReportPeriod();
  const { range, complete } = period;
  const overview = useOverview(range, fmt.lang);
  const details = `/profit-loss/details${period.params.toString() ? `?${period.params.toString()}` : ''}`;

  const rangeText =
    range.from === range.to
      ? fmt.businessDate(range.from)
      : t('period.range', { from: fmt.businessDate(range.from), to: fmt.businessDate(range.to) });

  return (
    <div data-testid="profit-loss-page" className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <section className="dk-no-print flex flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm print:hidden">
        <PeriodPicker period={period} testId="pl" />
      </section>

      <section
        aria-labelledby="pl-title"
        aria-busy={overview.isFetching}
        className="dk-report-print rounded-lg border border-border bg-card p-4 shadow-sm"
      >
        <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
          <div>
            {shop ? <p className="text-sm text-muted-foreground">{shop.name}</p> : null}
            <h1 id="pl-title" className="text-lg font-semibold sm:text-xl">
              {t('profitLoss.title')}
            </h1>
            {complete ? (
              <p data-testid="pl-range" className="text-sm text-muted-foreground">
                {rangeText}
              </p>
            ) : null}
          </div>
          <div className="dk-no-print flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={details} data-testid="pl-details-link">
                <ListTree aria-hidden="true" className="size-4" />
                {t('profitLoss.details')}
              </Link>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => window.print()}
              disabled={!overview.data}
              data-testid="pl-print"
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('profitLoss.print')}
            </Button>
          </div>
        </header>

        {!complete ? (
          <p className="text-sm text-muted-foreground">{t('period.chooseDates')}</p>
        ) : overview.data ? (
          <Statement data={overview.data} />
        ) : overview.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2">
            <p data-testid="pl-error" className="text-sm text-destructive">
              {reportErrorText(overview.error, t('profitLoss.loadFailed'))}
            </p>
            {overview.error instanceof ApiError && overview.error.isClientError ? null : (
              <Button type="button" size="sm" variant="outline" onClick={() => void overview.refetch()} data-testid="pl-retry">
                {t('profitLoss.retry')}
              </Button>
            )}
          </div>
        ) : (
          <div aria-hidden="true" className="flex flex-col gap-2">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
