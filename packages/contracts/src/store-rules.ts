/**
 * The online store's plain rules, free of zod: the web's forms import this file alone
 * (`@dokani/contracts/store-rules`) and check as the server does.
 */

/**
 * Words a store's address may not be: the app's own paths and names a customer could be misled by.
 * A slug is 3–40 characters of a–z, 0–9 and '-'.
 */
export const RESERVED_SLUGS: readonly string[] = [
  'api',
  'admin',
  'store',
  'stores',
  'www',
  'assets',
  'static',
  'media',
  'app',
  'auth',
  'shop',
  'shops',
  'home',
  'online-shop',
  'settings',
  'login',
  'signup',
  'help',
  'support',
  'dokani',
  'robots',
  'sitemap',
  'manifest',
  'favicon',
  'payments',
  'checkout',
  'cart',
  'orders',
  'order',
  'track',
  'mail',
  'email',
  'blog',
  'docs',
  'status',
  'test',
  'null',
  'undefined',
];
export const SLUG_PATTERN = /^[a-z0-9-]{3,40}$/;

export const ONLINE_THEMES = ['classic', 'fresh', 'night'] as const;
export type OnlineTheme = (typeof ONLINE_THEMES)[number];
