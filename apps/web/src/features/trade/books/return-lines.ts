/**
 * The return dialog's arithmetic: how much of each line may still come back (sold − returned),
 * reading what was typed (Bangla digits too, up to 3 decimals), and the body of POST …/returns.
 * The money of a return is the server's: the dialog shows its answer.
 */
import { formatQuantity, parseQuantity } from '@dokani/core/money';

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
