import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  BookReport,
  EmployeeReport,
  PartyReport,
  ProductReport,
  ProfitLossDetails,
  ReportOverview,
  StockReport,
  TradeReport,
  TransactionKind,
  Transactions,
} from '@dokani/contracts';
import { api } from '@/shared/lib/http';
import { query, shopPath, useShopId } from '@/shared/lib/shop';
import { reportKeys } from '@/features/home';

/** The answer of each named report (GET /shops/{shopId}/reports/{name}?from=&to=). */
export interface ReportAnswers {
  overview: ReportOverview;
  'profit-loss': ReportOverview;
  'profit-loss-details': ProfitLossDetails;
  sales: TradeReport;
  purchase: TradeReport;
  product: ProductReport;
  stock: StockReport;
  customer: PartyReport;
  supplier: PartyReport;
  employee: EmployeeReport;
  expense: BookReport;
  income: BookReport;
}
export type ReportName = keyof ReportAnswers;

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
export function useReport<N extends ReportName>(name: N, range: Range, lang: string, extra: Record<string, string> = {}) {
  const shopId = useShopId();
  const { from, to } = range;
  return useQuery({
    queryKey: [...reportKeys.all(shopId), name, from, to, lang, extra] as const,
    queryFn: ({ signal }) => api<ReportAnswers[N]>(shopPath(shopId, `/reports/${name}${query({ from, to, ...extra })}`), { signal }),
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
  return api<Transactions>(shopPath(shopId, `/reports/transactions${query(q)}`), { signal });
}
