import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TUTORIAL_GUIDES } from '@dokani/contracts/tutorial';
import type { TutorialProgress } from '@dokani/contracts/tutorial';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { makeShop, signInStore, signedInEachTest } from '@/test/fixtures';
import { SHOP, stockApi } from '@/test/api';

// The first render of a lazy route (code and the 'tutorial' texts) is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const NOW = Date.parse('2026-12-04T06:00:00Z');
const progress = (done: Record<string, string> = {}): TutorialProgress => ({
  guides: TUTORIAL_GUIDES.map((g) => ({ key: g.key, doneAt: done[g.key] ?? null })),
});

signedInEachTest(SHOP, NOW);

describe('/tutorial', () => {
  it('lists the guides in order with their pictures and what is learned; a guide shows its steps and opens its screen, marking it learned', async () => {
    let answer = progress({ products: '2026-12-01T04:00:00.000Z' });
    const api = stockApi({
      'GET /me/tutorial': () => ({ status: 200, body: answer }),
      'PUT /me/tutorial/first-sale': () => {
        answer = progress({ products: '2026-12-01T04:00:00.000Z', 'first-sale': '2026-12-04T06:00:00.000Z' });
        return { status: 200, body: answer };
      },
    });
    const { router } = renderRoutes(routes, '/tutorial');
    await screen.findByTestId('tutorial-guide-products');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('অ্যাপ ট্রেনিং');
    expect(screen.getByTestId('tutorial-progress').textContent).toContain('৮টির মধ্যে ১টি শেখা হয়েছে');
    const cards = screen.getAllByTestId(/^tutorial-guide-/);
    expect(cards.map((c) => c.getAttribute('data-testid'))).toEqual(TUTORIAL_GUIDES.map((g) => `tutorial-guide-${g.key}`));
    expect(cards[0]?.getAttribute('data-done')).toBe('true');
    expect(within(cards[0] as HTMLElement).getByText('শেখা হয়েছে')).toBeTruthy();
    expect(cards[1]?.querySelector('img')?.getAttribute('src')).toBe('/tutorial/first-sale-bn.webp');

    fireEvent.click(cards[1] as HTMLElement);
    await screen.findByTestId('tutorial-guide-page');
    expect(router.state.location.pathname).toBe('/tutorial/first-sale');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('প্রথম বিক্রি');
    expect(screen.getByTestId('tutorial-picture').getAttribute('alt')).toBe('প্রথম বিক্রি — আসল স্ক্রিনের ছবি');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    const open = screen.getByTestId('tutorial-open');
    expect(open.textContent).toContain('বিক্রি খুলুন');
    fireEvent.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/me/tutorial/first-sale')).toBe(true));
  });

  it("a cashier is not taught what their role cannot do; a guide's screen they cannot open says so", async () => {
    signInStore(makeShop({ role: 'ক্যাশিয়ার', features: ['sell', 'contacts', 'dues'] }));
    stockApi({ 'GET /me/tutorial': () => ({ status: 200, body: progress() }) });
    const { router } = renderRoutes(routes, '/tutorial');
    await screen.findByTestId('tutorial-guide-first-sale');
    expect(screen.getAllByTestId(/^tutorial-guide-/).map((c) => c.getAttribute('data-testid'))).toEqual([
      'tutorial-guide-first-sale',
      'tutorial-guide-due-book',
    ]);
    await router.navigate('/tutorial/staff');
    await screen.findByTestId('tutorial-no-access');
    expect(screen.queryByTestId('tutorial-open')).toBeNull();
  });

  it('in English too; an unknown guide says so', async () => {
    const { setLanguage } = await import('@/shared/lib/i18n');
    await setLanguage('en');
    stockApi({ 'GET /me/tutorial': () => ({ status: 200, body: progress() }) });
    const { router } = renderRoutes(routes, '/tutorial/sms');
    await screen.findByTestId('tutorial-guide-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sending SMS');
    expect(screen.getByTestId('tutorial-open').textContent).toContain('Open SMS Marketing');
    expect(screen.getByTestId('tutorial-picture').getAttribute('src')).toBe('/tutorial/sms-en.webp');
    await router.navigate('/tutorial/nothing');
    await screen.findByTestId('tutorial-not-found');
  });
});

describe("home's next guide", () => {
  it('a new shop is offered the next guide it has not learned; an older shop, or one with every guide learned, is not', async () => {
    signInStore(makeShop({ createdAt: '2026-11-20T04:00:00.000Z' }));
    let answer = progress({ products: '2026-11-21T04:00:00.000Z' });
    stockApi({ 'GET /me/tutorial': () => ({ status: 200, body: answer }) });
    const first = renderRoutes(routes, '/home');
    const card = await screen.findByTestId('home-next-guide');
    expect(card.getAttribute('data-guide')).toBe('first-sale');
    expect(card.textContent).toContain('শিখে নিন: প্রথম বিক্রি');
    fireEvent.click(screen.getByTestId('home-next-guide-open'));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/tutorial/first-sale'));
    first.unmount();

    answer = progress(Object.fromEntries(TUTORIAL_GUIDES.map((g) => [g.key, '2026-11-22T04:00:00.000Z'])));
    const { queryClient } = await import('@/shared/lib/query');
    queryClient.clear();
    const second = renderRoutes(routes, '/home');
    await screen.findByTestId('home-page');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('home-next-guide')).toBeNull();
    second.unmount();

    signInStore(makeShop({ createdAt: '2026-09-01T04:00:00.000Z' }));
    answer = progress();
    queryClient.clear();
    renderRoutes(routes, '/home');
    await screen.findByTestId('home-page');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('home-next-guide')).toBeNull();
  });
});
