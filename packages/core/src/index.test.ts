import { describe, expect, it } from 'vitest';
import * as core from './index.ts';

describe('index', () => {
  it('re-exports the public helpers', () => {
    for (const name of [
      'toAsciiDigits',
      'toBanglaDigits',
      'normalizeBdMobile',
      'isBdMobile',
      'toLocalMobile',
      'ulid',
      'isUlid',
      'ulidTime',
      'monotonicUlidFactory',
      'parseMoney',
      'formatMoneyDecimal',
      'parseQuantity',
      'formatQuantity',
      'mulQtyPrice',
      'roundDiv',
      'percentOf',
      'formatNumber',
      'formatMoney',
      'formatDate',
      'dateFormat',
      'formatDateTime',
      'localDate',
      'randomTenToNineteen',
      'countSms',
      'districtsOf',
      'upazilasOf',
      'lookupName',
    ]) {
      expect(typeof (core as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(core.divisions).toHaveLength(8);
  });
});
