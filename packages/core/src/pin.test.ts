import { describe, expect, it } from 'vitest';
import { isWeakPin } from './pin';

describe('isWeakPin', () => {
  it('refuses one digit repeated and straight runs up or down', () => {
    for (const p of ['11111', '00000', '99999', '12345', '23456', '56789', '01234', '54321', '98765', '43210'])
      expect(isWeakPin(p), p).toBe(true);
  });
  it('takes anything else', () => {
    for (const p of ['13579', '24680', '11223', '97531', '12346', '90123', '11112', '10293']) expect(isWeakPin(p), p).toBe(false);
  });
});
