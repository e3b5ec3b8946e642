/**
 * React's production JSX runtime for the storefront's pages, whatever NODE_ENV says (see
 * ../render.ts). The pages name this folder as their JSX import source.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

interface Runtime {
  jsx: (type: unknown, props: unknown, key?: unknown) => unknown;
  jsxs: (type: unknown, props: unknown, key?: unknown) => unknown;
  Fragment: unknown;
}

const require = createRequire(import.meta.url);
const runtime = require(join(dirname(require.resolve('react/package.json')), 'cjs', 'react-jsx-runtime.production.js')) as Runtime;

export const { jsx, jsxs, Fragment } = runtime;
export type { JSX } from 'react/jsx-runtime';
