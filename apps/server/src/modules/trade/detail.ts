/** Reads an invoice with its lines, payments and returns (the full answer of a book's detail). */
import type { Queryable } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { InvoiceDetail } from './trade.dto.ts';
import type { TradeStore } from './trade.types.ts';

export async function loadDetail(db: Queryable, store: TradeStore, shopId: string, id: string): Promise<InvoiceDetail> {
  const invoice = await store.findInvoice(db, shopId, id);
  if (!invoice) throw new AppError('NOT_FOUND');
  // One after another: inside a transaction the queries share one connection.
  const lines = await store.findLines(db, shopId, id);
  const payments = await store.findPayments(db, shopId, [id]);
  // Returns exist only where a line has something returned (a fresh invoice: none to read).
  const returns = lines.some((l) => l.returned_quantity > 0n) ? await store.findReturns(db, shopId, id) : [];
  return { invoice, lines, payments, returns };
}
