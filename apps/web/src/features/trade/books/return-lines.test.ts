import { describe, expect, it } from 'vitest';
import { allRemaining, checkReturn, parseTyped, previewReturn, returnableOf } from './return-lines';

const LINES = [
  { lineNo: 1, quantity: '12', returnedQuantity: '0' },
  { lineNo: 2, quantity: '2.5', returnedQuantity: '1' },
  { lineNo: 3, quantity: '3', returnedQuantity: '3' },
];

describe('the return dialog’s limits', () => {
  it('a line can give back what was sold less what came back before', () => {
    expect(LINES.map(returnableOf)).toEqual([12000n, 1500n, 0n]);
  });

  it('reads typed quantities: Bangla digits, up to 3 decimals, empty = nothing', () => {
    expect(parseTyped('')).toBe(0n);
    expect(parseTyped(' ১.৫ ')).toBe(1500n);
    expect(parseTyped('0.125')).toBe(125n);
    expect(parseTyped('0.1255')).toBeNull();
    expect(parseTyped('-1')).toBeNull();
    expect(parseTyped('two')).toBeNull();
  });

  it('up to the limit is fine; over it, or nonsense, is an error on that line and nothing is sent', () => {
    expect(checkReturn(LINES, { 1: '12', 2: '১.৫' })).toEqual({
      lines: [
        { lineNo: 1, quantity: '12' },
        { lineNo: 2, quantity: '1.5' },
      ],
      errors: {},
      ok: true,
    });
    const over = checkReturn(LINES, { 1: '1', 2: '1.501', 3: '1' });
    expect(over.errors).toEqual({ 2: 'tooMuch', 3: 'tooMuch' });
    expect(over.ok).toBe(false);
    expect(checkReturn(LINES, { 1: 'x' }).errors).toEqual({ 1: 'invalid' });
  });

  it('nothing typed is not a return', () => {
    expect(checkReturn(LINES, {})).toEqual({ lines: [], errors: {}, ok: false });
    expect(checkReturn(LINES, { 1: '0' }).ok).toBe(false);
  });

  it('"return everything" fills each line with what is left (a finished line stays empty)', () => {
    const all = allRemaining(LINES);
    expect(all).toEqual({ 1: '12', 2: '1.5', 3: '' });
    expect(checkReturn(LINES, all).lines).toEqual([
      { lineNo: 1, quantity: '12' },
      { lineNo: 2, quantity: '1.5' },
    ]);
  });
});

describe('previewReturn', () => {
  const invoice = {
    status: 'completed',
    due: '75.00',
    lines: [
      { lineNo: 1, quantity: '2', returnedQuantity: '0', total: '110.00', discountShare: '0.00' },
      { lineNo: 2, quantity: '3', returnedQuantity: '1', total: '45.00', discountShare: '5.00' },
    ],
    returns: [{ lines: [{ lineNo: 2, amount: '13.33' }] }],
  };

  it('is worth the lines’ parts, taken off what is still owed first, the rest paid back', () => {
    // half of line 1: 55 — all off the 75 owed
    expect(previewReturn(invoice, checkReturn(invoice.lines, { 1: '1' }))).toEqual({ amount: 5500n, dueReduced: 5500n, refunded: 0n });
    // all of line 1 (110) and what is left of line 2 (40 − 13.33 = 26.67): 136.67, 75 off the due, 61.67 back
    expect(previewReturn(invoice, checkReturn(invoice.lines, { 1: '2', 2: '2' }))).toEqual({
      amount: 13667n,
      dueReduced: 7500n,
      refunded: 6167n,
    });
  });

  it('a void invoice owes nothing: all of it would be paid back', () => {
    expect(previewReturn({ ...invoice, status: 'void' }, checkReturn(invoice.lines, { 1: '1' }))).toEqual({
      amount: 5500n,
      dueReduced: 0n,
      refunded: 5500n,
    });
  });
});
