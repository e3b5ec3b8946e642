import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { i18n, setLanguage } from '@/shared/lib/i18n';
import { renderRoutes } from '@/test/render';
import { fakeApi, makeShop, signInStore, signOutStore } from '@/test/fixtures';
import { useAuthStore } from '@/shared/stores/auth';
import { routes } from './routes';

afterEach(async () => {
  vi.unstubAllGlobals();
  signOutStore();
  await setLanguage('bn');
});

const shopsApi = () => fakeApi({ 'GET /shops': () => ({ status: 200, body: { items: [makeShop()] } }) });

describe('route gates (spec §2, §6)', () => {
  it('signed out: a dashboard page sends to /auth', async () => {
    signOutStore();
    const { router } = renderRoutes(routes, '/home');
    expect(await screen.findByTestId('phone-input')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('signed out: /online-shop and /shop send to /auth too', async () => {
    signOutStore();
    const { router } = renderRoutes(routes, '/online-shop/orders');
    await screen.findByTestId('phone-input');
    expect(router.state.location.pathname).toBe('/auth');
    await act(() => router.navigate('/shop'));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('the redirect replaces the history entry', async () => {
    signOutStore();
    const { router } = renderRoutes(routes, '/auth');
    await screen.findByTestId('phone-input');
    await act(() => router.navigate('/sell'));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('session without a shop: the dashboard sends to /auth, which sends on to /shop', async () => {
    shopsApi();
    signInStore(null);
    const { router } = renderRoutes(routes, '/home');
    expect(await screen.findByTestId('shop-list-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('the tab names the page, of the sign-in table and of the page table alike', async () => {
    shopsApi();
    signOutStore();
    const { router } = renderRoutes(routes, '/auth');
    await screen.findByTestId('phone-input');
    await waitFor(() => expect(document.title).toBe(`${i18n.t('auth:title.signIn')} · দোকানি`));
    signInStore();
    await act(() => router.navigate('/home'));
    await screen.findByTestId('home-page');
    // the nested table's title, not the catch-all's bare name drawn after it
    await waitFor(() => expect(document.title).toBe(`${i18n.t('nav:home')} · দোকানি`));
    await act(() => router.navigate('/sell'));
    await waitFor(() => expect(document.title).toBe(`${i18n.t('nav:sell')} · দোকানি`));
    // a new language redraws both tables' titles at once: the page's must stand
    await act(() => setLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Sell · Dokani'));
  });

  it('session and shop: /auth sends to /home; the dashboard opens', async () => {
    shopsApi();
    signInStore();
    const { router } = renderRoutes(routes, '/auth');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByTestId('shop-switcher').textContent).toContain('মায়ের দোয়া স্টোর');
  });

  it('an expired session is cleared and sent to /auth', async () => {
    signInStore();
    useAuthStore.setState({ sessionExpiresAt: Date.now() - 1 });
    const { router } = renderRoutes(routes, '/home');
    await screen.findByTestId('phone-input');
    expect(router.state.location.pathname).toBe('/auth');
    expect(useAuthStore.getState().token).toBeNull();
    expect(useAuthStore.getState().currentShopId).toBeNull();
  });

  it('logging out anywhere in the dashboard leaves for /auth at once', async () => {
    shopsApi();
    signInStore();
    const { router } = renderRoutes(routes, '/home');
    await screen.findByTestId('home-page');
    act(() => useAuthStore.getState().logout());
    await screen.findByTestId('phone-input');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sign-in steps need the earlier steps: /auth/otp and /auth/pin without a number go to /auth', async () => {
    signOutStore();
    const { router } = renderRoutes(routes, '/auth/otp');
    await screen.findByTestId('phone-input');
    expect(router.state.location.pathname).toBe('/auth');
    await act(() => router.navigate('/auth/pin'));
    expect(router.state.location.pathname).toBe('/auth');
    await act(() => router.navigate('/auth/forgot-pin/set-pin'));
    expect(router.state.location.pathname).toBe('/auth/forgot-pin');
  });

  it('/crash-test shows the error screen; unknown paths show the not-found page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, '/crash-test');
    expect(await screen.findByTestId('error-screen')).toBeTruthy();
    await act(() => router.navigate('/what/is/this'));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
