/** The purchase book's use cases (trade's `tradeBook` on the purchase tables): buy, the book, one purchase, returns to the supplier, void. */
import type { CreatePurchaseBody } from '@dokani/contracts';
import { PURCHASE_SIDE, PURCHASE_TABLES, purchaseOut, purchaseRowOut, totalsOut, tradeBook } from '../trade/index.ts';

export const purchasesBook = tradeBook({
  side: PURCHASE_SIDE,
  tables: PURCHASE_TABLES,
  posting: (body: CreatePurchaseBody) => ({
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
  }),
  out: purchaseOut,
  rowOut: purchaseRowOut,
  totals: totalsOut,
});
