/**
 * Returns and voids (decision 0004 "nothing edited in place"): each writes reversing stock
 * movements and due entries under the invoice's row lock, and keeps the returned_* sums of the
 * invoice and its lines in the same transaction.
 */
import { localDate, reverseDirection } from '@dokani/core';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { ContactSums } from '../contacts/index.ts';
import { postDue } from '../dues/index.ts';
import { postMoney, reverseMoneyOf } from '../money/index.ts';
import { addReturn, addVoid } from './summaries.ts';
import { moveStock } from '../stock/index.ts';
import type { StockMove } from '../stock/index.ts';
import type { InvoiceDetail } from './trade.dto.ts';
import { businessDate } from './dates.ts';
import { loadDetail } from './detail.ts';
import { linePart, planReturn, remainingOf, returnedPart, splitReturn, standingDue } from './return-parts.ts';
import type { InvoiceRecord, TradeSide, TradeStore } from './trade.types.ts';

export interface ReturnInput {
  id: string;
  date?: string | undefined;
  lines: readonly { lineNo: number; quantity: bigint }[];
  note?: string | null | undefined;
  /** the money account a refund is paid from (a purchase return: into); default the cash drawer */
  accountId?: string | undefined;
}

async function lockOpenInvoice(
  trx: Queryable,
  store: TradeStore,
  shopId: string,
  id: string,
  whenVoid: 'TRADE_VOID_NO_RETURN' | 'TRADE_ALREADY_VOID',
): Promise<InvoiceRecord> {
  const inv = await store.lockInvoice(trx, shopId, id);
  if (!inv) throw new AppError('NOT_FOUND');
  if (inv.status === 'void') throw new AppError(whenVoid, { number: inv.number, voidDate: inv.void_date });
  return inv;
}

/** Posts the reversal of (part of) the invoice's standing due: a sale's is `received`, a purchase's `given`. */
async function reverseDue(
  trx: Queryable,
  side: TradeSide,
  shop: ShopContext,
  user: AuthUser,
  inv: InvoiceRecord,
  amount: bigint,
  refType: string,
  date: string,
  at: Date,
  sums: ContactSums,
): Promise<void> {
  if (amount <= 0n) return;
  // A due is only ever left on an invoice with a contact (SALE_DUE_NEEDS_CUSTOMER).
  if (inv.contact_id === null) throw new Error(`invoice ${inv.id} has a due but no contact`);
  await postDue(
    trx,
    shop.id,
    {
      contactId: inv.contact_id,
      direction: reverseDirection(side.dueDirection),
      dueType: 'product',
      amount,
      refType,
      refId: inv.id,
      date,
      userId: user.id,
    },
    { at, timezone: shop.timezone, sums },
  );
}

/**
 * POST /sales/{id}/returns, POST /purchases/{id}/returns: idempotent by the return's id (201 new,
 * 200 the same again). A sale's goods come back at the line's own cost (its proportional part); a
 * purchase's go out at their share of the stock's value. The value first lowers the standing due, the rest is refunded.
 */
