/**
 * The online shop's settings and web address, its shipping packages, and the public store's
 * header (docs/PRODUCT.md "Online shop and storefront"). A shop has no online_shops row until its
 * owner first saves; until then it reads as an unpublished store named after the shop.
 */
import type { OnlineShop, OnlineTheme, PatchOnlineShopBody, ShippingPackage, Store, StoreProduct } from '@dokani/contracts/online-shop';
import { ONLINE_THEMES } from '@dokani/contracts/online-shop';
import { formatMoneyDecimal } from '@dokani/core';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { listProducts } from '../products/index.ts';

type Texts = Partial<Record<string, string>>;
/** Stored without the empty ones. */
const texts = (o: Record<string, string | null>): string =>
  JSON.stringify(Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)));
const SOCIAL = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;
const POLICIES = ['returns', 'refund', 'privacy', 'terms'] as const;
const pick = <K extends string>(keys: readonly K[], o: Texts): Record<K, string | null> =>
  Object.fromEntries(keys.map((k) => [k, o[k] ?? null])) as Record<K, string | null>;
const theme = (id: string): OnlineTheme => ((ONLINE_THEMES as readonly string[]).includes(id) ? (id as OnlineTheme) : 'classic');

/** The store's address on this server. */
export const storeUrl = (origin: string, slug: string): string => `${origin}/store/${slug}`;

/** The store's row with its shop's (a shop that has never saved its store reads from the shop alone). */
function storeQuery(db: Queryable) {
  return db
    .selectFrom('shops as s')
    .leftJoin('online_shops as o', 'o.shop_id', 's.id')
    .select([
      's.name as shop_name',
      's.address as shop_address',
      's.public_phone',
      's.logo_url',
      'o.shop_id as saved',
      'o.slug',
      'o.published',
      'o.name',
      'o.address',
      'o.mobile',
      'o.social',
      'o.theme_id',
      'o.seo',
      'o.policies',
      'o.banner_url',
      'o.domain',
      'o.checkout_otp',
      's.id as shop_id',
      's.timezone',
    ]);
}

async function readStore(db: Queryable, shopId: string) {
  return storeQuery(db).where('s.id', '=', shopId).executeTakeFirstOrThrow();
}

type StoreRow = Awaited<ReturnType<typeof readStore>>;

function onlineShopOut(r: StoreRow, origin: string): OnlineShop {
  const saved = r.saved !== null;
  return {
    slug: r.slug,
    published: r.published ?? false,
    name: (saved ? r.name : null) ?? r.shop_name,
    address: saved ? r.address : r.shop_address,
    mobile: saved ? r.mobile : r.public_phone,
    social: pick(SOCIAL, r.social ?? {}),
    themeId: theme(r.theme_id ?? 'classic'),
    seo: pick(['title', 'description'] as const, r.seo ?? {}),
    policies: pick(POLICIES, r.policies ?? {}),
    url: r.slug ? storeUrl(origin, r.slug) : null,
    domain: r.domain,
    bannerUrl: r.banner_url,
    logoUrl: r.logo_url,
    checkoutOtp: r.checkout_otp ?? false,
  };
}

export async function getOnlineShop(deps: AppDeps, shop: ShopContext, origin: string): Promise<OnlineShop> {
  return onlineShopOut(await readStore(deps.db, shop.id), origin);
}

/**
 * Saves what the body names (nested objects field by field). A taken address → 409 SLUG_TAKEN;
 * publishing needs an address.
 */
export async function patchOnlineShop(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: PatchOnlineShopBody,
  origin: string,
): Promise<OnlineShop> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // The shop row is locked: two saves of the same store apply one after the other.
      await trx.selectFrom('shops').select('id').where('id', '=', shop.id).forUpdate().executeTakeFirstOrThrow();
      const current = onlineShopOut(await readStore(trx, shop.id), origin);
      const next = {
        slug: body.slug ?? current.slug,
        published: body.published ?? current.published,
        name: body.name ?? current.name,
        address: body.address !== undefined ? body.address : current.address,
        mobile: body.mobile !== undefined ? body.mobile : current.mobile,
        social: { ...current.social, ...body.social },
        theme_id: body.themeId ?? current.themeId,
        checkout_otp: body.checkoutOtp ?? current.checkoutOtp,
        seo: { ...current.seo, ...body.seo },
        policies: { ...current.policies, ...body.policies },
      };
      if (next.published && !next.slug) throw new AppError('VALIDATION_FAILED', { published: 'validation.onlineShop.slugFirst' });
      const row = {
        slug: next.slug,
        published: next.published,
        name: next.name,
        address: next.address,
        mobile: next.mobile,
        social: texts(next.social),
        theme_id: next.theme_id,
        checkout_otp: next.checkout_otp,
        seo: texts(next.seo),
        policies: texts(next.policies),
        updated_at: now,
      };
      await trx
        .insertInto('online_shops')
        .values({ shop_id: shop.id, ...row })
        .onConflict((oc) => oc.column('shop_id').doUpdateSet(row))
        .execute();
      const changed = Object.keys(body);
      await writeAudit(trx, {
        shopId: shop.id,
        userId: user.id,
        action: 'update',
        entity: 'online-shop',
        entityId: shop.id,
        details: { changed, slug: next.slug, published: next.published },
        at: now,
      });
      return onlineShopOut(await readStore(trx, shop.id), origin);
    });
  } catch (e) {
    if (isUniqueViolation(e, 'online_shops_slug_uq')) throw new AppError('SLUG_TAKEN', { slug: body.slug ?? '' });
    throw e;
  }
}

