import { describe, expect, it } from 'vitest';
import { createProductBody } from './products.ts';
import { voidBody } from './trade.ts';
import { TEXT_LIMITS } from './text-limits.ts';

/** The schemas refuse one character past the limit the forms are told, and take the limit itself. */
describe('text limits', () => {
  it('a product name and a void reason stop exactly at their limit', () => {
    const product = (name: string) =>
      createProductBody.safeParse({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1J1', name, unit: 'pcs', purchasePrice: '1', sellPrice: '2' });
    expect(product('ক'.repeat(TEXT_LIMITS.productName)).success).toBe(true);
    expect(product('ক'.repeat(TEXT_LIMITS.productName + 1)).success).toBe(false);
    expect(voidBody.safeParse({ reason: 'x'.repeat(TEXT_LIMITS.invoiceVoidReason) }).success).toBe(true);
    expect(voidBody.safeParse({ reason: 'x'.repeat(TEXT_LIMITS.invoiceVoidReason + 1) }).success).toBe(false);
  });
});
