import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { InfiniteData } from '@tanstack/react-query';
import type { TransactionItem, TransactionKind, Transactions } from '@dokani/contracts';
import { DHAKA_TZ, dateTimeFormat } from '@dokani/core/format';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { cn } from '@/shared/lib/cn';
import { useAuthStore } from '@/shared/stores/auth';
import { useShopId } from '@/shared/lib/shop';
import { Button } from '@/shared/ui/button';
import { Label } from '@/shared/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { Spinner } from '@/shared/ui/spinner';
import { instantParts } from '@/shared/lib/format';
import { fetchTransactions, useTransactions } from '../api';
import { useReportFormat, type ReportFormat } from '../format';
import { useReportPeriod } from '../period';
import { ReportEmpty, ReportShell, type CsvTable } from '../components/ReportShell';
import { ReportTable, tableCsv, type Column } from '../components/ReportTable';
import { TotalsCards } from '../components/TotalsCards';
import { csvMoney } from '../lib/csv';

/** The contract's kinds, without importing zod into the page (checked complete below). */
export const KINDS = [
  'sale',
  'sale-refund',
  'purchase',
  'purchase-refund',
  'due-received',
  'due-given',
  'expense',
  'income',
] as const satisfies readonly TransactionKind[];
const _complete: Exclude<TransactionKind, (typeof KINDS)[number]> extends never ? true : never = true;
void _complete;
const ALL = 'all';

/** A CSV of every movement of the filter, at most this many (the page loads them 100 at a time). */
const CSV_MAX_ROWS = 20_000;

const isKind = (v: string | null): v is TransactionKind => (KINDS as readonly (string | null)[]).includes(v);

/** Where a movement comes from, when there is a page for it. */
function referenceLink(item: TransactionItem): string | null {
  if (item.reference.type === 'sale') return `/sell-list/${item.reference.id}`;
  if (item.reference.type === 'purchase') return `/purchase-list/${item.reference.id}`;
  return null;
}

/** The shop's clock time of an instant, "14:05" (for the CSV). */
function clockTime(iso: string, timeZone: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : dateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(d);
}

function transactionColumns(t: TFunction, fmt: ReportFormat, timeZone: string): Column<TransactionItem>[] {
  const method = (m: string | null) => (m ? t(`transactions.methods.${m}`, { defaultValue: m }) : '');
  return [
    {
      id: 'when',
      header: t('transactions.when'),
      cell: (r) => {
        const { date, time } = instantParts(new Date(r.occurredAt), fmt.lang, timeZone);
        return (
          <span className="flex flex-col whitespace-nowrap">
            <span>{date}</span>
            <span className="text-xs text-muted-foreground">{time}</span>
          </span>
        );
      },
      csv: (r) => r.date,
    },
    { id: 'time', header: t('transactions.time'), cell: () => null, csv: (r) => clockTime(r.occurredAt, timeZone), csvOnly: true },
    {
      id: 'kind',
      header: t('transactions.kind'),
      cell: (r) => {
        const Icon = r.direction === 'in' ? ArrowDownLeft : ArrowUpRight;
        const link = referenceLink(r);
        const number = r.reference.number ? fmt.digits(r.reference.number) : null;
        return (
          <span className="flex flex-col">
            <span className="inline-flex items-center gap-1.5 font-medium">
              <Icon
                aria-hidden="true"
                className={cn('size-4 shrink-0', r.direction === 'in' ? 'text-green-700 dark:text-green-400' : 'text-destructive')}
              />
              {t(`transactions.kinds.${r.kind}`)}
            </span>
            {number ? (
              link ? (
                <Link to={link} className="text-xs text-primary underline-offset-2 hover:underline" data-testid="transaction-ref">
                  {number}
                </Link>
              ) : (
                <span className="text-xs text-muted-foreground">{number}</span>
              )
            ) : null}
          </span>
        );
      },
      csv: (r) => t(`transactions.kinds.${r.kind}`),
    },
    { id: 'reference', header: t('transactions.reference'), cell: () => null, csv: (r) => r.reference.number ?? '', csvOnly: true },
    { id: 'party', header: t('transactions.party'), cell: (r) => r.party ?? '', csv: (r) => r.party ?? '' },
    { id: 'method', header: t('transactions.method'), cell: (r) => method(r.method), csv: (r) => method(r.method) },
    {
      // On a phone one signed amount, kept in view on the right; wider screens have in and out.
      id: 'amount',
      header: t('transactions.amount'),
      numeric: true,
      screen: 'phone',
      pin: true,
      cell: (r) =>
        r.direction === 'in' ? (
          <span className="text-green-700 dark:text-green-400">+{fmt.moneyText(r.amount)}</span>
        ) : (
          <span className="text-destructive">−{fmt.moneyText(r.amount)}</span>
        ),
    },
    {
      id: 'in',
      header: t('transactions.in'),
      numeric: true,
      screen: 'wide',
      cell: (r) => (r.direction === 'in' ? <span className="text-green-700 dark:text-green-400">+{fmt.moneyText(r.amount)}</span> : ''),
      csv: (r) => (r.direction === 'in' ? csvMoney(r.amount) : null),
    },
    {
      id: 'out',
      header: t('transactions.out'),
      numeric: true,
      screen: 'wide',
      cell: (r) => (r.direction === 'out' ? <span className="text-destructive">−{fmt.moneyText(r.amount)}</span> : ''),
      csv: (r) => (r.direction === 'out' ? csvMoney(r.amount) : null),
    },
  ];
}

