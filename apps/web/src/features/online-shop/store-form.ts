import type { OnlineShop, PatchOnlineShopWire } from '@dokani/contracts/online-shop';
import { RESERVED_SLUGS, SLUG_PATTERN } from '@dokani/contracts/store-rules';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';
import { toAsciiDigits } from '@dokani/core/digits';
import { isBdMobile, normalizeBdMobile } from '@dokani/core/phone';
import type { Language } from '@dokani/i18n';
import { displayMobile } from '@/shared/lib/format';
import { tooLongError } from '@/shared/lib/form-errors';
import { i18n } from '@/shared/lib/i18n';
import type { FieldErrors } from './errors';

/** A typed address as the server reads it: trimmed, lower case, Bangla digits as 0–9. */
export const cleanSlug = (typed: string) => toAsciiDigits(typed).trim().toLowerCase();

/** A typed social link: trimmed, "https://" put before one typed without it (facebook.com/page). */
export function socialLink(typed: string): string {
  const t = typed.trim();
  if (t === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(t)) return t;
  return `https://${t}`;
}

function isWebLink(link: string): boolean {
  try {
    const u = new URL(link);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

export const SOCIAL_KEYS = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** What the store settings form holds, as typed (Bangla digits allowed). */
export interface StoreFormValues {
  slug: string;
  published: boolean;
  /** The customer confirms their number with an SMS code before ordering. */
  checkoutOtp: boolean;
  name: string;
  address: string;
  mobile: string;
  facebook: string;
  instagram: string;
  youtube: string;
  tiktok: string;
}
export type StoreField = keyof StoreFormValues;
export const STORE_FIELDS: readonly StoreField[] = ['slug', 'published', 'checkoutOtp', 'name', 'address', 'mobile', ...SOCIAL_KEYS];

/** The saved store as the form shows it: the number in local form, in the user's digits. */
export function storeFormValues(shop: OnlineShop, lang: Language): StoreFormValues {
  return {
    slug: shop.slug ?? '',
    published: shop.published,
    checkoutOtp: shop.checkoutOtp,
    name: shop.name,
    address: shop.address ?? '',
    mobile: displayMobile(shop.mobile, lang),
    facebook: shop.social.facebook ?? '',
    instagram: shop.social.instagram ?? '',
    youtube: shop.social.youtube ?? '',
    tiktok: shop.social.tiktok ?? '',
  };
}

/**
 * A typed web address against the server's rules (@dokani/contracts/store-rules): null when it
 * will do. Empty is a problem when `required` (an address once chosen can be changed, not removed;
 * publishing needs one).
 */
export function checkSlug(typed: string, required: boolean): string | null {
  const slug = cleanSlug(typed);
  if (slug === '') return required ? i18n.t('validation:required') : null;
  if (/\s/.test(slug)) return i18n.t('online:settings.slugSpaces');
  if (!SLUG_PATTERN.test(slug)) return i18n.t('validation:onlineShop.slug');
  if (RESERVED_SLUGS.includes(slug)) return i18n.t('validation:onlineShop.slugReserved');
  return null;
}

/**
 * What can be said of a web address while it is typed, before saving (in the user's language): a
 * space anywhere after its start can never be part of one (the edges are trimmed on saving, but a
 * space typed after a word is the start of a second word). Other rules wait for Save.
 */
export function typedSlugProblem(typed: string): string | null {
  return /\s/.test(typed.trimStart()) ? i18n.t('online:settings.slugSpaces') : null;
}

/** The address typed so far (cleaned) as a full link: the server's own once saved, else this site's /store/<typed>. */
export function previewUrl(saved: OnlineShop, slug: string): string | null {
  if (slug === '') return null;
  if (slug === saved.slug && saved.url) return saved.url;
  const base =
    saved.url && saved.slug && saved.url.endsWith(saved.slug) ? saved.url.slice(0, -saved.slug.length) : `${window.location.origin}/store/`;
  return base + slug;
}

/** The form's own checks before sending (the same rules as the server's, from @dokani/contracts/store-rules; the server checks again). */
export function checkStore(v: StoreFormValues, saved: OnlineShop): FieldErrors<StoreField> {
  const errors: FieldErrors<StoreField> = {};
  const slugProblem = checkSlug(v.slug, Boolean(saved.slug));
  if (slugProblem) errors.slug = slugProblem;
  if (v.name.trim() === '') errors.name = i18n.t('validation:required');
  const nameLong = tooLongError(v.name, TEXT_LIMITS.storeName);
  if (nameLong) errors.name = nameLong;
  const addressLong = tooLongError(v.address, TEXT_LIMITS.shopAddress);
  if (addressLong) errors.address = addressLong;
  if (v.mobile.trim() !== '' && !isBdMobile(v.mobile)) errors.mobile = i18n.t('validation:mobile');
  for (const k of SOCIAL_KEYS) {
    const link = socialLink(v[k]);
    if (link === '') continue;
    const long = tooLongError(link, TEXT_LIMITS.socialUrl);
    if (long) errors[k] = long;
    else if (!isWebLink(link)) errors[k] = i18n.t('validation:badUrl');
  }
  return errors;
}

/**
 * The PATCH body: only what differs from the saved store (social links one by one); an emptied
 * text as '' (cleared), an emptied number as null. Empty when nothing changed.
 */
export function storePatch(saved: OnlineShop, v: StoreFormValues): PatchOnlineShopWire {
  const patch: PatchOnlineShopWire = {};
  const slug = cleanSlug(v.slug);
  if (slug !== '' && slug !== saved.slug) patch.slug = slug;
  if (v.published !== saved.published) patch.published = v.published;
  if (v.checkoutOtp !== saved.checkoutOtp) patch.checkoutOtp = v.checkoutOtp;
  if (v.name.trim() !== saved.name) patch.name = v.name.trim();
  if (v.address.trim() !== (saved.address ?? '')) patch.address = v.address.trim();
  const mobile = toAsciiDigits(v.mobile).trim();
  if (mobile === '' ? saved.mobile !== null : normalizeBdMobile(mobile) !== saved.mobile) patch.mobile = mobile === '' ? null : mobile;
  const social: NonNullable<PatchOnlineShopWire['social']> = {};
  for (const k of SOCIAL_KEYS) {
    const link = socialLink(v[k]);
    if (link !== (saved.social[k] ?? '')) social[k] = link;
  }
  if (Object.keys(social).length > 0) patch.social = social;
  return patch;
}

/** Texts of one group (policies, SEO) that differ from the saved ones, trimmed; an emptied one as '' (cleared). */
export function changedTexts<K extends string>(saved: Record<K, string | null>, typed: Record<K, string>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const k of Object.keys(typed) as K[]) {
    const text = typed[k].trim();
    if (text !== (saved[k] ?? '')) out[k] = text;
  }
  return out;
}

/** `social.facebook` → `facebook`; the store form's other fields by their own name. */
export function storeField(key: string): StoreField | null {
  const name = key.startsWith('social.') ? key.slice('social.'.length) : key;
  return (STORE_FIELDS as readonly string[]).includes(name) ? (name as StoreField) : null;
}
