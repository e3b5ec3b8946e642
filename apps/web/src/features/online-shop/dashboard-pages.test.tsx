import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FraudCheck, OnlineMessage, OnlineShop, OnlineSummary } from '@dokani/contracts/online-shop';
import type { Product } from '@dokani/contracts';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { BASE, SHOP, makeProduct, stockApi, type Call } from '@/test/api';
import { signInStore } from '@/test/fixtures';
import { ORIGIN, click, makeStore, onlineShopEachTest, type } from './test-fixtures';
import { setLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';

vi.mock('@/shared/lib/notify', async (original) => ({ ...(await original<object>()), notify: vi.fn() }));

const ID = { a: '01JD3ZK7Q8V6Y2N4W5X9A0B1D1', b: '01JD3ZK7Q8V6Y2N4W5X9A0B1D2', c: '01JD3ZK7Q8V6Y2N4W5X9A0B1D3' };
const MSG = { a: '01JD3ZK7Q8V6Y2N4W5X9A0B1M1', b: '01JD3ZK7Q8V6Y2N4W5X9A0B1M2', c: '01JD3ZK7Q8V6Y2N4W5X9A0B1M3' };

const LIVE = makeStore();
const NEW_STORE: OnlineShop = { ...LIVE, slug: null, published: false, url: null };
const SUMMARY: OnlineSummary = {
  activeOrders: 4,
  onlineProducts: 12,
  earning: '15250.50',
  visits: { today: 7, last30Days: 180, total: 1234 },
};

function makeMessage(over: Partial<OnlineMessage> = {}): OnlineMessage {
  return {
    id: MSG.a,
    name: 'সালমা বেগম',
    mobile: '+8801811000222',
    text: 'আপনার দোকানে কি ৫ কেজির মিনিকেট চাল আছে?\nথাকলে দাম কত?',
    createdAt: '2026-03-10T04:30:00.000Z',
    readAt: null,
    reply: null,
    repliedAt: null,
    repliedBy: null,
    repliesLeft: 3,
    replySms: null,
    ...over,
  };
}

const posts = (api: ReturnType<typeof stockApi>, path: string) =>
  api.calls.filter((c: Call) => c.method === 'POST' && c.path === `${BASE}${path}`).map((c) => c.body);
const gets = (api: ReturnType<typeof stockApi>, path: string) =>
  api.calls.filter((c: Call) => c.method === 'GET' && c.path === `${BASE}${path}`);

onlineShopEachTest();

describe('Online shop dashboard', () => {
  /** The store as the server keeps it: a PATCH sets the address and publishing, or is refused by `refuse`. */
  function dashboardApi(initial: OnlineShop, refuse?: (body: Record<string, unknown>) => { status: number; body: unknown } | null) {
    let store = initial;
    return stockApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/online-shop`]: () => ({ status: 200, body: store }),
      [`GET ${BASE}/online-shop/summary`]: () => ({ status: 200, body: SUMMARY }),
      [`GET ${BASE}/online-shop/messages`]: () => ({ status: 200, body: { items: [makeMessage()], nextCursor: null, unread: 3 } }),
      [`PATCH ${BASE}/online-shop`]: ({ body }) => {
        const b = body as { slug?: string; published?: boolean };
        const refused = refuse?.(b);
        if (refused) return refused;
        const slug = b.slug ?? store.slug;
        store = { ...store, slug, published: b.published ?? store.published, url: slug ? `${ORIGIN}/store/${slug}` : null };
        return { status: 200, body: store };
      },
    });
  }

  it('shows the four figures in Bangla, the store’s link to open and copy, and the menu of twelve pages with the unread count', async () => {
    dashboardApi(LIVE);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop');
    await screen.findByTestId('online-cards');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('অনলাইন শপ');
    expect(screen.getByTestId('online-card-active-orders-value').textContent).toBe('৪');
    expect(screen.getByTestId('online-card-active-orders').textContent).toContain('চলতি অর্ডার');
    expect(screen.getByTestId('online-card-online-products-value').textContent).toBe('১২');
    expect(screen.getByTestId('online-card-online-products').getAttribute('href')).toBe('/online-shop/products?tab=published');
    expect(screen.getByTestId('online-card-earning-value').textContent).toBe('৳১৫,২৫০.৫০');
    expect(screen.getByTestId('online-card-earning').textContent).toContain('মোট আয়');
    expect(screen.getByTestId('online-card-visits-value').textContent).toBe('১,২৩৪');
    expect(screen.getByTestId('online-visits-today').textContent).toBe('আজ: ৭');
    expect(screen.getByTestId('online-visits-30').textContent).toBe('গত ৩০ দিনে: ১৮০');

    // Live: no lead-through; the link opens in a new tab and copies.
    await waitFor(() => expect(screen.getByTestId('online-website').getAttribute('href')).toBe(LIVE.url));
    expect(screen.queryByTestId('online-setup')).toBeNull();
    expect(screen.getByTestId('online-website').getAttribute('target')).toBe('_blank');
    await click(screen.getByTestId('online-copy-link'));
    expect(writeText).toHaveBeenCalledWith(LIVE.url);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'স্টোরের লিংক কপি হয়েছে'));

    const tiles = within(screen.getByTestId('online-tiles')).getAllByRole('link');
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(
      [
        'messages',
        'settings',
        'products',
        'orders',
        'themes',
        'own-domain',
        'delivery',
        'build-app',
        'featured-product',
        'marketing-seo',
        'shop-policy',
        'fraud-check',
      ].map((p) => `/online-shop/${p}`),
    );
    expect(screen.getByTestId('online-tile-fraud-check').textContent).toBe('ফ্রড চেক');
    await waitFor(() => expect(screen.getByTestId('online-tile-messages-unread').textContent).toBe('৩'));
  });

  it('the QR code of the store’s link is drawn in a dialog, with its PNG to download', async () => {
    dashboardApi(LIVE);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop');
    await click(await screen.findByTestId('online-qr'));
    const dialog = await screen.findByTestId('online-qr-dialog');
    const image = await within(dialog).findByTestId('online-qr-image', {}, { timeout: 5000 });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('<svg');
    expect(within(dialog).getByTestId('online-qr-url').textContent).toBe(LIVE.url);
    expect((within(dialog).getByTestId('online-qr-download') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a new store: the buttons wait for an address; the lead-through checks it, shows the link, and publishes it in one go', async () => {
    const api = dashboardApi(NEW_STORE);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop');
    const setup = await screen.findByTestId('online-setup');
    expect(setup.textContent).toContain('আপনার অনলাইন স্টোর চালু করুন');
    for (const id of ['online-website', 'online-copy-link', 'online-qr'])
      expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('online-links-hint').textContent).toContain('ওয়েব ঠিকানা বেছে নিলে');

    // The settings page's rules: too short is refused here, nothing sent.
    type('online-setup-slug', 'ab');
    await click(screen.getByTestId('online-setup-publish'));
    expect(screen.getByTestId('online-setup-slug').getAttribute('aria-invalid')).toBe('true');
    expect(setup.textContent).toContain('ওয়েব ঠিকানা ৩ থেকে ৪০ অক্ষরের হবে');
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    type('online-setup-slug', 'Mayer-Doa-১');
    expect(screen.getByTestId('online-setup-preview').textContent).toBe(`${window.location.origin}/store/mayer-doa-1`);
    await click(screen.getByTestId('online-setup-publish'));
    await waitFor(() => expect(screen.queryByTestId('online-setup')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ slug: 'mayer-doa-1', published: true }]);
    expect(notify).toHaveBeenCalledWith('success', 'আপনার স্টোর চালু হয়েছে! এখন লিংকটি ক্রেতাদের পাঠান।');
    expect(screen.getByTestId('online-website').getAttribute('href')).toBe(`${ORIGIN}/store/mayer-doa-1`);
    expect((screen.getByTestId('online-copy-link') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('online-links-hint')).toBeNull();
  });

  it('right after publishing the dashboard shows the store’s address as its link, with no second read of the store', async () => {
    const api = dashboardApi(NEW_STORE);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop');
    await screen.findByTestId('online-setup');
    expect(screen.queryByTestId('online-store-url')).toBeNull();
    // A space is said at once, as it is typed.
    type('online-setup-slug', 'mayer doa');
    expect(screen.getByTestId('online-setup-slug').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('online-setup').textContent).toContain('ওয়েব ঠিকানায় ফাঁকা জায়গা (স্পেস) দেওয়া যাবে না');
    type('online-setup-slug', 'mayer-doa');
    const reads = gets(api, '/online-shop').length;
    await click(screen.getByTestId('online-setup-publish'));
    const link = await screen.findByTestId('online-store-url');
    expect(link.textContent).toBe(`${ORIGIN}/store/mayer-doa`);
    expect(link.getAttribute('href')).toBe(`${ORIGIN}/store/mayer-doa`);
    expect(screen.getByTestId('online-links').textContent).toContain('আপনার স্টোরের ঠিকানা');
    expect(gets(api, '/online-shop').length).toBe(reads);
  });

  it('a taken address (409 SLUG_TAKEN) is said on the field in the server’s words (English)', async () => {
    const taken = 'This web address is taken by another shop. Choose another one.';
    dashboardApi({ ...NEW_STORE, slug: 'rahim-store', url: `${ORIGIN}/store/rahim-store` }, (b) =>
      b.slug === 'karim-store'
        ? { status: 409, body: { error: { code: 'SLUG_TAKEN', message: taken, details: { slug: 'karim-store' } } } }
        : null,
    );
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/online-shop');
    await screen.findByTestId('online-setup');
    // An address but not published: the link works, with a word that customers can't see it yet.
    expect((screen.getByTestId('online-setup-slug') as HTMLInputElement).value).toBe('rahim-store');
    expect(screen.getByTestId('online-links-hint').textContent).toContain("isn't published yet");
    type('online-setup-slug', 'karim-store');
    await click(screen.getByTestId('online-setup-publish'));
    await waitFor(() => expect(screen.getByTestId('online-setup-slug').getAttribute('aria-invalid')).toBe('true'));
    expect(within(screen.getByTestId('online-setup-slug').closest('div') as HTMLElement).getByRole('alert').textContent).toBe(taken);
    expect(screen.getByTestId('online-setup')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('Online products', () => {
  const RICE = makeProduct({
    id: ID.a,
    onlineSale: true,
    photos: [{ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1P1', url: '/p/1.webp', thumbUrl: '/p/1-thumb.webp', width: 800, height: 800 }],
  });
  const OIL = makeProduct({ id: ID.b, name: 'সয়াবিন তেল ১ লিটার', unit: 'pcs', sellPrice: '185.00', currentStock: '24' });
  const SALT = makeProduct({ id: ID.c, name: 'লবণ', unit: 'packet', sellPrice: '42.00', currentStock: '3' });

  /** The products with their online flag, listed by it and searched by name; POST publish changes the flags. */
  function productsApi(initial: Product[]) {
    let items = initial;
    return stockApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/products`]: ({ url }) => {
        const online = url.searchParams.get('online');
        const q = url.searchParams.get('q') ?? '';
        const found = items.filter((p) => (online === null || String(p.onlineSale) === online) && p.name.includes(q));
        return { status: 200, body: { items: found, nextCursor: null } };
      },
      [`POST ${BASE}/online-shop/products/publish`]: ({ body }) => {
        const b = body as { productIds: string[]; onlineSale: boolean };
        const changed = items.filter((p) => b.productIds.includes(p.id) && p.onlineSale !== b.onlineSale).length;
        items = items.map((p) => (b.productIds.includes(p.id) ? { ...p, onlineSale: b.onlineSale } : p));
        return { status: 200, body: { updated: changed } };
      },
    });
  }
  const rows = () => screen.queryAllByTestId('online-product-row');
  const productGets = (api: ReturnType<typeof stockApi>) => gets(api, '/products');

  it('the published tab lists what the store shows: photo, name, price, stock and the way to edit its details and photos', async () => {
    const api = productsApi([RICE, OIL, SALT]);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/products?tab=published');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('অনলাইন পণ্য');
    expect(productGets(api)[0]?.query).toEqual({ online: 'true', limit: '30' });
    expect(screen.getByTestId('online-products-tab-published').getAttribute('aria-selected')).toBe('true');
    const row = rows()[0] as HTMLElement;
    expect(within(row).getByTestId('online-product-name').textContent).toBe('মিনিকেট চাল');
    expect(within(row).getByTestId('online-product-price').textContent).toBe('৳৭০.০০');
    expect(within(row).getByTestId('online-product-stock').textContent).toBe('স্টক: ১০ কেজি');
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/p/1-thumb.webp');
    const edit = within(row).getByTestId('online-product-edit');
    expect(edit.getAttribute('href')).toBe(`/product/${ID.a}`);
    expect(edit.textContent).toBe('বিবরণ ও ছবি বদলান');
    // Nothing picked: no action bar.
    expect(screen.queryByTestId('online-products-bar')).toBeNull();
  });

  it('picks products on the not-published tab (one, then the whole page) and publishes them in one call; the lists are read again', async () => {
    const api = productsApi([RICE, OIL, SALT]);
    signInStore(SHOP);
    const { router } = renderRoutes(routes, '/online-shop/products');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await click(screen.getByTestId('online-products-tab-unpublished'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?tab=unpublished');
    expect(productGets(api).at(-1)?.query).toEqual({ online: 'false', limit: '30' });

    await click(within(rows()[0] as HTMLElement).getByTestId('online-product-check'));
    expect(screen.getByTestId('online-products-bar').textContent).toContain('১টি পণ্য বেছে নেওয়া হয়েছে');
    expect((screen.getByTestId('online-products-select-all') as HTMLInputElement).indeterminate).toBe(true);
    await click(screen.getByTestId('online-products-select-all'));
    expect((screen.getByTestId('online-products-select-all') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('online-products-bar').textContent).toContain('২টি পণ্য বেছে নেওয়া হয়েছে');
    expect(screen.queryByTestId('online-products-unpublish')).toBeNull();

    const before = productGets(api).length;
    await click(screen.getByTestId('online-products-publish'));
    await waitFor(() => expect(posts(api, '/online-shop/products/publish')).toEqual([{ productIds: [ID.b, ID.c], onlineSale: true }]));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '২টি পণ্য স্টোরে প্রকাশ হয়েছে'));
    // Read again: nothing left to publish, and the selection is gone.
    expect(await screen.findByTestId('online-products-empty')).toBeTruthy();
    expect(productGets(api).length).toBeGreaterThan(before);
    expect(screen.queryByTestId('online-products-bar')).toBeNull();
    expect(screen.getByTestId('online-products-empty').textContent).toContain('সব পণ্যই স্টোরে আছে');
  });

  it('takes products off the store; the search waits for a pause and is kept in the address (English)', async () => {
    const api = productsApi([RICE, { ...OIL, onlineSale: true }, SALT]);
    signInStore(SHOP);
    await setLanguage('en');
    const { router } = renderRoutes(routes, '/online-shop/products');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const before = productGets(api).length;
    type('online-products-search', 'সয়া');
    type('online-products-search', 'সয়াবিন');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(
      productGets(api)
        .slice(before)
        .map((c) => c.query),
    ).toEqual([{ q: 'সয়াবিন', online: 'true', limit: '30' }]);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('সয়াবিন');

    await click(screen.getByTestId('online-products-select-all'));
    expect(screen.getByTestId('online-products-unpublish').textContent).toBe('Take off the store');
    await click(screen.getByTestId('online-products-unpublish'));
    await waitFor(() => expect(posts(api, '/online-shop/products/publish')).toEqual([{ productIds: [ID.b], onlineSale: false }]));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '1 product taken off the store'));
    const empty = await screen.findByTestId('online-products-empty');
    expect(empty.textContent).toContain('No product matches');
  });

  it('no product in the store yet: says so and leads to the other tab', async () => {
    productsApi([OIL]);
    signInStore(SHOP);
    const { router } = renderRoutes(routes, '/online-shop/products?tab=published');
    const empty = await screen.findByTestId('online-products-empty');
    expect(empty.textContent).toContain('এখনো কোনো পণ্য স্টোরে নেই');
    await click(within(empty).getByRole('button'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(router.state.location.search).toBe('?tab=unpublished');
  });
});

