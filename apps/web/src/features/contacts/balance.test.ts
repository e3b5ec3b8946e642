import { describe, expect, it } from 'vitest';
import { balanceView } from './balance';

describe('balanceView', () => {
  it('shows a receivable in green with Bangla digits in bn', () => {
    const v = balanceView('1250.00', 'bn');
    expect(v.kind).toBe('receivable');
    expect(v.className).toContain('green');
    expect(v.amount).toContain('৳');
    expect(v.amount).toMatch(/১,২৫০/);
  });

  it('shows a payable in red, without its sign', () => {
    const v = balanceView('-40.50', 'en');
    expect(v.kind).toBe('payable');
    expect(v.className).toContain('destructive');
    expect(v.amount).not.toContain('-');
    expect(v.amount).toMatch(/40\.50/);
  });

  it('shows zero as settled', () => {
    expect(balanceView('0.00', 'en').kind).toBe('settled');
  });
});
