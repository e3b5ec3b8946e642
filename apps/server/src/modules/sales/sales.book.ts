/** The sales book's use cases (trade's `tradeBook` on the sales tables): sell, the book, one sale, returns, void. */
import { formatMoneyDecimal } from '@dokani/core';
import type { CreateSaleBody } from '@dokani/contracts';
import { SALE_SIDE, SALE_TABLES, saleOut, saleRowOut, totalsOut, tradeBook } from '../trade/index.ts';

export const salesBook = tradeBook({
  side: SALE_SIDE,
  tables: SALE_TABLES,
  posting: (body: CreateSaleBody) => ({
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
    offline: body.offline ? { madeAt: new Date(body.offline.madeAt), number: body.offline.number } : undefined,
  }),
  out: saleOut,
  rowOut: saleRowOut,
  totals: (t) => ({ ...totalsOut(t), profit: formatMoneyDecimal(BigInt(t.profit)) }),
});
