import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { OverviewKpis, ReportOverview } from '@dokani/contracts';
import { AlertTriangle, ChevronRight, HandCoins, PackageMinus } from 'lucide-react';
import { REPORT_LINKS } from '@/shared/lib/nav';
import { cn } from '@/shared/lib/cn';
import { useOverviewCompare } from '../api';
import { changePercent, chartValue, useReportFormat, type ReportFormat } from '../format';
import { useReportPeriod, type ReportPeriod } from '../period';
import { ReportSection, ReportShell, type CsvTable } from '../components/ReportShell';
import { TotalsCards, type TotalCard } from '../components/TotalsCards';
import { ChangeBadge } from '../components/ChangeBadge';
import { SeriesChart } from '../components/Chart';
import { csvMoney, csvNum } from '../lib/csv';

/** The period's figures, each against the previous period of the same length. */
const KPIS = [
  { id: 'sales', upIsGood: true },
  { id: 'grossProfit', upIsGood: true },
  { id: 'netProfit', upIsGood: true },
  { id: 'expenses', upIsGood: false },
  { id: 'income', upIsGood: true },
  { id: 'purchases', upIsGood: true },
] as const satisfies readonly { id: keyof OverviewKpis; upIsGood: boolean }[];

/** The period's KPIs from the compare block, or (a server without it) from the overview itself. */
function currentKpis(data: ReportOverview): OverviewKpis {
  if (data.compare) return data.compare.current;
  return {
    from: data.from,
    to: data.to,
    salesCount: data.sales.count,
    sales: data.sales.total,
    grossProfit: data.sales.grossProfit,
    expenses: data.expenses,
    income: data.income,
    netProfit: data.netProfit,
    purchases: '0.00',
  };
}

function overviewCsv(data: ReportOverview, t: TFunction): CsvTable {
  const now = currentKpis(data);
  const before = data.compare?.previous;
  return {
    header: [t('overview.csv.figure'), t('overview.csv.current'), t('overview.csv.previous'), t('overview.csv.change')],
    rows: [
      [t('overview.kpi.salesCount'), csvNum(now.salesCount), before ? csvNum(before.salesCount) : null, null],
      ...KPIS.flatMap(({ id }) => {
        const value = now[id];
        // a profit the role may not see (null) is left out
        if (value === null) return [];
        const was = before?.[id] ?? null;
        const change = changePercent(value, was);
        return [[t(`overview.kpi.${id}`), csvMoney(value), was === null ? null : csvMoney(was), change === null ? null : csvNum(change)]];
      }),
      [t('overview.receivable'), csvMoney(data.receivable), null, null],
      [t('overview.payable'), csvMoney(data.payable), null, null],
      [t('overview.customerCredit'), csvMoney(data.customerCredit), null, null],
    ],
  };
}

