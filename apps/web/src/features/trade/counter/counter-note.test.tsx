import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { setLanguage } from '@/shared/lib/i18n';
import { queryClient } from '@/shared/lib/query';
import { renderRoutes } from '@/test/render';
import { signInStore, signOutStore } from '@/test/fixtures';
import { pasteText } from '@/test/paste';
import type { SaleRequest } from '../api';
import { cartProduct, emptyCart, NO_DISCOUNT } from './cart';
import { cartKey, useCounterStore } from './cart-store';
import { BASE, RICE, SHOP, counterApi, makeSale } from './test-api';

// The first render of a lazy route (code and the 'sell' texts) is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const LONG_NOTE = 'করিম ভাইয়ের দোকানে পাঠাতে হবে, বিকেলে। '.repeat(130); // 5,200 characters
const posts = (api: ReturnType<typeof counterApi>) => api.calls.filter((c) => c.method === 'POST' && c.path === `${BASE}/sales`);

beforeEach(() => {
  signInStore(SHOP);
  useCounterStore.setState({ carts: {} });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width:\s*1024px/.test(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutStore();
  await setLanguage('bn');
});

describe('the counter’s note', () => {
  it('a pasted note over 500 characters says the limit at once and the sale is not sent; shortened, it is', async () => {
    const api = counterApi({
      [`POST ${BASE}/sales`]: ({ body }) => ({ status: 201, body: makeSale({ id: (body as SaleRequest).id }) }),
    });
    const line = { product: cartProduct(RICE), quantity: '1', price: null, discount: NO_DISCOUNT, vat: '' };
    useCounterStore.setState({ carts: { [cartKey('sale', SHOP.id)]: { ...emptyCart('01JD3ZK7Q8V6Y2N4W5X9CART01'), lines: [line] } } });
    renderRoutes(routes, '/sell');
    fireEvent.click(await screen.findByTestId('counter-extras-toggle', {}, { timeout: 8000 }));
    const note = screen.getByTestId('counter-note') as HTMLInputElement;
    pasteText(note, LONG_NOTE);
    expect(note.value).toBe(LONG_NOTE);
    const extras = screen.getByTestId('counter-extras-toggle').parentElement as HTMLElement;
    expect(within(extras).getByRole('alert').textContent).toBe('অনেক লম্বা — সর্বোচ্চ ৫০০ অক্ষর।');
    expect(note.getAttribute('aria-invalid')).toBe('true');

    // Folding the extras away does not hide a note that cannot be sent.
    fireEvent.click(screen.getByTestId('counter-extras-toggle'));
    expect((document.getElementById('counter-extras') as HTMLElement).hidden).toBe(false);

    await act(async () => {
      fireEvent.click(screen.getByTestId('counter-submit'));
    });
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(posts(api)).toHaveLength(0);

    fireEvent.change(note, { target: { value: ' বিকেলে পাঠাতে হবে ' } });
    expect(within(extras).queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByTestId('counter-submit'));
    await screen.findByTestId('counter-success');
    expect((posts(api)[0]?.body as SaleRequest).note).toBe('বিকেলে পাঠাতে হবে');
  });

  it('quick sell: the same limit, in English too, and nothing is sent', async () => {
    await setLanguage('en');
    const api = counterApi({});
    renderRoutes(routes, '/quick-sell');
    fireEvent.change(await screen.findByTestId('quick-amount', {}, { timeout: 8000 }), { target: { value: '500' } });
    pasteText(screen.getByTestId('counter-note'), LONG_NOTE);
    expect(await screen.findByText('Too long — at most 500 characters.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('quick-submit'));
    expect(posts(api)).toHaveLength(0);
  });
});
