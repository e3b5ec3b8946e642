import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InvoiceError,
  computeInvoice,
  computeLine,
  defaultUnitPrice,
  discountAmountOf,
  formatInvoiceNumber,
  invoiceRevenue,
  lineFinal,
  proportionalPart,
  settle,
  shareOut,
} from './invoice.ts';

describe('computeLine', () => {
  it('qty × price − discount + VAT on the discounted line, rounded half away from zero per figure', () => {
    // 1.5 kg × ৳85.33 = 127.995 → ৳128.00; 10 % off → 12.80; net 115.20; VAT 7.5 % → 8.64
    const l = computeLine({ quantity: 1500n, unitPrice: 8533n, discount: { type: 'PERCENT', value: 1000n }, vatPercent: 750n });
    expect(l).toMatchObject({ gross: 12800n, discountAmount: 1280n, net: 11520n, vat: 864n, total: 12384n });
    const plain = computeLine({ quantity: 2000n, unitPrice: 5000n });
    expect(plain).toMatchObject({ gross: 10000n, discountAmount: 0n, vat: 0n, total: 10000n });
  });
  it('refuses a discount larger than the line, a zero quantity', () => {
    expect(() => computeLine({ quantity: 1000n, unitPrice: 500n, discount: { type: 'AMOUNT', value: 501n } })).toThrow(InvoiceError);
    expect(() => computeLine({ quantity: 0n, unitPrice: 500n })).toThrow(InvoiceError);
    expect(discountAmountOf(1000n, { type: 'PERCENT', value: 10_000n })).toBe(1000n);
  });
});

describe('computeInvoice', () => {
  it('subtotal − invoice discount + VAT + delivery; the discount is shared over the lines exactly', () => {
    const inv = computeInvoice({
      lines: [
        { quantity: 1000n, unitPrice: 10000n },
        { quantity: 1000n, unitPrice: 10000n },
        { quantity: 1000n, unitPrice: 10000n, vatPercent: 500n },
      ],
      discount: { type: 'AMOUNT', value: 100n },
      deliveryCharge: 6000n,
    });
    expect(inv).toMatchObject({ subtotal: 30000n, discountAmount: 100n, vat: 500n, deliveryCharge: 6000n, total: 36400n });
    expect(inv.lines.map((l) => l.discountShare)).toEqual([34n, 33n, 33n]);
    expect(invoiceRevenue(inv)).toBe(35900n);
  });
  it('refuses an empty invoice and a discount above the subtotal', () => {
    expect(() => computeInvoice({ lines: [] })).toThrow(InvoiceError);
    expect(() => computeInvoice({ lines: [{ quantity: 1000n, unitPrice: 100n }], discount: { type: 'AMOUNT', value: 101n } })).toThrow(
      expect.objectContaining({ code: 'DISCOUNT_TOO_LARGE' }),
    );
  });
  it('property: total = Σ lineFinal + delivery; shares add up to the discount and never exceed a line', () => {
    const line = fc.record({
      quantity: fc.bigInt({ min: 1n, max: 50_000n }),
      unitPrice: fc.bigInt({ min: 0n, max: 500_000n }),
      pct: fc.bigInt({ min: 0n, max: 10_000n }),
      vat: fc.constantFrom(0n, 500n, 750n, 1500n),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.bigInt({ min: 0n, max: 20_000n }),
        (ls, invPct, delivery) => {
          const inv = computeInvoice({
            lines: ls.map((l) => ({
              quantity: l.quantity,
              unitPrice: l.unitPrice,
              discount: { type: 'PERCENT', value: l.pct },
              vatPercent: l.vat,
            })),
            discount: { type: 'PERCENT', value: invPct },
            deliveryCharge: delivery,
          });
          expect(inv.lines.reduce((a, l) => a + lineFinal(l), 0n) + delivery).toBe(inv.total);
          expect(inv.lines.reduce((a, l) => a + l.discountShare, 0n)).toBe(inv.discountAmount);
          for (const l of inv.lines) expect(l.discountShare <= l.net && l.discountShare >= 0n).toBe(true);
        },
      ),
    );
  });
});

describe('shareOut', () => {
  it('largest remainder, ties to the earlier line; all-zero weights go to the first', () => {
    expect(shareOut(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    expect(shareOut(5n, [0n, 0n])).toEqual([5n, 0n]);
    expect(shareOut(0n, [3n, 7n])).toEqual([0n, 0n]);
  });
});

describe('proportionalPart', () => {
  it('pieces add up to the whole, whatever the order of the pieces', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        fc.array(fc.bigInt({ min: 1n, max: 3_000n }), { minLength: 1, maxLength: 6 }),
        (full, pieces) => {
          const quantity = pieces.reduce((a, b) => a + b, 0n);
          let doneQty = 0n;
          let doneAmount = 0n;
          for (const take of pieces) {
            doneAmount += proportionalPart(full, quantity, doneQty, doneAmount, take);
            doneQty += take;
          }
          expect(doneAmount).toBe(full);
        },
      ),
    );
    expect(proportionalPart(1000n, 3000n, 0n, 0n, 1000n)).toBe(333n);
    expect(() => proportionalPart(1000n, 3000n, 2000n, 667n, 1001n)).toThrow(RangeError);
  });
});

describe('settle', () => {
  it('change only in cash; the rest is due', () => {
    expect(settle(10000n, [{ method: 'cash', amount: 12000n }])).toEqual({ paid: 12000n, change: 2000n, due: 0n, received: 10000n });
    expect(settle(10000n, [{ method: 'qr-code', amount: 4000n }])).toEqual({ paid: 4000n, change: 0n, due: 6000n, received: 4000n });
    expect(settle(10000n, [{ method: 'qr-code', amount: 11000n }])).toEqual({ error: 'OVERPAID_WITHOUT_CASH' });
    expect(
      settle(10000n, [
        { method: 'qr-code', amount: 9000n },
        { method: 'cash', amount: 2000n },
      ]),
    ).toMatchObject({ change: 1000n });
    expect(settle(10000n, [])).toMatchObject({ paid: 0n, due: 10000n });
  });
});

describe('defaultUnitPrice and invoice numbers', () => {
  it('the bulk price from the minimum quantity on', () => {
    const p = { sellPrice: 6000n, bulkSale: true, bulkPrice: 5500n, minOrderQuantity: 10_000n };
    expect(defaultUnitPrice(p, 9_999n)).toBe(6000n);
    expect(defaultUnitPrice(p, 10_000n)).toBe(5500n);
    expect(defaultUnitPrice({ ...p, bulkSale: false }, 20_000n)).toBe(6000n);
  });
  it('S-000123, P-1234567', () => {
    expect(formatInvoiceNumber('S', 123)).toBe('S-000123');
    expect(formatInvoiceNumber('P', 1234567n)).toBe('P-1234567');
  });
});
