import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TradeFigures, TradeReport } from '@dokani/contracts';
import { chartValue, useReportFormat, type ReportFormat } from '../format';
import { useReportPage } from '../report-page';
import { ReportEmpty, ReportSection, ReportShell } from '../components/ReportShell';
import { ReportTable, tableCsv, type Column } from '../components/ReportTable';
import { TotalsCards, type TotalCard } from '../components/TotalsCards';
import { countColumn, moneyColumn } from '../components/columns';
import { SeriesChart, type ChartSeries } from '../components/Chart';

type Kind = 'sales' | 'purchase';
type Row = TradeReport['rows'][number];

/** The table's columns, one per figure of the contract's TradeFigures (also the CSV's). */
function tradeColumns(kind: Kind, data: TradeReport, t: TFunction, fmt: ReportFormat): Column<Row>[] {
  const k = `trade.${kind}`;
  const tot = data.totals;
  const cols: Column<Row>[] = [
    {
      id: 'period',
      header: t('table.period'),
      cell: (r) => fmt.bucket(r.period, data.bucket, true),
      csv: (r) => r.period,
      sort: (r) => r.period,
    },
    countColumn(fmt, 'count', t(`${k}.count`), (r) => r.count, tot.count),
    moneyColumn(fmt, 'total', t(`${k}.total`), (r) => r.total, { total: tot.total }),
    moneyColumn(fmt, 'returns', t('trade.returns'), (r) => r.returns, { total: tot.returns }),
    moneyColumn(fmt, 'voids', t('trade.voids'), (r) => r.voids, { total: tot.voids }),
    moneyColumn(fmt, 'net', t(`${k}.net`), (r) => r.net, { total: tot.net, signed: true }),
    moneyColumn(fmt, 'vat', t('trade.vat'), (r) => r.vat, { total: tot.vat }),
    moneyColumn(fmt, 'due', t('trade.due'), (r) => r.due, { total: tot.due }),
    moneyColumn(fmt, 'cost', t(`${k}.cost`), (r) => r.cost, { total: tot.cost }),
  ];
  if (kind === 'sales')
    cols.push(moneyColumn(fmt, 'profit', t('trade.sales.profit'), (r) => r.profit, { total: tot.profit, signed: true }));
  return cols;
}

/** A bucket with nothing in it: drawn in the chart, left out of the table. */
const quiet = (r: Row) => r.count === 0 && [r.total, r.returns, r.voids, r.net, r.due, r.cost ?? '0'].every((m) => /^-?0+(\.0+)?$/.test(m));

function TradeReportBody({ kind, data }: { kind: Kind; data: TradeReport }) {
  const { t } = useTranslation('reports');
  const fmt = useReportFormat();
  const columns = tradeColumns(kind, data, t, fmt);
  const k = `trade.${kind}`;
  const tot: TradeFigures = data.totals;
  const empty = tot.count === 0 && fmt.isZero(tot.returns) && fmt.isZero(tot.voids);

  const cards: TotalCard[] = [
    {
      id: 'net',
      label: t(`${k}.net`),
      value: fmt.moneyText(tot.net),
      tone: fmt.isNegative(tot.net) ? 'bad' : 'plain',
      hint: t(`${k}.countLine`, { count: tot.count, n: fmt.number(tot.count) }),
    },
    ...(kind === 'sales'
      ? [
          {
            id: 'profit',
            label: t('trade.sales.profit'),
            value: fmt.profitText(tot.profit),
            tone: tot.profit !== null && fmt.isNegative(tot.profit) ? ('bad' as const) : ('good' as const),
          },
        ]
      : []),
    { id: 'total', label: t(`${k}.total`), value: fmt.moneyText(tot.total) },
    { id: 'returns', label: t('trade.returns'), value: fmt.moneyText(tot.returns) },
    { id: 'voids', label: t('trade.voids'), value: fmt.moneyText(tot.voids) },
    { id: 'due', label: t('trade.due'), value: fmt.moneyText(tot.due), tone: fmt.isZero(tot.due) ? 'plain' : 'bad' },
    { id: 'cost', label: t(`${k}.cost`), value: fmt.profitText(tot.cost) },
    { id: 'vat', label: t('trade.vat'), value: fmt.moneyText(tot.vat) },
  ];

  const series: ChartSeries[] = [{ key: 'net', label: t(`${k}.net`), color: 'var(--chart-1)', type: 'bar' }];
  if (kind === 'sales') series.push({ key: 'profit', label: t('trade.sales.profit'), color: 'var(--chart-3)', type: 'line' });

  return (
    <>
      <TotalsCards name={kind} label={t('shell.totals')} cards={cards} />
      {empty ? (
        <ReportEmpty testId={`${kind}-empty`} title={t(`${k}.empty`)} body={t('shell.emptyBody')} />
      ) : (
        <>
          <SeriesChart
            testId={`${kind}-chart`}
            title={t(`${k}.chart`)}
            series={series}
            axisMoney={fmt.compactMoney}
            points={data.rows.map((r) => ({
              label: fmt.bucket(r.period, data.bucket),
              values: {
                net: { n: chartValue(r.net), text: fmt.moneyText(r.net) },
                profit: { n: chartValue(r.profit), text: fmt.profitText(r.profit) },
              },
            }))}
          />
          <ReportSection id={`${kind}-table-title`} title={t(data.bucket === 'day' ? 'table.byDay' : 'table.byMonth')}>
            <ReportTable
              caption={t(`${k}.tableCaption`)}
              columns={columns}
              rows={data.rows.filter((r) => !quiet(r))}
              rowKey={(r) => r.period}
              totalLabel={t('table.total')}
              testId={`${kind}-table`}
            />
          </ReportSection>
        </>
      )}
    </>
  );
}

/** /reports/sales and /reports/purchase: the period's totals, the series as a chart, and a table per day or month. */
export function TradeReportPage({ kind }: { kind: Kind }) {
  const { t, fmt, shell } = useReportPage(kind);
  return (
    <ReportShell {...shell} csv={(data) => tableCsv(tradeColumns(kind, data, t, fmt), data.rows)}>
      {(data) => <TradeReportBody kind={kind} data={data} />}
    </ReportShell>
  );
}

export const SalesReportPage = () => <TradeReportPage kind="sales" />;
export const PurchaseReportPage = () => <TradeReportPage kind="purchase" />;