export async function returnInvoice(
  deps: AppDeps,
  side: TradeSide,
  store: TradeStore,
  shop: ShopContext,
  user: AuthUser,
  invoiceId: string,
  body: ReturnInput,
): Promise<{ created: boolean; detail: InvoiceDetail }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const { created, value } = await createOnce(
      trx,
      { scope: shop.id, resource: side.resources.return, id: body.id, body: { invoiceId, ...body }, at: now },
      async () => {
        const inv = await lockOpenInvoice(trx, store, shop.id, invoiceId, 'TRADE_VOID_NO_RETURN');
        const date = businessDate(now, shop.timezone, body.date);
        if (date < inv.date) throw new AppError('VALIDATION_FAILED', { date: 'validation.trade.returnBeforeInvoice' });
        const parts = planReturn(await store.findLines(trx, shop.id, invoiceId), body.lines);
        const sale = side.kind === 'sale';
        const moves: StockMove[] = parts.map((p) => ({
          productId: p.line.product_id,
          change: sale ? p.quantity : -p.quantity,
          reason: side.reasons.return,
          ...(sale ? { cost: p.cost } : {}),
          refType: side.refTypes.return,
          refId: invoiceId,
        }));
        const moved = await moveStock(trx, shop.id, moves, { userId: user.id, at: now, timezone: shop.timezone });
        // A purchase return's cost is the stock value it took out, at the average of the day.
        if (!sale) {
          parts.forEach((p, i) => {
            p.cost = -(moved[i]?.costTotal ?? 0n);
          });
        }
        const amount = parts.reduce((a, p) => a + p.amount, 0n);
        const vat = parts.reduce((a, p) => a + p.vat, 0n);
        const cost = parts.reduce((a, p) => a + p.cost, 0n);
        const { dueReduced, refunded } = splitReturn(inv, amount);
        const sums = new ContactSums(shop.id);
        await reverseDue(trx, side, shop, user, inv, dueReduced, side.refTypes.return, date, now, sums);
        // a sale's refund leaves the account, a purchase's comes back into it
        await postMoney(
          trx,
          shop.id,
          [
            {
              accountId: body.accountId,
              amount: sale ? -refunded : refunded,
              kind: sale ? 'sale-refund' : 'purchase-refund',
              refType: side.kind,
              refId: invoiceId,
            },
          ],
          { at: now, day: date, userId: user.id },
        );
        await store.insertReturn(trx, shop.id, invoiceId, {
          id: body.id,
          date,
          occurred_at: now,
          amount,
          vat,
          cost,
          due_reduced: dueReduced,
          refunded,
          note: body.note ?? null,
          created_by: user.id,
          created_at: now,
          lines: parts.map((p) => ({
            line_no: p.line.line_no,
            product_id: p.line.product_id,
            quantity: p.quantity,
            amount: p.amount,
            vat: p.vat,
            cost: p.cost,
          })),
        });
        await addReturn(
          trx,
          shop.id,
          side.kind,
          inv,
          {
            date,
            amount,
            vat,
            cost,
            due_reduced: dueReduced,
            refunded,
            lines: parts.map((p) => returnedPart({ ...p, product_id: p.line.product_id })),
          },
          sums,
        );
        for (const p of parts) await store.addReturnedToLine(trx, shop.id, invoiceId, p.line.line_no, p);
        await store.addReturnedToInvoice(trx, shop.id, invoiceId, { amount, vat, cost, dueReduced });
        await sums.write(trx);
        await writeAudit(trx, {
          shopId: shop.id,
          by: user,
          action: 'return',
          entity: side.kind,
          entityId: invoiceId,
          details: { returnId: body.id },
          at: now,
        });
        return loadDetail(trx, store, shop.id, invoiceId);
      },
      () => loadDetail(trx, store, shop.id, invoiceId),
    );
    return { created, detail: value };
  });
}

/**
 * POST /sales/{id}/void, POST /purchases/{id}/void: what is left of every line goes back (a sale's
 * stock in at the line's cost, a purchase's out at its share of the stock's value — refused when already sold and
 * negative stock is off), the standing due is reversed, the invoice is marked void with today's
 * date. A second void → 409 TRADE_ALREADY_VOID.
 */
export async function voidInvoice(
  deps: AppDeps,
  side: TradeSide,
  store: TradeStore,
  shop: ShopContext,
  user: AuthUser,
  invoiceId: string,
  reason: string | null,
): Promise<InvoiceDetail> {
  const now = deps.clock.now();
  const today = localDate(now, shop.timezone);
  return deps.db.transaction().execute(async (trx) => {
    const inv = await lockOpenInvoice(trx, store, shop.id, invoiceId, 'TRADE_ALREADY_VOID');
    const sale = side.kind === 'sale';
    const moves: StockMove[] = [];
    const lines = await store.findLines(trx, shop.id, invoiceId);
    for (const line of lines) {
      const left = remainingOf(line);
      if (left.quantity <= 0n) continue;
      moves.push({
        productId: line.product_id,
        change: sale ? left.quantity : -left.quantity,
        reason: side.reasons.void,
        ...(sale ? { cost: left.cost } : {}),
        refType: side.refTypes.void,
        refId: invoiceId,
      });
    }
    await moveStock(trx, shop.id, moves, { userId: user.id, at: now, timezone: shop.timezone });
    const sums = new ContactSums(shop.id);
    await reverseDue(trx, side, shop, user, inv, standingDue(inv), side.refTypes.void, today, now, sums);
    // what was kept at the counter for what the returns left, less the due still standing, goes
    // back the way it was paid (the transactions report's hand-back, modules/reports/transactions.ts)
    const handedBack = inv.total - inv.returned_amount - standingDue(inv);
    if (handedBack > 0n)
      await reverseMoneyOf(
        trx,
        shop.id,
        { refType: side.kind, refId: invoiceId },
        sale ? handedBack : -handedBack,
        sale ? 'sale-void' : 'purchase-void',
        { at: now, day: today, userId: user.id },
      );
    const returns = inv.returned_amount === 0n && inv.returned_cost === 0n ? [] : await store.findReturns(trx, shop.id, invoiceId);
    await addVoid(
      trx,
      shop.id,
      side.kind,
      inv,
      lines.map(linePart),
      returns.map((r) => ({ ...r, lines: r.lines.map(returnedPart) })),
      today,
      sums,
    );
    await store.markVoid(trx, shop.id, invoiceId, { date: today, at: now, userId: user.id, reason });
    await sums.write(trx);
    await writeAudit(trx, {
      shopId: shop.id,
      by: user,
      action: 'void',
      entity: side.kind,
      entityId: invoiceId,
      details: { reason },
      at: now,
    });
    return loadDetail(trx, store, shop.id, invoiceId);
  });
}
