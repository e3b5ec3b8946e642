/**
 * Namespaces that only signed-in pages use. They are not downloaded with the app (the sign-in page
 * stays light): each lives in a chunk of its own (`locale-<lang>-<ns>`, see vite.config.ts) and is
 * fetched by the pages that need it (`loadNamespaces` in i18n.ts); once fetched, it follows
 * language switches. Every other namespace comes with the language at start.
 */
export const LAZY_NAMESPACES: readonly string[] = ['stock', 'products', 'expenses', 'dues'];
