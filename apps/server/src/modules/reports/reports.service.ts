/**
 * The reports' use cases, one per report: each reads the period asked for (business dates in the
 * shop's time zone, `reportPeriod`) and answers from its query file — the summaries-backed ones in
 * overview.ts and trade-reports.ts, the ledger-backed ones in parties.ts, employees.ts, books.ts,
 * transactions.ts and contact-transactions.ts. The routes (reports.routes.ts, ledgers.routes.ts)
 * only call these.
 */
import type { OverviewCompareQuery, ReportRangeQuery, TransactionsQuery } from '@dokani/contracts';
import type { Language } from '../../platform/i18n.ts';
import type { ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { Book } from '../expenses/index.ts';
import type { SummarySide } from '../trade/index.ts';
import { bookReport } from './books.ts';
import { contactTransactions } from './contact-transactions.ts';
import { employeeReport } from './employees.ts';
import { overview, overviewCompare } from './overview.ts';
import { partyReport } from './parties.ts';
import type { PartyType } from './parties.ts';
import { bucketOf, reportPeriod } from './period.ts';
import { productReport, profitLossDetails, stockReport, tradeReport } from './trade-reports.ts';
import { transactions } from './transactions.ts';

const periodOf = (deps: AppDeps, shop: ShopContext, q: ReportRangeQuery, lang: Language) =>
  reportPeriod(deps.clock.now(), shop.timezone, q, lang);

/** The overview (and profit and loss) of a period; `compare=1` adds the previous period and the trend. */
export async function overviewReport(deps: AppDeps, shop: ShopContext, q: OverviewCompareQuery, lang: Language) {
  const period = periodOf(deps, shop, q, lang);
  const answer = await overview(deps.reportsDb, shop.id, period, lang);
  return q.compare === '1' ? { ...answer, compare: await overviewCompare(deps.reportsDb, shop.id, period) } : answer;
}

/** The sales or the purchases of a period, and the same by day or month. */
export async function tradeSideReport(deps: AppDeps, shop: ShopContext, side: SummarySide, q: ReportRangeQuery, lang: Language) {
  const period = periodOf(deps, shop, q, lang);
  return tradeReport(deps.reportsDb, shop.id, side, period, bucketOf(period.from, period.to));
}

/** The reports by product over a period: what each sold and bought, the stock now, profit and loss in detail. */
export const PRODUCT_REPORTS = { product: productReport, stock: stockReport, 'profit-loss-details': profitLossDetails } as const;

export async function productSideReport<K extends keyof typeof PRODUCT_REPORTS>(
  deps: AppDeps,
  shop: ShopContext,
  name: K,
  q: ReportRangeQuery,
  lang: Language,
) {
  return PRODUCT_REPORTS[name](deps.reportsDb, shop.id, periodOf(deps, shop, q, lang)) as ReturnType<(typeof PRODUCT_REPORTS)[K]>;
}

/** What each customer (or supplier) bought (or sold) and owes over a period. */
export async function partiesReport(deps: AppDeps, shop: ShopContext, type: PartyType, q: ReportRangeQuery, lang: Language) {
  return partyReport(deps.reportsDb, shop.id, type, periodOf(deps, shop, q, lang));
}

/** Each employee's sales, purchases and pay over a period. */
export async function employeesReport(deps: AppDeps, shop: ShopContext, q: ReportRangeQuery, lang: Language) {
  return employeeReport(deps.reportsDb, shop.id, periodOf(deps, shop, q, lang));
}

/** The expenses or the other income of a period, by category and by day or month. */
export async function cashbookReport(deps: AppDeps, shop: ShopContext, book: Book, q: ReportRangeQuery, lang: Language) {
  return bookReport(deps.reportsDb, book, shop.id, periodOf(deps, shop, q, lang), lang);
}

/** Every movement of money in a period, newest first, with the totals in and out. */
export async function moneyMovements(deps: AppDeps, shop: ShopContext, q: TransactionsQuery, lang: Language) {
  return transactions(deps.reportsDb, shop.id, periodOf(deps, shop, q, lang), q, lang);
}

/** A contact's whole history, newest first, with the balance after each. */
export async function contactHistory(
  deps: AppDeps,
  shop: ShopContext,
  contactId: string,
  q: { limit?: number | undefined; cursor?: string | undefined },
  lang: Language,
) {
  // a contact's own page: shown right after an entry, so it reads its own writes (the database itself)
  return contactTransactions(deps.db, shop.id, contactId, q, lang);
}