/**
 * /business-overview/transaction: every money movement of the period (sales, refunds, purchases,
 * due payments, expenses, income), newest first, filtered by kind, with the totals of the whole
 * filter; 50 at a time with "load more". The CSV has all of them.
 */
export function TransactionsPage() {
  const { t } = useTranslation('reports');
  const fmt = useReportFormat();
  const shopId = useShopId();
  const timeZone = useAuthStore((s) => s.currentShop?.timezone) ?? DHAKA_TZ;
  const period = useReportPeriod();
  const kindParam = period.params.get('kind');
  const kind: TransactionKind | '' = isKind(kindParam) ? kindParam : '';
  const list = useTransactions(period.range, kind, fmt.lang);
  const labelId = useId();
  const columns = transactionColumns(t, fmt, timeZone);

  const csv = async (): Promise<CsvTable> => {
    const items: TransactionItem[] = [];
    let cursor = '';
    do {
      const page = await fetchTransactions(shopId, { ...period.range, kind, cursor, limit: 100 });
      items.push(...page.items);
      cursor = page.nextCursor ?? '';
    } while (cursor && items.length < CSV_MAX_ROWS);
    return tableCsv(columns, items);
  };

  return (
    <ReportShell<InfiniteData<Transactions>>
      title={t('nav:transactions')}
      name="transactions"
      period={period}
      query={list}
      csv={csv}
      controls={
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <Label id={labelId}>{t('transactions.kindLabel')}</Label>
          <Select value={kind || ALL} onValueChange={(v) => period.setParam('kind', v === ALL ? null : v)}>
            <SelectTrigger aria-labelledby={labelId} data-testid="transactions-kind">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('transactions.allKinds')}</SelectItem>
              {KINDS.map((k) => (
                <SelectItem key={k} value={k} data-testid={`transactions-kind-${k}`}>
                  {t(`transactions.kinds.${k}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      }
    >
      {(data) => {
        const first = data.pages[0];
        const items = data.pages.flatMap((p) => p.items);
        const totals = first?.totals ?? { in: '0.00', out: '0.00', net: '0.00', count: 0 };
        return (
          <>
            <TotalsCards
              name="transactions"
              label={t('shell.totals')}
              cards={[
                { id: 'in', label: t('transactions.totalIn'), value: fmt.moneyText(totals.in), tone: 'good' },
                { id: 'out', label: t('transactions.totalOut'), value: fmt.moneyText(totals.out), tone: 'bad' },
                {
                  id: 'net',
                  label: t('transactions.net'),
                  value: fmt.moneyText(totals.net),
                  tone: fmt.isNegative(totals.net) ? 'bad' : 'plain',
                },
                { id: 'count', label: t('transactions.count'), value: fmt.number(totals.count) },
              ]}
            />
            {items.length === 0 ? (
              <ReportEmpty testId="transactions-empty" title={t('transactions.empty')} body={t('shell.emptyBody')} />
            ) : (
              <>
                <ReportTable
                  caption={t('transactions.tableCaption')}
                  columns={columns}
                  rows={items}
                  rowKey={(r) => r.id}
                  testId="transactions-table"
                />
                <p className="text-sm text-muted-foreground" data-testid="transactions-shown">
                  {t('transactions.shown', { shown: fmt.number(items.length), total: fmt.number(totals.count) })}
                </p>
                {list.hasNextPage ? (
                  <div className="dk-no-print flex justify-center print:hidden">
                    <Button
                      variant="outline"
                      onClick={() => void list.fetchNextPage()}
                      disabled={list.isFetchingNextPage}
                      aria-busy={list.isFetchingNextPage}
                      data-testid="transactions-more"
                    >
                      {list.isFetchingNextPage ? <Spinner /> : null}
                      {t('transactions.loadMore')}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </>
        );
      }}
    </ReportShell>
  );
}
