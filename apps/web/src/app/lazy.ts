import type { ComponentType } from 'react';

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

/** A lazy route: `{ lazy: page(() => import('./SomePage')) }`. */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const mod = await loadWithReload(load);
    return { Component: mod.default };
  };
}