// ─── Shipping packages ─────────────────────────────────────────────────────────────────────

const packageOut = (p: { id: string; name: string; fee: bigint }): ShippingPackage => ({
  id: p.id,
  name: p.name,
  fee: formatMoneyDecimal(p.fee),
});

async function listPackageRows(db: Queryable, shopId: string) {
  return db
    .selectFrom('shipping_packages')
    .select(['id', 'name', 'fee'])
    .where('shop_id', '=', shopId)
    .orderBy('fee')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function listShippingPackages(deps: AppDeps, shop: ShopContext): Promise<ShippingPackage[]> {
  return (await listPackageRows(deps.db, shop.id)).map(packageOut);
}

async function loadPackage(db: Queryable, shopId: string, id: string): Promise<ShippingPackage> {
  const p = await db
    .selectFrom('shipping_packages')
    .select(['id', 'name', 'fee'])
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!p) throw new AppError('NOT_FOUND');
  return packageOut(p);
}

function nameRace<T>(run: () => Promise<T>): Promise<T> {
  return run().catch((e: unknown) => {
    if (isUniqueViolation(e, 'shipping_packages_name_uq')) throw new AppError('SHIPPING_PACKAGE_NAME_TAKEN');
    throw e;
  });
}

export function createShippingPackage(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  body: { id: string; name: string; fee: bigint },
): Promise<{ created: boolean; value: ShippingPackage }> {
  const now = deps.clock.now();
  return nameRace(() =>
    deps.db.transaction().execute((trx) =>
      createOnce(
        trx,
        { scope: shop.id, resource: 'shipping-package', id: body.id, body: { name: body.name, fee: body.fee.toString() }, at: now },
        async () => {
          await trx
            .insertInto('shipping_packages')
            .values({ shop_id: shop.id, id: body.id, name: body.name, fee: body.fee, created_at: now, updated_at: now })
            .execute();
          await writeAudit(trx, {
            shopId: shop.id,
            userId: user.id,
            action: 'create',
            entity: 'shipping-package',
            entityId: body.id,
            details: { name: body.name, fee: formatMoneyDecimal(body.fee) },
            at: now,
          });
          return loadPackage(trx, shop.id, body.id);
        },
        () => loadPackage(trx, shop.id, body.id),
      ),
    ),
  );
}

export function updateShippingPackage(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  id: string,
  body: { name?: string; fee?: bigint },
): Promise<ShippingPackage> {
  const now = deps.clock.now();
  return nameRace(() =>
    deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('shipping_packages')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.fee !== undefined ? { fee: body.fee } : {}),
          updated_at: now,
        })
        .where('shop_id', '=', shop.id)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new AppError('NOT_FOUND');
      await writeAudit(trx, {
        shopId: shop.id,
        userId: user.id,
        action: 'update',
        entity: 'shipping-package',
        entityId: id,
        details: { name: body.name, fee: body.fee === undefined ? undefined : formatMoneyDecimal(body.fee) },
        at: now,
      });
      return loadPackage(trx, shop.id, id);
    }),
  );
}

export async function deleteShippingPackage(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('shipping_packages')
      .where('shop_id', '=', shop.id)
      .where('id', '=', id)
      .returning('name')
      .executeTakeFirst();
    if (!gone) throw new AppError('NOT_FOUND');
    await writeAudit(trx, {
      shopId: shop.id,
      userId: user.id,
      action: 'delete',
      entity: 'shipping-package',
      entityId: id,
      details: { name: gone.name },
      at: now,
    });
  });
}

// ─── The public store ──────────────────────────────────────────────────────────────────────

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
