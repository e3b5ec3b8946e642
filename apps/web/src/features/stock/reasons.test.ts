import { describe, expect, it } from 'vitest';
import { STOCK_UPDATE_REASONS, isDecreaseReason } from './reasons';

describe('stock reasons', () => {
  it('count correction and "other" are not decrease-only', () => {
    expect(isDecreaseReason('count-correction')).toBe(false);
    expect(isDecreaseReason('other')).toBe(false);
    expect(STOCK_UPDATE_REASONS.filter(isDecreaseReason)).toHaveLength(5);
  });
});
