import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OnlineShop, ShippingPackage } from '@dokani/contracts/online-shop';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { fakeApi, makeShop, signInStore } from '@/test/fixtures';
import { ORIGIN, click, makeStore, onlineShopEachTest, type } from './test-fixtures';
import { setLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';

vi.mock('@/shared/lib/notify', async (original) => ({ ...(await original<object>()), notify: vi.fn() }));

const SHOP = makeShop();
const BASE = `/shops/${SHOP.id}`;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

/** A store never saved: named after the shop, its address and public number, unpublished. */
const STORE = makeStore({ slug: null, published: false, name: 'মায়ের দোয়া স্টোর', url: null });

/** The server's PATCH: the named fields over the store, nested objects field by field, '' clearing a text. */
function applyPatch(store: OnlineShop, body: Record<string, unknown>): OnlineShop {
  const orNull = (v: unknown) => (v === '' ? null : (v as string | null));
  const merge = <T extends Record<string, string | null>>(cur: T, patch: unknown): T =>
    ({ ...cur, ...Object.fromEntries(Object.entries((patch ?? {}) as Record<string, unknown>).map(([k, v]) => [k, orNull(v)])) }) as T;
  const slug = (body.slug as string | undefined) ?? store.slug;
  return {
    ...store,
    slug,
    published: (body.published as boolean | undefined) ?? store.published,
    name: (body.name as string | undefined) ?? store.name,
    address: 'address' in body ? orNull(body.address) : store.address,
    mobile: 'mobile' in body ? (body.mobile === null ? null : '+88' + (body.mobile as string)) : store.mobile,
    social: merge(store.social, body.social),
    seo: merge(store.seo, body.seo),
    policies: merge(store.policies, body.policies),
    url: slug ? `${ORIGIN}/store/${slug}` : null,
  };
}

/** The shop's store, read and saved (each PATCH answered like the server). */
function storeApi(initial: OnlineShop, patch?: (body: Record<string, unknown>) => { status: number; body?: unknown }) {
  let store = initial;
  return fakeApi({
    'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
    [`GET ${BASE}/online-shop`]: () => ({ status: 200, body: store }),
    [`PATCH ${BASE}/online-shop`]: (body) => {
      const refused = patch?.(body as Record<string, unknown>);
      if (refused) return refused;
      store = applyPatch(store, body as Record<string, unknown>);
      return { status: 200, body: store };
    },
  });
}

const patches = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.key === `PATCH ${BASE}/online-shop`).map((c) => c.body);
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

onlineShopEachTest();

