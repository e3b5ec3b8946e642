/** What several of the storefront's pages use: the request's context, words, money, numbers and units as the customer reads them. */
import { PRODUCT_UNITS } from '@dokani/contracts/constants';
import type { Language } from '@dokani/i18n';
import { formatMoney, localDigitsFor, parseMoney, toLocalMobile } from '@dokani/core';
import { t } from '../../../platform/i18n.ts';
import type { Params } from '../../../platform/i18n.ts';
import type { StoreView } from '../../online-shop/index.ts';

export const POLICY_KINDS = ['returns', 'refund', 'privacy', 'terms'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export interface StoreAssets {
  /** Cart badge, add to cart and the cart page. */
  script: string;
  /** The checkout form (places the order). */
  checkout: string;
  font: string;
}

/** Who is asking, in which language, and where the store lives on this request's host. */
export interface PageContext {
  lang: Language;
  view: StoreView;
  /** '/store/<slug>', or '' on the shop's own domain. */
  base: string;
  /** The origin the page's absolute links (canonical, sitemap, share) use; '' when none is configured (the links are then relative). */
  origin: string;
  /** This page's path (with base), without the query. */
  path: string;
  assets: StoreAssets;
}

export const tr = (lang: Language) => (key: string, params?: Params) => t(lang, `storefront:${key}`, params);
export const money = (decimal: string, lang: Language): string => formatMoney(parseMoney(decimal) ?? 0n, lang);
export const home = (ctx: PageContext): string => ctx.base || '/';
/** A number as the customer reads it: 01812-…, in Bangla digits in Bangla (the link keeps +880). */
export const phone = (e164: string, lang: Language): string => localDigitsFor(lang, toLocalMobile(e164) || e164);
/** A unit as the customer reads it ("কেজি"); a shop's own unit as the shop wrote it. */
export const unitWord = (unit: string, lang: Language): string =>
  (PRODUCT_UNITS as readonly string[]).includes(unit) ? t(lang, `storefront:units.${unit}`) : unit;
/** Every listed unit's word, for the cart and checkout scripts (a line keeps its unit's code). */
export const unitWords = (lang: Language): Record<string, string> => Object.fromEntries(PRODUCT_UNITS.map((u) => [u, unitWord(u, lang)]));

/** Texts the cart and checkout scripts show (the page carries them: no second request). */
export function cartTexts(lang: Language): Record<string, string> {
  const T = tr(lang);
  const keys = [
    'messageSent',
    'sending',
    'messageSend',
    'cartEmpty',
    'remove',
    'decrease',
    'increase',
    'subtotal',
    'deliveryFee',
    'total',
    'placing',
    'placeOrder',
    'networkError',
    'added',
    'choose',
    'quantity',
    'otpSent',
    'otpFirst',
    'upazilas',
  ];
  return Object.fromEntries(keys.map((k) => [k, T(k)]));
}
