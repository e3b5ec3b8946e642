/**
 * React's server renderer for the storefront's pages, always its production build, with the
 * production JSX runtime of ./jsx (the pages' JSX import source). `react-dom/server` and
 * `react/jsx-runtime` pick their development builds unless NODE_ENV is 'production', and
 * `npm start` runs without it (a newcomer keeps the sandbox payments, README "Configuration");
 * their checks cost 3–6 ms a page here (measured with app.inject on PGlite: a policy page 6 → 3 ms,
 * the home page of 24 products 18 → 12 ms). The packages' exports do not name these files, so they
 * are required by their paths in the installed packages.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { renderToStaticMarkup as RenderFn } from 'react-dom/server';

const require = createRequire(import.meta.url);
const file = join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-server-legacy.node.production.js');

export const renderToStaticMarkup = (require(file) as { renderToStaticMarkup: typeof RenderFn }).renderToStaticMarkup;
