/** The bench shops' sales: a seeded generator and the body of one 3-line cash sale (shared by the bench and its load generator). */
import { ulid } from '@dokani/core';

export interface BenchShop {
  id: string;
  token: string;
  /** [id, sell price in poisha as a decimal string] */
  products: [string, string][];
}

/** A seeded generator: the same data every run. */
export function rng(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x * 1_664_525 + 1_013_904_223) >>> 0;
    return x / 2 ** 32;
  };
}

/**
 * The id of a bench shop's product: a well-formed ULID that pgbench can make from the shop's and
 * the product's numbers (sale-capture.ts), so that its scripts pick products the way the clients do.
 */
export function benchProductId(shop: number, index: number): string {
  return `${PRODUCT_ID_HEAD}${String(shop).padStart(2, '0')}${String(index).padStart(4, '0')}`;
}
export const PRODUCT_ID_HEAD = `01BENCH${'0'.repeat(13)}`;
export const PRODUCT_ID = /^01BENCH0{13}(\d{2})(\d{4})$/;

/** Three products of the shop, one from each third of its list, 1–3 of each, paid in cash to the poisha. */
export function saleBody(shop: BenchShop, r: () => number) {
  const third = shop.products.length / 3;
  const picked = [0, 1, 2].map((k) => k * third + Math.floor(r() * third));
  let total = 0n;
  const lines = picked.map((i) => {
    const [productId, price] = shop.products[i] as [string, string];
    const qty = BigInt(1 + Math.floor(r() * 3));
    total += qty * BigInt(price);
    return { productId, quantity: String(qty) };
  });
  const amount = `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
  return { id: ulid(), lines, payments: [{ method: 'cash', amount }] };
}
