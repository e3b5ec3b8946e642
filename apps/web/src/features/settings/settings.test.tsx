import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import type { ShopSettings } from '@dokani/contracts';
import { renderRoutes } from '@/test/render';
import { fakeApi, makeSettings, makeShop, signInStore, signOutStore } from '@/test/fixtures';
import { pasteText } from '@/test/paste';
import { i18n, setLanguage } from '@/shared/lib/i18n';
import { useAuthStore } from '@/shared/stores/auth';
import { useThemeStore } from '@/shared/stores/theme';

const SECOND = makeShop({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1C9', name: 'রহমান ইলেকট্রনিক্স', shopType: 'electronics' });

afterEach(async () => {
  vi.unstubAllGlobals();
  signOutStore();
  useThemeStore.setState({ theme: 'light' });
  await setLanguage('bn');
});

/** Signed in to a shop whose settings the server keeps: a PATCH is merged into them, or answered with `refusal`. */
function settingsApi(initial: ShopSettings, refusal?: { status: number; body: unknown }) {
  const shop = makeShop();
  let settings = initial;
  const api = fakeApi({
    'GET /shops': () => ({ status: 200, body: { items: [shop] } }),
    [`GET /shops/${shop.id}/settings`]: () => ({ status: 200, body: settings }),
    [`PATCH /shops/${shop.id}/settings`]: (body) => {
      if (refusal) return refusal;
      settings = { ...settings, ...(body as object) };
      return { status: 200, body: settings };
    },
  });
  signInStore(shop);
  return { api, saved: () => settings, patches: () => api.calls.filter((c) => c.key.startsWith('PATCH')).map((c) => c.body) };
}

describe('settings page', () => {
  it('has every item of the spec, each built; the links only when the server has them', async () => {
    fakeApi({
      'GET /shops': () => ({ status: 200, body: { items: [makeShop()] } }),
      'GET /app-links': () => ({ status: 200, body: { community: 'https://community.example/', help: null, mobileApp: null } }),
    });
    signInStore();
    renderRoutes(routes, '/settings');
    const page = await screen.findByTestId('settings-page');
    for (const label of [
      'ভাষা',
      'পার্সোনাল কিউআর কোড',
      'দোকান বদলান',
      'আমাদের সাথে যোগাযোগ',
      'মতামত দিন',
      'সাবস্ক্রিপশন',
      'ব্যবহারের সীমার চার্ট',
      'থিম',
      'অ্যাপ ট্রেনিং',
      'রেফার ও ইনভাইট',
      'লগআউট',
    ]) {
      expect(within(page).getAllByText(label).length, label).toBeGreaterThan(0);
    }
    // every row is built: none says "not built yet"
    expect(within(page).queryAllByText('এখনো তৈরি হয়নি')).toEqual([]);
    expect(within(page).getByTestId('settings-qr').getAttribute('href')).toBe('/settings/qr');
    expect(within(page).getByTestId('settings-feedback').getAttribute('href')).toBe('/settings/feedback');
    expect((await within(page).findByTestId('settings-community')).textContent).toContain('কমিউনিটি');
    expect(within(page).queryByText('হেল্প সেন্টার')).toBeNull();
    expect(within(page).queryByText('মোবাইল অ্যাপ')).toBeNull();
    expect(within(page).getByText('এখন চালু: মায়ের দোয়া স্টোর')).toBeTruthy();
  });

  it('language and theme apply at once; logout clears the session and goes to /auth', async () => {
    const api = fakeApi({
      'GET /shops': () => ({ status: 200, body: { items: [makeShop()] } }),
      'POST /auth/logout': () => ({ status: 204 }),
    });
    signInStore();
    const { router } = renderRoutes(routes, '/settings');
    await screen.findByTestId('settings-page');
    fireEvent.click(within(screen.getByTestId('settings-theme')).getByRole('button', { name: 'ডার্ক' }));
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    fireEvent.click(within(screen.getByTestId('settings-language')).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByTestId('settings-logout'));
    });
    await screen.findByTestId('phone-input');
    expect(router.state.location.pathname).toBe('/auth');
    expect(api.calls.some((c) => c.key === 'POST /auth/logout' && c.headers.Authorization === 'Bearer tok')).toBe(true);
    expect(useAuthStore.getState().token).toBeNull();
  });
});

