import { createElement, isValidElement, lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A route module that fails to load (typically after a deploy replaced the old chunks) reloads
 * the page once. The sessionStorage flag stops a reload loop: if the chunk fails again right
 * after the reload, the error reaches the route's error screen instead.
 */
export const CHUNK_RELOAD_KEY = 'dokani-chunk-reload';

function readFlag(): string | null {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return 'unavailable';
  }
}

export async function loadWithReload<T>(load: () => Promise<T>, reload: () => void = () => window.location.reload()): Promise<T> {
  try {
    const mod = await load();
    try {
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    } catch {
      // ignore
    }
    return mod;
  } catch (err) {
    if (readFlag() === null) {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      reload();
      return new Promise<T>(() => undefined); // the page is going away
    }
    throw err;
  }
}

/** A page component fetched when first drawn; `preload` starts the fetch earlier (same promise). */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A lazy page: `element: page(() => import('./SomePage'))`. Its code is fetched when it is first
 * drawn, through a `React.lazy` whose module load reloads once on a failed chunk (above), and can
 * be started before (`preload`, used for the first page while the texts load). Once the code is in,
 * the page draws at once: React.lazy would still suspend on its first draw, and a page the browser
 * received drawn (dist/auth.html, app/prerendered.ts) is taken over in one pass only if nothing in
 * it suspends.
 */
export function page(load: () => Promise<{ default: ComponentType }>): ReactElement {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const start = () =>
    (loading ??= loadWithReload(load).then((mod) => {
      loaded = mod.default;
      return mod;
    }));
  const Lazy = lazy(start);
  // A page drawn through Lazy never meets the loaded component in its place later (which React
  // would take for another page): Lazy draws only once its load has settled, and `loaded` is set
  // by the first callback on that load, before React's own.
  const Page = Object.assign(() => createElement(loaded ?? Lazy), { preload: start }) satisfies LazyPage;
  return createElement(Page);
}

/** The lazy page of an element, if it is one (its `preload`). */
export function lazyPageOf(element: unknown): LazyPage | undefined {
  if (!isValidElement(element)) return undefined;
  const type = element.type as Partial<LazyPage>;
  return typeof type.preload === 'function' ? (type as LazyPage) : undefined;
}

/** A feature's page list (features/<name>/pages.ts): each page's module, fetched with its texts. */
type PageList = Record<string, () => Promise<{ default: ComponentType }>>;

/**
 * The one way the app's routes draw a feature's pages: `const trade = pagesOf(() =>
 * import('@/features/trade/pages'))`, then `element: trade('sell')`. The list itself is fetched
 * with the first of its pages, so the table that names a page carries one import a feature, not
 * every page's list of chunks to preload (decision 0019).
 */
export function pagesOf<P extends PageList>(load: () => Promise<{ PAGES: P }>): (key: keyof P) => ReactElement {
  return (key) => page(() => load().then((m) => m.PAGES[key]!()));
}
