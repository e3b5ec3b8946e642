/**
 * The online shop's settings and web address (docs/PRODUCT.md "Online shop and storefront"); its
 * shipping packages are in shipping.ts, the public store in public-store.ts. A shop has no online_shops row until its
 * owner first saves; until then it reads as an unpublished store named after the shop.
 */
import type { OnlineShop, OnlineTheme, PatchOnlineShopBody } from '@dokani/contracts/online-shop';
import { ONLINE_THEMES } from '@dokani/contracts/online-shop';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';

type Texts = Partial<Record<string, string>>;
/** Stored without the empty ones. */
const texts = (o: Record<string, string | null>): string =>
  JSON.stringify(Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null)));
const SOCIAL = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;
export const POLICIES = ['returns', 'refund', 'privacy', 'terms'] as const;
const pick = <K extends string>(keys: readonly K[], o: Texts): Record<K, string | null> =>
  Object.fromEntries(keys.map((k) => [k, o[k] ?? null])) as Record<K, string | null>;
const theme = (id: string): OnlineTheme => ((ONLINE_THEMES as readonly string[]).includes(id) ? (id as OnlineTheme) : 'classic');

/** The store's address on this server. */
export const storeUrl = (origin: string, slug: string): string => `${origin}/store/${slug}`;

/** The store's row with its shop's (a shop that has never saved its store reads from the shop alone). */
export function storeQuery(db: Queryable) {
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

export function onlineShopOut(r: StoreRow, origin: string): OnlineShop {
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
        by: user,
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
