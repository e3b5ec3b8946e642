import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '@/app/providers';
import { QueryProvider } from '@/app/QueryProvider';

/** Renders routes in a memory router with the app's providers; answers the router too. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <Providers>
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </Providers>,
  );
  return { router, ...view };
}

/** One element at a path, with the providers. */
export function renderAt(element: ReactNode, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