describe('shop switcher', () => {
  it('lists the shops, switches, and offers all shops', async () => {
    fakeApi({ 'GET /shops': () => ({ status: 200, body: { items: [makeShop(), SECOND] } }) });
    signInStore();
    const { router } = renderRoutes(routes, '/tutorial');
    await screen.findByTestId('tutorial-page');
    const trigger = screen.getByTestId('shop-switcher');
    expect(trigger.getAttribute('aria-label')).toBe('দোকান বদলান: মায়ের দোয়া স্টোর');
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    const items = await screen.findAllByTestId('shop-switcher-item');
    expect(items.map((i) => i.textContent)).toEqual(['মায়ের দোয়া স্টোর', 'রহমান ইলেকট্রনিক্স']);
    await act(async () => {
      fireEvent.click(items[1] as HTMLElement);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(useAuthStore.getState().currentShop?.name).toBe('রহমান ইলেকট্রনিক্স');
  });
});

describe('settings: receipt printing', () => {
  it('changes the paper, saves the footer text and turns printing after a sale on (PATCH /settings)', async () => {
    const { api, saved } = settingsApi(makeSettings());
    renderRoutes(routes, '/settings');
    const paper = await screen.findByTestId('settings-receipt-paper', {}, { timeout: 8000 });
    await waitFor(() => expect(within(paper).getByRole('button', { name: '৮০ মিমি' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(within(paper).getByRole('button', { name: '৫৮ মিমি' }));
    await waitFor(() => expect(within(paper).getByRole('button', { name: '৫৮ মিমি' }).getAttribute('aria-pressed')).toBe('true'));

    const footer = (await screen.findByTestId('settings-receipt-footer')) as HTMLTextAreaElement;
    const save = screen.getByTestId('settings-receipt-footer-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(footer, { target: { value: ' বিক্রিত মাল ৭ দিনের মধ্যে ফেরত ' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(saved().receiptFooter).toBe('বিক্রিত মাল ৭ দিনের মধ্যে ফেরত'));

    const toggle = screen.getByRole('switch', { name: 'প্রতিটি বিক্রির পর মেমো প্রিন্ট' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'প্রতিটি বিক্রির পর মেমো প্রিন্ট' }).getAttribute('aria-checked')).toBe('true'),
    );

    const patches = api.calls.filter((c) => c.key.startsWith('PATCH')).map((c) => c.body);
    expect(patches).toEqual([{ receiptPaper: '58' }, { receiptFooter: 'বিক্রিত মাল ৭ দিনের মধ্যে ফেরত' }, { printAfterSale: true }]);
  });

  it('a pasted footer over 200 characters is refused with the limit (Bangla digits), not cut short; in English too', async () => {
    const { api } = settingsApi(makeSettings());
    renderRoutes(routes, '/settings');
    const footer = (await screen.findByTestId('settings-receipt-footer', {}, { timeout: 8000 })) as HTMLTextAreaElement;
    const long = 'বিক্রিত মাল ৭ দিনের মধ্যে ফেরত নেওয়া হয়। '.repeat(125); // 5,375 characters
    pasteText(footer, long);
    expect(footer.value).toBe(long);
    fireEvent.click(screen.getByTestId('settings-receipt-footer-save'));
    expect(screen.getByTestId('settings-receipt-footer-error').textContent).toBe('অনেক লম্বা — সর্বোচ্চ ২০০ অক্ষর।');
    expect(footer.getAttribute('aria-invalid')).toBe('true');
    expect(footer.getAttribute('aria-describedby')).toContain(screen.getByTestId('settings-receipt-footer-error').id);

    await act(async () => {
      await setLanguage('en');
    });
    fireEvent.click(screen.getByTestId('settings-receipt-footer-save'));
    expect(screen.getByTestId('settings-receipt-footer-error').textContent).toBe('Too long — at most 200 characters.');
    expect(api.calls.some((c) => c.key.startsWith('PATCH'))).toBe(false);
  });

  it('shows the server’s own message for the footer when it refuses it', async () => {
    const { api } = settingsApi(makeSettings(), {
      status: 400,
      body: {
        error: { code: 'VALIDATION_FAILED', message: 'পাঠানো তথ্য সঠিক নয়।', details: { receiptFooter: 'অনেক লম্বা — সর্বোচ্চ ২০০ অক্ষর।' } },
      },
    });
    renderRoutes(routes, '/settings');
    const footer = await screen.findByTestId('settings-receipt-footer', {}, { timeout: 8000 });
    fireEvent.change(footer, { target: { value: 'ধন্যবাদ' } });
    fireEvent.click(screen.getByTestId('settings-receipt-footer-save'));
    await waitFor(() => expect(screen.getByTestId('settings-receipt-footer-error').textContent).toBe('অনেক লম্বা — সর্বোচ্চ ২০০ অক্ষর।'));
    expect(api.calls.filter((c) => c.key.startsWith('PATCH')).map((c) => c.body)).toEqual([{ receiptFooter: 'ধন্যবাদ' }]);
  });
});

describe('printer page', () => {
  const printerApi = (over: Partial<ShopSettings> = {}) =>
    settingsApi(
      makeSettings({ receiptPaper: '58', receiptFooter: 'বিক্রিত মাল ফেরত হয় না', printAfterSale: true, receiptCopies: 2, ...over }),
    );
  const pressed = (group: HTMLElement, name: string) => within(group).getByRole('button', { name }).getAttribute('aria-pressed');

  it('shows the saved values; copies, drawer and cut each save just that field', async () => {
    const { patches } = printerApi();
    renderRoutes(routes, '/printer');
    const copies = await screen.findByTestId('printer-copies', {}, { timeout: 8000 });
    await waitFor(() => expect(pressed(copies, '২')).toBe('true'));
    expect(pressed(screen.getByTestId('settings-receipt-paper'), '৫৮ মিমি')).toBe('true');
    expect(screen.getByTestId('settings-print-after-sale').getAttribute('aria-checked')).toBe('true');
    expect((screen.getByTestId('settings-receipt-footer') as HTMLTextAreaElement).value).toBe('বিক্রিত মাল ফেরত হয় না');
    expect(screen.getByTestId('printer-open-drawer').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('printer-cut-paper').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('printer-how').textContent).toContain('ব্রাউজারের প্রিন্ট ডায়ালগ');

    fireEvent.click(within(copies).getByRole('button', { name: '৩' }));
    await waitFor(() => expect(pressed(copies, '৩')).toBe('true'));
    fireEvent.click(screen.getByTestId('printer-open-drawer'));
    await waitFor(() => expect(screen.getByTestId('printer-open-drawer').getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByTestId('printer-cut-paper'));
    await waitFor(() => expect(screen.getByTestId('printer-cut-paper').getAttribute('aria-checked')).toBe('false'));
    expect(patches()).toEqual([{ receiptCopies: 3 }, { openDrawer: true }, { cutPaper: false }]);
  });

  it('test print opens the print dialog on a sample receipt at the saved paper width', async () => {
    printerApi();
    const print = vi.fn(() => {
      const sample = screen.getByTestId('printer-test-receipt');
      expect(sample.getAttribute('data-paper')).toBe('58');
      expect(sample.textContent).toContain('পরীক্ষামূলক প্রিন্ট');
      expect(sample.textContent).toContain('বিক্রিত মাল ফেরত হয় না');
      expect(screen.getByTestId('printer-test-shop').textContent).toBe('মায়ের দোয়া স্টোর');
      expect(screen.getByTestId('printer-test-price').textContent).toBe('৳১২০.০০');
      expect(sample.querySelector('style')?.textContent).toContain('size: 58mm');
    });
    vi.stubGlobal('print', print);
    renderRoutes(routes, '/printer');
    const button = (await screen.findByTestId('printer-test-print', {}, { timeout: 8000 })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('speaks English with the same controls', async () => {
    printerApi({ receiptPaper: 'a4', receiptFooter: null });
    await act(async () => {
      await setLanguage('en');
    });
    renderRoutes(routes, '/printer');
    const copies = await screen.findByTestId('printer-copies', {}, { timeout: 8000 });
    await waitFor(() => expect(pressed(copies, '2')).toBe('true'));
    expect(screen.getByRole('heading', { level: 1, name: 'Printer' })).toBeTruthy();
    expect(screen.getByTestId('printer-test-receipt').textContent).toContain('Thank you, come again.');
    expect(screen.getByTestId('printer-test-price').textContent).toBe('৳120.00');
  });
});
