/**
 * The return dialog's arithmetic: how much of each line may still come back (sold − returned),
 * reading what was typed (Bangla digits too, up to 3 decimals), and the body of POST …/returns;
 * and, before the owner confirms, what the return will be worth, take off the due and pay back —
 * by core's arithmetic, the server's own (`proportionalPart`, `splitReturnValue`). The result
 * shown after confirming is the server's answer.
 */
import { proportionalPart, splitReturnValue } from '@dokani/core/invoice';
import { formatQuantity, parseMoney, parseQuantity } from '@dokani/core/money';

export interface ReturnableLine {
  lineNo: number;
  quantity: string;
  returnedQuantity: string;
}

export type ReturnLineError = 'invalid' | 'tooMuch';

/** What is left to return of a line, in thousandths (never below 0). */
export function returnableOf(l: ReturnableLine): bigint {
  const left = (parseQuantity(l.quantity) ?? 0n) - (parseQuantity(l.returnedQuantity) ?? 0n);
  return left > 0n ? left : 0n;
}

/** A typed quantity in thousandths: '' → 0; null when it is not a quantity (letters, 4 decimals, negative). */
export function parseTyped(text: string): bigint | null {
  const s = text.trim();
  if (s === '') return 0n;
  const v = parseQuantity(s);
  return v === null || v < 0n ? null : v;
}

export interface ReturnCheck {
  /** The lines to send (those with a quantity), quantities as the API writes them. */
  lines: { lineNo: number; quantity: string }[];
  errors: Record<number, ReturnLineError>;
  /** Something to return and nothing wrong. */
  ok: boolean;
}

/** Checks what was typed per line (by lineNo) against what is left to return. */
export function checkReturn(lines: readonly ReturnableLine[], typed: Readonly<Record<number, string>>): ReturnCheck {
  const out: ReturnCheck['lines'] = [];
  const errors: Record<number, ReturnLineError> = {};
  for (const l of lines) {
    const v = parseTyped(typed[l.lineNo] ?? '');
    if (v === null) errors[l.lineNo] = 'invalid';
    else if (v > returnableOf(l)) errors[l.lineNo] = 'tooMuch';
    else if (v > 0n) out.push({ lineNo: l.lineNo, quantity: formatQuantity(v) });
  }
  return { lines: out, errors, ok: out.length > 0 && Object.keys(errors).length === 0 };
}

/** "Everything left": each line's remaining quantity, as typed text. */
export function allRemaining(lines: readonly ReturnableLine[]): Record<number, string> {
  return Object.fromEntries(lines.map((l) => [l.lineNo, returnableOf(l) > 0n ? formatQuantity(returnableOf(l)) : '']));
}

/** What a preview needs of the invoice: its lines, its returns' lines, what is still owed on it. */
export interface PreviewInvoice {
  status: string;
  due: string;
  lines: readonly (ReturnableLine & { total: string; discountShare: string })[];
  returns: readonly { lines: readonly { lineNo: number; amount: string }[] }[];
}

/** The return the typed quantities make, in poisha: its value, the part off the due, the cash back. */
export function previewReturn(invoice: PreviewInvoice, check: ReturnCheck): { amount: bigint; dueReduced: bigint; refunded: bigint } {
  const returnedAmount = new Map<number, bigint>();
  for (const r of invoice.returns)
    for (const l of r.lines) returnedAmount.set(l.lineNo, (returnedAmount.get(l.lineNo) ?? 0n) + (parseMoney(l.amount) ?? 0n));
  let amount = 0n;
  for (const want of check.lines) {
    const l = invoice.lines.find((x) => x.lineNo === want.lineNo);
    const take = parseQuantity(want.quantity) ?? 0n;
    if (!l || take <= 0n) continue;
    const quantity = parseQuantity(l.quantity) ?? 0n;
    const done = parseQuantity(l.returnedQuantity) ?? 0n;
    if (done + take > quantity) continue;
    const final = (parseMoney(l.total) ?? 0n) - (parseMoney(l.discountShare) ?? 0n);
    amount += proportionalPart(final, quantity, done, returnedAmount.get(l.lineNo) ?? 0n, take);
  }
  const standing = invoice.status === 'void' ? 0n : (parseMoney(invoice.due) ?? 0n);
  return { amount, ...splitReturnValue(standing, amount) };
}
