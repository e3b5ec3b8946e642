import type { TFunction } from 'i18next';
import type { EmployeeReport } from '@dokani/contracts';
import { type ReportFormat } from '../format';
import { useReportPage } from '../report-page';
import { ReportEmpty, ReportShell } from '../components/ReportShell';
import { ReportTable, tableCsv, type Column } from '../components/ReportTable';
import { TotalsCards } from '../components/TotalsCards';
import { countColumn, moneyColumn } from '../components/columns';
import { balanceColumn, contactColumns } from './PartyReportPage';

type Row = EmployeeReport['rows'][number];

function employeeColumns(data: EmployeeReport, t: TFunction, fmt: ReportFormat): Column<Row>[] {
  const tot = data.totals;
  return [
    ...contactColumns<Row>(fmt, t, t('employee.name')),
    countColumn(fmt, 'salesCount', t('employee.salesCount'), (r) => r.salesCount, tot.salesCount),
    moneyColumn(fmt, 'salesTotal', t('employee.salesTotal'), (r) => r.salesTotal, { total: tot.salesTotal }),
    countColumn(fmt, 'purchaseCount', t('employee.purchaseCount'), (r) => r.purchaseCount, tot.purchaseCount),
    moneyColumn(fmt, 'purchaseTotal', t('employee.purchaseTotal'), (r) => r.purchaseTotal, { total: tot.purchaseTotal }),
    moneyColumn(fmt, 'paid', t('employee.paid'), (r) => r.paid, { total: tot.paid }),
    balanceColumn<Row>(fmt, t, (r) => r.balance),
  ];
}

/** /employee-report and /reports/employee: what each employee sold and bought in the period, and what they were paid. */
export function EmployeeReportPage() {
  const { t, fmt, shell } = useReportPage('employee');
  return (
    <ReportShell {...shell} csv={(d) => tableCsv(employeeColumns(d, t, fmt), d.rows)}>
      {(data) => (
        <>
          <TotalsCards
            name="employee"
            label={t('shell.totals')}
            cards={[
              {
                id: 'salesTotal',
                label: t('employee.salesTotal'),
                value: fmt.moneyText(data.totals.salesTotal),
                hint: t('employee.salesLine', { count: data.totals.salesCount, n: fmt.number(data.totals.salesCount) }),
              },
              {
                id: 'purchaseTotal',
                label: t('employee.purchaseTotal'),
                value: fmt.moneyText(data.totals.purchaseTotal),
                hint: t('employee.purchaseLine', { count: data.totals.purchaseCount, n: fmt.number(data.totals.purchaseCount) }),
              },
              { id: 'paid', label: t('employee.paid'), value: fmt.moneyText(data.totals.paid) },
              { id: 'employees', label: t('employee.count'), value: fmt.number(data.rows.length) },
            ]}
          />
          {data.rows.length === 0 ? (
            <ReportEmpty testId="employee-empty" title={t('employee.empty')} body={t('employee.emptyBody')} />
          ) : (
            <ReportTable
              caption={t('employee.tableCaption')}
              columns={employeeColumns(data, t, fmt)}
              rows={data.rows}
              rowKey={(r) => r.contactId}
              totalLabel={t('table.total')}
              testId="employee-table"
            />
          )}
        </>
      )}
    </ReportShell>
  );
}
