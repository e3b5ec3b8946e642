/**
 * The counter's carts, one per shop and kind (sale / purchase), kept in localStorage so a reload
 * or a closed tab loses nothing (zustand persist, docs/ARCHITECTURE.md rule 9: UI state). Changes
 * are pure functions of a cart (below), so they are tested without a screen.
 */
import { useCallback, useMemo } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Product } from '@dokani/contracts';
import { ulid } from '@dokani/core/ulid';
import { useShopId } from '@/shared/lib/shop';
import {
  cartProduct,
  emptyCart,
  NO_DISCOUNT,
  type Cart,
  type CartLine,
  type CounterKind,
  type CounterMethod,
  type PaymentDraft,
} from './cart';

export const CART_STORAGE_KEY = 'dokani-counter';

/** A cart nobody has touched yet: it gets its id with the first change. */
export const UNTOUCHED: Cart = emptyCart('');

export const cartKey = (kind: CounterKind, shopId: string) => `${kind}:${shopId}`;

// --- changes (pure) ---

/** Adds one of the product (a new line, or one more on its line). */
export function addProduct(cart: Cart, kind: CounterKind, p: Product): Cart {
  const at = cart.lines.findIndex((l) => l.product.id === p.id);
  if (at >= 0) {
    const line = cart.lines[at] as CartLine;
    return {
      ...cart,
      lines: cart.lines.map((l, i) => (i === at ? { ...line, product: cartProduct(p), quantity: plusOne(line.quantity) } : l)),
    };
  }
  const discount = kind === 'sale' && p.discount ? { type: p.discount.type, value: p.discount.value } : NO_DISCOUNT;
  const line: CartLine = { product: cartProduct(p), quantity: '1', price: null, discount, vat: '' };
  return { ...cart, lines: [...cart.lines, line] };
}

/** "2" → "3", "1.5" → "2.5", "২" → "৩" (the digits the person used), "" → "1". */
export function plusOne(typed: string): string {
  return stepQuantity(typed, 1);
}

/** The typed quantity ± 1, in the same digits; never below what is left above 0 (1 − 1 stays 1). */
export function stepQuantity(typed: string, by: 1 | -1): string {
  const bangla = /[০-৯]/.test(typed);
  const ascii = typed.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/[,\s]/g, '');
  const m = /^(\d+)(?:\.(\d{1,3}))?$/.exec(ascii);
  let out: string;
  if (!m) out = '1';
  else {
    const frac = m[2] ?? '';
    const scale = 10n ** BigInt(frac.length);
    const v = BigInt(m[1] ?? '0') * scale + BigInt(frac || '0');
    const next = v + BigInt(by) * scale;
    if (next <= 0n) out = ascii;
    else {
      const whole = (next / scale).toString();
      out = frac ? `${whole}.${(next % scale).toString().padStart(frac.length, '0')}` : whole;
    }
  }
  return bangla ? out.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : out;
}

export function updateLine(cart: Cart, productId: string, patch: Partial<Pick<CartLine, 'quantity' | 'price' | 'discount' | 'vat'>>): Cart {
  return { ...cart, lines: cart.lines.map((l) => (l.product.id === productId ? { ...l, ...patch } : l)) };
}

/** Fresh product facts (price, stock, VAT) for the lines of these products; typed figures stay. */
export function refreshProducts(cart: Cart, products: readonly Product[]): Cart {
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    ...cart,
    lines: cart.lines.map((l) => {
      const p = byId.get(l.product.id);
      return p ? { ...l, product: cartProduct(p) } : l;
    }),
  };
}

/** The stock the server says a line's product has (a refused sale), until its facts are fetched again. */
export function setLineStock(cart: Cart, productId: string, currentStock: string): Cart {
  return { ...cart, lines: cart.lines.map((l) => (l.product.id === productId ? { ...l, product: { ...l.product, currentStock } } : l)) };
}

export function removeLine(cart: Cart, productId: string): Cart {
  return { ...cart, lines: cart.lines.filter((l) => l.product.id !== productId) };
}

export type CartFields = Partial<Omit<Cart, 'id' | 'lines' | 'payments'>>;

