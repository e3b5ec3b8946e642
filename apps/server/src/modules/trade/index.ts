/**
 * What the sales and purchases modules share (decision 0004): the two sides, posting, returning and
 * voiding an invoice, the books' filters and totals, and the answers. Not a module with routes.
 */
export { PURCHASE_SIDE, SALE_SIDE } from './trade.types.ts';
export type {
  InvoiceRecord,
  InvoiceView,
  LineRecord,
  PaymentRecord,
  ReturnRecord,
  ReturnedSums,
  TradeSide,
  TradeStore,
  TradeTables,
  VoidMark,
} from './trade.types.ts';
export { postInvoice } from './post-invoice.ts';
export type { InvoiceInput } from './post-invoice.ts';
export { returnInvoice, voidInvoice } from './adjust-invoice.ts';
export type { ReturnInput } from './adjust-invoice.ts';
export { loadDetail } from './detail.ts';
export { purchaseOut, purchaseRowOut, saleOut, saleRowOut } from './trade.dto.ts';
export type { InvoiceDetail, PurchaseRow, SaleRow } from './trade.dto.ts';
export { DEFAULT_PAGE, totalsOut, totalsSelection } from './book-list.ts';
export type { TotalsRow } from './book-list.ts';
// The report summaries are trade's write model (decision 0006): kept by posting, returning and
// voiding, rebuilt from the ledgers; the reports read them.
export {
  rebuildDaySummaries,
  rebuildProductDays,
  rebuildProductMonths,
  rebuildProductYears,
  rebuildSummaries,
  rebuildTradeDays,
  rebuildTradeMonths,
} from './rebuild-summaries.ts';
export { TRADE_COLUMNS } from './summary-columns.ts';
export type { SummarySide } from './summary-columns.ts';
export { standingDue } from './return-parts.ts';
// One store for both sides' tables (trade.store.ts).
export { PURCHASE_TABLES, SALE_TABLES, TRADE_TABLES, listBook, tradeStore } from './trade.store.ts';
export type { InvoiceViewRow } from './trade.store.ts';
// A side's book, written once: its use cases (trade-book.ts) and its routes (trade.routes.ts).
export { tradeBook } from './trade-book.ts';
export type { BookSideConfig, TradeBook } from './trade-book.ts';
export { registerTradeRoutes } from './trade.routes.ts';
export type { TradeKeys, TradeRoutes } from './trade.routes.ts';
