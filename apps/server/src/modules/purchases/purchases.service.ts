/** The purchase book's use cases: buy, the book, one purchase, returns to the supplier, void. */
import type { CreatePurchaseBody, CreateReturnBody, Purchase, TradeListQuery } from '@dokani/contracts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { DEFAULT_PAGE, PURCHASE_SIDE, PURCHASE_TABLES, listBook, loadDetail, pageOf, postInvoice, purchaseOut, purchaseRowOut, returnInvoice, totalsOut, tradeStore, voidInvoice } from '../trade/index.ts';
import type { PurchaseRow } from '../trade/index.ts';

/** The purchase tables read into the shared invoice shapes (trade's one store). */
const purchaseStore = tradeStore(PURCHASE_TABLES);

export async function createPurchase(deps: AppDeps, shop: ShopContext, user: AuthUser, body: CreatePurchaseBody): Promise<{ created: boolean; purchase: Purchase }> {
  const { created, detail } = await postInvoice(deps, PURCHASE_SIDE, purchaseStore, shop, user, {
    id: body.id,
    body,
    date: body.date,
    parties: { contactId: body.supplierId, contact: body.supplier, employeeId: body.employeeId },
    lines: body.lines,
    discount: body.discount,
    deliveryCharge: body.deliveryCharge,
    payments: body.payments,
    note: body.note,
    total: body.total,
  });
  return { created, purchase: purchaseOut(detail) };
}

export async function getPurchase(deps: AppDeps, shop: ShopContext, purchaseId: string): Promise<Purchase> {
  return purchaseOut(await loadDetail(deps.db, purchaseStore, shop.id, purchaseId));
}

export async function returnPurchase(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  purchaseId: string,
  body: CreateReturnBody,
): Promise<{ created: boolean; purchase: Purchase }> {
  const { created, detail } = await returnInvoice(deps, PURCHASE_SIDE, purchaseStore, shop, user, purchaseId, body);
  return { created, purchase: purchaseOut(detail) };
}

export async function voidPurchase(deps: AppDeps, shop: ShopContext, user: AuthUser, purchaseId: string, reason: string | null): Promise<Purchase> {
  return purchaseOut(await voidInvoice(deps, PURCHASE_SIDE, purchaseStore, shop, user, purchaseId, reason));
}

export async function listPurchases(deps: AppDeps, shop: ShopContext, query: TradeListQuery) {
  const limit = query.limit ?? DEFAULT_PAGE;
  const { rows, totals } = await listBook(deps.db, PURCHASE_TABLES, PURCHASE_SIDE, shop.id, query, limit);
  const { page, nextCursor } = pageOf(rows, limit);
  const payments = await purchaseStore.findPayments(deps.db, shop.id, page.map((r) => r.id));
  const items: PurchaseRow[] = page.map((r) =>
    purchaseRowOut(
      r,
      payments.filter((p) => p.invoice_id === r.id),
      r.line_count ?? 0,
    ),
  );
  return { items, nextCursor, totals: totalsOut(totals) };
}
