import { afterEach, describe, expect, it } from 'vitest';
import { computeInvoice, settle } from '@dokani/core/invoice';
import { isUlid } from '@dokani/core/ulid';
import { makeProduct } from '@/test/api';
import { computeCart, emptyCart, resolvePayments, typedDiscount, type Cart } from './cart';
import {
  addPayment,
  addProduct,
  CART_STORAGE_KEY,
  cartKey,
  removeLine,
  removePayment,
  stepQuantity,
  updateFields,
  updateLine,
  updatePayment,
  useCounterStore,
} from './cart-store';
import { purchaseRequest, saleRequest } from './request';

const RICE = makeProduct({
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D1',
  name: 'মিনিকেট চাল',
  unit: 'kg',
  sellPrice: '70.00',
  purchasePrice: '62.00',
  bulkSale: true,
  bulkPrice: '65.00',
  minOrderQuantity: '10',
});
const OIL = makeProduct({
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D2',
  name: 'সয়াবিন তেল',
  unit: 'litre',
  sellPrice: '189.50',
  purchasePrice: '175.00',
  vatApplicable: true,
  vatPercent: '7.5',
  discount: { type: 'PERCENT', value: '5' },
});

const cartWith = (...steps: ((c: Cart) => Cart)[]) => steps.reduce((c, f) => f(c), emptyCart('01JD3ZK7Q8V6Y2N4W5X9A0B1Z9'));
const figures = (kind: 'sale' | 'purchase', c: Cart) => {
  const r = computeCart(kind, c);
  if (!r.ok) throw new Error(`not ok: ${JSON.stringify(r.problems)}`);
  return r.figures;
};

