import { createContext, useContext, useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './routes';

/** The nav key of the deepest route matching `pathname` that names its page. */
export function titleKeyOf(routes: RouteObject[], pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}

/** The current page's title key, given by AppRoutes. */
export const PageTitleKeyContext = createContext<string | undefined>(undefined);

/** The nav key of the current page's title (`nav:<key>`). */
export function usePageTitleKey(): string | undefined {
  return useContext(PageTitleKeyContext);
}

/** Keeps the browser tab's title in step with the page and the language. */
export function useDocumentTitle(key: string | undefined): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const app = t('appName');
    document.title = key ? `${t(`nav:${key}`)} · ${app}` : app;
  }, [key, t, i18n.language]);
}
