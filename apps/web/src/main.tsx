import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './index.css';
import { i18nReady } from '@/shared/lib/i18n';
import { initMonitoring, MONITORING_BUILT } from '@/shared/lib/reporting';
import { loadWithReload } from '@/app/lazy';
import { Providers } from '@/app/providers';
import { AppRoutes } from '@/app/AppRoutes';
import { preloadRoute } from '@/app/preload';
import { routes } from '@/app/routes';

if (MONITORING_BUILT) initMonitoring();

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  // A transition: React draws the first page in slices, yielding to the browser between them,
  // instead of one long task that blocks input while a cheap phone works through it.
  startTransition(() => {
    app.render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
}

// The installable app's service worker (vite.config.ts): the app opens without a network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

// The first page's code starts downloading now, beside the texts (not after them); the first draw
// waits for the texts and, past sign-in, the page table (routes.tsx, PageTable).
const tables = preloadRoute(routes, window.location.pathname);
// A failed download (e.g. right after a deploy) reloads the page once, like a page.
loadWithReload(() => Promise.all([i18nReady, tables])).then(render, render);