describe('the cart figures are core computeInvoice’s', () => {
  it('prices, product discount and VAT, invoice discount and delivery add up as core says', () => {
    const cart = cartWith(
      (c) => addProduct(c, 'sale', RICE),
      (c) => updateLine(c, RICE.id, { quantity: '২.৫' }),
      (c) => addProduct(c, 'sale', OIL),
      (c) => updateFields(c, { discount: { type: 'PERCENT', value: '2' }, deliveryCharge: '৫০' }),
    );
    const f = figures('sale', cart);
    const expected = computeInvoice({
      lines: [
        { quantity: 2500n, unitPrice: 7000n, discount: null, vatPercent: 0n },
        { quantity: 1000n, unitPrice: 18950n, discount: { type: 'PERCENT', value: 500n }, vatPercent: 750n },
      ],
      discount: { type: 'PERCENT', value: 200n },
      deliveryCharge: 5000n,
    });
    expect(f.invoice).toEqual(expected);
    // 175 + (189.50 − 9.48 = 180.02) = 355.02; −2 % = 7.10; VAT 13.50; +50 → 411.42
    expect(f.invoice.total).toBe(41142n);
    // Paid with nothing typed: the one cash row takes the whole total.
    expect(f.payments).toEqual([{ method: 'cash', amount: 41142n }]);
    expect(f.settlement).toEqual({ paid: 41142n, change: 0n, due: 0n, received: 41142n });
  });

  it('switches to the bulk price at the minimum quantity and back below it', () => {
    let cart = cartWith(
      (c) => addProduct(c, 'sale', RICE),
      (c) => updateLine(c, RICE.id, { quantity: '9.999' }),
    );
    expect(figures('sale', cart).lines[0]).toMatchObject({ unitPrice: 7000n, bulk: false });
    cart = updateLine(cart, RICE.id, { quantity: '10' });
    expect(figures('sale', cart).lines[0]).toMatchObject({ unitPrice: 6500n, bulk: true });
    expect(figures('sale', cart).invoice.total).toBe(65000n);
    // A typed price wins over both.
    cart = updateLine(cart, RICE.id, { price: '৬৮' });
    expect(figures('sale', cart).lines[0]).toMatchObject({ unitPrice: 6800n, bulk: false });
  });

  it('gives change from cash and leaves the unpaid rest due', () => {
    const base = cartWith(
      (c) => addProduct(c, 'sale', RICE),
      (c) => updateLine(c, RICE.id, { quantity: '3' }),
    );
    const cash = updatePayment(base, 'p0', { amount: '৫০০' });
    expect(figures('sale', cash).settlement).toEqual(settle(21000n, [{ method: 'cash', amount: 50000n }]));
    expect(figures('sale', cash).settlement).toMatchObject({ change: 29000n, due: 0n });

    const part = updatePayment(base, 'p0', { amount: '100' });
    expect(figures('sale', part).settlement).toMatchObject({ paid: 10000n, due: 11000n, change: 0n });
    const none = updatePayment(base, 'p0', { amount: '0' });
    expect(figures('sale', none).payments).toEqual([]);
    expect(figures('sale', none).settlement.due).toBe(21000n);
  });

  it('a QR payment is never handed back as change', () => {
    const cart = cartWith(
      (c) => addProduct(c, 'sale', RICE),
      (c) => updatePayment(c, 'p0', { method: 'qr-code', amount: '100' }),
    );
    expect(computeCart('sale', cart)).toMatchObject({ ok: false, problems: [{ field: 'overpaidWithoutCash' }] });
  });

  it('several payments: typed rows as typed, the blank row takes the rest', () => {
    expect(
      resolvePayments(21000n, [
        { key: 'p0', method: 'qr-code', amount: '100' },
        { key: 'p1', method: 'cash', amount: '' },
      ]).payments,
    ).toEqual([
      { method: 'qr-code', amount: 10000n },
      { method: 'cash', amount: 11000n },
    ]);
    // Typed rows already covering the total: the blank row is left out.
    expect(
      resolvePayments(5000n, [
        { key: 'p0', method: 'cash', amount: '60' },
        { key: 'p1', method: 'bank-check', amount: '' },
      ]).payments,
    ).toEqual([{ method: 'cash', amount: 6000n }]);
  });

  it('marks what cannot be computed, field by field', () => {
    expect(computeCart('sale', emptyCart('x'))).toMatchObject({ ok: false, problems: [{ field: 'empty' }] });
    const bad = cartWith(
      (c) => addProduct(c, 'sale', RICE),
      (c) => updateLine(c, RICE.id, { quantity: '', discount: { type: 'PERCENT', value: '120' } }),
      (c) => updateFields(c, { deliveryCharge: 'abc' }),
    );
    expect(computeCart('sale', bad)).toMatchObject({
      ok: false,
      problems: [{ field: 'quantity', line: 0 }, { field: 'lineDiscount', line: 0 }, { field: 'deliveryCharge' }],
    });
    const tooMuch = cartWith(
      (c) => addProduct(c, 'sale', RICE),
      (c) => updateLine(c, RICE.id, { discount: { type: 'AMOUNT', value: '71' } }),
    );
    expect(computeCart('sale', tooMuch)).toMatchObject({ ok: false, problems: [{ field: 'lineDiscountTooLarge', line: 0 }] });
    expect(typedDiscount({ type: 'AMOUNT', value: '0' })).toBeNull();
  });

  it('purchase lines cost the purchase price, with the supplier’s VAT when typed', () => {
    const cart = cartWith(
      (c) => addProduct(c, 'purchase', OIL),
      (c) => updateLine(c, OIL.id, { quantity: '10', vat: '5' }),
      (c) => updatePayment(c, 'p0', { amount: '1000' }),
    );
    // No product discount on a purchase; 10 × 175 = 1,750 + 5 % = 1,837.50
    const f = figures('purchase', cart);
    expect(f.invoice.total).toBe(183750n);
    expect(f.settlement.due).toBe(83750n);
    expect(purchaseRequest(cart, f)).toEqual({
      id: cart.id,
      payments: [{ method: 'cash', amount: '1000.00' }],
      total: '1837.50',
      lines: [{ productId: OIL.id, quantity: '10', unitPrice: '175.00', discount: null, vatPercent: '5.00' }],
    });
  });
});

describe('the sale body', () => {
  it('sends every figure the screen showed, and the new customer made inline', () => {
    const cart = cartWith(
      (c) => addProduct(c, 'sale', OIL),
      (c) => updateLine(c, OIL.id, { quantity: '১.৫' }),
      (c) =>
        updateFields(c, {
          newContact: { name: ' করিম ', mobile: '০১৭১২৩৪৫৬৭৮', address: '' },
          date: '2026-11-20',
          note: ' পরে দেবে ',
          deliveryCharge: '20',
        }),
      (c) => updatePayment(c, 'p0', { amount: '100' }),
    );
    const f = figures('sale', cart);
    expect(saleRequest(cart, f)).toEqual({
      id: cart.id,
      date: '2026-11-20',
      deliveryCharge: '20.00',
      payments: [{ method: 'cash', amount: '100.00' }],
      note: 'পরে দেবে',
      // 1.5 × 189.50 = 284.25 − 5 % (14.21) = 270.04 + 7.5 % VAT (20.25) + 20 delivery
      total: '310.29',
      customer: { name: 'করিম', mobile: '01712345678' },
      lines: [{ productId: OIL.id, quantity: '1.5', unitPrice: '189.50', discount: { type: 'PERCENT', value: '5.00' } }],
    });
  });
});

