import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Shop } from '@dokani/contracts';
import { routes } from '@/app/routes';
import { setLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';
import { queryClient } from '@/shared/lib/query';
import { useAuthStore } from '@/shared/stores/auth';
import { renderRoutes } from '@/test/render';
import { signInStore, signOutStore } from '@/test/fixtures';
import { BASE, SHOP, stockApi } from '@/test/api';

vi.mock('@/shared/lib/notify', async (original) => ({ ...(await original<object>()), notify: vi.fn() }));

// The first render of a lazy route is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const LOGO = `/media/${SHOP.id}/01JD3ZK7Q8V6Y2N4W5X9A0B1H1-0123456789abcdef0123456789abcdef-logo.webp`;
const WITH_LOGO: Shop = { ...SHOP, logoUrl: LOGO };
const png = (name = 'logo.png', size = 3) => new File(['x'.repeat(size)], name, { type: 'image/png' });

beforeEach(() => {
  signInStore(SHOP);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
  queryClient.clear();
  signOutStore();
  await setLanguage('bn');
});

describe('/shop/edit logo', () => {
  it('adds a logo (PUT multipart), shows it and hands the shop to the store; then removes it (DELETE)', async () => {
    const api = stockApi({
      [`GET ${BASE}`]: () => ({ status: 200, body: SHOP }),
      [`PUT ${BASE}/logo`]: () => ({ status: 200, body: WITH_LOGO }),
      [`DELETE ${BASE}/logo`]: () => ({ status: 200, body: SHOP }),
    });
    renderRoutes(routes, '/shop/edit');
    const add = await screen.findByRole('button', { name: 'লোগো দিন' });
    expect(screen.getByTestId('shop-logo-empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'সরান' })).toBeNull();
    fireEvent.click(add);

    fireEvent.change(screen.getByTestId('shop-logo-input'), { target: { files: [png('dokan.png')] } });
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = api.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    const sent = put?.[1]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('dokan.png');
    const logo = await screen.findByRole('img', { name: 'লোগো' });
    expect(logo.getAttribute('src')).toBe(LOGO);
    expect(screen.getByRole('button', { name: 'লোগো বদলান' })).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('success', 'দোকানের তথ্য সেভ হয়েছে');
    expect(useAuthStore.getState().currentShop?.logoUrl).toBe(LOGO);

    fireEvent.click(screen.getByRole('button', { name: 'সরান' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'লোগো দিন' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'লোগো' })).toBeNull();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(useAuthStore.getState().currentShop?.logoUrl).toBeNull();
  });

  it('refuses a file above 5 MB before uploading; a file the server cannot read shows its message, and the logo stays', async () => {
    const api = stockApi({
      [`GET ${BASE}`]: () => ({ status: 200, body: WITH_LOGO }),
      [`PUT ${BASE}/logo`]: () => ({
        status: 400,
        body: { error: { code: 'INVALID_IMAGE', message: 'ছবিটি পড়া যাচ্ছে না। JPG, PNG বা WebP ছবি দিন।' } },
      }),
    });
    renderRoutes(routes, '/shop/edit');
    expect((await screen.findByRole('img', { name: 'লোগো' })).getAttribute('src')).toBe(LOGO);
    const input = screen.getByTestId('shop-logo-input');
    expect(input.getAttribute('accept')).toBe('image/*');

    fireEvent.change(input, { target: { files: [png('huge.png', 5 * 1024 * 1024 + 1)] } });
    expect((await screen.findByTestId('shop-logo-problem')).textContent).toBe('৫ MB-এর ছোট ছবি দিন');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.getByTestId('shop-logo-problem').textContent).toBe('ছবিটি পড়া যাচ্ছে না। JPG, PNG বা WebP ছবি দিন।'));
    expect(screen.getByRole('img', { name: 'লোগো' }).getAttribute('src')).toBe(LOGO);
    expect(notify).not.toHaveBeenCalled();
  });

  it('speaks English when the app does', async () => {
    await setLanguage('en');
    stockApi({ [`GET ${BASE}`]: () => ({ status: 200, body: WITH_LOGO }) });
    renderRoutes(routes, '/shop/edit');
    expect(await screen.findByRole('button', { name: 'Change logo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    fireEvent.change(screen.getByTestId('shop-logo-input'), { target: { files: [png('huge.png', 5 * 1024 * 1024 + 1)] } });
    expect((await screen.findByTestId('shop-logo-problem')).textContent).toBe('Choose an image under 5 MB');
  });
});
