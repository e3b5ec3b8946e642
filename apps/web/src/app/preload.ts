import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { gateOpen, RequireSession } from './gates';
import { lazyPageOf } from './lazy';
import type { RouteHandle } from './route-handle';

/** The lazy pages an element draws: itself, or the child of a wrapper (an error boundary). */
function lazyPagesIn(element: ReactNode): Array<{ preload: () => Promise<unknown> }> {
  const own = lazyPageOf(element);
  if (own) return [own];
  if (!isValidElement<{ children?: ReactNode }>(element)) return [];
  return lazyPagesIn(element.props.children);
}

/**
 * Starts fetching the code of the page at `pathname` (its layouts and the page) before the app
 * first draws, so it downloads beside the texts instead of after them. Stops at a gate that will
 * turn this visitor away: their page's code is not fetched. A page of the nested table
 * (page-routes.tsx) waits for the table's own code; the answer settles when the tables on the way
 * are in (the pages' code may still be arriving: `started` collects those downloads).
 */
export function preloadRoute(routes: RouteObject[], pathname: string, started: Array<Promise<unknown>> = []): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const element = route.element;
    if (isValidElement<{ gate?: unknown }>(element) && element.type === RequireSession) {
      const gate = element.props.gate;
      if ((gate === 'session' || gate === 'session+shop') && !gateOpen(gate)) return Promise.resolve();
    }
    for (const lazyPage of lazyPagesIn(element)) started.push(lazyPage.preload().catch(() => undefined));
    // A nested table (page-routes.tsx): once its code is in, on into the page it draws here.
    const nested = (route.handle as RouteHandle | undefined)?.nested;
    if (nested) return nested().then((table) => preloadRoute(table, pathname, started));
  }
  return Promise.resolve();
}
