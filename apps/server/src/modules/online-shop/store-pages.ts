/**
 * What the public storefront reads beyond the store's header and product list: one product, an
 * order by its tracking link, the sitemap's entries, the visit counter and a shop's own domain.
 * Every read goes through a published store (an unknown or unpublished one is 404).
 */
import type { Order } from '@dokani/contracts/online-shop';
import { formatQuantity, localDate } from '@dokani/core';
import { sql } from 'kysely';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { sameToken, sha256 } from '../../platform/hashing.ts';
import { toProduct } from '../products/index.ts';
import { findOrder, ordersOut } from './orders.repo.ts';
import type { StoreView } from './public-store.ts';

/** A product as its store page shows it. */
export interface StorePageProduct {
  id: string;
  name: string;
  unit: string;
  price: string;
  details: string | null;
  categoryId: string | null;
  photos: { url: string; thumbUrl: string; width: number; height: number }[];
  /** What is left to promise: stock − reserved (a decimal string, 0 when none). */
  available: string;
  inStock: boolean;
  updatedAt: string;
}

/** A product on sale online in this store (404 for any other: not online, inactive, another shop's). */
export async function storeProduct(deps: AppDeps, view: StoreView, productId: string): Promise<StorePageProduct> {
  const row = await deps.db
    .selectFrom('products')
    .selectAll()
    .where('shop_id', '=', view.shopId)
    .where('id', '=', productId)
    .where('online_sale', '=', true)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const photos = await deps.db
    .selectFrom('product_photos')
    .select(['id', 'file', 'thumb_file', 'width', 'height', 'position'])
    .where('shop_id', '=', view.shopId)
    .where('product_id', '=', productId)
    .execute();
  const p = toProduct(row, photos);
  const left = row.current_stock - row.reserved;
  return {
    id: p.id,
    name: p.name,
    unit: p.unit,
    price: p.sellPrice,
    details: p.details,
    categoryId: p.categoryId,
    photos: p.photos.map(({ url, thumbUrl, width, height }) => ({ url, thumbUrl, width, height })),
    available: left > 0n ? formatQuantity(left) : '0',
    inStock: left > 0n,
    updatedAt: p.updatedAt,
  };
}

/**
 * The order behind a tracking link; a wrong or missing token is 404, like an unknown order. The
 * order keeps only its links' token hashes (migration 0036): the given token is hashed and compared.
 */
export async function trackOrder(deps: AppDeps, view: StoreView, orderId: string, token: string): Promise<Order> {
  const row = await findOrder(deps.db, view.shopId, orderId);
  const given = sha256(token);
  if (!row || token === '' || !row.tracking_hashes.some((h) => sameToken(given, h))) throw new AppError('NOT_FOUND');
  const [order] = await ordersOut(deps.db, view.shopId, [row]);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}

/** Every product of the store for its sitemap (at most 50,000, the sitemap format's limit). */
export async function sitemapProducts(deps: AppDeps, view: StoreView): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await deps.db
    .selectFrom('products')
    .select(['id', 'updated_at'])
    .where('shop_id', '=', view.shopId)
    .where('online_sale', '=', true)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(49_000)
    .execute();
  return rows.map((r) => ({ id: r.id, updatedAt: r.updated_at }));
}

/** Counts one visit on the store's calendar day (the storefront calls it once a visitor a day). */
export async function countVisit(deps: AppDeps, view: StoreView): Promise<void> {
  const day = localDate(deps.clock.now(), view.timezone);
  await deps.db
    .insertInto('online_shop_visits')
    .values({ shop_id: view.shopId, day, visits: 1 })
    .onConflict((oc) => oc.columns(['shop_id', 'day']).doUpdateSet({ visits: sql<number>`online_shop_visits.visits + 1` }))
    .execute();
}

/** Every published store's own domain (lower case) with its address (slug). */
export async function publishedDomains(db: Queryable): Promise<{ domain: string; slug: string }[]> {
  const rows = await db
    .selectFrom('online_shops')
    .select([sql<string>`lower(domain)`.as('domain'), 'slug'])
    .where('domain', 'is not', null)
    .where('published', '=', true)
    .execute();
  return rows.flatMap((r) => (r.slug ? [{ domain: r.domain, slug: r.slug }] : []));
}

/** A host name as a shop's own domain: letters, digits and '-' in dot-separated labels, at least two. */
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Sets (or with null clears) the own domain of the store at `slug` — the operator's command, not
 * the owner's (docs/PRODUCT.md "Online shop and storefront"). Answers what was set; throws a plain
 * Error for a bad domain, an unknown store, or a domain another store has.
 */
export async function setStoreDomain(db: Queryable, slug: string, domain: string | null): Promise<{ slug: string; domain: string | null }> {
  const value = domain === null ? null : domain.trim().toLowerCase().replace(/\.$/, '');
  if (value !== null && !DOMAIN.test(value)) throw new Error(`not a domain name: ${domain}`);
  try {
    const row = await db
      .updateTable('online_shops')
      .set({ domain: value })
      .where('slug', '=', slug.toLowerCase())
      .returning(['slug', 'domain'])
      .executeTakeFirst();
    if (!row?.slug) throw new Error(`no store has the address ${slug}`);
    return { slug: row.slug, domain: row.domain };
  } catch (e) {
    if (isUniqueViolation(e, 'online_shops_domain_uq')) throw new Error(`another store already has the domain ${value}`);
    throw e;
  }
}
