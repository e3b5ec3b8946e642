import { useTranslation } from 'react-i18next';
import type { ReportCategoryAmount, ReportOverview } from '@dokani/contracts';
import { parseMoney } from '@dokani/core/money';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';

type Sign = '' | '−' | '+' | '=';

interface LineProps {
  sign: Sign;
  label: string;
  amount: string;
  id: string;
  /** a result line (=): a rule above, bold */
  total?: boolean;
  /** a category under an expense / income line */
  sub?: boolean;
  className?: string;
  hint?: string;
  /** a loss: shown in red */
  negative?: boolean;
}

/** One line of the হিসাব: the sign, what it is, the amount on the right. */
function Line({ sign, label, amount, id, total, sub, className, hint, negative }: LineProps) {
  return (
    <tr
      data-testid={`pl-${id}`}
      data-negative={negative ? 'true' : undefined}
      className={cn(total && 'border-t border-foreground/40 font-semibold', sub && 'text-sm text-muted-foreground', className)}
    >
      <td aria-hidden={sign === '' ? undefined : true} className="w-6 py-1.5 pr-1 align-top font-mono tabular-nums">
        {sign}
      </td>
      <th scope="row" className={cn('py-1.5 text-left font-[inherit]', sub && 'pl-4')}>
        {label}
        {hint ? <span className="ml-2 text-xs font-normal text-muted-foreground">{hint}</span> : null}
      </th>
      <td data-testid={`pl-${id}-amount`} className="py-1.5 pl-3 text-right tabular-nums whitespace-nowrap">
        {amount}
      </td>
    </tr>
  );
}

const money = (m: string): bigint => parseMoney(m) ?? 0n;

/**
 * The period's profit and loss laid out as a shopkeeper writes it: sales, less returns (and the VAT
 * collected, which is the state's) make the revenue — void sales are in no line (decision 0009),
 * their total is named beside the sales; less the cost of the goods sold,
 * the gross profit; less the expenses (by category), plus other income (by category), the net
 * profit or loss.
 */
export function Statement({ data }: { data: ReportOverview }) {
  const { t } = useTranslation('reports');
  const { sales } = data;
  // A role without `see-profit` gets no cost of goods, so there is no statement to draw.
  if (sales.cogs === null || sales.grossProfit === null || data.netProfit === null) {
    return (
      <p data-testid="pl-hidden" className="text-muted-foreground">
        {t('profitLoss.hidden')}
      </p>
    );
  }
  return <StatementTable data={data} sales={{ ...sales, cogs: sales.cogs, grossProfit: sales.grossProfit }} netProfit={data.netProfit} />;
}

function StatementTable({
  data,
  sales,
  netProfit,
}: {
  data: ReportOverview;
  sales: ReportOverview['sales'] & { cogs: string; grossProfit: string };
  netProfit: string;
}) {
  const { t } = useTranslation('reports');
  const fmt = useFormat();
  const text = (m: string) => fmt.moneyText(m);
  const fromPoisha = (p: bigint) => fmt.money(p);
  // What lies between the sales less returns, and the revenue: the VAT (net of returns).
  const vat = money(sales.total) - money(sales.returns) - money(sales.revenue);
  const salesHint = [
    t('profitLoss.salesCount', { count: sales.count, n: fmt.number(sales.count) }),
    ...(fmt.isZero(sales.voids) ? [] : [t('profitLoss.voidsApart', { amount: text(sales.voids) })]),
  ].join(' · ');
  const net = money(netProfit);
  const categories = (list: ReportCategoryAmount[], kind: string) =>
    list.map((c) => (
      <Line
        key={c.categoryId}
        id={`${kind}-category`}
        sign=""
        sub
        label={c.name || t('profitLoss.uncategorized')}
        amount={text(c.amount)}
      />
    ));

  return (
    <table data-testid="pl-statement" className="w-full border-collapse">
      <caption className="sr-only">{t('profitLoss.title')}</caption>
      <tbody>
        <Line id="sales" sign="" label={t('profitLoss.sales')} hint={salesHint} amount={text(sales.total)} />
        <Line id="returns" sign="−" label={t('profitLoss.returns')} amount={text(sales.returns)} />
        {vat === 0n ? null : <Line id="vat" sign="−" label={t('profitLoss.vat')} amount={fromPoisha(vat)} />}
        <Line id="revenue" sign="=" total label={t('profitLoss.revenue')} amount={text(sales.revenue)} />
        <Line id="cogs" sign="−" label={t('profitLoss.cogs')} amount={text(sales.cogs)} />
        <Line
          id="gross"
          sign="="
          total
          label={t('profitLoss.grossProfit')}
          amount={text(sales.grossProfit)}
          negative={fmt.isNegative(sales.grossProfit)}
          className={cn(fmt.isNegative(sales.grossProfit) && 'text-destructive')}
        />
        <Line id="expenses" sign="−" label={t('profitLoss.expenses')} amount={text(data.expenses)} />
        {categories(data.expensesByCategory, 'expense')}
        <Line id="income" sign="+" label={t('profitLoss.otherIncome')} amount={text(data.income)} />
        {categories(data.incomeByCategory, 'income')}
        <Line
          id="net"
          sign="="
          total
          label={net < 0n ? t('profitLoss.netLoss') : t('profitLoss.netProfit')}
          amount={fromPoisha(net < 0n ? -net : net)}
          negative={net < 0n}
          className={cn('border-t-2 text-lg', net < 0n ? 'text-destructive' : 'text-green-700 dark:text-green-400')}
        />
      </tbody>
    </table>
  );
}
