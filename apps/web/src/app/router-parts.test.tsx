import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router';
import { renderRoutes } from '@/test/render';
import { signInStore, signOutStore } from '@/test/fixtures';
import { RequireSession } from './gates';
import { page } from './lazy';
import { preloadRoute } from './preload';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useScrollRestoration } from './scroll-restoration';

afterEach(() => {
  vi.restoreAllMocks();
  signOutStore();
});

describe('preloading the first page', () => {
  function table() {
    const load = { open: vi.fn(), layout: vi.fn(), home: vi.fn() };
    const fakePage = (fn: () => void) => page(async () => (fn(), { default: () => null }));
    const routes: RouteObject[] = [
      { path: 'open', element: <RouteErrorBoundary>{fakePage(load.open)}</RouteErrorBoundary> },
      {
        element: <RequireSession gate="session+shop" />,
        children: [{ element: fakePage(load.layout), children: [{ path: 'home', element: fakePage(load.home) }] }],
      },
    ];
    return { routes, load };
  }

  it('starts fetching the matched layout and page (also inside an error boundary)', async () => {
    signInStore();
    const { routes, load } = table();
    void preloadRoute(routes, '/home');
    void preloadRoute(routes, '/open');
    await vi.waitFor(() => expect(load.home).toHaveBeenCalledTimes(1));
    expect(load.layout).toHaveBeenCalledTimes(1);
    expect(load.open).toHaveBeenCalledTimes(1);
    // a second preload (or the draw) reuses the same fetch
    void preloadRoute(routes, '/home');
    await Promise.resolve();
    expect(load.home).toHaveBeenCalledTimes(1);
  });

  it('goes on into a nested table (page-routes.tsx) once its code is in, behind its gates', async () => {
    signInStore();
    const { routes: inner, load } = table();
    const outer: RouteObject[] = [{ path: '*', handle: { nested: async () => inner }, element: <Outlet /> }];
    void preloadRoute(outer, '/home');
    await vi.waitFor(() => expect(load.home).toHaveBeenCalledTimes(1));
    expect(load.layout).toHaveBeenCalledTimes(1);
    signOutStore();
    const again = table();
    void preloadRoute([{ path: '*', handle: { nested: async () => again.routes }, element: <Outlet /> }], '/home');
    await new Promise((r) => setTimeout(r, 10));
    expect(again.load.home).not.toHaveBeenCalled();
  });

  it('fetches nothing behind a gate that turns the visitor away', async () => {
    signOutStore();
    const { routes, load } = table();
    void preloadRoute(routes, '/home');
    await new Promise((r) => setTimeout(r, 10));
    expect(load.layout).not.toHaveBeenCalled();
    expect(load.home).not.toHaveBeenCalled();
  });
});

describe('the error boundary of a group', () => {
  function Boom(): never {
    throw new Error('the shelf fell');
  }

  it('shows the error screen in place of the page, and clears it on going to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoutes(
      [
        {
          element: (
            <RouteErrorBoundary embedded>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { path: '/broken', element: <Boom /> },
            { path: '/fine', element: <p>a working page</p> },
          ],
        },
      ],
      '/broken',
    );
    expect((await screen.findByTestId('error-summary')).textContent).toBe('the shelf fell');
    expect(screen.getByTestId('error-screen').tagName).toBe('SECTION');
    await act(() => router.navigate('/fine'));
    expect(screen.getByText('a working page')).toBeTruthy();
    expect(screen.queryByTestId('error-screen')).toBeNull();
  });
});

describe('scroll restoration', () => {
  function Page({ name, to }: { name: string; to: string }) {
    useScrollRestoration();
    return <Link to={to}>{name}</Link>;
  }

  it('a new page opens at the top; going back returns to where the page was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((() => undefined) as typeof window.scrollTo);
    const { router } = renderRoutes(
      [
        { path: '/list', element: <Page name="to the item" to="/item" /> },
        { path: '/item', element: <Page name="to the list" to="/list" /> },
      ],
      '/list',
    );
    // the list is scrolled down, then a link opens the item
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    fireEvent.scroll(window);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    scrollTo.mockClear();
    fireEvent.click(screen.getByText('to the item'));
    expect(router.state.location.pathname).toBe('/item');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // back: the list at 640 again
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/list');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    // forward to the item, which was never scrolled: its top, not where the list was
    await act(() => router.navigate(1));
    expect(router.state.location.pathname).toBe('/item');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
