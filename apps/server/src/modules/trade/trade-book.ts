/**
 * A side's book as its use cases — post, read one, take back, void, list — written once for the
 * sales and the purchases. A side gives its tables, how its create body reads as a posting (its
 * party's name differs), and its answers; `tradeRoutes` (trade.routes.ts) serves the result.
 */
import type { CreateReturnBody, TradeListQuery } from '@dokani/contracts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { returnInvoice, voidInvoice } from './adjust-invoice.ts';
import type { InvoiceDetail } from './trade.dto.ts';
import { bookPageOf, DEFAULT_PAGE } from './book-list.ts';
import type { TotalsRow } from './book-list.ts';
import { loadDetail } from './detail.ts';
import { postInvoice } from './post-invoice.ts';
import type { InvoiceInput } from './post-invoice.ts';
import { listBook, tradeStore } from './trade.store.ts';
import type { InvoiceView, PaymentRecord, TradeSide, TradeStore, TradeTables } from './trade.types.ts';

export interface BookSideConfig<Body, Answer, Row, Totals> {
  side: TradeSide;
  tables: TradeTables;
  /** The posting a create body asks for (the side names its party: customer or supplier). */
  posting(body: Body): InvoiceInput;
  /** One invoice as the API answers it. */
  out(detail: InvoiceDetail): Answer;
  /** A row of the book. */
  rowOut(view: InvoiceView, payments: readonly PaymentRecord[], lineCount: number): Row;
  /** The book's totals over the filter (the sales book adds its profit). */
  totals(row: TotalsRow): Totals;
}

export interface TradeBook<Body, Answer, Row, Totals> {
  side: TradeSide;
  /** The side's tables read into the shared invoice shapes (for modules that show an invoice). */
  store: TradeStore;
  /** `usageTaken`: the route's usage hook already counted the unit (see platform/usage.ts). */
  create(
    deps: AppDeps,
    shop: ShopContext,
    user: AuthUser,
    body: Body,
    opts: { usageTaken: boolean },
  ): Promise<{ created: boolean; invoice: Answer }>;
  get(deps: AppDeps, shop: ShopContext, id: string): Promise<Answer>;
  takeBack(
    deps: AppDeps,
    shop: ShopContext,
    user: AuthUser,
    id: string,
    body: CreateReturnBody,
  ): Promise<{ created: boolean; invoice: Answer }>;
  void(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string, reason: string | null): Promise<Answer>;
  list(deps: AppDeps, shop: ShopContext, query: TradeListQuery): Promise<{ items: Row[]; nextCursor: string | null; totals: Totals }>;
}

export function tradeBook<Body, Answer, Row, Totals>(c: BookSideConfig<Body, Answer, Row, Totals>): TradeBook<Body, Answer, Row, Totals> {
  const store = tradeStore(c.tables);
  return {
    side: c.side,
    store,
    async create(deps, shop, user, body, opts) {
      const { created, detail } = await postInvoice(deps, c.side, store, shop, user, c.posting(body), opts);
      return { created, invoice: c.out(detail) };
    },
    async get(deps, shop, id) {
      return c.out(await loadDetail(deps.db, store, shop.id, id));
    },
    async takeBack(deps, shop, user, id, body) {
      const { created, detail } = await returnInvoice(deps, c.side, store, shop, user, id, body);
      return { created, invoice: c.out(detail) };
    },
    async void(deps, shop, user, id, reason) {
      return c.out(await voidInvoice(deps, c.side, store, shop, user, id, reason));
    },
    async list(deps, shop, query) {
      const limit = query.limit ?? DEFAULT_PAGE;
      const { rows, totals } = await listBook(deps.db, c.tables, c.side, shop.id, query, limit);
      const { page, nextCursor } = bookPageOf(rows, limit);
      const payments = await store.findPayments(
        deps.db,
        shop.id,
        page.map((r) => r.id),
      );
      const items = page.map((r) =>
        c.rowOut(
          r,
          payments.filter((p) => p.invoice_id === r.id),
          r.line_count ?? 0,
        ),
      );
      return { items, nextCursor, totals: c.totals(totals) };
    },
  };
}
