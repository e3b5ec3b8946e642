import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/lib/http';
import { placeStockError } from './errors';

const FALLBACK = 'fallback';

describe('stock update errors', () => {
  it('not enough stock: the server message goes on the quantity field (or the counted one)', () => {
    const err = new ApiError(409, 'STOCK_INSUFFICIENT', '“চাল”-এর স্টকে আছে মাত্র ২। এর বেশি কমানো যাবে না।', {
      productName: 'চাল',
      available: '2',
    });
    expect(placeStockError(err, false, FALLBACK)).toEqual({
      fields: { quantity: '“চাল”-এর স্টকে আছে মাত্র ২। এর বেশি কমানো যাবে না।' },
      form: null,
      toast: null,
    });
    expect(placeStockError(err, true, FALLBACK).fields).toEqual({ counted: err.message });
  });

  it('a turned-off or missing product goes on the product field', () => {
    expect(placeStockError(new ApiError(409, 'PRODUCT_INACTIVE', 'off'), false, FALLBACK).fields).toEqual({ productId: 'off' });
    expect(placeStockError(new ApiError(404, 'NOT_FOUND', 'gone'), false, FALLBACK).fields).toEqual({ productId: 'gone' });
  });

  it('a usage limit is a toast', () => {
    expect(placeStockError(new ApiError(402, 'USAGE_LIMIT_REACHED', 'limit', { limit: 50 }), false, FALLBACK)).toEqual({
      fields: {},
      form: null,
      toast: 'limit',
    });
  });

  it('validation details land on their fields; change is the quantity (or counted) field', () => {
    const err = new ApiError(400, 'VALIDATION_FAILED', 'invalid', {
      change: 'validation.quantityChange',
      unitCost: 'Bad amount',
      note: 'Too long',
      extra: 'x',
    });
    expect(placeStockError(err, false, FALLBACK).fields).toEqual({
      quantity: 'validation.quantityChange',
      unitCost: 'Bad amount',
      note: 'Too long',
    });
    expect(placeStockError(err, true, FALLBACK).fields).toMatchObject({ counted: 'validation.quantityChange' });
    expect(placeStockError(new ApiError(400, 'VALIDATION_FAILED', 'invalid', { foo: 'x' }), false, FALLBACK)).toEqual({
      fields: {},
      form: 'invalid',
      toast: null,
    });
  });

  it('anything else is one message on the form', () => {
    expect(placeStockError(new ApiError(0, 'NETWORK', 'no net'), false, FALLBACK)).toEqual({ fields: {}, form: 'no net', toast: null });
    expect(placeStockError(new ApiError(409, 'ID_CONFLICT', 'conflict'), false, FALLBACK).form).toBe('conflict');
    expect(placeStockError(new Error('boom'), false, FALLBACK).form).toBe(FALLBACK);
  });
});
