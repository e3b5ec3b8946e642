import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@/shared/lib/i18n';
import { renderRoutes } from '@/test/render';
import { fakeApi, makeShop, signInStore, signOutStore } from '@/test/fixtures';
import { routes } from './routes';

// A file of its own: the page table and the texts are fetched once per test file, and this test
// must see the first fetch.
describe("the pages' titles (nav) come with the page table, not with the sign-in page", () => {
  it('the sign-in page names itself without them; the first page past sign-in fetches them', async () => {
    fakeApi({ 'GET /shops': () => ({ status: 200, body: { items: [makeShop()] } }) });
    signOutStore();
    const { router } = renderRoutes(routes, '/auth');
    await screen.findByTestId('phone-input');
    await waitFor(() => expect(document.title).toBe('লগইন · দোকানি'));
    expect(i18n.hasResourceBundle('bn', 'nav')).toBe(false);
    signInStore();
    await act(() => router.navigate('/home'));
    await screen.findByTestId('home-page');
    expect(i18n.hasResourceBundle('bn', 'nav')).toBe(true);
    await waitFor(() => expect(document.title).toBe('হোম · দোকানি'));
    signOutStore();
  });
});
