import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, HandCoins, PackageMinus, ReceiptText, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import type { ReportOverview } from '@dokani/contracts';
import { cn } from '@/shared/lib/cn';
import { Skeleton } from '@/shared/ui/skeleton';
import { useFormat } from '@/shared/lib/format';

type Tone = 'plain' | 'good' | 'bad' | 'warn';

const TONE: Record<Tone, string> = {
  plain: '',
  good: 'text-green-700 dark:text-green-400',
  bad: 'text-destructive',
  warn: 'text-amber-700 dark:text-amber-400',
};

interface FigureProps {
  id: string;
  title: string;
  value: string;
  tone?: Tone;
  icon: LucideIcon;
  to?: string;
  children?: ReactNode;
}

/** One figure: a title, a big number and a line or two under it; a link when it leads somewhere. */
function Figure({ id, title, value, tone = 'plain', icon: Icon, to, children }: FigureProps) {
  const body = (
    <>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{title}</span>
      </p>
      <p data-testid={`home-${id}`} className={cn('mt-1 text-lg font-semibold tabular-nums sm:text-xl', TONE[tone])}>
        {value}
      </p>
      {children ? <div className="mt-0.5 space-y-0.5 text-xs text-muted-foreground sm:text-sm">{children}</div> : null}
    </>
  );
  const box = 'block h-full rounded-lg border border-border bg-card p-3 shadow-sm';
  return (
    <li>
      {to ? (
        <Link
          to={to}
          data-testid={`home-${id}-link`}
          className={cn(box, 'transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring')}
        >
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

/** Today's figures of the overview report. */
export function TodayFigures({ data }: { data: ReportOverview }) {
  const { t } = useTranslation('reports');
  const fmt = useFormat();
  const signed = (m: string): Tone => (fmt.isNegative(m) ? 'bad' : 'plain');
  const { sales } = data;
  return (
    <ul data-testid="home-figures-list" className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
      <Figure id="sales" title={t('home.sales')} value={fmt.moneyText(sales.total)} icon={ReceiptText} to="/sell-list">
        <p>{t('home.salesCount', { count: sales.count, n: fmt.number(sales.count) })}</p>
        {fmt.isZero(sales.returns) ? null : <p>{t('home.returnsLine', { amount: fmt.moneyText(sales.returns) })}</p>}
        {fmt.isZero(sales.voids) ? null : <p>{t('home.voidsLine', { amount: fmt.moneyText(sales.voids) })}</p>}
      </Figure>
      {sales.grossProfit === null || data.netProfit === null ? null : (
        <Figure
          id="profit"
          title={t('home.profit')}
          value={fmt.moneyText(sales.grossProfit)}
          tone={signed(sales.grossProfit)}
          icon={TrendingUp}
        >
          <p data-testid="home-net-profit" className={cn(fmt.isNegative(data.netProfit) && TONE.bad)}>
            {t('home.netLine', { amount: fmt.moneyText(data.netProfit) })}
          </p>
        </Figure>
      )}
      <Figure id="expenses" title={t('home.expenses')} value={fmt.moneyText(data.expenses)} icon={Wallet} to="/expense">
        {fmt.isZero(data.income) ? null : <p>{t('home.incomeLine', { amount: fmt.moneyText(data.income) })}</p>}
      </Figure>
      <Figure id="receivable" title={t('home.receivable')} value={fmt.moneyText(data.receivable)} tone="good" icon={HandCoins} to="/due">
        <p>{t('home.receivableHint')}</p>
      </Figure>
      <Figure id="payable" title={t('home.payable')} value={fmt.moneyText(data.payable)} tone="bad" icon={HandCoins} to="/due">
        <p>{t('home.payableHint')}</p>
        {fmt.isZero(data.customerCredit) ? null : (
          <p data-testid="home-customer-credit">{t('home.customerCreditLine', { amount: fmt.moneyText(data.customerCredit) })}</p>
        )}
      </Figure>
      <Figure
        id="low-stock"
        title={t('home.lowStock')}
        value={t('home.lowStockCount', { count: data.lowStockCount, n: fmt.number(data.lowStockCount) })}
        tone={data.lowStockCount > 0 ? 'warn' : 'plain'}
        icon={data.lowStockCount > 0 ? AlertTriangle : PackageMinus}
        to="/stock?low=1"
      />
    </ul>
  );
}

/** The figures' places while they load, each as tall as a figure with one line under it (the page does not jump when they come). */
export function TodayFiguresSkeleton() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="rounded-lg border border-border bg-card p-3 shadow-sm">
          <Skeleton className="my-0.5 h-4 w-20" />
          <Skeleton className="mt-1.5 h-6 w-24 sm:h-7" />
          <Skeleton className="mt-1.5 h-3 w-28 sm:h-4" />
        </li>
      ))}
    </ul>
  );
}
