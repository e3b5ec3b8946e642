/** The same production runtime under the name a development build of the pages asks for (the tests). */
import { Fragment, jsx } from './jsx-runtime.ts';

export { Fragment };
export const jsxDEV = (type: unknown, props: unknown, key?: unknown): unknown => jsx(type, props, key);
export type { JSX } from 'react/jsx-dev-runtime';
