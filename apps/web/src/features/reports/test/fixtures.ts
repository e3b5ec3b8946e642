/** Report answers for the report pages' tests (shapes of packages/contracts/src/reports.ts). */
import type { OverviewKpis, ReportOverview, TradeFigures, TradeReport, Transactions } from '@dokani/contracts';

const zero: TradeFigures = {
  count: 0,
  total: '0.00',
  returns: '0.00',
  voids: '0.00',
  net: '0.00',
  vat: '0.00',
  due: '0.00',
  cost: '0.00',
  profit: '0.00',
};

/** March 2025 up to the 10th by day: sales on the 3rd and the 5th (a return on the 5th). */
export function salesReport(from = '2025-03-01', to = '2025-03-10'): TradeReport {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d = new Date(d.getTime() + 86_400_000))
    days.push(d.toISOString().slice(0, 10));
  const rows = days.map((period) => {
    if (period.endsWith('-03'))
      return { ...zero, period, count: 2, total: '1200.00', net: '1200.00', due: '200.00', cost: '900.00', profit: '300.00' };
    if (period.endsWith('-05'))
      return { ...zero, period, count: 1, total: '50.50', returns: '20.00', net: '30.50', cost: '20.00', profit: '10.50' };
    return { ...zero, period };
  });
  return {
    from,
    to,
    bucket: 'day',
    totals: {
      count: 3,
      total: '1250.50',
      returns: '20.00',
      voids: '0.00',
      net: '1230.50',
      vat: '0.00',
      due: '200.00',
      cost: '920.00',
      profit: '310.50',
    },
    rows,
  };
}

export function emptyTradeReport(from: string, to: string): TradeReport {
  return { from, to, bucket: 'day', totals: zero, rows: [{ ...zero, period: from }] };
}

const kpis = (from: string, to: string, o: Partial<OverviewKpis>): OverviewKpis => ({
  from,
  to,
  salesCount: 0,
  sales: '0.00',
  grossProfit: '0.00',
  expenses: '0.00',
  income: '0.00',
  netProfit: '0.00',
  purchases: '0.00',
  ...o,
});

/** March 2025 (to the 10th) against the ten days before: sales up 25 %, expenses down, net profit from a loss. */
export function overviewWithCompare(): ReportOverview {
  return {
    from: '2025-03-01',
    to: '2025-03-10',
    sales: { count: 12, total: '1250.00', returns: '0.00', voids: '0.00', revenue: '1250.00', cogs: '900.00', grossProfit: '350.00' },
    expenses: '100.00',
    expensesByCategory: [],
    income: '0.00',
    incomeByCategory: [],
    netProfit: '250.00',
    receivable: '560.00',
    payable: '75.50',
    customerCredit: '0.00',
    lowStockCount: 2,
    recent: [],
    compare: {
      current: kpis('2025-03-01', '2025-03-10', {
        salesCount: 12,
        sales: '1250.00',
        grossProfit: '350.00',
        expenses: '100.00',
        netProfit: '250.00',
        purchases: '800.00',
      }),
      previous: kpis('2025-02-19', '2025-02-28', {
        salesCount: 9,
        sales: '1000.00',
        grossProfit: '350.00',
        expenses: '400.00',
        netProfit: '-50.00',
        purchases: '0.00',
      }),
      bucket: 'day',
      trend: [
        { period: '2025-03-01', sales: '500.00', grossProfit: '150.00', expenses: '50.00', netProfit: '100.00' },
        { period: '2025-03-02', sales: '750.00', grossProfit: '200.00', expenses: '50.00', netProfit: '150.00' },
      ],
    },
  };
}

export function transactionsPage(cursor: string): Transactions {
  const item = (n: number, over: Partial<Transactions['items'][number]> = {}) => ({
    id: `sale:01JD3ZK7Q8V6Y2N4W5X9A0B1${String(n).padStart(2, '0')}`,
    kind: 'sale' as const,
    direction: 'in' as const,
    date: '2025-03-09',
    occurredAt: '2025-03-09T05:00:00.000Z',
    amount: '100.00',
    method: 'cash',
    party: 'রহিম মিয়া',
    reference: {
      type: 'sale' as const,
      id: `01JD3ZK7Q8V6Y2N4W5X9A0B1${String(n).padStart(2, '0')}`,
      number: `S-0000${String(n).padStart(2, '0')}`,
    },
    ...over,
  });
  const totals = { in: '200.00', out: '30.00', net: '170.00', count: 3 };
  if (!cursor)
    return {
      from: '2025-03-01',
      to: '2025-03-10',
      totals,
      items: [
        item(1),
        item(2, {
          kind: 'expense',
          direction: 'out',
          amount: '30.00',
          method: null,
          party: 'চা-নাস্তা',
          reference: { type: 'expense', id: 'x', number: null },
        }),
      ],
      nextCursor: 'c2',
    };
  return { from: '2025-03-01', to: '2025-03-10', totals, items: [item(3)], nextCursor: null };
}