describe('cart changes', () => {
  it('adding a product twice adds one more; steps keep the person’s digits', () => {
    const cart = cartWith(
      (c) => addProduct(c, 'sale', RICE),
      (c) => addProduct(c, 'sale', RICE),
    );
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe('2');
    expect(stepQuantity('২', 1)).toBe('৩');
    expect(stepQuantity('1.25', 1)).toBe('2.25');
    expect(stepQuantity('1', -1)).toBe('1');
    expect(stepQuantity('0.5', -1)).toBe('0.5');
    expect(stepQuantity('', 1)).toBe('1');
    expect(removeLine(cart, RICE.id).lines).toEqual([]);
  });

  it('keeps at least one payment row and at most five', () => {
    let cart = emptyCart('x');
    for (let i = 0; i < 6; i++) cart = addPayment(cart, 'qr-code');
    expect(cart.payments).toHaveLength(5);
    expect(new Set(cart.payments.map((p) => p.key)).size).toBe(5);
    for (const p of [...cart.payments]) cart = removePayment(cart, p.key);
    expect(cart.payments).toEqual([{ key: 'p0', method: 'cash', amount: '' }]);
  });
});

describe('the cart store', () => {
  afterEach(() => useCounterStore.setState({ carts: {} }));

  it('keeps each shop’s cart of each kind apart, in localStorage, with a ULID kept until reset', async () => {
    const { change, reset } = useCounterStore.getState();
    change(cartKey('sale', 'shopA'), (c) => addProduct(c, 'sale', RICE));
    change(cartKey('purchase', 'shopA'), (c) => addProduct(c, 'purchase', OIL));
    const sale = useCounterStore.getState().carts[cartKey('sale', 'shopA')];
    expect(isUlid(sale?.id ?? '')).toBe(true);
    expect(useCounterStore.getState().carts[cartKey('sale', 'shopB')]).toBeUndefined();

    // A change keeps the id (a retry of the same cart books once).
    change(cartKey('sale', 'shopA'), (c) => updateLine(c, RICE.id, { quantity: '3' }));
    expect(useCounterStore.getState().carts[cartKey('sale', 'shopA')]?.id).toBe(sale?.id);

    // What a reload reads back.
    const raw = localStorage.getItem(CART_STORAGE_KEY) ?? '{}';
    const stored = JSON.parse(raw) as { state: { carts: Record<string, Cart> } };
    expect(stored.state.carts[cartKey('sale', 'shopA')]?.lines[0]?.quantity).toBe('3');
    // A reload: the page's memory is gone, the storage is not.
    useCounterStore.setState({ carts: {} });
    localStorage.setItem(CART_STORAGE_KEY, raw);
    await useCounterStore.persist.rehydrate();
    expect(useCounterStore.getState().carts[cartKey('sale', 'shopA')]?.lines[0]).toMatchObject({
      quantity: '3',
      product: { name: RICE.name },
    });
    expect(useCounterStore.getState().carts[cartKey('purchase', 'shopA')]?.lines[0]?.product.name).toBe(OIL.name);

    reset(cartKey('sale', 'shopA'));
    const fresh = useCounterStore.getState().carts[cartKey('sale', 'shopA')];
    expect(fresh?.lines).toEqual([]);
    expect(isUlid(fresh?.id ?? '')).toBe(true);
    expect(fresh?.id).not.toBe(sale?.id);
  });

  it('drops a damaged stored cart instead of showing it', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { carts: { 'sale:x': { id: 1 }, 'sale:y': emptyCart('k') } }, version: 1 }),
    );
    await useCounterStore.persist.rehydrate();
    expect(Object.keys(useCounterStore.getState().carts)).toEqual(['sale:y']);
  });
});
