import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@dokani/contracts/api';
import type { TransactionKind, Transactions } from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { useShopId } from '@/shared/lib/shop';
import { reportKeys } from '@/features/home';

/** The route of each named report (GET /shops/{shopId}/reports/{name}?from=&to=). */
const REPORT_ROUTES = {
  overview: 'GET /shops/:shopId/reports/overview',
  'profit-loss': 'GET /shops/:shopId/reports/profit-loss',
  'profit-loss-details': 'GET /shops/:shopId/reports/profit-loss-details',
  sales: 'GET /shops/:shopId/reports/sales',
  purchase: 'GET /shops/:shopId/reports/purchase',
  product: 'GET /shops/:shopId/reports/product',
  stock: 'GET /shops/:shopId/reports/stock',
  customer: 'GET /shops/:shopId/reports/customer',
  supplier: 'GET /shops/:shopId/reports/supplier',
  employee: 'GET /shops/:shopId/reports/employee',
  expense: 'GET /shops/:shopId/reports/expense',
  income: 'GET /shops/:shopId/reports/income',
} as const;
export type ReportName = keyof typeof REPORT_ROUTES;
/** The answer of each named report. */
export type ReportAnswers = { [N in ReportName]: ApiAnswer<(typeof REPORT_ROUTES)[N]> };

/** What a report is asked: its dates, and for the overviews whether to add the previous period. */
interface ReportQuery {
  from: string;
  to: string;
  compare?: '1';
}
type Fetch<A> = (shopId: string, query: ReportQuery, signal: AbortSignal) => Promise<A>;

/** Each report's call, by its route (only the overviews take `compare`). */
const FETCH_REPORT: { [N in ReportName]: Fetch<ReportAnswers[N]> } = {
  overview: (shopId, query, signal) => api(REPORT_ROUTES.overview, { params: { shopId }, query, signal }),
  'profit-loss': (shopId, query, signal) => api(REPORT_ROUTES['profit-loss'], { params: { shopId }, query, signal }),
  'profit-loss-details': (shopId, { from, to }, signal) =>
    api(REPORT_ROUTES['profit-loss-details'], { params: { shopId }, query: { from, to }, signal }),
  sales: (shopId, { from, to }, signal) => api(REPORT_ROUTES.sales, { params: { shopId }, query: { from, to }, signal }),
  purchase: (shopId, { from, to }, signal) => api(REPORT_ROUTES.purchase, { params: { shopId }, query: { from, to }, signal }),
  product: (shopId, { from, to }, signal) => api(REPORT_ROUTES.product, { params: { shopId }, query: { from, to }, signal }),
  stock: (shopId, { from, to }, signal) => api(REPORT_ROUTES.stock, { params: { shopId }, query: { from, to }, signal }),
  customer: (shopId, { from, to }, signal) => api(REPORT_ROUTES.customer, { params: { shopId }, query: { from, to }, signal }),
  supplier: (shopId, { from, to }, signal) => api(REPORT_ROUTES.supplier, { params: { shopId }, query: { from, to }, signal }),
  employee: (shopId, { from, to }, signal) => api(REPORT_ROUTES.employee, { params: { shopId }, query: { from, to }, signal }),
  expense: (shopId, { from, to }, signal) => api(REPORT_ROUTES.expense, { params: { shopId }, query: { from, to }, signal }),
  income: (shopId, { from, to }, signal) => api(REPORT_ROUTES.income, { params: { shopId }, query: { from, to }, signal }),
};

interface Range {
  from: string;
  to: string;
}

const ready = (shopId: string, { from, to }: Range) => shopId !== '' && from !== '' && to !== '' && from <= to;

/** Reports are fresh for a minute: a sale at the counter moves them. */
const REPORT_STALE_MS = 60_000;

/**
 * One named report of the business dates from..to (inclusive). Names of categories come in the
 * request's language, so the language is part of the key. Off until both dates are known.
 */
export function useReport<N extends ReportName>(name: N, range: Range, lang: string, extra: Pick<ReportQuery, 'compare'> = {}) {
  const shopId = useShopId();
  const { from, to } = range;
  return useQuery({
    queryKey: [...reportKeys.all(shopId), name, from, to, lang, extra] as const,
    queryFn: ({ signal }) => FETCH_REPORT[name](shopId, { from, to, ...extra }, signal),
    staleTime: REPORT_STALE_MS,
    enabled: ready(shopId, range),
  });
}

/** The overview of a period (the profit-loss page reads it). */
export function useOverview(range: Range, lang: string) {
  return useReport('overview', range, lang);
}

/** The overview with the previous period of the same length and the trend (business overview). */
export function useOverviewCompare(range: Range, lang: string) {
  return useReport('overview', range, lang, { compare: '1' });
}

export const TRANSACTIONS_PAGE = 50;

/** Every money movement of a period, newest first, a page at a time (`nextCursor`). */
export function useTransactions(range: Range, kind: TransactionKind | '', lang: string) {
  const shopId = useShopId();
  const { from, to } = range;
  return useInfiniteQuery({
    queryKey: [...reportKeys.all(shopId), 'transactions', from, to, kind, lang] as const,
    queryFn: ({ signal, pageParam }) => fetchTransactions(shopId, { from, to, kind, cursor: pageParam, limit: TRANSACTIONS_PAGE }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: REPORT_STALE_MS,
    enabled: ready(shopId, range),
  });
}

export function fetchTransactions(
  shopId: string,
  q: { from: string; to: string; kind: TransactionKind | ''; cursor: string; limit: number },
  signal?: AbortSignal,
): Promise<Transactions> {
  return api('GET /shops/:shopId/reports/transactions', { params: { shopId }, query: { ...q, kind: q.kind || undefined }, signal });
}
