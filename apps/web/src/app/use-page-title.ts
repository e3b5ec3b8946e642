import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './routes';

/** The nav key of the deepest matched route that names its page. */
export function usePageTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}

/** Keeps the browser tab's title in step with the page and the language. */
export function useDocumentTitle(): void {
  const key = usePageTitleKey();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const app = t('appName');
    document.title = key ? `${t(`nav:${key}`)} · ${app}` : app;
  }, [key, t, i18n.language]);
}
