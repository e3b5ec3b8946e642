import type { TFunction } from 'i18next';
import type { ProductReport } from '@dokani/contracts';
import { type ReportFormat } from '../format';
import { useReportPage } from '../report-page';
import { ReportEmpty, ReportShell } from '../components/ReportShell';
import { ReportTable, tableCsv, type Column } from '../components/ReportTable';
import { TotalsCards } from '../components/TotalsCards';
import { moneyColumn, qtyColumn, textColumn } from '../components/columns';

type Row = ProductReport['rows'][number];

function productColumns(data: ProductReport, t: TFunction, fmt: ReportFormat): Column<Row>[] {
  const tot = data.totals;
  return [
    textColumn(
      'name',
      t('product.name'),
      (r) => r.name,
      (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{r.name}</span>
          {r.categoryName ? <span className="text-xs text-muted-foreground">{r.categoryName}</span> : null}
        </span>
      ),
    ),
    { id: 'category', header: t('product.category'), cell: () => null, csv: (r) => r.categoryName ?? '', csvOnly: true },
    qtyColumn(fmt, 'soldQty', t('product.soldQty'), (r) => r.soldQty),
    moneyColumn(fmt, 'revenue', t('product.revenue'), (r) => r.revenue, { total: tot.revenue }),
    moneyColumn(fmt, 'cost', t('product.cost'), (r) => r.cost, { total: tot.cost }),
    moneyColumn(fmt, 'profit', t('product.profit'), (r) => r.profit, { total: tot.profit, signed: true }),
    qtyColumn(fmt, 'purchasedQty', t('product.purchasedQty'), (r) => r.purchasedQty),
    moneyColumn(fmt, 'purchaseAmount', t('product.purchaseAmount'), (r) => r.purchaseAmount, { total: tot.purchaseAmount }),
    qtyColumn(fmt, 'stock', t('product.stock'), (r) => r.stock),
  ];
}

/** /reports/product: what each product sold and bought in the period, its profit and its stock now; sortable. */
export function ProductReportPage() {
  const { t, fmt, shell } = useReportPage('product');
  return (
    <ReportShell {...shell} csv={(d) => tableCsv(productColumns(d, t, fmt), d.rows)}>
      {(data) => (
        <>
          <TotalsCards
            name="product"
            label={t('shell.totals')}
            cards={[
              {
                id: 'revenue',
                label: t('product.revenue'),
                value: fmt.moneyText(data.totals.revenue),
                hint: t('product.countLine', { count: data.rows.length, n: fmt.number(data.rows.length) }),
              },
              {
                id: 'profit',
                label: t('product.profit'),
                value: fmt.profitText(data.totals.profit),
                tone: data.totals.profit !== null && fmt.isNegative(data.totals.profit) ? 'bad' : 'good',
              },
              { id: 'cost', label: t('product.cost'), value: fmt.profitText(data.totals.cost) },
              { id: 'purchaseAmount', label: t('product.purchaseAmount'), value: fmt.moneyText(data.totals.purchaseAmount) },
            ]}
          />
          {data.rows.length === 0 ? (
            <ReportEmpty testId="product-empty" title={t('product.empty')} body={t('shell.emptyBody')} />
          ) : (
            <ReportTable
              caption={t('product.tableCaption')}
              columns={productColumns(data, t, fmt)}
              rows={data.rows}
              rowKey={(r) => r.productId}
              totalLabel={t('table.total')}
              testId="product-table"
              defaultSort={{ id: 'revenue', dir: 'desc' }}
            />
          )}
        </>
      )}
    </ReportShell>
  );
}