export function updateFields(cart: Cart, patch: CartFields): Cart {
  return { ...cart, ...patch };
}

export const MAX_PAYMENTS = 5;

export function addPayment(cart: Cart, method: CounterMethod): Cart {
  if (cart.payments.length >= MAX_PAYMENTS) return cart;
  const n = cart.payments.reduce((a, p) => Math.max(a, Number(p.key.slice(1)) || 0), 0) + 1;
  return { ...cart, payments: [...cart.payments, { key: `p${n}`, method, amount: '' }] };
}

export function updatePayment(cart: Cart, key: string, patch: Partial<Omit<PaymentDraft, 'key'>>): Cart {
  return { ...cart, payments: cart.payments.map((p) => (p.key === key ? { ...p, ...patch } : p)) };
}

/** Removes a payment row; the last one left stays (its amount cleared) — a cart always has one. */
export function removePayment(cart: Cart, key: string): Cart {
  const left = cart.payments.filter((p) => p.key !== key);
  return { ...cart, payments: left.length > 0 ? left : [{ key: 'p0', method: 'cash', amount: '' }] };
}

// --- the store ---

interface CounterState {
  carts: Record<string, Cart>;
  change: (key: string, fn: (cart: Cart) => Cart) => void;
  /** After a booking: an empty cart with a new id. */
  reset: (key: string) => void;
}

function isCart(v: unknown): v is Cart {
  if (!v || typeof v !== 'object') return false;
  const c = v as Partial<Cart>;
  return (
    typeof c.id === 'string' && Array.isArray(c.lines) && Array.isArray(c.payments) && typeof c.discount === 'object' && c.discount !== null
  );
}

export const useCounterStore = create<CounterState>()(
  persist(
    (set) => ({
      carts: {},
      change: (key, fn) =>
        set((s) => {
          const current = s.carts[key] ?? UNTOUCHED;
          const next = fn(current.id ? current : { ...current, id: ulid() });
          return { carts: { ...s.carts, [key]: next } };
        }),
      reset: (key) => set((s) => ({ carts: { ...s.carts, [key]: emptyCart(ulid()) } })),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ carts: s.carts }),
      // Whatever is stored is checked: a damaged entry is dropped, not shown.
      merge: (persisted, current) => {
        const stored = (persisted as { carts?: unknown } | null)?.carts;
        if (!stored || typeof stored !== 'object') return current;
        const carts = Object.fromEntries(
          Object.entries(stored as Record<string, unknown>).filter((e): e is [string, Cart] => isCart(e[1])),
        );
        return { ...current, carts };
      },
    },
  ),
);

/** The current shop's cart of this kind, and its changes. */
export function useCart(kind: CounterKind) {
  const shopId = useShopId();
  const key = cartKey(kind, shopId);
  const cart = useCounterStore((s) => s.carts[key] ?? UNTOUCHED);
  const change = useCounterStore((s) => s.change);
  const reset = useCounterStore((s) => s.reset);
  const apply = useCallback((fn: (c: Cart) => Cart) => change(key, fn), [change, key]);
  const actions = useMemo(
    () => ({
      add: (p: Product) => apply((c) => addProduct(c, kind, p)),
      line: (productId: string, patch: Parameters<typeof updateLine>[2]) => apply((c) => updateLine(c, productId, patch)),
      remove: (productId: string) => apply((c) => removeLine(c, productId)),
      refresh: (products: readonly Product[]) => apply((c) => refreshProducts(c, products)),
      stock: (productId: string, currentStock: string) => apply((c) => setLineStock(c, productId, currentStock)),
      fields: (patch: CartFields) => apply((c) => updateFields(c, patch)),
      addPayment: (method: CounterMethod) => apply((c) => addPayment(c, method)),
      payment: (key: string, patch: Partial<Omit<PaymentDraft, 'key'>>) => apply((c) => updatePayment(c, key, patch)),
      removePayment: (key: string) => apply((c) => removePayment(c, key)),
      reset: () => reset(key),
    }),
    [apply, kind, reset, key],
  );
  return { cart, ...actions };
}
