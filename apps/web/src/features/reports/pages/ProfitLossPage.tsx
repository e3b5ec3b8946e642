import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { DHAKA_TZ, localDate } from '@dokani/core/format';
import { clock } from '@/shared/lib/clock';
import { ApiError } from '@/shared/lib/http';
import { useAuthStore } from '@/shared/stores/auth';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Skeleton } from '@/shared/ui/skeleton';
import { Segmented } from '@/features/stock/components/Segmented';
import { useHomeFormat } from '@/features/home/format';
import { REPORT_PERIODS, periodRange, type RangePeriod } from '@/features/trade/books/filters';
import { useOverview } from '../api';
import { Statement } from '../components/Statement';
import '../profit-loss.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT: RangePeriod = 'month';
const isPeriod = (v: unknown): v is RangePeriod => (REPORT_PERIODS as readonly unknown[]).includes(v);

/** The period from the address: `?period=…` (default this month), `&from=&to=` for custom. */
function periodFrom(params: URLSearchParams): { period: RangePeriod; from: string; to: string } {
  const period = params.get('period');
  const date = (k: string) => {
    const v = params.get(k) ?? '';
    return DATE.test(v) ? v : '';
  };
  return { period: isPeriod(period) ? period : DEFAULT, from: date('from'), to: date('to') };
}

/** What an error says: the server's reason for a refused period, or its message. */
function errorText(e: unknown, fallback: string): string {
  if (e instanceof ApiError) {
    const to = e.details.to;
    return typeof to === 'string' && to ? to : e.message || fallback;
  }
  return fallback;
}

/**
 * /profit-loss: the profit and loss of a period (presets on the shop's calendar, or two dates,
 * read the right way round whichever is typed first), from the overview report, written out as a হিসাব; printable.
 */
export default function ProfitLossPage() {
  const { t } = useTranslation('reports');
  const fmt = useHomeFormat();
  const shop = useAuthStore((s) => s.currentShop);
  const timeZone = shop?.timezone ?? DHAKA_TZ;
  const [params, setParams] = useSearchParams();
  const chosen = useMemo(() => periodFrom(params), [params]);
  // The shop's today: the period's dates move with it, not with the time of day.
  const today = localDate(new Date(clock.now()), timeZone);
  const range = periodRange(chosen.period, new Date(`${today}T12:00:00Z`), 'UTC', { from: chosen.from, to: chosen.to });
  const complete = range.from !== '' && range.to !== '';
  const overview = useOverview(range, fmt.lang);

  const choose = (period: RangePeriod) => {
    const next = new URLSearchParams();
    if (period !== DEFAULT) next.set('period', period);
    if (period === 'custom') {
      // start from the dates on screen
      if (range.from) next.set('from', range.from);
      if (range.to) next.set('to', range.to);
    }
    setParams(next, { replace: true });
  };
  const setDate = (k: 'from' | 'to', v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
  };

  const rangeText =
    range.from === range.to ? fmt.businessDate(range.from) : t('profitLoss.range', { from: fmt.businessDate(range.from), to: fmt.businessDate(range.to) });

  return (
    <div data-testid="profit-loss-page" className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <section className="dk-no-print flex flex-col gap-3 rounded-lg border border-border bg-card p-3 shadow-sm print:hidden">
        <Segmented
          label={t('profitLoss.periodLabel')}
          value={chosen.period}
          testId="pl-period"
          options={REPORT_PERIODS.map((p) => ({ value: p, label: t(`profitLoss.periods.${p}`) }))}
          onChange={choose}
        />
        {chosen.period === 'custom' ? (
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('profitLoss.from')}>
              <Input type="date" value={chosen.from} onChange={(e) => setDate('from', e.target.value)} data-testid="pl-from" />
            </Field>
            <Field label={t('profitLoss.to')}>
              <Input type="date" value={chosen.to} onChange={(e) => setDate('to', e.target.value)} data-testid="pl-to" />
            </Field>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="pl-title" aria-busy={overview.isFetching} className="dk-pl-print rounded-lg border border-border bg-card p-4 shadow-sm">
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
          <Button type="button" variant="outline" size="sm" className="dk-no-print" onClick={() => window.print()} disabled={!overview.data} data-testid="pl-print">
            <Printer aria-hidden="true" className="size-4" />
            {t('profitLoss.print')}
          </Button>
        </header>

        {!complete ? (
          <p className="text-sm text-muted-foreground">{t('profitLoss.chooseDates')}</p>
        ) : overview.data ? (
          <Statement data={overview.data} />
        ) : overview.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2">
            <p data-testid="pl-error" className="text-sm text-destructive">
              {errorText(overview.error, t('profitLoss.loadFailed'))}
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