describe('Messages', () => {
  /** The shop's messages, newest first, two a page; reading and answering change them as the server does. */
  function messagesApi(initial: OnlineMessage[]) {
    let items = initial;
    const unread = () => items.filter((m) => m.readAt === null).length;
    const update = (id: string, change: (m: OnlineMessage) => OnlineMessage) => {
      items = items.map((m) => (m.id === id ? change(m) : m));
      return { status: 200, body: items.find((m) => m.id === id) };
    };
    const handlers: Parameters<typeof stockApi>[0] = {
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/online-shop/messages`]: ({ url }) => {
        const cursor = url.searchParams.get('cursor');
        const found = cursor ? items.filter((m) => m.id < cursor) : items;
        const page = found.slice(0, 2);
        return { status: 200, body: { items: page, nextCursor: found.length > 2 ? (page.at(-1)?.id ?? null) : null, unread: unread() } };
      },
    };
    for (const m of initial) {
      handlers[`POST ${BASE}/online-shop/messages/${m.id}/read`] = () =>
        update(m.id, (x) => ({ ...x, readAt: x.readAt ?? '2026-03-10T05:00:00.000Z' }));
      handlers[`POST ${BASE}/online-shop/messages/${m.id}/reply`] = ({ body }) =>
        update(m.id, (x) => ({
          ...x,
          reply: (body as { text: string }).text,
          repliedAt: '2026-03-10T06:15:00.000Z',
          repliedBy: 'রহিম উদ্দিন',
          readAt: x.readAt ?? '2026-03-10T06:15:00.000Z',
          repliesLeft: x.repliesLeft - 1,
          replySms: 'sent',
        }));
    }
    return stockApi(handlers);
  }
  const rows = () => screen.queryAllByTestId('message-row');
  const MESSAGES = [
    makeMessage({ id: MSG.c }),
    makeMessage({
      id: MSG.b,
      name: 'করিম মিয়া',
      mobile: '+8801711000111',
      text: 'ডেলিভারি কবে হবে?',
      createdAt: '2026-03-09T10:00:00.000Z',
    }),
    makeMessage({
      id: MSG.a,
      name: 'জামাল',
      text: 'ধন্যবাদ',
      createdAt: '2026-03-08T10:00:00.000Z',
      readAt: '2026-03-08T11:00:00.000Z',
      reply: 'আপনাকেও ধন্যবাদ',
      repliedAt: '2026-03-08T11:00:00.000Z',
      repliedBy: 'রহিম উদ্দিন',
      repliesLeft: 2,
      replySms: 'sent',
    }),
  ];

  it('lists the newest first with the unread marked and counted; opening one marks it read; more by the cursor', async () => {
    const api = messagesApi(MESSAGES);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/messages');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('মেসেজ');
    expect(screen.getByTestId('messages-unread').textContent).toBe('২টি নতুন');
    expect(rows().map((r) => r.getAttribute('data-unread'))).toEqual(['true', 'true']);
    expect(within(rows()[0] as HTMLElement).getByTestId('message-name').className).toContain('font-bold');
    expect(within(rows()[0] as HTMLElement).getByTestId('message-unread').textContent).toBe('নতুন');

    await click(within(rows()[1] as HTMLElement).getByTestId('message-toggle'));
    await waitFor(() => expect(posts(api, `/online-shop/messages/${MSG.b}/read`)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('messages-unread').textContent).toBe('১টি নতুন'));
    const opened = rows()[1] as HTMLElement;
    expect(opened.getAttribute('data-unread')).toBe('false');
    expect(within(opened).getByTestId('message-toggle').getAttribute('aria-expanded')).toBe('true');
    const tel = within(opened).getByTestId('message-mobile');
    expect(tel.getAttribute('href')).toBe('tel:+8801711000111');
    expect(tel.textContent).toBe('০১৭১১০০০১১১');
    expect(within(opened).getByTestId('message-text').textContent).toBe('ডেলিভারি কবে হবে?');

    // The older page, with a message already answered: opening it asks nothing.
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(gets(api, '/online-shop/messages').at(-1)?.query).toEqual({ cursor: MSG.b });
    const old = rows()[2] as HTMLElement;
    await click(within(old).getByTestId('message-toggle'));
    expect(within(old).getByTestId('message-reply-body').textContent).toBe('আপনাকেও ধন্যবাদ');
    expect(within(old).getByTestId('message-reply-by').textContent).toContain('রহিম উদ্দিন');
    expect(within(old).queryByTestId('message-reply-form')).toBeNull();
    expect(posts(api, `/online-shop/messages/${MSG.a}/read`)).toHaveLength(0);
  });

  it('answers a message: needed before sending, then sent with its text; the answer shows who and when, and that it went by SMS', async () => {
    const api = messagesApi(MESSAGES);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/messages');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await click(within(rows()[0] as HTMLElement).getByTestId('message-toggle'));
    const form = await screen.findByTestId('message-reply-form');
    expect(form.textContent).toContain('উত্তরটি ০১৮১১০০০২২২ নম্বরে এসএমএস হয়ে যাবে।');
    expect(screen.getByTestId('message-reply-count').textContent).toBe('০/১,০০০ অক্ষর');

    await click(screen.getByTestId('message-reply-send'));
    expect(within(form).getByRole('alert').textContent).toBe('এই ঘরটি পূরণ করুন।');
    expect(posts(api, `/online-shop/messages/${MSG.c}/reply`)).toEqual([]);
    type('message-reply-text', 'x'.repeat(1001));
    await click(screen.getByTestId('message-reply-send'));
    expect(within(form).getByRole('alert').textContent).toContain('১,০০০');
    expect(posts(api, `/online-shop/messages/${MSG.c}/reply`)).toEqual([]);

    type('message-reply-text', '  জি, আছে। দাম ৳৩৫০।  ');
    await click(screen.getByTestId('message-reply-send'));
    await waitFor(() => expect(posts(api, `/online-shop/messages/${MSG.c}/reply`)).toEqual([{ text: 'জি, আছে। দাম ৳৩৫০।' }]));
    const reply = await screen.findByTestId('message-reply');
    expect(within(reply).getByTestId('message-reply-body').textContent).toBe('জি, আছে। দাম ৳৩৫০।');
    expect(within(reply).getByTestId('message-reply-by').textContent).toContain('রহিম উদ্দিন · ১০ মার্চ');
    expect(within(reply).getByTestId('message-reply-by').textContent).toContain('দুপুর ১২:১৫');
    expect(reply.textContent).toContain('এসএমএস করে পাঠানো হয়েছে');
    expect(screen.queryByTestId('message-reply-form')).toBeNull();
    expect(notify).toHaveBeenCalledWith('success', 'উত্তর পাঠানো হয়েছে');
  });

  it('no messages yet: says where they come from (English)', async () => {
    messagesApi([]);
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/messages');
    const empty = await screen.findByTestId('messages-empty');
    expect(empty.textContent).toContain('No messages yet');
    expect(screen.queryByTestId('messages-unread')).toBeNull();
  });
});

describe('Fraud check', () => {
  function fraudApi(answer: (mobile: string) => { status: number; body: unknown }) {
    return stockApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/fraud-check`]: ({ url }) => answer(url.searchParams.get('mobile') ?? ''),
    });
  }

  it('sends the number as typed (Bangla digits) and shows the counts and the risk with what it means', async () => {
    const result: FraudCheck = { mobile: '+8801711000111', orders: 12, delivered: 5, cancelled: 4, returned: 3, risk: 'high' };
    const api = fraudApi(() => ({ status: 200, body: result }));
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/fraud-check');
    await screen.findByTestId('fraud-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ফ্রড চেক');
    expect(screen.getByTestId('fraud-note').textContent).toContain('অন্য দোকানের নাম বা ক্রেতার কোনো তথ্য কখনো দেখানো হয় না');

    await click(screen.getByTestId('fraud-check'));
    expect(screen.getByTestId('fraud-mobile').getAttribute('aria-invalid')).toBe('true');
    expect(gets(api, '/fraud-check')).toHaveLength(0);

    type('fraud-mobile', ' ০১৭১১-০০০১১১ ');
    await click(screen.getByTestId('fraud-check'));
    const card = await screen.findByTestId('fraud-result');
    expect(gets(api, '/fraud-check').map((c) => c.query)).toEqual([{ mobile: '০১৭১১-০০০১১১' }]);
    expect(card.getAttribute('data-risk')).toBe('high');
    expect(screen.getByTestId('fraud-mobile-checked').textContent).toBe('০১৭১১০০০১১১');
    expect(['orders', 'delivered', 'cancelled', 'returned'].map((f) => screen.getByTestId(`fraud-${f}`).textContent)).toEqual([
      '১২',
      '৫',
      '৪',
      '৩',
    ]);
    expect(screen.getByTestId('fraud-risk').textContent).toBe('ঝুঁকি বেশি');
    expect(screen.getByTestId('fraud-risk-text').textContent).toBe('অনেক অর্ডার বাতিল বা ফেরত এসেছে — অগ্রিম টাকা নিয়ে তবেই পাঠান।');

    // The same number again is asked again.
    await click(screen.getByTestId('fraud-check'));
    await waitFor(() => expect(gets(api, '/fraud-check')).toHaveLength(2));
  });

  it('a number the server refuses (400) is said on the field in its words; a new customer is labelled so (English)', async () => {
    const bad = 'Give a correct mobile number, e.g. 01712345678.';
    fraudApi((mobile) =>
      mobile === '12345'
        ? { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Some details are not right.', details: { mobile: bad } } } }
        : {
            status: 200,
            body: { mobile: '+8801911000333', orders: 0, delivered: 0, cancelled: 0, returned: 0, risk: 'new' } satisfies FraudCheck,
          },
    );
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/fraud-check');
    await screen.findByTestId('fraud-page');
    type('fraud-mobile', '12345');
    await click(screen.getByTestId('fraud-check'));
    await waitFor(() => expect(screen.getByTestId('fraud-mobile').getAttribute('aria-invalid')).toBe('true'));
    expect(within(screen.getByTestId('fraud-mobile').closest('div') as HTMLElement).getByRole('alert').textContent).toBe(bad);
    expect(screen.queryByTestId('fraud-result')).toBeNull();
    expect(screen.queryByTestId('form-error')).toBeNull();

    type('fraud-mobile', '+880 1911-000333');
    expect(screen.getByTestId('fraud-mobile').getAttribute('aria-invalid')).toBeNull();
    await click(screen.getByTestId('fraud-check'));
    const card = await screen.findByTestId('fraud-result');
    expect(card.getAttribute('data-risk')).toBe('new');
    expect(screen.getByTestId('fraud-risk').textContent).toBe('New customer');
    expect(screen.getByTestId('fraud-risk-text').textContent).toBe('No orders from this number in any store yet.');
    expect(screen.getByTestId('fraud-orders').textContent).toBe('0');
  });
});
