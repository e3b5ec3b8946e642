/** The public store: a published store's header and its products, read by address (slug). */
import type { Store, StoreProduct } from '@dokani/contracts/online-shop';
import type { ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { listProducts } from '../products/index.ts';
import type { POLICIES } from './online-shop.service.ts';
import { onlineShopOut, storeQuery } from './online-shop.service.ts';
import { listPackageRows, packageOut } from './shipping.ts';

/** The shop behind a published store's address; an unknown or unpublished one is not found (404). */
export async function publishedShop(db: Queryable, slug: string): Promise<{ shop_id: string; timezone: string; checkout_otp: boolean }> {
  const o = await db
    .selectFrom('online_shops as o')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .select(['o.shop_id', 's.timezone', 'o.checkout_otp'])
    .where('o.slug', '=', slug.toLowerCase())
    .where('o.published', '=', true)
    .executeTakeFirst();
  if (!o) throw new AppError('NOT_FOUND');
  return o;
}

/** What the storefront's pages need of a published store: its header, SEO texts and policies. */
export interface StoreView {
  shopId: string;
  slug: string;
  timezone: string;
  store: Store;
  seo: { title: string | null; description: string | null };
  policies: Record<(typeof POLICIES)[number], string | null>;
  checkoutOtp: boolean;
}

/** A published store by its address (404 when unknown or unpublished). */
export async function storeView(deps: AppDeps, slug: string): Promise<StoreView> {
  const r = await storeQuery(deps.db).where('o.slug', '=', slug.toLowerCase()).where('o.published', '=', true).executeTakeFirst();
  if (!r) throw new AppError('NOT_FOUND');
  const o = { shop_id: r.shop_id, timezone: r.timezone };
  const [packages, categories] = await Promise.all([
    listPackageRows(deps.db, o.shop_id),
    deps.db
      .selectFrom('categories as c')
      .select(['c.id', 'c.name'])
      .where('c.shop_id', '=', o.shop_id)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('products as p')
            .select('p.id')
            .where('p.shop_id', '=', o.shop_id)
            .where('p.online_sale', '=', true)
            .where('p.status', '=', 'active')
            .where((w) => w.or([w('p.category_id', '=', w.ref('c.id')), w('p.sub_category_id', '=', w.ref('c.id'))])),
        ),
      )
      .orderBy('c.name')
      .execute(),
  ]);
  const s = onlineShopOut(r, '');
  return {
    shopId: o.shop_id,
    slug: r.slug ?? slug.toLowerCase(),
    timezone: o.timezone,
    store: {
      name: s.name,
      address: s.address,
      mobile: s.mobile,
      logoUrl: s.logoUrl,
      bannerUrl: s.bannerUrl,
      social: s.social,
      themeId: s.themeId,
      shippingPackages: packages.map(packageOut),
      categories,
    },
    seo: s.seo,
    policies: s.policies,
    checkoutOtp: r.checkout_otp ?? false,
  };
}

/** A published store's header by its address. */
export async function getStore(deps: AppDeps, slug: string): Promise<Store> {
  return (await storeView(deps, slug)).store;
}

/**
 * A published store's products: those on sale online and active, by name, searched like the
 * shop's own list, a page at a time. The price is the sell price; `inStock` means some is left.
 */
export async function listStoreProducts(
  deps: AppDeps,
  store: string | { shop_id: string; timezone: string },
  query: { q?: string; categoryId?: string; cursor?: string },
): Promise<{ items: (StoreProduct & { unit: string })[]; nextCursor: string | null }> {
  // By its address (the API), or the store a page has already found.
  const o = typeof store === 'string' ? await publishedShop(deps.db, store) : store;
  // The store reads the catalogue as the shop would (no member: a public page).
  const shop: ShopContext = { id: o.shop_id, role: 'store', isOwner: false, features: [], timezone: o.timezone };
  const page = await listProducts(deps, shop, { ...query, online: 'true', status: 'active', sort: 'name', limit: 24 });
  // In stock: some left after what accepted orders hold (stock − reserved).
  const ids = page.items.map((p) => p.id);
  const available = new Map(
    ids.length === 0
      ? []
      : (
          await deps.db
            .selectFrom('products')
            .select(['id', 'current_stock', 'reserved'])
            .where('shop_id', '=', o.shop_id)
            .where('id', 'in', ids)
            .execute()
        ).map((r) => [r.id, r.current_stock - r.reserved]),
  );
  return {
    items: page.items.map((p) => ({
      id: p.id,
      name: p.name,
      // The storefront page's (its cart steps by the unit); the API's answer (StoreProduct) leaves it out.
      unit: p.unit,
      price: p.sellPrice,
      photos: p.photos.map((ph) => ({ url: ph.url, thumbUrl: ph.thumbUrl, width: ph.width, height: ph.height })),
      inStock: (available.get(p.id) ?? 0n) > 0n,
    })),
    nextCursor: page.nextCursor,
  };
}
