import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeaturedProduct, OnlineShop } from '@dokani/contracts/online-shop';
import type { Product } from '@dokani/contracts';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { BASE, SHOP, makeProduct, stockApi, type Call } from '@/test/api';
import { signInStore } from '@/test/fixtures';
import { click, makeStore, onlineShopEachTest, type } from './test-fixtures';
import { setLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';

vi.mock('@/shared/lib/notify', async (original) => ({ ...(await original<object>()), notify: vi.fn() }));

// The first render of a lazy route is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const LIVE = makeStore();
const NEW_STORE: OnlineShop = { ...LIVE, slug: null, published: false, url: null };
const BANNER = `/media/${SHOP.id}/01JD3ZK7Q8V6Y2N4W5X9A0B1H2-0123456789abcdef0123456789abcdef-banner.webp`;

/** The store as the server keeps it: GET, PATCH (the theme), and its banner put and removed. */
function storeApi(initial: OnlineShop, extra: Parameters<typeof stockApi>[0] = {}) {
  let store = initial;
  return stockApi({
    'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
    [`GET ${BASE}/online-shop`]: () => ({ status: 200, body: store }),
    [`PATCH ${BASE}/online-shop`]: ({ body }) => {
      store = { ...store, ...(body as Partial<OnlineShop>) };
      return { status: 200, body: store };
    },
    [`PUT ${BASE}/online-shop/banner`]: () => {
      store = { ...store, bannerUrl: BANNER };
      return { status: 200, body: store };
    },
    [`DELETE ${BASE}/online-shop/banner`]: () => {
      store = { ...store, bannerUrl: null };
      return { status: 200, body: store };
    },
    ...extra,
  });
}

const calls = (api: ReturnType<typeof stockApi>, method: string, path: string) =>
  api.calls.filter((c: Call) => c.method === method && c.path === `${BASE}${path}`);

onlineShopEachTest();
beforeEach(() => signInStore(SHOP));

describe('Themes', () => {
  it('shows the three themes with a drawn preview each, the current one marked; choosing another saves it at once', async () => {
    const api = storeApi(LIVE);
    renderRoutes(routes, '/online-shop/themes');
    await screen.findByTestId('themes-list');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('থিম');
    const card = (id: string) => screen.getByTestId(`theme-card-${id}`);
    expect(['classic', 'fresh', 'night'].map((id) => card(id).getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(within(card('classic')).getByTestId('theme-current').textContent).toBe('চালু আছে');
    expect(card('fresh').textContent).toContain('ফ্রেশ');
    expect(card('night').textContent).toContain('গাঢ় পটভূমিতে');
    // The preview is the store's page in its colours: the shop's name, two prices and the buy button.
    const night = within(card('night')).getByTestId('theme-preview-night');
    expect(night.getAttribute('aria-hidden')).toBe('true');
    expect(night.textContent).toContain(LIVE.name);
    expect(night.textContent).toContain('৳৩৫০.০০');
    expect(night.textContent).toContain('কিনুন');
    expect(night.getAttribute('style')).toContain('background: #111716');

    // The current one again: nothing is sent.
    await click(card('classic'));
    expect(calls(api, 'PATCH', '/online-shop')).toHaveLength(0);

    await click(card('fresh'));
    await waitFor(() => expect(card('fresh').getAttribute('aria-pressed')).toBe('true'));
    expect(calls(api, 'PATCH', '/online-shop').map((c) => c.body)).toEqual([{ themeId: 'fresh' }]);
    expect(notify).toHaveBeenCalledWith('success', 'স্টোরে এখন “ফ্রেশ” থিম চালু');
    expect(card('classic').getAttribute('aria-pressed')).toBe('false');
    expect(within(card('fresh')).getByTestId('theme-current')).toBeTruthy();

    const view = screen.getByTestId('themes-view-store');
    expect(view.getAttribute('href')).toBe(LIVE.url);
    expect(view.getAttribute('target')).toBe('_blank');
  });

  it('a store not published yet has no link to see it, and says why (English)', async () => {
    storeApi({ ...NEW_STORE, themeId: 'night' });
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/themes');
    await screen.findByTestId('themes-list');
    expect(screen.getByTestId('theme-card-night').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('theme-card-classic').textContent).toContain('Classic');
    expect(screen.queryByTestId('themes-view-store')).toBeNull();
    expect(screen.getByTestId('themes-not-live').textContent).toContain('Publish the store');
    expect(within(screen.getByTestId('themes-not-live')).getByRole('link').getAttribute('href')).toBe('/online-shop/settings');
  });
});

describe('Own domain', () => {
  it('shows the domain and the Dokani address read-only, the rule, and support’s fixed phone and email', async () => {
    storeApi({ ...LIVE, domain: 'www.mayerdoa.com.bd' });
    renderRoutes(routes, '/online-shop/own-domain');
    const page = await screen.findByTestId('own-domain-page');
    await screen.findByTestId('own-domain-how');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('নিজস্ব ডোমেইন');
    expect(screen.getByTestId('own-domain-value').textContent).toBe('www.mayerdoa.com.bd');
    expect(screen.getByTestId('own-domain-url').textContent).toBe(LIVE.url);
    // Nothing to edit.
    expect(page.querySelector('input, textarea, select, form')).toBeNull();
    expect(within(page).queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByTestId('own-domain-how').textContent).toContain('www.myshop.com.bd');
    expect(screen.getByTestId('own-domain-how').textContent).toContain('এখান থেকে বসানো বা বদলানো যায় না');
    expect(screen.getByTestId('own-domain-support-phone').textContent).toBe('+৮৮০৯৬১২৩৪৫৬৭৮');
    expect(screen.getByTestId('own-domain-call').getAttribute('href')).toBe('tel:+8809612345678');
    expect(screen.getByTestId('own-domain-email').getAttribute('href')).toBe('mailto:support@dokani.app');
  });

  it('no domain and no address yet: says so, with the way to choose the address (English)', async () => {
    storeApi(NEW_STORE);
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/own-domain');
    expect((await screen.findByTestId('own-domain-none')).textContent).toBe('No own domain yet.');
    expect(screen.queryByTestId('own-domain-value')).toBeNull();
    expect(screen.getByTestId('own-domain-settings').getAttribute('href')).toBe('/online-shop/settings');
    expect(screen.getByTestId('own-domain-support-phone').textContent).toBe('+8809612345678');
  });
});

describe('Build app', () => {
  it('explains the steps, and gives the store’s link to copy, open and scan; the icon is the logo, set on the shop page', async () => {
    storeApi({ ...LIVE, logoUrl: '/media/logo.webp' });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(routes, '/online-shop/build-app');
    const steps = await screen.findByTestId('build-app-steps');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('অ্যাপ বানান');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(steps.textContent).toContain('Add to Home screen');
    expect(screen.queryByTestId('build-app-not-ready')).toBeNull();
    expect(screen.getByTestId('build-app-url').textContent).toBe(LIVE.url);
    expect(screen.getByTestId('build-app-open').getAttribute('href')).toBe(LIVE.url);
    expect(screen.getByTestId('build-app-open').getAttribute('target')).toBe('_blank');

    await click(screen.getByTestId('build-app-copy'));
    expect(writeText).toHaveBeenCalledWith(LIVE.url);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'স্টোরের লিংক কপি হয়েছে'));

    expect(screen.getByTestId('build-app-logo').getAttribute('src')).toBe('/media/logo.webp');
    expect(screen.getByTestId('build-app-logo-link').getAttribute('href')).toBe('/shop/edit');

    await click(screen.getByTestId('build-app-qr'));
    const dialog = await screen.findByTestId('online-qr-dialog');
    const image = await within(dialog).findByTestId('online-qr-image', {}, { timeout: 5000 });
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('<svg');
    expect(within(dialog).getByTestId('online-qr-url').textContent).toBe(LIVE.url);
  });

  it('a store not published (or without an address) says so and leads to its settings; no link to send (English)', async () => {
    storeApi({ ...LIVE, published: false });
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/build-app');
    const notReady = await screen.findByTestId('build-app-not-ready');
    expect(notReady.textContent).toContain("isn't published yet");
    expect(screen.getByTestId('build-app-settings').getAttribute('href')).toBe('/online-shop/settings');
    expect(screen.queryByTestId('build-app-link')).toBeNull();
    expect(screen.getByTestId('build-app-logo-link').textContent).toBe('Add a logo');
  });
});

describe('Banner', () => {
  const png = (name = 'banner.png', size = 3, mime = 'image/png') => new File(['x'.repeat(size)], name, { type: mime });
  const sentForm = (api: ReturnType<typeof stockApi>) =>
    api.fetch.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body as FormData | undefined;

  it('uploads the picked file as FormData (`file`), shows the new banner at the store’s shape; removing asks first', async () => {
    const api = storeApi(LIVE);
    renderRoutes(routes, '/online-shop/settings/banner-update');
    const pick = await screen.findByTestId('banner-pick');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ব্যানার বদলান');
    expect(screen.getByTestId('banner-size').textContent).toBe(
      'সবচেয়ে ভালো দেখায় ১৯২০ × ৫৬০ পিক্সেলের ছবিতে; বড় বা অন্য মাপের ছবি মাপমতো কেটে বসানো হবে।',
    );
    expect(screen.getByTestId('banner-empty').closest('.aspect-\\[1920\\/560\\]')).toBeTruthy();
    expect(pick.textContent).toBe('ব্যানার দিন');
    expect(screen.queryByTestId('banner-remove')).toBeNull();
    expect(screen.getByTestId('banner-input').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');

    fireEvent.change(screen.getByTestId('banner-input'), { target: { files: [png('offer.png')] } });
    await waitFor(() => expect(calls(api, 'PUT', '/online-shop/banner')).toHaveLength(1));
    const sent = sentForm(api);
    expect(sent).toBeInstanceOf(FormData);
    expect((sent?.get('file') as File).name).toBe('offer.png');
    const image = await screen.findByTestId('banner-image');
    expect(image.getAttribute('src')).toBe(BANNER);
    expect(notify).toHaveBeenCalledWith('success', 'ব্যানার সেভ হয়েছে');
    expect(screen.getByTestId('banner-pick').textContent).toBe('ব্যানার বদলান');

    // Remove: a question first; "cancel" keeps it.
    await click(screen.getByTestId('banner-remove'));
    const dialog = await screen.findByTestId('banner-remove-dialog');
    expect(dialog.textContent).toContain('ব্যানার সরাবেন?');
    await click(within(dialog).getByRole('button', { name: 'বাতিল' }));
    await waitFor(() => expect(screen.queryByTestId('banner-remove-dialog')).toBeNull());
    expect(calls(api, 'DELETE', '/online-shop/banner')).toHaveLength(0);

    await click(screen.getByTestId('banner-remove'));
    await click(await screen.findByTestId('banner-remove-dialog-confirm'));
    await waitFor(() => expect(calls(api, 'DELETE', '/online-shop/banner')).toHaveLength(1));
    expect(await screen.findByTestId('banner-empty')).toBeTruthy();
    expect(screen.queryByTestId('banner-image')).toBeNull();
    expect(notify).toHaveBeenCalledWith('success', 'ব্যানার সরানো হয়েছে');
  });

  it('refuses a wrong kind of file or one above 5 MB before uploading; the server’s refusals are said in the user’s language (English)', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { error: { code: 'INVALID_IMAGE', message: "This image can't be read. Use a JPG, PNG or WebP photo." } },
    };
    const api = storeApi({ ...LIVE, bannerUrl: BANNER }, { [`PUT ${BASE}/online-shop/banner`]: () => answer });
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/settings/banner-update');
    expect((await screen.findByTestId('banner-image')).getAttribute('src')).toBe(BANNER);
    const input = screen.getByTestId('banner-input');

    fireEvent.change(input, { target: { files: [png('anim.gif', 3, 'image/gif')] } });
    expect((await screen.findByTestId('banner-problem')).textContent).toBe('Choose a JPG, PNG or WebP picture.');
    fireEvent.change(input, { target: { files: [png('huge.png', 5 * 1024 * 1024 + 1)] } });
    expect(screen.getByTestId('banner-problem').textContent).toBe('Choose a picture smaller than 5 MB.');
    expect(calls(api, 'PUT', '/online-shop/banner')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [png('odd.png')] } });
    await waitFor(() =>
      expect(screen.getByTestId('banner-problem').textContent).toBe("This image can't be read. Use a JPG, PNG or WebP photo."),
    );
    answer = { status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'What you sent is too large.' } } };
    fireEvent.change(input, { target: { files: [png('big.png')] } });
    await waitFor(() => expect(screen.getByTestId('banner-problem').textContent).toBe('Choose a picture smaller than 5 MB.'));
    expect(calls(api, 'PUT', '/online-shop/banner')).toHaveLength(2);
    // The banner stays.
    expect(screen.getByTestId('banner-image').getAttribute('src')).toBe(BANNER);
    expect(notify).not.toHaveBeenCalled();
  });

  it('the store settings page leads to it near the top', async () => {
    storeApi(LIVE);
    renderRoutes(routes, '/online-shop/settings');
    const link = await screen.findByTestId('store-banner-link');
    expect(link.getAttribute('href')).toBe('/online-shop/settings/banner-update');
    expect(link.textContent).toContain('ব্যানার বদলান');
    // Before the form.
    expect(link.compareDocumentPosition(screen.getByTestId('store-settings-form')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Featured products', () => {
  const id = (n: number) => `01JD3ZK7Q8V6Y2N4W5X9A0B1${String(n).padStart(2, '0')}`;
  const featured = (n: number, over: Partial<FeaturedProduct> = {}): FeaturedProduct => ({
    id: id(n),
    name: `পণ্য ${n}`,
    price: '100.00',
    thumbUrl: null,
    inStock: true,
    ...over,
  });
  const RICE = featured(1, { name: 'মিনিকেট চাল', price: '70.00', thumbUrl: '/p/1-thumb.webp' });
  const OIL = featured(2, { name: 'সয়াবিন তেল', price: '185.00', inStock: false });
  const SALT = makeProduct({ id: id(3), name: 'লবণ', sellPrice: '42.00', currentStock: '3', onlineSale: true });
  const SUGAR = makeProduct({ id: id(4), name: 'চিনি', sellPrice: '140.00', currentStock: '0', onlineSale: true });

  /** The featured list (PUT replaces it, or `refuse` answers) and the products on sale online, searched by name. */
  function featuredApi(
    initial: FeaturedProduct[],
    products: Product[],
    refuse?: (ids: string[]) => { status: number; body: unknown } | null,
  ) {
    let list = initial;
    const all = [
      ...initial,
      ...products.map((p) => ({ id: p.id, name: p.name, price: p.sellPrice, thumbUrl: null, inStock: p.currentStock !== '0' })),
    ];
    return stockApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/online-shop/featured`]: () => ({ status: 200, body: { items: list } }),
      [`PUT ${BASE}/online-shop/featured`]: ({ body }) => {
        const ids = (body as { productIds: string[] }).productIds;
        const refused = refuse?.(ids);
        if (refused) return refused;
        list = ids.map((i) => all.find((p) => p.id === i) as FeaturedProduct);
        return { status: 200, body: { items: list } };
      },
      [`GET ${BASE}/products`]: ({ url }) => {
        const q = url.searchParams.get('q') ?? '';
        return { status: 200, body: { items: products.filter((p) => p.name.includes(q)), nextCursor: null } };
      },
    });
  }
  const rows = () => screen.queryAllByTestId('featured-row');
  const names = () => rows().map((r) => within(r).getByTestId('featured-name').textContent);
  const puts = (api: ReturnType<typeof stockApi>) => calls(api, 'PUT', '/online-shop/featured').map((c) => c.body);

  it('adds from the products on sale online, reorders and removes; Save sends the ids in their order', async () => {
    const api = featuredApi([RICE, OIL], [SALT, SUGAR]);
    renderRoutes(routes, '/online-shop/featured-product');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('বাছাই করা পণ্য');
    expect(screen.getByTestId('featured-page').textContent).toContain('স্টোরের হোম পেজে সবার আগে');
    expect(names()).toEqual(['মিনিকেট চাল', 'সয়াবিন তেল']);
    expect(within(rows()[0] as HTMLElement).getByTestId('featured-price').textContent).toBe('৳৭০.০০');
    expect((rows()[1] as HTMLElement).textContent).toContain('স্টক নেই');
    expect(screen.getByTestId('featured-count').textContent).toBe('২/১২টি বাছাই করা হয়েছে');
    expect((screen.getByTestId('featured-save') as HTMLButtonElement).disabled).toBe(true);
    expect((within(rows()[0] as HTMLElement).getByTestId('featured-up') as HTMLButtonElement).disabled).toBe(true);
    expect((within(rows()[1] as HTMLElement).getByTestId('featured-down') as HTMLButtonElement).disabled).toBe(true);

    // The picker lists the products on sale online (the online products page's list), searched by name.
    await click(screen.getByTestId('featured-add'));
    const picker = await screen.findByTestId('featured-picker');
    await waitFor(() => expect(within(picker).getAllByTestId('featured-picker-row')).toHaveLength(2));
    expect(calls(api, 'GET', '/products')[0]?.query).toEqual({ online: 'true', limit: '30' });
    type('featured-picker-search', 'লব');
    await waitFor(() => expect(within(picker).getAllByTestId('featured-picker-row')).toHaveLength(1));
    expect(calls(api, 'GET', '/products').at(-1)?.query).toEqual({ q: 'লব', online: 'true', limit: '30' });
    const add = within(picker).getByTestId('featured-picker-add');
    await click(add);
    expect(add.textContent).toBe('যোগ হয়েছে');
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await click(within(picker).getByTestId('featured-picker-done'));
    await waitFor(() => expect(screen.queryByTestId('featured-picker')).toBeNull());
    expect(names()).toEqual(['মিনিকেট চাল', 'সয়াবিন তেল', 'লবণ']);
    expect(screen.getByTestId('featured-count').textContent).toBe('৩/১২টি বাছাই করা হয়েছে');

    // লবণ to the top, then সয়াবিন তেল out.
    await click(within(rows()[2] as HTMLElement).getByTestId('featured-up'));
    await click(within(rows()[1] as HTMLElement).getByTestId('featured-up'));
    expect(names()).toEqual(['লবণ', 'মিনিকেট চাল', 'সয়াবিন তেল']);
    await click(within(rows()[2] as HTMLElement).getByTestId('featured-remove'));
    expect(names()).toEqual(['লবণ', 'মিনিকেট চাল']);
    expect(puts(api)).toEqual([]);

    await click(screen.getByTestId('featured-save'));
    await waitFor(() => expect(puts(api)).toEqual([{ productIds: [SALT.id, RICE.id] }]));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'বাছাই করা পণ্য সেভ হয়েছে'));
    expect(names()).toEqual(['লবণ', 'মিনিকেট চাল']);
    expect((screen.getByTestId('featured-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('12 at most: the twelfth added, nothing more can be; a product the server refuses is marked on its row (English)', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => featured(10 + i));
    const refusedWords = 'This product is not on sale online any more.';
    const api = featuredApi(eleven, [SALT, SUGAR], (ids) =>
      ids.length === 12
        ? {
            status: 400,
            body: {
              error: { code: 'VALIDATION_FAILED', message: 'Some details are not right.', details: { 'productIds.1': refusedWords } },
            },
          }
        : null,
    );
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/featured-product');
    await waitFor(() => expect(rows()).toHaveLength(11));
    expect(screen.getByTestId('featured-count').textContent).toBe('11/12 chosen');

    await click(screen.getByTestId('featured-add'));
    const picker = await screen.findByTestId('featured-picker');
    await waitFor(() => expect(within(picker).getAllByTestId('featured-picker-row')).toHaveLength(2));
    await click(within(picker).getAllByTestId('featured-picker-add')[0] as HTMLElement);
    expect(within(picker).getByTestId('featured-picker-count').textContent).toBe('12 at most — remove one to add another.');
    const sugar = within(picker).getAllByTestId('featured-picker-add')[1] as HTMLButtonElement;
    expect(sugar.disabled).toBe(true);
    await click(sugar);
    await click(within(picker).getByTestId('featured-picker-done'));
    await waitFor(() => expect(screen.queryByTestId('featured-picker')).toBeNull());
    expect(rows()).toHaveLength(12);
    expect(screen.getByTestId('featured-count').textContent).toBe('12 at most — remove one to add another.');
    expect((screen.getByTestId('featured-add') as HTMLButtonElement).disabled).toBe(true);

    await click(screen.getByTestId('featured-save'));
    await waitFor(() => expect(screen.getAllByTestId('featured-row-problem')).toHaveLength(1));
    expect(puts(api)).toHaveLength(1);
    const marked = rows()[1] as HTMLElement;
    expect(within(marked).getByTestId('featured-row-problem').textContent).toBe(refusedWords);
    expect(marked.getAttribute('data-product-id')).toBe(id(11));
    expect(screen.getByTestId('form-error').textContent).toContain("Some products can't be featured");

    // Removing it clears the mark; the add button is back.
    await click(within(marked).getByTestId('featured-remove'));
    expect(screen.queryByTestId('featured-row-problem')).toBeNull();
    expect((screen.getByTestId('featured-add') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('featured-count').textContent).toBe('11/12 chosen');
  });

  it('nothing featured yet: says what it is for', async () => {
    featuredApi([], [SALT]);
    renderRoutes(routes, '/online-shop/featured-product');
    const empty = await screen.findByTestId('featured-empty');
    expect(empty.textContent).toContain('এখনো কোনো পণ্য বাছাই করা হয়নি');
    expect(screen.getByTestId('featured-count').textContent).toBe('০/১২টি বাছাই করা হয়েছে');
  });
});
