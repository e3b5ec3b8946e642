import { describe, expect, it } from 'vitest';
import * as contract from '@dokani/contracts/stock';
import { STOCK_DECREASE_REASONS, STOCK_REASONS, STOCK_UPDATE_REASONS, isDecreaseReason } from './reasons';

describe('stock reasons', () => {
  it('are the contract lists, in the same order', () => {
    expect([...STOCK_UPDATE_REASONS]).toEqual([...contract.STOCK_UPDATE_REASONS]);
    expect([...STOCK_REASONS]).toEqual([...contract.STOCK_REASONS]);
    expect([...STOCK_DECREASE_REASONS]).toEqual([...contract.STOCK_DECREASE_REASONS]);
  });

  it('count correction and "other" are not decrease-only', () => {
    expect(isDecreaseReason('count-correction')).toBe(false);
    expect(isDecreaseReason('other')).toBe(false);
    expect(STOCK_UPDATE_REASONS.filter(isDecreaseReason)).toHaveLength(5);
  });
});