/** Every report, with the period on screen. */
function ReportLinks({ period }: { period: ReportPeriod }) {
  const { t } = useTranslation();
  const keep = new URLSearchParams();
  for (const k of ['period', 'from', 'to']) {
    const v = period.params.get(k);
    if (v) keep.set(k, v);
  }
  const q = keep.toString() ? `?${keep.toString()}` : '';
  return (
    <ul data-testid="overview-links" className="dk-no-print grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3 print:hidden">
      {REPORT_LINKS.map(({ key, to, icon: Icon }) => (
        <li key={key}>
          <Link
            to={`${to}${q}`}
            data-testid={`overview-link-${key}`}
            className="flex items-center gap-3 rounded-lg border border-border bg-card px-3 py-2.5 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span className="min-w-0 flex-1 truncate font-medium">{t(`nav:${key}`)}</span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function NowFigures({ data, fmt, t }: { data: ReportOverview; fmt: ReportFormat; t: TFunction }) {
  const items = [
    {
      id: 'receivable',
      label: t('overview.receivable'),
      value: fmt.moneyText(data.receivable),
      icon: HandCoins,
      to: '/due',
      tone: 'text-green-700 dark:text-green-400',
    },
    {
      id: 'payable',
      label: t('overview.payable'),
      value: fmt.moneyText(data.payable),
      icon: HandCoins,
      to: '/due',
      tone: 'text-destructive',
    },
    ...(fmt.isZero(data.customerCredit)
      ? []
      : [
          {
            id: 'customerCredit',
            label: t('overview.customerCredit'),
            value: fmt.moneyText(data.customerCredit),
            icon: HandCoins,
            to: '/due',
            tone: '',
          },
        ]),
    {
      id: 'lowStock',
      label: t('overview.lowStock'),
      value: t('overview.lowStockCount', { count: data.lowStockCount, n: fmt.number(data.lowStockCount) }),
      icon: data.lowStockCount > 0 ? AlertTriangle : PackageMinus,
      to: '/reports/stock?low=1',
      tone: data.lowStockCount > 0 ? 'text-amber-700 dark:text-amber-400' : '',
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      {items.map(({ id, label, value, icon: Icon, to, tone }) => (
        <li key={id}>
          <Link
            to={to}
            data-testid={`overview-now-${id}`}
            className="flex items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <span className="min-w-0 flex-1">
              <span className="block text-sm text-muted-foreground">{label}</span>
              <span className={cn('block font-semibold tabular-nums', tone)}>{value}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function OverviewBody({ data, period }: { data: ReportOverview; period: ReportPeriod }) {
  const { t } = useTranslation('reports');
  const fmt = useReportFormat();
  const now = currentKpis(data);
  const before = data.compare?.previous;
  // a profit the role may not see (null) has no card
  const cards: TotalCard[] = KPIS.filter(({ id }) => (id !== 'purchases' || data.compare) && now[id] !== null).map(({ id, upIsGood }) => {
    const value = now[id] ?? '0';
    const was = before?.[id] ?? null;
    return {
      id,
      label: t(`overview.kpi.${id}`),
      value: fmt.moneyText(value),
      tone: (id === 'grossProfit' || id === 'netProfit') && fmt.isNegative(value) ? 'bad' : 'plain',
      hint: (
        <>
          {id === 'sales' ? <p>{t('overview.salesCount', { count: now.salesCount, n: fmt.number(now.salesCount) })}</p> : null}
          {was !== null ? (
            <ChangeBadge testId={`overview-change-${id}`} change={changePercent(value, was)} previous={was} upIsGood={upIsGood} fmt={fmt} />
          ) : null}
        </>
      ),
    };
  });
  const seesProfit = now.grossProfit !== null;
  const trend = data.compare?.trend ?? [];
  const bucket = data.compare?.bucket ?? 'day';
  return (
    <>
      {before ? (
        <p data-testid="overview-previous" className="-mt-2 text-sm text-muted-foreground">
          {t('overview.comparedWith', { from: fmt.businessDate(before.from), to: fmt.businessDate(before.to) })}
        </p>
      ) : null}
      <TotalsCards name="overview" label={t('shell.totals')} cards={cards} />
      {trend.length > 1 ? (
        <ReportSection id="overview-trend" title={t('overview.trend')} className="dk-no-print print:hidden">
          <SeriesChart
            testId="overview-chart"
            title={t('overview.trendCaption')}
            axisMoney={fmt.compactMoney}
            series={[
              { key: 'sales', label: t('overview.kpi.sales'), color: 'var(--chart-1)', type: 'bar' as const },
              ...(seesProfit
                ? [{ key: 'grossProfit', label: t('overview.kpi.grossProfit'), color: 'var(--chart-2)', type: 'line' as const }]
                : []),
              { key: 'expenses', label: t('overview.kpi.expenses'), color: 'var(--chart-3)', type: 'line' as const },
              ...(seesProfit
                ? [{ key: 'netProfit', label: t('overview.kpi.netProfit'), color: 'var(--chart-4)', type: 'line' as const }]
                : []),
            ]}
            points={trend.map((r) => ({
              label: fmt.bucket(r.period, bucket),
              values: Object.fromEntries(
                (['sales', 'grossProfit', 'expenses', 'netProfit'] as const).map((k) => [
                  k,
                  { n: chartValue(r[k]), text: fmt.profitText(r[k]) },
                ]),
              ),
            }))}
          />
        </ReportSection>
      ) : null}
      <ReportSection id="overview-now" title={t('overview.now')}>
        <NowFigures data={data} fmt={fmt} t={t} />
      </ReportSection>
      <div className="dk-no-print flex flex-col gap-2 print:hidden">
        <h2 className="font-semibold">{t('overview.allReports')}</h2>
        <ReportLinks period={period} />
      </div>
    </>
  );
}

/**
 * /business-overview: the period's sales, profit, expenses, income and purchases, each with its
 * change against the period before (▲/▼ %), the trend as a chart, dues and low stock now, and a
 * way into every report and the transactions.
 */
export function BusinessOverviewPage() {
  const { t } = useTranslation('reports');
  const fmt = useReportFormat();
  const period = useReportPeriod();
  const report = useOverviewCompare(period.range, fmt.lang);
  return (
    <ReportShell
      title={t('nav:businessOverview')}
      name="overview"
      period={period}
      query={report}
      csv={(d) => overviewCsv(d, t)}
      skeleton="cards"
    >
      {(data) => <OverviewBody data={data} period={period} />}
    </ReportShell>
  );
}
