import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './index.css';
import { currentLanguage, i18nReady } from '@/shared/lib/i18n';
import { initMonitoring, MONITORING_BUILT } from '@/shared/lib/reporting';
import { loadWithReload } from '@/app/lazy';
import { App } from '@/app/App';
import { preloadRoute } from '@/app/preload';
import { PRERENDERED_ATTR, takePrerendered } from '@/app/prerendered';
import { routes } from '@/app/routes';

if (MONITORING_BUILT) initMonitoring();

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  const app = <App router={BrowserRouter} />;
  // /auth arrives drawn (dist/auth.html): the app takes that drawing over where it stands, and
  // makes it usable once its page has been taken over (app/prerendered.ts).
  const drawn = takePrerendered(root, currentLanguage());
  if (drawn) {
    hydrateRoot(drawn, app);
    return;
  }
  // A transition: React draws the first page in slices, yielding to the browser between them,
  // instead of one long task that blocks input while a cheap phone works through it.
  startTransition(() => createRoot(root).render(app));
}

// The installable app's service worker (vite.config.ts): the app opens without a network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

// The first page's code starts downloading now, beside the texts (not after them); the first draw
// waits for the texts and, past sign-in, the page table (routes.tsx, PageTable).
const pages: Array<Promise<unknown>> = [];
const tables = preloadRoute(routes, window.location.pathname, pages);
// A page that arrived drawn is taken over with all its code in, so it is taken over whole.
const drawnPage = document.querySelector(`[${PRERENDERED_ATTR}]`) !== null;
// A failed download (e.g. right after a deploy) reloads the page once, like a page.
loadWithReload(() => Promise.all([i18nReady, tables]).then(() => (drawnPage ? Promise.all(pages) : undefined))).then(render, render);
