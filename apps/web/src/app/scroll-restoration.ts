import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'dokani-scroll';

/** Where each history entry was scrolled to, by the entry's key (kept over a reload of the tab). */
const positions = new Map<string, number>(readStored());

function readStored(): Array<[string, number]> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number')
      : [];
  } catch {
    return [];
  }
}

function store(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // a full or refused storage only loses the restored position
  }
}

/**
 * Scroll like a multi-page site: a new page opens at the top (or at its #anchor), going back or
 * forward returns to where that page was left. The position is recorded as the page scrolls, so it
 * is the one the person saw, not the next page's.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', store);
    return () => window.removeEventListener('pagehide', store);
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (action === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    const record = () => void positions.set(key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [key, hash, action]);
}
