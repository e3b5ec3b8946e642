/**
 * The arithmetic of returns and voids (decision 0004). A return takes from each line the part of
 * its final amount, VAT and cost that the quantity carries (core `proportionalPart`: the last piece
 * takes exactly what is left, so pieces always add up to the line). Its value first lowers what
 * the contact still owes on this invoice; the rest is paid back. A void undoes what is left.
 */
import { formatQuantity, proportionalPart, splitReturnValue } from '@dokani/core';
import { AppError } from '../../platform/errors.ts';
import type { ProductPart } from './summaries.ts';
import type { InvoiceRecord, LineRecord, ReturnedSums } from './trade.types.ts';

/** What the contact finally pays for a line: its total less its share of the invoice discount. */
export function lineFinalOf(l: Pick<LineRecord, 'total' | 'discount_share'>): bigint {
  return l.total - l.discount_share;
}

/** A line as the report summaries count it (its final amount, VAT and cost). */
export function linePart(l: LineRecord): ProductPart {
  return { productId: l.product_id, quantity: l.quantity, amount: lineFinalOf(l), vat: l.vat, cost: l.cost };
}

/** A returned line as the report summaries count it. */
export function returnedPart(l: { product_id: string; quantity: bigint; amount: bigint; vat: bigint; cost: bigint }): ProductPart {
  return { productId: l.product_id, quantity: l.quantity, amount: l.amount, vat: l.vat, cost: l.cost };
}

export interface ReturnPart extends ReturnedSums {
  line: LineRecord;
}

/**
 * The parts a return request takes, one per line (the same line named twice is added up), in line
 * order. An unknown line → 400; more than sold-minus-returned → 409 TRADE_RETURN_TOO_MUCH.
 */
export function planReturn(lines: readonly LineRecord[], request: readonly { lineNo: number; quantity: bigint }[]): ReturnPart[] {
  const byNo = new Map(lines.map((l) => [l.line_no, l]));
  const wanted = new Map<number, bigint>();
  request.forEach((r, i) => {
    if (!byNo.has(r.lineNo)) throw new AppError('VALIDATION_FAILED', { [`lines.${i}.lineNo`]: 'validation.trade.lineNo' });
    wanted.set(r.lineNo, (wanted.get(r.lineNo) ?? 0n) + r.quantity);
  });
  return [...wanted.entries()]
    .sort(([a], [b]) => a - b)
    .map(([lineNo, quantity]) => {
      const line = byNo.get(lineNo) as LineRecord;
      const left = line.quantity - line.returned_quantity;
      if (quantity > left) {
        throw new AppError('TRADE_RETURN_TOO_MUCH', {
          lineNo,
          productId: line.product_id,
          productName: line.product_name,
          left: formatQuantity(left),
        });
      }
      const part = (full: bigint, done: bigint) => proportionalPart(full, line.quantity, line.returned_quantity, done, quantity);
      return {
        line,
        quantity,
        amount: part(lineFinalOf(line), line.returned_amount),
        vat: part(line.vat, line.returned_vat),
        cost: part(line.cost, line.returned_cost),
      };
    });
}

/** What is left of a line after its returns: what a void undoes. */
export function remainingOf(l: LineRecord): ReturnedSums {
  return {
    quantity: l.quantity - l.returned_quantity,
    amount: lineFinalOf(l) - l.returned_amount,
    vat: l.vat - l.returned_vat,
    cost: l.cost - l.returned_cost,
  };
}

/** What the contact still owes (or is owed) on this invoice: the unpaid part less what returns took off it; 0 once void. */
export function standingDue(inv: Pick<InvoiceRecord, 'status' | 'due' | 'due_reduced'>): bigint {
  return inv.status === 'void' ? 0n : inv.due - inv.due_reduced;
}

/** A return's value: first off the standing due, the rest paid back. */
export function splitReturn(
  inv: Pick<InvoiceRecord, 'status' | 'due' | 'due_reduced'>,
  amount: bigint,
): { dueReduced: bigint; refunded: bigint } {
  return splitReturnValue(standingDue(inv), amount);
}