describe('Store settings', () => {
  it('starts from the saved store, previews the typed address, and saves only the changed fields', async () => {
    const api = storeApi(STORE);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/settings');
    await screen.findByTestId('store-settings-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('স্টোর সেটিংস');
    expect(input('store-name').value).toBe('মায়ের দোয়া স্টোর');
    expect(input('store-mobile').value).toBe('০১৭১২৩৪৫৬৭৮');
    expect(screen.getByTestId('store-slug').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByTestId('store-settings-form').textContent).toContain('৩ থেকে ৪০ অক্ষর');
    expect(screen.getByTestId('store-domain').textContent).toBe('এখনো কোনো নিজস্ব ডোমেইন নেই।');
    expect(screen.queryByTestId('store-view')).toBeNull();
    // Nothing changed yet: nothing to save.
    expect((screen.getByTestId('store-save') as HTMLButtonElement).disabled).toBe(true);

    // Typed in capitals and with Bangla digits: the address as the server will read it.
    type('store-slug', 'Mayer-Doa-১');
    expect(screen.getByTestId('store-preview-url').textContent).toBe(`${window.location.origin}/store/mayer-doa-1`);
    type('store-facebook', 'facebook.com/mayerdoa');
    type('store-mobile', '০১৮১২৩৪৫৬৭৮');
    await click(screen.getByTestId('store-save'));

    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({ slug: 'mayer-doa-1', mobile: '01812345678', social: { facebook: 'https://facebook.com/mayerdoa' } });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'স্টোর সেটিংস সেভ হয়েছে'));
    // Saved: the server's own link, and nothing left to save.
    expect(screen.getByTestId('store-preview-url').textContent).toBe(`${ORIGIN}/store/mayer-doa-1`);
    expect(input('store-facebook').value).toBe('https://facebook.com/mayerdoa');
    expect((screen.getByTestId('store-save') as HTMLButtonElement).disabled).toBe(true);

    // Publishing alone sends only that; a published store offers its link.
    await click(screen.getByTestId('store-published'));
    await click(screen.getByTestId('store-save'));
    await waitFor(() => expect(patches(api)).toHaveLength(2));
    expect(patches(api)[1]).toEqual({ published: true });
    const view = await screen.findByTestId('store-view');
    expect(view.getAttribute('href')).toBe(`${ORIGIN}/store/mayer-doa-1`);
  });

  it('a cleared text is sent as empty, a cleared number as null; the domain is shown read-only (English)', async () => {
    const api = storeApi({
      ...STORE,
      slug: 'mayer-doa',
      published: true,
      url: `${ORIGIN}/store/mayer-doa`,
      domain: 'www.mayerdoa.com.bd',
    });
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/settings');
    await screen.findByTestId('store-settings-form');
    expect(input('store-mobile').value).toBe('01712345678');
    expect(screen.getByTestId('store-domain').textContent).toBe('www.mayerdoa.com.bd');
    expect(screen.getByTestId('store-settings-form').textContent).toContain("set up by Dokani's team on request");
    expect(screen.getByTestId('store-view').textContent).toBe('View store');
    type('store-slug', 'mayer-doa-2');
    expect(screen.getByTestId('store-preview-url').textContent).toBe(`${ORIGIN}/store/mayer-doa-2`);
    type('store-slug', 'mayer-doa');
    type('store-address', '  ');
    type('store-mobile', '');
    await click(screen.getByTestId('store-save'));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({ address: '', mobile: null });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Store settings saved'));
  });

  it('checks the address first: a wrong one is not sent', async () => {
    const api = storeApi(STORE);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/settings');
    await screen.findByTestId('store-settings-form');
    type('store-slug', 'ab');
    type('store-instagram', 'ftp://example.com');
    await click(screen.getByTestId('store-save'));
    expect(patches(api)).toHaveLength(0);
    expect(screen.getByTestId('store-slug').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('store-settings-form').textContent).toContain('ওয়েব ঠিকানা ৩ থেকে ৪০ অক্ষরের হবে');
    expect(screen.getByTestId('store-instagram').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('store-slug'));
  });

  it('says at once, as it is typed, that the address takes no spaces — in Bangla, and in English', async () => {
    storeApi(STORE);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/settings');
    await screen.findByTestId('store-settings-form');
    type('store-slug', 'mayer ');
    // Nothing saved yet: the field says it while the owner types.
    const field = () => screen.getByTestId('store-slug').closest('div') as HTMLElement;
    expect(screen.getByTestId('store-slug').getAttribute('aria-invalid')).toBe('true');
    expect(within(field()).getByRole('alert').textContent).toBe(
      'ওয়েব ঠিকানায় ফাঁকা জায়গা (স্পেস) দেওয়া যাবে না — শব্দের মাঝে হাইফেন (-) দিন, যেমন mayer-doa-store',
    );
    type('store-slug', 'mayer-doa');
    expect(screen.getByTestId('store-slug').getAttribute('aria-invalid')).not.toBe('true');
    expect(within(field()).queryByRole('alert')).toBeNull();
    await setLanguage('en');
    type('store-slug', 'mayer doa');
    expect(within(field()).getByRole('alert').textContent).toBe(
      'A web address cannot have spaces — put a hyphen (-) between words, like mayer-doa-store',
    );
  });

  it('a taken address (409 SLUG_TAKEN) is said on the address field in the server’s words', async () => {
    const taken = 'এই ওয়েব ঠিকানাটি আরেকটি দোকান নিয়ে নিয়েছে। অন্য একটি ঠিকানা বেছে নিন।';
    const api = storeApi(STORE, () => ({
      status: 409,
      body: { error: { code: 'SLUG_TAKEN', message: taken, details: { slug: 'rahim-store' } } },
    }));
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/settings');
    await screen.findByTestId('store-settings-form');
    type('store-slug', 'rahim-store');
    await click(screen.getByTestId('store-save'));
    await waitFor(() => expect(screen.getByTestId('store-slug').getAttribute('aria-invalid')).toBe('true'));
    const slugField = screen.getByTestId('store-slug').closest('div') as HTMLElement;
    expect(within(slugField).getByRole('alert').textContent).toBe(taken);
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(patches(api)).toEqual([{ slug: 'rahim-store' }]);
    expect(notify).not.toHaveBeenCalled();
    // Typing again clears the problem.
    type('store-slug', 'rahim-store-2');
    expect(screen.getByTestId('store-slug').getAttribute('aria-invalid')).toBeNull();
  });

  it('a refused save (VALIDATION_FAILED) puts each detail on its field: publishing without an address, a social link', async () => {
    const publishFirst = "Choose the store's web address before publishing.";
    const badUrl = 'The address (URL) is not right.';
    storeApi(STORE, () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not right.',
          details: { published: publishFirst, 'social.youtube': badUrl },
        },
      },
    }));
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/settings');
    await screen.findByTestId('store-settings-form');
    await click(screen.getByTestId('store-published'));
    type('store-youtube', 'https://youtube.com/@mayerdoa');
    await click(screen.getByTestId('store-save'));
    expect((await screen.findByTestId('store-published-error')).textContent).toBe(publishFirst);
    const youtube = screen.getByTestId('store-youtube');
    expect(youtube.getAttribute('aria-invalid')).toBe('true');
    expect(within(youtube.closest('div') as HTMLElement).getByRole('alert').textContent).toBe(badUrl);
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});

