/** The sales book's use cases: sell (items or quick sell), the book, one sale, returns, void. */
import { formatMoneyDecimal } from '@dokani/core';
import type { CreateReturnBody, CreateSaleBody, Sale, TradeListQuery } from '@dokani/contracts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { DEFAULT_PAGE, SALE_SIDE, SALE_TABLES, listBook, loadDetail, pageOf, postInvoice, returnInvoice, saleOut, saleRowOut, totalsOut, tradeStore, voidInvoice } from '../trade/index.ts';
import type { SaleRow } from '../trade/index.ts';

/** The sales tables read into the shared invoice shapes (trade's one store). */
export const saleStore = tradeStore(SALE_TABLES);

export async function createSale(deps: AppDeps, shop: ShopContext, user: AuthUser, body: CreateSaleBody): Promise<{ created: boolean; sale: Sale }> {
  const { created, detail } = await postInvoice(deps, SALE_SIDE, saleStore, shop, user, {
    id: body.id,
    body,
    date: body.date,
    parties: { contactId: body.customerId, contact: body.customer, employeeId: body.employeeId },
    lines: body.lines,
    quickSell: body.quickSell,
    discount: body.discount,
    deliveryCharge: body.deliveryCharge,
    payments: body.payments,
    note: body.note,
    total: body.total,
  });
  return { created, sale: saleOut(detail) };
}

export async function getSale(deps: AppDeps, shop: ShopContext, saleId: string): Promise<Sale> {
  return saleOut(await loadDetail(deps.db, saleStore, shop.id, saleId));
}

export async function returnSale(deps: AppDeps, shop: ShopContext, user: AuthUser, saleId: string, body: CreateReturnBody): Promise<{ created: boolean; sale: Sale }> {
  const { created, detail } = await returnInvoice(deps, SALE_SIDE, saleStore, shop, user, saleId, body);
  return { created, sale: saleOut(detail) };
}

export async function voidSale(deps: AppDeps, shop: ShopContext, user: AuthUser, saleId: string, reason: string | null): Promise<Sale> {
  return saleOut(await voidInvoice(deps, SALE_SIDE, saleStore, shop, user, saleId, reason));
}

export async function listSales(deps: AppDeps, shop: ShopContext, query: TradeListQuery) {
  const limit = query.limit ?? DEFAULT_PAGE;
  const { rows, totals } = await listBook(deps.db, SALE_TABLES, SALE_SIDE, shop.id, query, limit);
  const { page, nextCursor } = pageOf(rows, limit);
  const payments = await saleStore.findPayments(deps.db, shop.id, page.map((r) => r.id));
  const items: SaleRow[] = page.map((r) =>
    saleRowOut(
      r,
      payments.filter((p) => p.invoice_id === r.id),
      r.line_count ?? 0,
    ),
  );
  return { items, nextCursor, totals: { ...totalsOut(totals), profit: formatMoneyDecimal(BigInt(totals.profit)) } };
}
