import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { computeInvoice } from '@dokani/core/invoice';
import { formatMoney } from '@dokani/core/format';
import { isUlid } from '@dokani/core/ulid';
import { routes } from '@/app/routes';
import { setLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';
import { queryClient } from '@/shared/lib/query';
import { renderRoutes } from '@/test/render';
import { makeSettings, signInStore, signOutStore } from '@/test/fixtures';
import type { SaleRequest } from '../api';
import { MAX_INVOICE_LINES } from '@dokani/contracts';
import { makeProduct } from '@/test/api';
import { cartProduct, emptyCart, NO_DISCOUNT } from './cart';
import { cartKey, useCounterStore } from './cart-store';
import { BASE, KARIM, OIL, RICE, SHOP, counterApi, makePurchase, makeSale } from './test-api';

vi.mock('@/shared/lib/notify', async (original) => ({ ...(await original<object>()), notify: vi.fn() }));

// The first render of a lazy route (code and the 'sell' texts) is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** Phone (one side at a time, tabs) or desktop (both sides). */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width:\s*1024px/.test(query) ? width >= 1024 : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const bn = (poisha: bigint) => formatMoney(poisha, 'bn');
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const posts = (api: ReturnType<typeof counterApi>, path = `${BASE}/sales`) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === path);

async function tapProduct(name: string) {
  const finder = await screen.findByTestId('product-finder', {}, { timeout: 8000 });
  fireEvent.click(await within(finder).findByRole('button', { name: `${name} যোগ করুন` }));
}

beforeEach(() => {
  signInStore(SHOP);
  useCounterStore.setState({ carts: {} });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
  queryClient.clear();
  signOutStore();
  await setLanguage('bn');
});