describe('Delivery packages', () => {
  const INSIDE: ShippingPackage = { id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D1', name: 'ঢাকার ভেতরে', fee: '60.00' };
  const PICKUP: ShippingPackage = { id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D2', name: 'দোকান থেকে নেবেন', fee: '0.00' };

  function packagesApi(initial: ShippingPackage[]) {
    let items = initial;
    const sorted = () => [...items].sort((a, b) => Number(a.fee) - Number(b.fee) || a.name.localeCompare(b.name));
    return fakeApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/shipping-packages`]: () => ({ status: 200, body: { items: sorted() } }),
      [`POST ${BASE}/shipping-packages`]: (body) => {
        const b = body as { id: string; name: string; fee: string };
        if (items.some((p) => p.name === b.name)) {
          return {
            status: 409,
            body: { error: { code: 'SHIPPING_PACKAGE_NAME_TAKEN', message: 'এই নামে একটি ডেলিভারি প্যাকেজ আগেই আছে।' } },
          };
        }
        const p: ShippingPackage = { id: b.id, name: b.name, fee: b.fee };
        items = [...items, p];
        return { status: 201, body: p };
      },
      [`PATCH ${BASE}/shipping-packages/${INSIDE.id}`]: (body) => {
        const p = { ...INSIDE, ...(body as Partial<ShippingPackage>) };
        items = items.map((x) => (x.id === p.id ? p : x));
        return { status: 200, body: p };
      },
      [`DELETE ${BASE}/shipping-packages/${PICKUP.id}`]: () => {
        items = items.filter((x) => x.id !== PICKUP.id);
        return { status: 204 };
      },
    });
  }
  const rows = () => screen.getAllByTestId('package-row');

  it('lists the packages with their fees in taka and Bangla digits; adds one with a new id after checking it', async () => {
    const api = packagesApi([INSIDE, PICKUP]);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/delivery');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => within(r).getByTestId('package-row-fee').textContent)).toEqual(['৳০.০০', '৳৬০.০০']);
    expect(rows()[0]?.textContent).toContain('ফ্রি');

    fireEvent.click(screen.getByTestId('package-add'));
    const dialog = await screen.findByTestId('package-dialog');
    // Both are needed, and the fee is 0 or more: checked here first.
    await click(within(dialog).getByTestId('package-save'));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['এই ঘরটি পূরণ করুন।', 'এই ঘরটি পূরণ করুন।']);
    type('package-name', 'ঢাকার বাইরে');
    type('package-fee', '-৫');
    await click(within(dialog).getByTestId('package-save'));
    expect(within(dialog).getByRole('alert').textContent).toBe('ডেলিভারি চার্জ ০ বা তার বেশি হতে হবে।');
    expect(api.calls.some((c) => c.key === `POST ${BASE}/shipping-packages`)).toBe(false);

    type('package-fee', '১,২০');
    await click(within(dialog).getByTestId('package-save'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const sent = api.calls.find((c) => c.key === `POST ${BASE}/shipping-packages`)?.body as Record<string, string>;
    expect(Object.keys(sent).sort()).toEqual(['fee', 'id', 'name']);
    expect(sent).toMatchObject({ name: 'ঢাকার বাইরে', fee: '120.00' });
    expect(sent.id).toMatch(ULID);
    expect(notify).toHaveBeenCalledWith('success', 'ডেলিভারি প্যাকেজ যোগ হয়েছে');
    expect(screen.queryByTestId('package-dialog')).toBeNull();
  });

  it('a name the shop already has is said on the name field (409)', async () => {
    packagesApi([INSIDE]);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/delivery');
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('package-add'));
    const dialog = await screen.findByTestId('package-dialog');
    type('package-name', 'ঢাকার ভেতরে');
    type('package-fee', '৮০');
    await click(within(dialog).getByTestId('package-save'));
    await waitFor(() => expect(screen.getByTestId('package-name').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByRole('alert').textContent).toBe('এই নামে একটি ডেলিভারি প্যাকেজ আগেই আছে।');
    expect(screen.getByTestId('package-dialog')).toBeTruthy();
  });

  it('changes a package (only what changed) and deletes one after asking (English)', async () => {
    const api = packagesApi([INSIDE, PICKUP]);
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/delivery');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => within(r).getByTestId('package-row-fee').textContent)).toEqual(['৳0.00', '৳60.00']);

    const inside = rows()[1] as HTMLElement;
    fireEvent.click(within(inside).getByRole('button', { name: 'Change: ঢাকার ভেতরে' }));
    const dialog = await screen.findByTestId('package-dialog');
    expect(input('package-name').value).toBe('ঢাকার ভেতরে');
    expect(input('package-fee').value).toBe('60');
    type('package-fee', '70');
    await click(within(dialog).getByTestId('package-save'));
    await waitFor(() => expect(api.calls.some((c) => c.key === `PATCH ${BASE}/shipping-packages/${INSIDE.id}`)).toBe(true));
    expect(api.calls.find((c) => c.key === `PATCH ${BASE}/shipping-packages/${INSIDE.id}`)?.body).toEqual({ fee: '70.00' });
    await waitFor(() => expect(within(rows()[1] as HTMLElement).getByTestId('package-row-fee').textContent).toBe('৳70.00'));
    expect(notify).toHaveBeenCalledWith('success', 'Delivery package changed');

    fireEvent.click(within(rows()[0] as HTMLElement).getByTestId('package-delete'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Delete “দোকান থেকে নেবেন”?');
    await click(within(confirm).getByTestId('package-delete-confirm'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.calls.some((c) => c.key === `DELETE ${BASE}/shipping-packages/${PICKUP.id}`)).toBe(true);
    expect(notify).toHaveBeenCalledWith('success', 'Delivery package deleted');
  });

  it('no packages yet: says what they are for, with the way to add one', async () => {
    packagesApi([]);
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/delivery');
    const empty = await screen.findByTestId('packages-empty');
    expect(empty.textContent).toContain('এখনো কোনো ডেলিভারি প্যাকেজ নেই');
    expect(within(empty).getByTestId('package-add')).toBeTruthy();
  });
});

describe('Shop policy and SEO', () => {
  it('saves the changed policies only, a cleared one as empty; counts against the limit', async () => {
    const api = storeApi({
      ...STORE,
      policies: { returns: '৭ দিনের মধ্যে ফেরত', refund: null, privacy: null, terms: 'অর্ডারের আগে ফোন করা হবে' },
    });
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/shop-policy');
    await screen.findByTestId('policy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('শপ পলিসি');
    expect(input('policy-returns').value).toBe('৭ দিনের মধ্যে ফেরত');
    expect(screen.getByTestId('policy-terms-count').textContent).toBe('২৪/২০,০০০ অক্ষর');
    type('policy-returns', '');
    type('policy-refund', '  বিকাশে টাকা ফেরত  ');
    expect(screen.getByTestId('policy-refund-count').textContent).toBe('১৬/২০,০০০ অক্ষর');
    await click(screen.getByTestId('policy-save'));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({ policies: { returns: '', refund: 'বিকাশে টাকা ফেরত' } });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'শপ পলিসি সেভ হয়েছে'));
    expect(input('policy-refund').value).toBe('বিকাশে টাকা ফেরত');
    expect((screen.getByTestId('policy-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('SEO: a title past its limit is refused here, naming the limit; a fitting one is saved (English)', async () => {
    const api = storeApi(STORE);
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/marketing-seo');
    await screen.findByTestId('seo');
    type('seo-title', 'x'.repeat(71));
    expect(screen.getByTestId('seo-title-count').textContent).toBe('71/70 characters');
    await click(screen.getByTestId('seo-save'));
    expect(patches(api)).toHaveLength(0);
    expect(within(screen.getByTestId('seo-title').closest('div') as HTMLElement).getByRole('alert').textContent).toBe(
      'Too long — at most 70 characters.',
    );
    type('seo-title', 'Mayer Doa Store — groceries in Mirpur');
    type('seo-description', 'Rice, lentils and oil, delivered.');
    await click(screen.getByTestId('seo-save'));
    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]).toEqual({
      seo: { title: 'Mayer Doa Store — groceries in Mirpur', description: 'Rice, lentils and oil, delivered.' },
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Marketing and SEO saved'));
  });
});
