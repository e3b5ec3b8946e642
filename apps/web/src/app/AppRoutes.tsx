import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageTitleKeyContext, titleKeyOf, useDocumentTitle } from './use-page-title';

/** The route table drawn at the current address, with the page's title (tab and context). Also drawn by a nested table under a catch-all. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const { titleKey, nested } = useMemo(() => titleKeyOf(routes, pathname), [routes, pathname]);
  useDocumentTitle(titleKey, nested);
  const element = useRoutes(routes);
  // A nested table (page-routes.tsx) draws its own AppRoutes: the title and its context are its.
  return nested ? element : <PageTitleKeyContext.Provider value={titleKey}>{element}</PageTitleKeyContext.Provider>;
}
