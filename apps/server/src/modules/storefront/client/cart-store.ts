/**
 * The cart, kept on the device (localStorage, one list a store), and what every page's script
 * shares: the page's data block and money in poisha (core's rules, never a float).
 */
import { mulQtyPrice, parseMoney } from '@dokani/core/money';
import { formatMoney } from '@dokani/core/format';
import { toBanglaDigits } from '@dokani/core/digits';

export interface CartLine {
  id: string;
  name: string;
  /** The price shown when it was added ("125.50"); the server's price is the one charged. */
  price: string;
  /** Whole units. */
  qty: number;
  thumb: string;
}

export interface PageData {
  lang: 'bn' | 'en';
  slug: string;
  base: string;
  texts: Record<string, string>;
}

export const MAX_QTY = 1000;

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

export function readCart(): CartLine[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(storeKey()) ?? '[]');
    if (!Array.isArray(v)) return [];
    return v.filter((l): l is CartLine => typeof l === 'object' && l !== null && typeof l.id === 'string' && typeof l.qty === 'number' && l.qty > 0);
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

export function addToCart(line: Omit<CartLine, 'qty'>, qty: number): void {
  const lines = readCart();
  const found = lines.find((l) => l.id === line.id);
  if (found) {
    found.qty = Math.min(MAX_QTY, found.qty + qty);
    found.price = line.price;
    found.name = line.name;
  } else lines.push({ ...line, qty: Math.min(MAX_QTY, qty) });
  writeCart(lines);
}

export function showCount(lines = readCart()): void {
  const n = lines.reduce((a, l) => a + l.qty, 0);
  const lang = document.documentElement.lang === 'en' ? 'en' : 'bn';
  for (const el of document.querySelectorAll<HTMLElement>('[data-cart-count]')) el.textContent = lang === 'bn' ? toBanglaDigits(String(n)) : String(n);
}

/** A line's amount in poisha. */
export const lineTotal = (l: CartLine): bigint => mulQtyPrice(BigInt(l.qty) * 1000n, parseMoney(l.price) ?? 0n);
export const cartTotal = (lines: readonly CartLine[]): bigint => lines.reduce((a, l) => a + lineTotal(l), 0n);
export const money = (poisha: bigint, lang: 'bn' | 'en'): string => formatMoney(poisha, lang);

/** An element with text (never HTML: every text here may be a customer's or an owner's). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}
