/**
 * The cart, kept on the device (localStorage, one list a store), and what every page's script
 * shares: the page's data block, money in poisha and quantities in thousandths (core's rules,
 * never a float), each line going by its unit's step (core quantity-step.ts).
 */
import { formatQuantity, mulQtyPrice, parseMoney, parseQuantity } from '@dokani/core/money';
import { formatMoney, localDigitsFor } from '@dokani/core/format';
import { toBanglaDigits } from '@dokani/core/digits';
import { quantityStep } from '@dokani/core/quantity-step';

export interface CartLine {
  id: string;
  name: string;
  /** The price shown when it was added ("125.50"); the server's price is the one charged. */
  price: string;
  /** The quantity as a plain decimal ("1.5"), on the unit's step; a cart saved before held whole numbers. */
  qty: string;
  /** The product's unit ("kg"; '' when the page did not say): its step is the line's. */
  unit: string;
  thumb: string;
}

export interface PageData {
  lang: 'bn' | 'en';
  slug: string;
  base: string;
  texts: Record<string, string>;
  /** The words of the listed units ("কেজি"); a shop's own unit is shown as written. */
  units?: Record<string, string>;
}

/** The most of one product a line takes (ORDER_MAX_QUANTITY), in thousandths. */
export const MAX_QTY = 1000n * 1000n;

/** The page's data block (cart, checkout and tracking pages carry one). */
export function pageData<T extends PageData>(): T | null {
  const el = document.getElementById('store-data');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as T;
  } catch {
    return null;
  }
}

/** The store's address from the page's own path: /store/<slug>/… or, on its own domain, none. */
export function storeKey(): string {
  const m = /^\/store\/([a-z0-9-]+)/.exec(location.pathname);
  return `dokani-cart:${m?.[1] ?? location.host}`;
}

/** A line's quantity in thousandths (0n when it is not one). */
export const qtyOf = (l: CartLine): bigint => parseQuantity(l.qty) ?? 0n;

export function readCart(): CartLine[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(storeKey()) ?? '[]');
    if (!Array.isArray(v)) return [];
    return v
      .filter((l): l is Record<string, unknown> => typeof l === 'object' && l !== null && typeof (l as { id?: unknown }).id === 'string')
      .map((l) => ({
        id: String(l.id),
        name: String(l.name ?? ''),
        price: String(l.price ?? '0'),
        // A cart saved before lines had units held whole numbers.
        qty: typeof l.qty === 'number' && Number.isSafeInteger(l.qty) ? String(l.qty) : typeof l.qty === 'string' ? l.qty : '0',
        unit: typeof l.unit === 'string' ? l.unit : '',
        thumb: String(l.thumb ?? ''),
      }))
      .filter((l) => qtyOf(l) > 0n);
  } catch {
    return [];
  }
}

export function writeCart(lines: CartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(storeKey());
    else localStorage.setItem(storeKey(), JSON.stringify(lines));
  } catch {
    // A full or blocked storage: the cart lives for this page only.
  }
  showCount(lines);
}

/** The line's quantity set (thousandths), kept between one step and the most a line takes. */
export const clampQty = (q: bigint, unit: string): bigint => {
  const step = quantityStep(unit);
  const top = MAX_QTY - (MAX_QTY % step);
  return q < step ? step : q > top ? top : q;
};

/** Adds `qty` thousandths of a product (its unit given by the page) to its line, or a new line. */
export function addToCart(line: Omit<CartLine, 'qty'>, qty: bigint): void {
  const lines = readCart();
  const found = lines.find((l) => l.id === line.id);
  if (found) {
    if (line.unit) found.unit = line.unit;
    found.qty = formatQuantity(clampQty(qtyOf(found) + qty, found.unit));
    found.price = line.price;
    found.name = line.name;
  } else lines.push({ ...line, qty: formatQuantity(clampQty(qty, line.unit)) });
  writeCart(lines);
}

/** The badge: pieces count one each; a line sold by weight or measure (1.5 kg) counts as one. */
export function showCount(lines = readCart()): void {
  const n = lines.reduce((a, l) => a + (quantityStep(l.unit) === 1000n ? qtyOf(l) / 1000n : 1n), 0n);
  const lang = document.documentElement.lang === 'en' ? 'en' : 'bn';
  for (const el of document.querySelectorAll<HTMLElement>('[data-cart-count]'))
    el.textContent = lang === 'bn' ? toBanglaDigits(String(n)) : String(n);
}

/** A line's quantity as the customer reads it: "১.৫ কেজি" in Bangla, "1.5 kg" in English. */
export const qtyText = (l: CartLine, data: PageData): string => {
  const word = data.units?.[l.unit] ?? l.unit;
  return `${localDigitsFor(data.lang, l.qty)}${word ? ` ${word}` : ''}`;
};

/** A line's amount in poisha. */
export const lineTotal = (l: CartLine): bigint => mulQtyPrice(qtyOf(l), parseMoney(l.price) ?? 0n);
export const cartTotal = (lines: readonly CartLine[]): bigint => lines.reduce((a, l) => a + lineTotal(l), 0n);
export const money = (poisha: bigint, lang: 'bn' | 'en'): string => formatMoney(poisha, lang);

/** An element with text (never HTML: every text here may be a customer's or an owner's). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}
