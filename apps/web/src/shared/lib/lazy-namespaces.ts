/**
 * Namespaces that only signed-in pages use. They are not downloaded with the app (the sign-in page
 * stays light): each lives in a chunk of its own (`locale-<lang>-<ns>`, see vite.config.ts) and is
 * fetched by the pages that need it (`loadNamespaces` in i18n.ts); once fetched, it follows
 * language switches. Every other namespace comes with the language at start.
 * 'sms' (the texts of the SMS the server sends), 'errors' (the messages of the API's error codes,
 * which the server sends already translated), 'storefront' (the public shop's pages, which the
 * server renders) and 'export' (the headers of an export's CSV files) are not even in the web's build (i18n.ts leaves them out of its list of locale
 * files).
 * 'settings' is fetched by the settings page itself (SettingsPage.tsx); 'reports' with the home
 * page (features/home/pages.ts); 'shop' with the shop and dashboard layouts (routes.tsx); 'access' with
 * the App Access pages (features/access/pages.ts); 'billing' with the subscription, limit chart and
 * payment pages (features/billing/pages.ts); 'online' with the online shop's settings, delivery,
 * policy, SEO and orders pages (features/online-shop/pages.ts); 'campaigns' with the SMS marketing,
 * sent-SMS and SMS packs pages (features/sms/pages.ts — the pages' words, apart from 'sms'); 'data'
 * with the audit log and the export pages (features/data/pages.ts); 'tutorial' with the app training
 * pages and the home page (features/tutorial/pages.ts, features/home/pages.ts); 'money' with the money
 * pages and the home page (features/money/pages.ts, features/home/pages.ts);
 * 'validation' (the forms' messages, 14.7 kB of Bangla) with the shop and dashboard layouts, where
 * every form but the sign-in steps lives — the sign-in steps check their own fields with their own
 * words and fetch it only when the server turns a field down (features/auth/components/use-step-form.ts);
 * 'nav' (the signed-in app's frame: the menu, the pages' titles, the layouts, the
 * not-found and support pages, the date and time fields) with the page table (app/routes.tsx),
 * which every page past sign-in comes with — the sign-in steps' titles are in 'auth';
 * 'signup' (the sign-up and forgot-PIN steps: the code, intent, name and new-PIN screens) with
 * those steps' pages (app/routes.tsx) — the phone and PIN steps of signing in need only 'auth'.
 */
export const LAZY_NAMESPACES: readonly string[] = [
  'stock',
  'products',
  'expenses',
  'dues',
  'sell',
  'books',
  'sms',
  'errors',
  'settings',
  'reports',
  'shop',
  'access',
  'billing',
  'online',
  'campaigns',
  'data',
  'tutorial',
  'money',
  'storefront',
  'export',
  'validation',
  'nav',
  'signup',
];