describe('/sell on a desktop', () => {
  beforeEach(() => viewport(1280));

  it(`stops at ${MAX_INVOICE_LINES} lines with the reason, and still adds more of a product already in the cart`, async () => {
    counterApi({});
    const others = Array.from({ length: MAX_INVOICE_LINES - 1 }, (_, i) =>
      makeProduct({ id: `01JD3ZK7Q8V6Y2N4W5X${String(i).padStart(7, '0')}`, name: `পণ্য ${i}` }),
    );
    const line = (p: typeof RICE) => ({ product: cartProduct(p), quantity: '1', price: null, discount: NO_DISCOUNT, vat: '' });
    const full = { ...emptyCart('01JD3ZK7Q8V6Y2N4W5X9CART00'), lines: [line(RICE), ...others.map(line)] };
    useCounterStore.setState({ carts: { [cartKey('sale', SHOP.id)]: full } });
    renderRoutes(routes, '/sell');

    await tapProduct(OIL.name);
    expect(await screen.findByText('একটি মেমোতে সর্বোচ্চ ২০০টি পণ্য রাখা যায়।')).toBeTruthy();
    const cart = () => useCounterStore.getState().carts[cartKey('sale', SHOP.id)];
    expect(cart()?.lines).toHaveLength(MAX_INVOICE_LINES);
    expect(cart()?.lines.some((l) => l.product.id === OIL.id)).toBe(false);

    await tapProduct(RICE.name);
    await waitFor(() => expect(cart()?.lines[0]?.quantity).toBe('2'));
    expect(screen.queryByText('একটি মেমোতে সর্বোচ্চ ২০০টি পণ্য রাখা যায়।')).toBeNull();
  });

  it('totals equal core computeInvoice, the bulk price comes at its minimum, cash gives change, one ULID is sent', async () => {
    const api = counterApi({
      [`POST ${BASE}/sales`]: ({ body }) => ({
        status: 201,
        body: makeSale({ id: (body as SaleRequest).id, number: 'S-000123', total: '883.71', paid: '1200.00', change: '316.29' }),
      }),
    });
    renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    await tapProduct(OIL.name);
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    // Focus goes back to the search box after a tap (keyboard and scanner counters).
    expect(document.activeElement).toBe(screen.getByTestId('counter-search'));

    // 9 kg: the sell price; 10 kg: the bulk price, said on the line.
    const rice = lines[0] as HTMLElement;
    type(within(rice).getByTestId('cart-line-qty'), '৯');
    await waitFor(() => expect(within(rice).getByTestId('cart-line-price')).toHaveProperty('value', '৭০.০০'));
    expect(within(rice).queryByTestId('cart-line-bulk')).toBeNull();
    fireEvent.click(within(rice).getByTestId('cart-line-plus'));
    await waitFor(() => expect(within(rice).getByTestId('cart-line-price')).toHaveProperty('value', '৬৫.০০'));
    expect(within(rice).getByTestId('cart-line-qty')).toHaveProperty('value', '১০');
    expect(within(rice).getByTestId('cart-line-bulk').textContent).toBe('পাইকারি দাম');

    // The screen's total is core's, to the poisha: 10 × 65 + 189.50 + 7.5 % VAT (14.21) + delivery 30 = 883.71
    type(screen.getByTestId('counter-delivery'), '৩০');
    const expected = computeInvoice({
      lines: [
        { quantity: 10_000n, unitPrice: 6500n },
        { quantity: 1000n, unitPrice: 18950n, vatPercent: 750n },
      ],
      deliveryCharge: 3000n,
    });
    await waitFor(() => expect(screen.getByTestId('total-total').textContent).toBe(bn(expected.total)));
    expect(screen.getByTestId('total-vat').textContent).toBe(bn(expected.vat));
    expect(screen.getByTestId('counter-submit').textContent).toContain(bn(expected.total));

    // 1,200 in cash → change shown as you type.
    type(screen.getAllByTestId('payment-amount')[0] as HTMLElement, '১২০০');
    await waitFor(() => expect(screen.getByTestId('total-change').textContent).toBe(bn(120_000n - expected.total)));

    fireEvent.click(screen.getByTestId('counter-submit'));
    const done = await screen.findByTestId('counter-success');
    expect(within(done).getByTestId('success-number').textContent).toBe('S-০০০১২৩');
    expect(within(done).getByTestId('success-change').textContent).toContain('৳৩১৬.২৯');
    expect(
      within(done)
        .getByRole('link', { name: /রসিদ প্রিন্ট/ })
        .getAttribute('href'),
    ).toMatch(/^\/print\/sale\/[0-9A-Z]{26}$/);
    expect(
      within(done)
        .getByRole('link', { name: /বিক্রির খাতায় দেখুন/ })
        .getAttribute('href'),
    ).toMatch(/^\/sell-list\/[0-9A-Z]{26}$/);

    const [post] = posts(api);
    const body = post?.body as SaleRequest;
    expect(isUlid(body.id)).toBe(true);
    expect(body).toMatchObject({
      total: '883.71',
      deliveryCharge: '30.00',
      payments: [{ method: 'cash', amount: '1200.00' }],
      lines: [
        { productId: RICE.id, quantity: '10', unitPrice: '65.00', discount: null },
        { productId: OIL.id, quantity: '1', unitPrice: '189.50', discount: null },
      ],
    });
    expect(expected.total).toBe(88371n);

    // The cart is empty for the next sale, under a new id.
    fireEvent.click(within(done).getByTestId('success-new'));
    expect(await screen.findByTestId('cart-empty')).toBeTruthy();
    const fresh = useCounterStore.getState().carts[`sale:${SHOP.id}`];
    expect(fresh?.lines).toEqual([]);
    expect(fresh?.id).not.toBe(body.id);
  });

  it('a scanner types the barcode and Enter: the product is added at once and the search is ready again', async () => {
    const api = counterApi();
    renderRoutes(routes, '/sell');
    const search = await screen.findByTestId('counter-search', {}, { timeout: 8000 });
    type(search, RICE.barcode ?? '');
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    const line = await screen.findByTestId('cart-line');
    expect(within(line).getByTestId('cart-line-name').textContent).toBe(RICE.name);
    expect(api.calls.some((c) => c.path === `${BASE}/products` && c.query.barcode === RICE.barcode)).toBe(true);
    expect((search as HTMLInputElement).value).toBe('');
    // The same code again: one more on the same line.
    type(search, RICE.barcode ?? '');
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(within(line).getByTestId('cart-line-qty')).toHaveProperty('value', '২'));
    // An unknown code says so and offers to add the product.
    type(search, '9990001112223');
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect((await screen.findByTestId('counter-scan-not-found')).textContent).toContain('9990001112223');
  });

  it('something due needs a customer: refused on the screen, then booked to a customer added inline, with the new balance', async () => {
    const api = counterApi({
      [`POST ${BASE}/sales`]: ({ body }) => ({
        status: 201,
        body: makeSale({
          id: (body as SaleRequest).id,
          total: '140.00',
          paid: '40.00',
          due: '100.00',
          customerName: 'রহিম',
          customerBalance: '100.00',
        }),
      }),
    });
    renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    await tapProduct(RICE.name);
    type(screen.getAllByTestId('payment-amount')[0] as HTMLElement, '৪০');
    await waitFor(() => expect(screen.getByTestId('total-due').textContent).toBe('৳১০০.০০'));
    expect(screen.getByTestId('due-note').textContent).toContain('কাস্টমার বেছে নিন');

    fireEvent.click(screen.getByTestId('counter-submit'));
    expect(await screen.findByText('কিছু টাকা বাকি থাকছে — কাস্টমার বেছে নিন বা নতুন যোগ করুন।')).toBeTruthy();
    expect(posts(api)).toHaveLength(0);

    // "Add as new" from the picker: what was typed becomes the name; the number goes in by hand.
    const picker = screen.getByTestId('counter-contact-picker');
    type(picker, 'রহিম');
    fireEvent.mouseDown(await screen.findByTestId('contact-option-new'));
    expect(screen.getByTestId('new-contact-name')).toHaveProperty('value', 'রহিম');
    type(screen.getByTestId('new-contact-mobile'), '০১৮১১২২৩৩৪৪');
    await waitFor(() => expect(screen.getByTestId('due-note').textContent).toContain('রহিম'));
    expect(screen.getByTestId('due-new-balance').textContent).toBe('পাবো ৳১০০.০০');

    fireEvent.click(screen.getByTestId('counter-submit'));
    const done = await screen.findByTestId('counter-success');
    expect(within(done).getByTestId('success-due').textContent).toContain('রহিম');
    expect(within(done).getByTestId('success-balance').textContent).toBe('পাবো ৳১০০.০০');
    expect(posts(api)[0]?.body).toMatchObject({
      customer: { name: 'রহিম', mobile: '01811223344' },
      payments: [{ method: 'cash', amount: '40.00' }],
      total: '140.00',
    });
  });

  it('a typed price wins until reset; Delete on a line’s buttons removes it, in a text box it edits', async () => {
    counterApi();
    renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    await tapProduct(OIL.name);
    const [rice, oil] = await screen.findAllByTestId('cart-line');
    type(within(rice as HTMLElement).getByTestId('cart-line-price'), '৬৮');
    await waitFor(() => expect(within(rice as HTMLElement).getByTestId('cart-line-total').textContent).toBe('৳৬৮.০০'));
    fireEvent.click(within(rice as HTMLElement).getByTestId('cart-line-price-reset'));
    await waitFor(() => expect(within(rice as HTMLElement).getByTestId('cart-line-total').textContent).toBe('৳৭০.০০'));

    fireEvent.keyDown(within(oil as HTMLElement).getByTestId('cart-line-qty'), { key: 'Delete' });
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    fireEvent.keyDown(within(oil as HTMLElement).getByTestId('cart-line-plus'), { key: 'Delete' });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.getByTestId('cart-line-name').textContent).toBe(RICE.name);
  });

  it('an existing customer: the due is added to their balance on screen', async () => {
    counterApi();
    renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    fireEvent.click(await screen.findByTestId('payment-all-due'));
    const picker = screen.getByTestId('counter-contact-picker');
    type(picker, 'কর');
    fireEvent.mouseDown(await screen.findByTestId('contact-option'));
    // 100 owed before + 70 now.
    await waitFor(() => expect(screen.getByTestId('due-new-balance').textContent).toBe('পাবো ৳১৭০.০০'));
  });

  it('shows the server’s refusal and retries the same cart under the same id', async () => {
    let n = 0;
    const api = counterApi({
      [`POST ${BASE}/sales`]: ({ body }) => {
        n += 1;
        return n === 1
          ? {
              status: 409,
              body: {
                error: {
                  code: 'STOCK_INSUFFICIENT',
                  message: '“মিনিকেট চাল”-এর স্টকে আছে মাত্র ০.৫।',
                  details: { productId: RICE.id, productName: RICE.name, available: '0.5' },
                },
              },
            }
          : { status: 201, body: makeSale({ id: (body as SaleRequest).id }) };
      },
    });
    renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    fireEvent.click(await screen.findByTestId('counter-submit'));
    const said = '“মিনিকেট চাল” স্টকে আছে মাত্র ০.৫ কেজি — এর বেশি বিক্রি করা যাবে না। পরিমাণ কমিয়ে আবার চাপুন।';
    expect((await screen.findByTestId('form-error')).textContent).toBe(said);
    // Where the eye is: a toast, and the line itself says what is left.
    expect(notify).toHaveBeenCalledWith('error', said);
    expect(screen.getByTestId('cart-line-stock-warning').textContent).toBe('স্টকে আছে মাত্র ০.৫ কেজি');
    // The cart's product facts were fetched again after a stock refusal.
    await waitFor(() => expect(api.calls.some((c) => c.method === 'GET' && c.path === `${BASE}/products/${RICE.id}`)).toBe(true));
    fireEvent.click(screen.getByTestId('counter-submit'));
    await screen.findByTestId('counter-success');
    const sent = posts(api).map((c) => (c.body as SaleRequest).id);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
  });

  it('without a network: the sale is kept on the device with a provisional number and sent once when the network is back', async () => {
    const api = counterApi({ [`POST ${BASE}/sales`]: ({ body }) => ({ status: 201, body: makeSale({ id: (body as SaleRequest).id }) }) });
    renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(await screen.findByTestId('counter-submit'));
    const done = await screen.findByTestId('counter-success');
    expect(within(done).getByTestId('success-offline').textContent).toContain('নেট নেই — বিক্রিটি এই ফোনে রাখা হয়েছে');
    expect(within(done).getByTestId('success-number').textContent).toMatch(/^[A-Z]{3}-০০০১$/);
    expect(within(done).queryByTestId('success-book')).toBeNull();
    expect(posts(api)).toHaveLength(0);
    const { outboxEntries, sendOutbox } = await import('@/shared/offline/outbox');
    const [kept] = await outboxEntries();
    expect(kept).toMatchObject({
      kind: 'sale',
      label: expect.stringMatching(/^[A-Z]{3}-0001$/),
      body: { offline: { number: kept?.label } },
    });
    expect(JSON.parse(localStorage.getItem('dokani.outbox.v1') ?? '{}')).toMatchObject({ count: 1 });
    vi.restoreAllMocks();
    // back online: sent once, under the sale's own id, and gone from the device
    await sendOutbox();
    await sendOutbox();
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]?.body).toMatchObject({ id: kept?.id, offline: { madeAt: expect.any(String), number: kept?.label } });
    expect(await outboxEntries()).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('dokani.outbox.v1') ?? '{}')).toMatchObject({ count: 0 });
  });

  it('a network that fails mid-post: the sale waits with the very body posted (the server may have it), the offline one kept for a refusal', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const api = counterApi({
      [`POST ${BASE}/sales`]: () => {
        online.mockReturnValue(false);
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    fireEvent.click(await screen.findByTestId('counter-submit'));
    expect((await screen.findByTestId('success-offline')).textContent).toContain('নেট নেই');
    expect(posts(api)).toHaveLength(1);
    const { outboxEntries } = await import('@/shared/offline/outbox');
    const [kept] = await outboxEntries();
    expect(kept?.body).toEqual(posts(api)[0]?.body);
    expect(kept?.fallbackBody).toMatchObject({ ...(posts(api)[0]?.body as object), offline: { number: kept?.label } });
    vi.restoreAllMocks();
  });

  it('a stock refusal on a phone: opens the cart at the line, and is gone once the quantity is fixed', async () => {
    viewport(360);
    counterApi({
      [`POST ${BASE}/sales`]: () => ({
        status: 409,
        body: {
          error: { code: 'STOCK_INSUFFICIENT', message: 'x', details: { productId: RICE.id, productName: RICE.name, available: '1' } },
        },
      }),
    });
    renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    fireEvent.click(await screen.findByTestId('counter-to-cart'));
    fireEvent.click(screen.getByTestId('cart-line-plus'));
    fireEvent.click(screen.getByTestId('counter-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toContain('স্টকে আছে মাত্র ১ কেজি');
    expect(notify).toHaveBeenCalledWith('error', expect.stringContaining('এর বেশি বিক্রি করা যাবে না'));
    expect(screen.getByTestId('counter-tab-cart').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cart-line-qty')));
    expect(screen.getByTestId('cart-line-stock-warning')).toBeTruthy();
    // Fixed: one less — the refusal and the line's warning are gone.
    fireEvent.click(screen.getByTestId('cart-line-minus'));
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(screen.queryByTestId('cart-line-stock-warning')).toBeNull();
  });

  it('a cart changed after a try that was booked (answer lost): shows that booking instead of booking again', async () => {
    // The cart already has its id (it was sent once before).
    useCounterStore.getState().change(cartKey('sale', SHOP.id), (c) => c);
    const id = useCounterStore.getState().carts[cartKey('sale', SHOP.id)]?.id ?? '';
    const api = counterApi({
      [`POST ${BASE}/sales`]: () => ({
        status: 409,
        body: { error: { code: 'ID_CONFLICT', message: 'এই আইডি দিয়ে অন্য তথ্য আগেই সংরক্ষিত আছে।' } },
      }),
      [`GET ${BASE}/sales/${id}`]: () => ({ status: 200, body: makeSale({ id, number: 'S-000042', total: '70.00', paid: '70.00' }) }),
    });
    renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    fireEvent.click(screen.getByTestId('counter-extras-toggle'));
    type(screen.getByTestId('counter-date'), '2026-11-01');
    fireEvent.click(await screen.findByTestId('counter-submit'));
    const done = await screen.findByTestId('counter-success');
    expect(within(done).getByTestId('success-number').textContent).toBe('S-০০০০৪২');
    expect(done.textContent).toContain('আগেই সেভ হয়েছিল');
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]?.body).toMatchObject({ id, date: '2026-11-01' });
  });

  it('opens the receipt right after the sale when the shop prints after each sale', async () => {
    counterApi({
      [`GET ${BASE}/settings`]: () => ({
        status: 200,
        body: makeSettings({ printAfterSale: true }),
      }),
      [`POST ${BASE}/sales`]: ({ body }) => ({ status: 201, body: makeSale({ id: (body as SaleRequest).id }) }),
    });
    const { router } = renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    await waitFor(() => expect(queryClient.getQueryData(['shop-settings', SHOP.id])).toBeTruthy());
    fireEvent.click(await screen.findByTestId('counter-submit'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/print\/sale\/[0-9A-Z]{26}$/));
    expect(router.state.location.search).toBe('?auto=1');
  });
});

describe('/sell on a phone', () => {
  beforeEach(() => viewport(360));

  it('products and the bill are two tabs; the sticky bar carries the total; the cart survives a reload', async () => {
    counterApi();
    const first = renderRoutes(routes, '/sell');
    await tapProduct(RICE.name);
    // A tap on a phone does not raise the keyboard.
    expect(document.activeElement).not.toBe(screen.getByTestId('counter-search'));
    const toCart = await screen.findByTestId('counter-to-cart');
    expect(toCart.textContent).toContain('মেমো (১)');
    expect(toCart.textContent).toContain('৳৭০.০০');
    fireEvent.click(toCart);
    expect(screen.getByTestId('counter-tab-cart').getAttribute('aria-selected')).toBe('true');
    type(screen.getByTestId('cart-line-qty'), '১.৫');
    await waitFor(() => expect(screen.getByTestId('counter-submit').textContent).toBe('বিক্রি করুন ৳১০৫.০০'));

    // A reload: the page is rebuilt from localStorage.
    first.unmount();
    queryClient.clear();
    const stored = localStorage.getItem('dokani-counter') ?? '';
    useCounterStore.setState({ carts: {} });
    localStorage.setItem('dokani-counter', stored);
    await act(() => useCounterStore.persist.rehydrate());
    renderRoutes(routes, '/sell');
    expect((await screen.findByTestId('counter-to-cart', {}, { timeout: 8000 })).textContent).toContain('৳১০৫.০০');
  });
});

describe('/purchase', () => {
  beforeEach(() => viewport(1280));

  it('costs the purchase price, raises stock on screen, and leaves the unpaid part due to the supplier', async () => {
    const supplier = { ...KARIM, id: '01JD3ZK7Q8V6Y2N4W5X9A0B1F2', type: 'supplier' as const, name: 'রহমান ট্রেডার্স', balance: '0.00' };
    const api = counterApi({
      [`GET ${BASE}/contacts`]: () => ({ status: 200, body: { items: [supplier], nextCursor: null } }),
      [`GET ${BASE}/contacts/${supplier.id}`]: () => ({ status: 200, body: supplier }),
      [`POST ${BASE}/purchases`]: ({ body }) => ({
        status: 201,
        body: makePurchase({
          id: (body as { id: string }).id,
          total: '620.00',
          paid: '200.00',
          due: '420.00',
          supplierName: supplier.name,
          supplierBalance: '-420.00',
          lines: [
            {
              lineNo: 1,
              productId: RICE.id,
              productName: RICE.name,
              unit: 'kg',
              quantity: '10',
              returnedQuantity: '0',
              unitPrice: '62.00',
              discount: null,
              discountAmount: '0.00',
              vatPercent: '0',
              vat: '0.00',
              total: '620.00',
              discountShare: '0.00',
              cost: '620.00',
              warrantyEndsOn: null,
            },
          ],
        }),
      }),
    });
    renderRoutes(routes, '/purchase');
    await tapProduct(RICE.name);
    const line = await screen.findByTestId('cart-line');
    expect(within(line).getByTestId('cart-line-price')).toHaveProperty('value', '৬২.০০');
    type(within(line).getByTestId('cart-line-qty'), '10');
    await waitFor(() => expect(within(line).getByTestId('cart-line-stock-after').textContent).toBe('স্টক ৫০ → ৬০ কেজি'));
    type(screen.getAllByTestId('payment-amount')[0] as HTMLElement, '200');
    type(screen.getByTestId('counter-contact-picker'), 'রহ');
    fireEvent.mouseDown(await screen.findByTestId('contact-option'));
    await waitFor(() => expect(screen.getByTestId('due-new-balance').textContent).toBe('দেবো ৳৪২০.০০'));
    fireEvent.click(screen.getByTestId('counter-submit'));
    const done = await screen.findByTestId('counter-success');
    expect(within(done).getByTestId('success-stock').textContent).toContain('+১০ কেজি');
    expect(within(done).getByTestId('success-balance').textContent).toBe('দেবো ৳৪২০.০০');
    expect(posts(api, `${BASE}/purchases`)[0]?.body).toMatchObject({
      supplierId: supplier.id,
      total: '620.00',
      payments: [{ method: 'cash', amount: '200.00' }],
      lines: [{ productId: RICE.id, quantity: '10', unitPrice: '62.00', discount: null }],
    });
  });
});

describe('/quick-sell', () => {
  it('sells by amount with its profit; the unpaid rest needs a customer', async () => {
    const api = counterApi({
      [`POST ${BASE}/sales`]: ({ body }) => ({
        status: 201,
        body: makeSale({
          id: (body as SaleRequest).id,
          kind: 'quick',
          total: '500.00',
          paid: '300.00',
          due: '200.00',
          customerName: KARIM.name,
          customerBalance: '300.00',
        }),
      }),
    });
    renderRoutes(routes, '/quick-sell');
    type(await screen.findByTestId('quick-amount', {}, { timeout: 8000 }), '৫০০');
    type(screen.getByTestId('quick-profit'), '৮০');
    type(screen.getAllByTestId('payment-amount')[0] as HTMLElement, '৩০০');
    fireEvent.click(screen.getByTestId('quick-submit'));
    expect(await screen.findByText('কিছু টাকা বাকি থাকছে — কাস্টমার বেছে নিন বা নতুন যোগ করুন।')).toBeTruthy();
    expect(posts(api)).toHaveLength(0);
    type(screen.getByTestId('counter-contact-picker'), 'কর');
    fireEvent.mouseDown(await screen.findByTestId('contact-option'));
    await waitFor(() => expect(screen.getByTestId('due-new-balance').textContent).toBe('পাবো ৳৩০০.০০'));
    fireEvent.click(screen.getByTestId('quick-submit'));
    await screen.findByTestId('counter-success');
    const body = posts(api)[0]?.body as SaleRequest;
    expect(body).toMatchObject({
      quickSell: { amount: '500.00', profit: '80.00' },
      customerId: KARIM.id,
      total: '500.00',
      payments: [{ method: 'cash', amount: '300.00' }],
    });
    expect(body.lines).toBeUndefined();
    expect(isUlid(body.id)).toBe(true);
  });
});
