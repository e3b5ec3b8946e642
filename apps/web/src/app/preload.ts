import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { gateOpen, RequireSession } from './gates';
import { lazyPageOf } from './lazy';

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
 * turn this visitor away: their page's code is not fetched.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const element = route.element;
    if (isValidElement<{ gate?: unknown }>(element) && element.type === RequireSession) {
      const gate = element.props.gate;
      if ((gate === 'session' || gate === 'session+shop') && !gateOpen(gate)) return;
    }
    for (const lazyPage of lazyPagesIn(element)) void lazyPage.preload().catch(() => undefined);
  }
}
