import { createContext, useContext, useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './route-handle';

/**
 * The nav key of the deepest route matching `pathname` that names its page; `nested` when the
 * address is drawn by a nested table (RouteHandle.nested), which names the page itself.
 */
export function titleKeyOf(routes: RouteObject[], pathname: string): { titleKey?: string; nested: boolean } {
  const matches = matchRoutes(routes, pathname) ?? [];
  if ((matches.at(-1)?.route.handle as RouteHandle | undefined)?.nested) return { nested: true };
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.titleKey) return { titleKey: handle.titleKey, nested: false };
  }
  return { nested: false };
}

/** The current page's title key, given by AppRoutes. */
export const PageTitleKeyContext = createContext<string | undefined>(undefined);

/** The key of the current page's title (RouteHandle.titleKey). */
export function usePageTitleKey(): string | undefined {
  return useContext(PageTitleKeyContext);
}

/** The full key of a route's title: `nav` unless it names its namespace (RouteHandle.titleKey). */
export function titleText(key: string): string {
  return key.includes(':') ? key : `nav:${key}`;
}

/** Keeps the browser tab's title in step with the page and the language (unless `nested` names it). */
export function useDocumentTitle(key: string | undefined, nested = false): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (nested) return;
    const app = t('appName');
    document.title = key ? `${t(titleText(key))} · ${app}` : app;
  }, [key, nested, t, i18n.language]);
}
