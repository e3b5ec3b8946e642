import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { i18nReady } from '@/shared/lib/i18n';
import { initMonitoring, MONITORING_BUILT } from '@/shared/lib/reporting';
import { loadWithReload } from '@/app/lazy';
import { Providers } from '@/app/providers';
import { router } from '@/app/router';

if (MONITORING_BUILT) initMonitoring();

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// The installable app's service worker (vite.config.ts): the app opens without a network.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

// The router has already started loading the first page's code; the texts load alongside.
// A failed download of the texts (e.g. right after a deploy) reloads the page once, like a page.
loadWithReload(() => i18nReady).then(render, render);
