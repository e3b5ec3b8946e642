import { useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageTitleKeyContext, titleKeyOf, useDocumentTitle } from './use-page-title';

/** The route table drawn at the current address, with the page's title (tab and context). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const titleKey = useMemo(() => titleKeyOf(routes, pathname), [routes, pathname]);
  useDocumentTitle(titleKey);
  const element = useRoutes(routes);
  return <PageTitleKeyContext.Provider value={titleKey}>{element}</PageTitleKeyContext.Provider>;
}
