import type { TFunction } from 'i18next';
import type { StockReport } from '@dokani/contracts';
import { AlertTriangle } from 'lucide-react';
import { formatMoneyDecimal } from '@dokani/core/money';
import { Switch } from '@/shared/ui/switch';
import { type ReportFormat } from '../format';
import { useReportPage } from '../report-page';
import { ReportEmpty, ReportShell } from '../components/ReportShell';
import { ReportTable, tableCsv, type Column } from '../components/ReportTable';
import { TotalsCards } from '../components/TotalsCards';
import { moneyColumn, qtyColumn, textColumn } from '../components/columns';

type Row = StockReport['rows'][number];

/** The table's totals: the report's, or with only low stock shown, the sums of the rows shown. */
function tableTotals(data: StockReport, rows: readonly Row[], fmt: ReportFormat): { stockValue: string | null; saleValue: string } {
  if (rows.length === data.rows.length) return data.totals;
  const sum = (get: (r: Row) => string) => formatMoneyDecimal(rows.reduce((a, r) => a + fmt.poisha(get(r)), 0n));
  // null: stock value at cost, which the role may not see
  return { stockValue: data.totals.stockValue === null ? null : sum((r) => r.stockValue ?? '0'), saleValue: sum((r) => r.saleValue) };
}

function stockColumns(data: StockReport, rows: readonly Row[], t: TFunction, fmt: ReportFormat): Column<Row>[] {
  const totals = tableTotals(data, rows, fmt);
  return [
    textColumn(
      'name',
      t('stock.name'),
      (r) => r.name,
      (r) => (
        <span className="flex flex-col items-start gap-0.5">
          <span className="font-medium">{r.name}</span>
          {r.categoryName ? <span className="text-xs text-muted-foreground">{r.categoryName}</span> : null}
          {r.lowStock ? (
            <span
              data-testid="stock-low-mark"
              className="inline-flex items-center gap-1 rounded-full border border-warning/50 bg-warning/10 px-2 py-0.5 text-xs font-semibold text-warning"
            >
              <AlertTriangle aria-hidden="true" className="size-3" />
              {t('stock.lowMark')}
            </span>
          ) : null}
        </span>
      ),
    ),
    { id: 'category', header: t('product.category'), cell: () => null, csv: (r) => r.categoryName ?? '', csvOnly: true },
    { id: 'low', header: t('stock.lowMark'), cell: () => null, csv: (r) => (r.lowStock ? t('stock.lowYes') : ''), csvOnly: true },
    qtyColumn(fmt, 'stock', t('stock.stock'), (r) => r.stock),
    moneyColumn(fmt, 'averageCost', t('stock.averageCost'), (r) => r.averageCost),
    moneyColumn(fmt, 'stockValue', t('stock.stockValue'), (r) => r.stockValue, { total: totals.stockValue }),
    moneyColumn(fmt, 'sellPrice', t('stock.sellPrice'), (r) => r.sellPrice),
    moneyColumn(fmt, 'saleValue', t('stock.saleValue'), (r) => r.saleValue, { total: totals.saleValue }),
    qtyColumn(fmt, 'soldQty', t('stock.soldQty'), (r) => r.soldQty),
    qtyColumn(fmt, 'purchasedQty', t('stock.purchasedQty'), (r) => r.purchasedQty),
  ];
}

/**
 * /reports/stock: every active product's stock now, valued at its average cost and at its sell
 * price, low stock marked (and a switch to see only those), with what sold and came in during the period.
 */
export function StockReportPage() {
  const { t, fmt, period, shell } = useReportPage('stock');
  const lowOnly = period.params.get('low') === '1';
  const rowsOf = (d: StockReport) => (lowOnly ? d.rows.filter((r) => r.lowStock) : d.rows);
  return (
    <ReportShell
      {...shell}
      csv={(d) => tableCsv(stockColumns(d, rowsOf(d), t, fmt), rowsOf(d))}
      controls={
        <div className="flex items-center gap-3">
          <Switch
            on={lowOnly}
            onToggle={() => period.setParam('low', lowOnly ? null : '1')}
            labelledBy="stock-low-only-label"
            testId="stock-low-only"
          />
          <span id="stock-low-only-label" className="text-sm font-medium">
            {t('stock.lowOnly')}
          </span>
        </div>
      }
    >
      {(data) => {
        const rows = rowsOf(data);
        const margin = data.totals.stockValue === null ? null : fmt.poisha(data.totals.saleValue) - fmt.poisha(data.totals.stockValue);
        return (
          <>
            <TotalsCards
              name="stock"
              label={t('shell.totals')}
              cards={[
                {
                  id: 'stockValue',
                  label: t('stock.stockValue'),
                  value: fmt.profitText(data.totals.stockValue),
                  hint: t('stock.productsLine', { count: data.totals.products, n: fmt.number(data.totals.products) }),
                },
                {
                  id: 'saleValue',
                  label: t('stock.saleValue'),
                  value: fmt.moneyText(data.totals.saleValue),
                  ...(margin === null ? {} : { hint: t('stock.marginLine', { amount: fmt.money(margin) }) }),
                },
                {
                  id: 'lowStock',
                  label: t('stock.lowCount'),
                  value: fmt.number(data.totals.lowStock),
                  tone: data.totals.lowStock > 0 ? 'warn' : 'plain',
                },
              ]}
            />
            {rows.length === 0 ? (
              <ReportEmpty testId="stock-empty" title={t(lowOnly ? 'stock.emptyLow' : 'stock.empty')} />
            ) : (
              <ReportTable
                caption={t('stock.tableCaption')}
                columns={stockColumns(data, rows, t, fmt)}
                rows={rows}
                rowKey={(r) => r.productId}
                totalLabel={t('table.total')}
                testId="stock-table"
                rowClassName={(r) => (r.lowStock ? 'bg-warning/5' : undefined)}
              />
            )}
          </>
        );
      }}
    </ReportShell>
  );
}
