import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { Providers } from '@/app/providers';
import { QueryProvider } from '@/shared/lib/query-provider';
import { AppRoutes } from '@/app/AppRoutes';

/** What a test reads of the router and how it moves it: the address now, and navigate. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: string | number, options?: { replace?: boolean }) => Promise<void>;
}

/** Keeps the test's router handle in step with the router (drawn beside the routes). */
function RouterProbe({ handle }: { handle: { current?: { location: Location; action: NavigationType; navigate: NavigateFunction } } }) {
  handle.current = { location: useLocation(), action: useNavigationType(), navigate: useNavigate() };
  return null;
}

/** Renders routes in a memory router with the app's providers; answers the router too. */
export function renderRoutes(routes: RouteObject[], initialPath: string | string[], initialIndex?: number) {
  const handle: { current?: { location: Location; action: NavigationType; navigate: NavigateFunction } } = {};
  const view = render(
    <Providers>
      <QueryProvider>
        <MemoryRouter initialEntries={Array.isArray(initialPath) ? initialPath : [initialPath]} initialIndex={initialIndex}>
          <RouterProbe handle={handle} />
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </QueryProvider>
    </Providers>,
  );
  const current = () => {
    if (!handle.current) throw new Error('the router has not drawn');
    return handle.current;
  };
  const router: TestRouter = {
    get state() {
      const { location, action } = current();
      return { location, historyAction: action };
    },
    navigate: async (to, options) => {
      const { navigate } = current();
      await (typeof to === 'number' ? navigate(to) : navigate(to, options));
    },
  };
  return { router, ...view };
}

/** One element at a path, with the providers. */
export function renderAt(element: ReactNode, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
