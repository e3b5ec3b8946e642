/**
 * The sign-in page drawn at build time (vite.config.ts, `prerenderSignIn`; decision 0019, "The
 * sign-in step in the page the server sends"). The very tree main.tsx hydrates at /auth — `App`, with
 * the same routes, providers and texts — rendered once in each language by React's
 * static renderer, which waits for the lazy layout and page. Runs in Node under Vite's module
 * loader, never in the browser.
 */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { prerender } from 'react-dom/static';
import { LANGUAGES, type Language } from '@dokani/i18n';
import { i18nReady, setLanguage } from '@/shared/lib/i18n';
import { App } from './App';

/** The address drawn: the sign-in page's first step. */
export const PRERENDERED_PATH = '/auth';

function AtSignIn({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={[PRERENDERED_PATH]}>{children}</MemoryRouter>;
}

/** The markup of the sign-in page in each language, as React draws it into its container. */
export async function renderSignIn(): Promise<Record<Language, string>> {
  await i18nReady;
  const out = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    await setLanguage(lang);
    const { prelude } = await prerender(<App router={AtSignIn} />);
    out[lang] = await new Response(prelude).text();
  }
  return out;
}
