import type { TFunction } from 'i18next';
import type { BookReport, ReportCategoryAmount } from '@dokani/contracts';
import { chartValue, sharePercent, sharesPercent, type ReportFormat } from '../format';
import { useReportPage } from '../report-page';
import { ReportEmpty, ReportSection, ReportShell } from '../components/ReportShell';
import { ReportTable, tableCsv, type Column } from '../components/ReportTable';
import { TotalsCards } from '../components/TotalsCards';
import { countColumn, moneyColumn, textColumn } from '../components/columns';
import { SeriesChart } from '../components/Chart';
import { csvNum } from '../lib/csv';

type Kind = 'expense' | 'income';
type BucketRow = BookReport['rows'][number];

function categoryColumns(kind: Kind, data: BookReport, t: TFunction, fmt: ReportFormat): Column<ReportCategoryAmount>[] {
  // the shares add to 100 % exactly (largest remainder), as a reader adds them up
  const all = sharesPercent(
    data.byCategory.map((x) => x.amount),
    data.total,
  );
  const shares = new Map(data.byCategory.map((c, i) => [c, all[i] ?? 0]));
  const share = (c: ReportCategoryAmount) => shares.get(c) ?? sharePercent(c.amount, data.total);
  return [
    textColumn('category', t('book.category'), (c) => c.name || t('book.uncategorized')),
    moneyColumn(fmt, 'amount', t(`book.${kind}.amount`), (c) => c.amount, { total: data.total }),
    {
      id: 'share',
      header: t('book.share'),
      numeric: true,
      cell: (c) => (
        <span className="inline-flex items-center justify-end gap-2">
          <span aria-hidden="true" className="hidden h-2 w-16 overflow-hidden rounded-full bg-muted sm:inline-block print:hidden">
            <span className="block h-full bg-primary" style={{ width: `${Math.min(100, share(c))}%` }} />
          </span>
          {fmt.percent(share(c))}
        </span>
      ),
      csv: (c) => csvNum(share(c)),
      sort: (c) => fmt.poisha(c.amount),
      total: fmt.percent(data.byCategory.length > 0 ? 100 : 0),
    },
  ];
}

function bucketColumns(kind: Kind, data: BookReport, t: TFunction, fmt: ReportFormat): Column<BucketRow>[] {
  return [
    {
      id: 'period',
      header: t('table.period'),
      cell: (r) => fmt.bucket(r.period, data.bucket, true),
      csv: (r) => r.period,
      sort: (r) => r.period,
    },
    countColumn(fmt, 'count', t('book.count'), (r) => r.count, data.count),
    moneyColumn(fmt, 'amount', t(`book.${kind}.amount`), (r) => r.amount, { total: data.total }),
  ];
}

/** /reports/expense and /reports/income: the total of the period, by category, and over time. */
export function BookReportPage({ kind }: { kind: Kind }) {
  const { t, fmt, shell } = useReportPage(kind);
  return (
    <ReportShell {...shell} csv={(d) => tableCsv(categoryColumns(kind, d, t, fmt), d.byCategory)}>
      {(data) => {
        const top = data.byCategory[0];
        return (
          <>
            <TotalsCards
              name={kind}
              label={t('shell.totals')}
              cards={[
                {
                  id: 'total',
                  label: t(`book.${kind}.total`),
                  value: fmt.moneyText(data.total),
                  tone: kind === 'income' ? 'good' : 'plain',
                  hint: t('book.countLine', { count: data.count, n: fmt.number(data.count) }),
                },
                { id: 'categories', label: t('book.categories'), value: fmt.number(data.byCategory.length) },
                ...(top
                  ? [
                      {
                        id: 'top',
                        label: t(`book.${kind}.top`),
                        value: fmt.moneyText(top.amount),
                        hint: top.name || t('book.uncategorized'),
                      },
                    ]
                  : []),
              ]}
            />
            {data.count === 0 ? (
              <ReportEmpty testId={`${kind}-empty`} title={t(`book.${kind}.empty`)} body={t('shell.emptyBody')} />
            ) : (
              <>
                <ReportSection id={`${kind}-by-category`} title={t('book.byCategory')}>
                  <ReportTable
                    caption={t(`book.${kind}.byCategoryCaption`)}
                    columns={categoryColumns(kind, data, t, fmt)}
                    rows={data.byCategory}
                    rowKey={(c) => c.categoryId}
                    totalLabel={t('table.total')}
                    testId={`${kind}-table`}
                  />
                </ReportSection>
                <ReportSection id={`${kind}-over-time`} title={t(data.bucket === 'day' ? 'table.byDay' : 'table.byMonth')}>
                  <SeriesChart
                    testId={`${kind}-chart`}
                    title={t(`book.${kind}.chart`)}
                    axisMoney={fmt.compactMoney}
                    series={[
                      {
                        key: 'amount',
                        label: t(`book.${kind}.amount`),
                        color: kind === 'expense' ? 'var(--chart-3)' : 'var(--chart-1)',
                        type: 'bar',
                      },
                    ]}
                    points={data.rows.map((r) => ({
                      label: fmt.bucket(r.period, data.bucket),
                      values: { amount: { n: chartValue(r.amount), text: fmt.moneyText(r.amount) } },
                    }))}
                  />
                  <ReportTable
                    caption={t(`book.${kind}.seriesCaption`)}
                    columns={bucketColumns(kind, data, t, fmt)}
                    rows={data.rows.filter((r) => r.count > 0 || !fmt.isZero(r.amount))}
                    rowKey={(r) => r.period}
                    totalLabel={t('table.total')}
                    testId={`${kind}-series-table`}
                  />
                </ReportSection>
              </>
            )}
          </>
        );
      }}
    </ReportShell>
  );
}

export const ExpenseReportPage = () => <BookReportPage kind="expense" />;
export const IncomeReportPage = () => <BookReportPage kind="income" />;
