import type { TFunction } from 'i18next';
import type { PartyReport } from '@dokani/contracts';
import { toLocalMobile } from '@dokani/core/phone';
import { cn } from '@/shared/lib/cn';
import { type ReportFormat } from '../format';
import { useReportPage } from '../report-page';
import { ReportEmpty, ReportShell } from '../components/ReportShell';
import { ReportTable, tableCsv, type Column } from '../components/ReportTable';
import { TotalsCards } from '../components/TotalsCards';
import { countColumn, moneyColumn, textColumn } from '../components/columns';
import { csvMoney } from '../lib/csv';

type Kind = 'customer' | 'supplier';
type Row = PartyReport['rows'][number];

/** A due balance as the due book says it: পাবো (they owe the shop), দেবো (the shop owes them). */
export function balanceText(amount: string, fmt: ReportFormat, t: TFunction): string {
  const p = fmt.poisha(amount);
  if (p === 0n) return t('party.settled');
  return t(p > 0n ? 'party.receivable' : 'party.payable', { amount: fmt.money(p > 0n ? p : -p) });
}

export function BalanceText({ amount, fmt, t }: { amount: string; fmt: ReportFormat; t: TFunction }) {
  const p = fmt.poisha(amount);
  return (
    <span
      className={cn(
        'whitespace-nowrap',
        p > 0n ? 'text-green-700 dark:text-green-400' : p < 0n ? 'text-destructive' : 'text-muted-foreground',
      )}
    >
      {balanceText(amount, fmt, t)}
    </span>
  );
}

/** The balance column: পাবো/দেবো on screen, the signed amount in the CSV (positive: they owe the shop). */
export function balanceColumn<R>(fmt: ReportFormat, t: TFunction, get: (r: R) => string, total?: string): Column<R> {
  return {
    id: 'balance',
    header: t('party.balance'),
    numeric: true,
    cell: (r) => <BalanceText amount={get(r)} fmt={fmt} t={t} />,
    csv: (r) => csvMoney(get(r)),
    sort: (r) => fmt.poisha(get(r)),
    total: total === undefined ? undefined : <BalanceText amount={total} fmt={fmt} t={t} />,
  };
}

/** A contact's name with the mobile under it; the CSV has them apart. */
export function contactColumns<R extends { name: string; mobile: string | null }>(
  fmt: ReportFormat,
  t: TFunction,
  header: string,
): Column<R>[] {
  return [
    textColumn<R>(
      'name',
      header,
      (r) => r.name,
      (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{r.name}</span>
          {r.mobile ? <span className="text-xs text-muted-foreground">{fmt.mobile(r.mobile)}</span> : null}
        </span>
      ),
    ),
    {
      id: 'mobile',
      header: t('party.mobile'),
      cell: () => null,
      csv: (r) => (r.mobile ? (toLocalMobile(r.mobile) ?? r.mobile) : ''),
      csvOnly: true,
    },
  ];
}

function partyColumns(kind: Kind, data: PartyReport, t: TFunction, fmt: ReportFormat): Column<Row>[] {
  const tot = data.totals;
  return [
    ...contactColumns<Row>(fmt, t, t(`party.${kind}.name`)),
    countColumn(fmt, 'count', t(`party.${kind}.count`), (r) => r.count, tot.count),
    moneyColumn(fmt, 'total', t(`party.${kind}.total`), (r) => r.total, { total: tot.total }),
    moneyColumn(fmt, 'returns', t('trade.returns'), (r) => r.returns, { total: tot.returns }),
    moneyColumn(fmt, 'voids', t('trade.voids'), (r) => r.voids, { total: tot.voids }),
    moneyColumn(fmt, 'net', t(`party.${kind}.net`), (r) => r.net, { total: tot.net, signed: true }),
    moneyColumn(fmt, 'dueGiven', t(`party.${kind}.dueGiven`), (r) => r.dueGiven, { total: tot.dueGiven }),
    moneyColumn(fmt, 'dueReceived', t(`party.${kind}.dueReceived`), (r) => r.dueReceived, { total: tot.dueReceived }),
    moneyColumn(fmt, 'dueLowered', t(`party.${kind}.dueLowered`), (r) => r.dueLowered, { total: tot.dueLowered }),
    balanceColumn<Row>(fmt, t, (r) => r.balance, tot.balance),
  ];
}

/** /reports/customer and /reports/supplier: each contact's trade and due-book entries in the period, and the balance now. */
export function PartyReportPage({ kind }: { kind: Kind }) {
  const { t, fmt, shell } = useReportPage(kind);
  return (
    <ReportShell {...shell} csv={(d) => tableCsv(partyColumns(kind, d, t, fmt), d.rows)}>
      {(data) => (
        <>
          <TotalsCards
            name={kind}
            label={t('shell.totals')}
            cards={[
              {
                id: 'net',
                label: t(`party.${kind}.net`),
                value: fmt.moneyText(data.totals.net),
                hint: t(`party.${kind}.countLine`, { count: data.totals.count, n: fmt.number(data.totals.count) }),
              },
              { id: 'contacts', label: t(`party.${kind}.contacts`), value: fmt.number(data.totals.contacts) },
              { id: 'dueGiven', label: t(`party.${kind}.dueGiven`), value: fmt.moneyText(data.totals.dueGiven) },
              { id: 'dueReceived', label: t(`party.${kind}.dueReceived`), value: fmt.moneyText(data.totals.dueReceived) },
              { id: 'dueLowered', label: t(`party.${kind}.dueLowered`), value: fmt.moneyText(data.totals.dueLowered) },
              {
                id: 'balance',
                label: t('party.balanceNow'),
                value: balanceText(data.totals.balance, fmt, t),
                tone: fmt.poisha(data.totals.balance) > 0n ? 'good' : fmt.poisha(data.totals.balance) < 0n ? 'bad' : 'plain',
              },
            ]}
          />
          {data.rows.length === 0 ? (
            <ReportEmpty testId={`${kind}-empty`} title={t(`party.${kind}.empty`)} body={t('shell.emptyBody')} />
          ) : (
            <ReportTable
              caption={t(`party.${kind}.tableCaption`)}
              columns={partyColumns(kind, data, t, fmt)}
              rows={data.rows}
              rowKey={(r) => r.contactId}
              totalLabel={t('table.total')}
              testId={`${kind}-table`}
            />
          )}
        </>
      )}
    </ReportShell>
  );
}

export const CustomerReportPage = () => <PartyReportPage kind="customer" />;
export const SupplierReportPage = () => <PartyReportPage kind="supplier" />;
