/** Test helpers of the online shop and storefront tests: a published store, and fresh customers. */
import { ulid } from '@dokani/core';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { api, ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

let n = 0;
let ipN = 0;

/** A fresh customer's mobile number (016…: distinct from the sign-ups' and the contacts'). */
export const customerMobile = (): string =>
  `016${String((process.pid % 1000) * 10_000 + ++n)
    .padStart(8, '0')
    .slice(-8)}`;

/** A fresh client address, so that no test reaches the per-address order limit of another. */
export const customerIp = (): string => `10.9.${Math.floor(++ipN / 250)}.${ipN % 250}`;

export interface PublishedStore {
  s: ShopFixture;
  slug: string;
  /** The products' ids, in the order given. */
  products: string[];
  delivery: string;
}

/**
 * A published store: a shop named `shopName`, its `products` made through the API and sold online
 * (each a product's fields over: kg, bought at ৳60, 10 in stock), one delivery package, and the
 * online shop's own `fields` beside its slug.
 */
export async function publishStore(
  t: TestApp,
  o: {
    shopName: string;
    products: Record<string, unknown>[];
    delivery: { name: string; fee: string };
    fields?: Record<string, unknown>;
  },
): Promise<PublishedStore> {
  const s = await ownerWithShop(t, o.shopName);
  const products: string[] = [];
  for (const fields of o.products) {
    const r = await api(t, s)('POST', '/products', {
      id: ulid(),
      unit: 'kg',
      purchasePrice: '60',
      onlineSale: true,
      openingStock: '10',
      ...fields,
    });
    expect(r.statusCode, r.body).toBe(201);
    products.push(r.json<{ id: string }>().id);
  }
  const delivery = ulid();
  await api(t, s)('POST', '/shipping-packages', { id: delivery, ...o.delivery });
  const slug = `store-${process.pid}-${++n}`;
  const r = await api(t, s)('PATCH', '/online-shop', { slug, published: true, ...o.fields });
  expect(r.statusCode, r.body).toBe(200);
  return { s, slug, products, delivery };
}
