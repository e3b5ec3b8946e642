/**
 * The sign-in page drawn at build time (dist/auth.html, vite.config.ts `prerenderSignIn`): #root
 * holds one drawing a language (`data-prerendered="bn"`, `"en"`; index.html shows the stored
 * language's), each `inert` — seen at once, but nothing can be typed into it before the app runs.
 *
 * The app takes the stored language's drawing over where it stands (React's hydration: the same
 * elements, so nothing is drawn twice and the largest paint stays the first one) when the visitor's
 * stored state is what the build drew: no session (the app would send them on) and no number
 * remembered from an unfinished sign-in (the field would differ). Otherwise the drawings go and
 * the app draws as on any other page.
 */
import { useEffect } from 'react';
import { hasLiveSession, useAuthStore } from '@/shared/stores/auth';
import type { Language } from '@dokani/i18n';

export const PRERENDERED_ATTR = 'data-prerendered';

/** The drawing to hydrate, or null (every drawing is removed then, and #root is the app's). */
export function takePrerendered(root: HTMLElement, lang: Language): HTMLElement | null {
  const drawings = Array.from(root.querySelectorAll<HTMLElement>(`:scope > [${PRERENDERED_ATTR}]`));
  if (drawings.length === 0) return null;
  const state = useAuthStore.getState();
  const matches = !hasLiveSession(state) && !state.currentNumber;
  const mine = matches ? drawings.find((d) => d.getAttribute(PRERENDERED_ATTR) === lang) : undefined;
  for (const d of drawings) if (d !== mine) d.remove();
  if (!mine) return null;
  // From here on it is the app's container: no longer shown or hidden by language.
  mine.removeAttribute('class');
  return mine;
}

/**
 * Once React has taken the drawing over: it can be used, and its `autoFocus` field (which the
 * browser could not focus while the drawing was inert, and React does not focus when hydrating)
 * takes the focus unless the visitor has put it somewhere already.
 */
export function releasePrerendered(container: HTMLElement): void {
  container.removeAttribute('inert');
  container.removeAttribute(PRERENDERED_ATTR);
  if (document.activeElement === document.body) container.querySelector<HTMLElement>('[autofocus]')?.focus();
}

/**
 * Releases the drawing once the component calling it has been committed. React takes a drawing
 * over in passes — the root, then each Suspense boundary in a pass of its own — so the root's
 * commit is too early (the field would take typing React has not seen). Called by the layouts'
 * page (PageOutlet: the innermost boundary, so the page is taken over whole) and by the error
 * screen (a page that failed is drawn afresh, and must be usable).
 */
export function usePrerenderedRelease(): void {
  useEffect(() => {
    const container = document.querySelector<HTMLElement>(`[${PRERENDERED_ATTR}]`);
    if (container) releasePrerendered(container);
  }, []);
}
