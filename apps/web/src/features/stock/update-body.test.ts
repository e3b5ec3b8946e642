import { describe, expect, it } from 'vitest';
import { createStockMovementBody } from '@dokani/contracts';
import { EMPTY_VALUES, buildStockMovement, expectedChange, quantityMode, takesUnitCost, type StockUpdateValues } from './update-body';
import { STOCK_UPDATE_REASONS } from './reasons';

const ID = '01JD3ZK7Q8V6Y2N4W5X9A0B1C5';
const PRODUCT = '01JD3ZK7Q8V6Y2N4W5X9A0B1C6';
const form = (over: Partial<StockUpdateValues>): StockUpdateValues => ({ ...EMPTY_VALUES, productId: PRODUCT, ...over });

describe('stock update body', () => {
  it('decrease reasons send a negative change from the positive number typed', () => {
    for (const reason of ['damaged', 'lost', 'expired', 'gift', 'returned-to-supplier'] as const) {
      const r = buildStockMovement(ID, form({ reason, quantity: '২.৫', note: '  ইঁদুরে কেটেছে ', deviceName: 'Chrome · Android' }), '10');
      expect(r, reason).toEqual({
        ok: true,
        body: { id: ID, productId: PRODUCT, reason, change: '-2.5', note: 'ইঁদুরে কেটেছে', deviceName: 'Chrome · Android' },
      });
      // …and the contract the server parses with accepts it.
      expect(createStockMovementBody.safeParse(r.ok ? r.body : null).success, reason).toBe(true);
    }
  });

  it('a count correction sends countedStock (the server moves the difference), never a change', () => {
    const r = buildStockMovement(ID, form({ reason: 'count-correction', counted: '7', quantity: '3' }), '10');
    expect(r).toEqual({ ok: true, body: { id: ID, productId: PRODUCT, reason: 'count-correction', countedStock: '7' } });
    expect(createStockMovementBody.safeParse(r.ok ? r.body : null).success).toBe(true);
    // Counting zero is a real answer (the shelf is empty).
    expect(buildStockMovement(ID, form({ reason: 'count-correction', counted: '0' }), '4')).toMatchObject({
      ok: true,
      body: { countedStock: '0' },
    });
    // A count equal to the book changes nothing: said before any request is made.
    expect(buildStockMovement(ID, form({ reason: 'count-correction', counted: '10.000' }), '10')).toEqual({
      ok: false,
      errors: { counted: 'stock:update.errors.countSame' },
    });
  });

  it('"other" goes the way the person chose; only stock coming in takes a unit cost', () => {
    expect(buildStockMovement(ID, form({ reason: 'other', direction: 'in', quantity: '5', unitCost: '১২.৫' }), '1')).toEqual({
      ok: true,
      body: { id: ID, productId: PRODUCT, reason: 'other', change: '5', unitCost: '12.50' },
    });
    expect(buildStockMovement(ID, form({ reason: 'other', direction: 'out', quantity: '5', unitCost: '12' }), '10')).toEqual({
      ok: true,
      body: { id: ID, productId: PRODUCT, reason: 'other', change: '-5' },
    });
    expect(buildStockMovement(ID, form({ reason: 'damaged', quantity: '1', unitCost: '99' }), '10')).toMatchObject({
      ok: true,
      body: { change: '-1' },
    });
    expect(takesUnitCost(form({ reason: 'count-correction', counted: '12' }), '10')).toBe(true);
    expect(takesUnitCost(form({ reason: 'count-correction', counted: '8' }), '10')).toBe(false);
    expect(buildStockMovement(ID, form({ reason: 'count-correction', counted: '12', unitCost: '40' }), '10')).toMatchObject({
      ok: true,
      body: { countedStock: '12', unitCost: '40.00' },
    });
  });

  it('every update reason asks for the right number', () => {
    const modes = STOCK_UPDATE_REASONS.map((reason) => quantityMode({ reason, direction: 'in' }));
    expect(modes).toEqual(['counted', 'out', 'out', 'out', 'out', 'out', 'in']);
    expect(quantityMode({ reason: '', direction: 'in' })).toBeNull();
  });

  it('the preview change matches what will be sent', () => {
    expect(expectedChange(form({ reason: 'damaged', quantity: '2' }), '10')).toBe(-2000n);
    expect(expectedChange(form({ reason: 'count-correction', counted: '12.5' }), '10')).toBe(2500n);
    expect(expectedChange(form({ reason: 'other', direction: 'in', quantity: '0.25' }), '1')).toBe(250n);
    expect(expectedChange(form({ reason: 'damaged', quantity: 'abc' }), '10')).toBeNull();
  });

  it('refuses what the server would refuse, on the right field', () => {
    expect(buildStockMovement(ID, { ...EMPTY_VALUES }, null)).toEqual({
      ok: false,
      errors: { productId: 'stock:update.errors.product', reason: 'validation.stock.reason' },
    });
    expect(buildStockMovement(ID, form({ reason: 'lost', quantity: '0' }), '3')).toEqual({
      ok: false,
      errors: { quantity: 'stock:update.errors.quantityPositive' },
    });
    expect(buildStockMovement(ID, form({ reason: 'lost', quantity: '-2' }), '3')).toEqual({
      ok: false,
      errors: { quantity: 'validation.quantity' },
    });
    expect(buildStockMovement(ID, form({ reason: 'lost', quantity: '1.2345' }), '3')).toEqual({
      ok: false,
      errors: { quantity: 'validation.quantity' },
    });
    expect(buildStockMovement(ID, form({ reason: 'lost', quantity: '' }), '3')).toEqual({
      ok: false,
      errors: { quantity: 'validation.quantity' },
    });
    expect(buildStockMovement(ID, form({ reason: 'count-correction', counted: '' }), '3')).toEqual({
      ok: false,
      errors: { counted: 'validation.quantity' },
    });
    expect(buildStockMovement(ID, form({ reason: 'other', direction: 'in', quantity: '1', unitCost: '1.234' }), '3')).toEqual({
      ok: false,
      errors: { unitCost: 'validation.money' },
    });
    expect(buildStockMovement(ID, form({ reason: 'gift', quantity: '1', note: 'x'.repeat(501) }), '3')).toEqual({
      ok: false,
      errors: { note: 'validation.tooLong' },
    });
  });

  it('refuses a device name over 100 characters instead of cutting it short', () => {
    expect(buildStockMovement(ID, form({ reason: 'gift', quantity: '1', deviceName: 'ক'.repeat(101) }), '3')).toEqual({
      ok: false,
      errors: { deviceName: 'validation.tooLong' },
    });
    const fits = buildStockMovement(ID, form({ reason: 'gift', quantity: '1', deviceName: 'ক'.repeat(100) }), '3');
    expect(fits.ok && fits.body.deviceName).toBe('ক'.repeat(100));
  });
});
