import type { TFunction } from 'i18next';
import type { ProfitLossDetails } from '@dokani/contracts';
import { ScrollText } from 'lucide-react';
import { ButtonLink } from '@/shared/ui/button-link';
import { Segmented } from '@/shared/ui/segmented';
import { useReportPage } from '../report-page';
import { sharePercent, type ReportFormat } from '../format';
import { type ReportPeriod } from '../period';
import { ReportEmpty, ReportShell } from '../components/ReportShell';
import { ReportTable, tableCsv, type Column } from '../components/ReportTable';
import { TotalsCards } from '../components/TotalsCards';
import { moneyColumn, textColumn } from '../components/columns';
import { csvNum, csvQty } from '../lib/csv';

const VIEWS = ['product', 'category'] as const;
type View = (typeof VIEWS)[number];

/** A line of the breakdown: a product, a category, or revenue not on a product line. */
interface Slice {
  key: string;
  name: string;
  sub: string | null;
  quantity: { q: string; unit: string } | null;
  revenue: string;
  /** null: a cost or profit the role may not see */
  cost: string | null;
  profit: string | null;
  other: boolean;
}

const isZero = (m: string) => /^-?0+(\.0+)?$/.test(m.trim());

function slices(data: ProfitLossDetails, view: View, t: TFunction): Slice[] {
  const main: Slice[] =
    view === 'product'
      ? data.byProduct.map((p) => ({
          key: p.productId,
          name: p.name,
          sub: p.categoryName,
          quantity: { q: p.quantity, unit: p.unit },
          revenue: p.revenue,
          cost: p.cost,
          profit: p.profit,
          other: false,
        }))
      : data.byCategory.map((c) => ({
          key: c.categoryId ?? 'none',
          name: c.name ?? t('details.noCategory'),
          sub: null,
          quantity: null,
          revenue: c.revenue,
          cost: c.cost,
          profit: c.profit,
          other: false,
        }));
  // a source with nothing in the period (no delivery charged, no quick sale) is left out
  const other = data.other
    .filter((o) => !isZero(o.revenue) || (o.cost !== null && !isZero(o.cost)))
    .map((o) => ({
      key: `other-${o.source}`,
      name: t(`details.other.${o.source}`),
      sub: t('details.otherHint'),
      quantity: null,
      revenue: o.revenue,
      cost: o.cost,
      profit: o.profit,
      other: true,
    }));
  return [...main, ...other];
}

function detailColumns(view: View, data: ProfitLossDetails, t: TFunction, fmt: ReportFormat): Column<Slice>[] {
  const margin = (s: { revenue: string; profit: string | null }) => sharePercent(s.profit, s.revenue);
  const cols: Column<Slice>[] = [
    textColumn(
      'name',
      t(view === 'product' ? 'details.product' : 'details.category'),
      (s) => s.name,
      (s) => (
        <span className="flex flex-col">
          <span className={s.other ? 'italic' : 'font-medium'}>{s.name}</span>
          {s.sub ? <span className="text-xs text-muted-foreground">{s.sub}</span> : null}
        </span>
      ),
    ),
  ];
  if (view === 'product') {
    cols.push({
      id: 'category',
      header: t('product.category'),
      cell: () => null,
      csv: (s) => (s.other ? '' : (s.sub ?? '')),
      csvOnly: true,
    });
    cols.push({
      id: 'quantity',
      header: t('details.quantity'),
      numeric: true,
      cell: (s) => (s.quantity ? fmt.qtyUnit(s.quantity.q, s.quantity.unit) : ''),
      csv: (s) => (s.quantity ? csvQty(s.quantity.q) : null),
    });
  }
  cols.push(
    moneyColumn(fmt, 'revenue', t('details.revenue'), (s) => s.revenue, { total: data.totals.revenue }),
    moneyColumn(fmt, 'cost', t('details.cost'), (s) => s.cost, { total: data.totals.cost }),
    moneyColumn(fmt, 'profit', t('details.profit'), (s) => s.profit, { total: data.totals.profit, signed: true }),
    {
      id: 'margin',
      header: t('details.margin'),
      numeric: true,
      cell: (s) => fmt.percent(margin(s)),
      csv: (s) => csvNum(margin(s)),
      sort: (s) => margin(s),
      total: fmt.percent(margin(data.totals)),
    },
  );
  return cols;
}

/** The profit-loss page with the same period (its address keeps period, from and to). */
function profitLossLink(period: ReportPeriod): string {
  const p = new URLSearchParams();
  for (const k of ['period', 'from', 'to']) {
    const v = period.params.get(k);
    if (v) p.set(k, v);
  }
  const q = p.toString();
  return `/profit-loss${q ? `?${q}` : ''}`;
}

/** /profit-loss/details: where the gross profit came from — by product or by category, and the revenue not on a product line. */
export function ProfitLossDetailsPage() {
  const { t, fmt, period, shell } = useReportPage('profit-loss-details', 'nav:profitLossDetails', 'details');
  const view: View = period.params.get('by') === 'category' ? 'category' : 'product';
  return (
    <ReportShell
      {...shell}
      csv={(d) => tableCsv(detailColumns(view, d, t, fmt), slices(d, view, t))}
      controls={
        <Segmented
          label={t('details.viewLabel')}
          value={view}
          testId="details-view"
          options={VIEWS.map((v) => ({ value: v, label: t(`details.by.${v}`) }))}
          onChange={(v) => period.setParam('by', v === 'product' ? null : v)}
        />
      }
      actions={
        <ButtonLink variant="outline" size="sm" to={profitLossLink(period)} data-testid="details-statement-link" icon={ScrollText}>
          {t('details.statement')}
        </ButtonLink>
      }
    >
      {(data) => {
        const rows = slices(data, view, t);
        return (
          <>
            <TotalsCards
              name="details"
              label={t('shell.totals')}
              cards={[
                { id: 'revenue', label: t('details.revenue'), value: fmt.moneyText(data.totals.revenue) },
                { id: 'cost', label: t('details.cost'), value: fmt.profitText(data.totals.cost) },
                {
                  id: 'profit',
                  label: t('details.profit'),
                  value: fmt.profitText(data.totals.profit),
                  tone: data.totals.profit !== null && fmt.isNegative(data.totals.profit) ? 'bad' : 'good',
                },
                { id: 'margin', label: t('details.margin'), value: fmt.percent(sharePercent(data.totals.profit, data.totals.revenue)) },
              ]}
            />
            {rows.length === 0 ? (
              <ReportEmpty testId="details-empty" title={t('details.empty')} body={t('shell.emptyBody')} />
            ) : (
              <ReportTable
                key={view}
                caption={t(`details.caption.${view}`)}
                columns={detailColumns(view, data, t, fmt)}
                rows={rows}
                rowKey={(s) => s.key}
                totalLabel={t('table.total')}
                testId="details-table"
                rowClassName={(s) => (s.other ? 'bg-muted/40' : undefined)}
              />
            )}
          </>
        );
      }}
    </ReportShell>
  );
}
