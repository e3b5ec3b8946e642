import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_MOVES, ORDER_STATUSES, type Order, type OrderStatus } from '@dokani/contracts/online-shop';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { BASE, SHOP, stockApi } from '@/test/api';
import { signInStore } from '@/test/fixtures';
import { click, makeStore, onlineShopEachTest } from './test-fixtures';
import { setLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';

vi.mock('@/shared/lib/notify', async (original) => ({ ...(await original<object>()), notify: vi.fn() }));

const ID = { a: '01JD3ZK7Q8V6Y2N4W5X9A0B1F1', b: '01JD3ZK7Q8V6Y2N4W5X9A0B1F2', c: '01JD3ZK7Q8V6Y2N4W5X9A0B1F3' };
const SALE_ID = '01JD3ZK7Q8V6Y2N4W5X9A0B1S1';

function makeOrder(over: Partial<Order> = {}): Order {
  return {
    id: ID.a,
    number: 12,
    status: 'placed',
    paymentStatus: 'unpaid',
    customer: {
      name: 'করিম মিয়া',
      mobile: '+8801711000111',
      address: 'বাড়ি ৫, রোড ২, মিরপুর ১০, ঢাকা',
      divisionId: null,
      districtId: null,
      areaId: null,
    },
    lines: [
      { productId: '01JD3ZK7Q8V6Y2N4W5X9A0B1D1', name: 'মিনিকেট চাল', unit: 'kg', quantity: '5', unitPrice: '70.00', total: '350.00' },
      {
        productId: '01JD3ZK7Q8V6Y2N4W5X9A0B1D2',
        name: 'সয়াবিন তেল ১ লিটার',
        unit: 'pcs',
        quantity: '2',
        unitPrice: '185.00',
        total: '370.00',
      },
    ],
    shippingPackageId: '01JD3ZK7Q8V6Y2N4W5X9A0B1E1',
    shippingName: 'ঢাকার ভেতরে',
    subtotal: '720.00',
    deliveryFee: '60.00',
    total: '780.00',
    note: 'সন্ধ্যার পরে দিবেন',
    saleId: null,
    createdAt: '2026-03-10T04:30:00.000Z',
    events: [{ status: 'placed', at: '2026-03-10T04:30:00.000Z', by: null }],
    ...over,
  };
}

const COUNTS: Record<OrderStatus, number> = {
  placed: 3,
  accepted: 1,
  processing: 0,
  shipped: 2,
  delivered: 0,
  completed: 5,
  cancelled: 1,
  returned: 0,
};
const NO_COUNTS = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;

const STORE = makeStore();

const listCalls = (api: ReturnType<typeof stockApi>) => api.calls.filter((c) => c.method === 'GET' && c.path === `${BASE}/orders`);
const statusPosts = (api: ReturnType<typeof stockApi>) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === `${BASE}/orders/${ID.a}/status`).map((c) => c.body);

onlineShopEachTest();

describe('Orders list', () => {
  const orders = [
    makeOrder(),
    makeOrder({
      id: ID.b,
      number: 11,
      status: 'shipped',
      customer: { ...makeOrder().customer, name: 'সালমা বেগম', mobile: '+8801811000222' },
      total: '1260.50',
    }),
    makeOrder({ id: ID.c, number: 10, status: 'completed', paymentStatus: 'paid', saleId: SALE_ID }),
  ];

  function ordersApi(items: Order[] = orders, counts = COUNTS) {
    return stockApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/orders`]: ({ url }) => {
        const status = url.searchParams.get('status');
        const q = url.searchParams.get('q');
        const cursor = url.searchParams.get('cursor');
        let found = items.filter((o) => (!status || o.status === status) && (!q || o.customer.name.includes(q) || String(o.number) === q));
        if (cursor) found = found.filter((o) => o.number < Number(cursor));
        const page = found.slice(0, 2);
        return { status: 200, body: { items: page, nextCursor: found.length > 2 ? String(page.at(-1)?.number) : null, counts } };
      },
    });
  }
  const rows = () => screen.queryAllByTestId('order-row');

  it('tabs show each status with its count; rows show number, customer, mobile, total, status and payment; a row opens the order', async () => {
    ordersApi();
    signInStore(SHOP);
    const { router } = renderRoutes(routes, '/online-shop/orders');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('অর্ডারের তালিকা');
    // All, then every status of the pipeline, each with its count (all: the sum) in Bangla digits.
    const tabs = within(screen.getByTestId('order-tabs')).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('data-testid'))).toEqual(['all', ...ORDER_STATUSES].map((s) => `order-tab-${s}`));
    expect(screen.getByTestId('order-tab-all-count').textContent).toBe('১২');
    expect(screen.getByTestId('order-tab-placed').textContent).toBe('নতুন৩');
    expect(screen.getByTestId('order-tab-completed-count').textContent).toBe('৫');
    expect(screen.getByTestId('order-tab-all').getAttribute('aria-selected')).toBe('true');

    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('order-row-number').textContent).toBe('#১২');
    expect(first.textContent).toContain('করিম মিয়া');
    expect(first.textContent).toContain('০১৭১১০০০১১১');
    expect(within(first).getByTestId('order-row-total').textContent).toBe('৳৭৮০.০০');
    expect(within(first).getByTestId('order-status').textContent).toBe('নতুন');
    expect(within(first).getByTestId('order-payment').textContent).toBe('টাকা পাওয়া বাকি');
    expect(within(second).getByTestId('order-row-total').textContent).toBe('৳১,২৬০.৫০');
    expect(within(second).getByTestId('order-status').textContent).toBe('পাঠানো হয়েছে');
    expect(first.getAttribute('href')).toBe(`/online-shop/orders/${ID.a}`);

    // More than a page: the next one by its cursor.
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(router.state.location.pathname).toBe('/online-shop/orders');
  });

  it('a tab asks for its status and is kept in the address; the search waits for a pause, then asks with the text', async () => {
    const api = ordersApi();
    signInStore(SHOP);
    const { router } = renderRoutes(routes, '/online-shop/orders');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(listCalls(api)[0]?.query).toEqual({ limit: '30' });

    await click(screen.getByTestId('order-tab-shipped'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(listCalls(api).at(-1)?.query).toEqual({ status: 'shipped', limit: '30' });
    expect(screen.getByTestId('order-tab-shipped').getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?status=shipped');

    await click(screen.getByTestId('order-tab-all'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const before = listCalls(api).length;
    fireEvent.change(screen.getByTestId('order-search'), { target: { value: 'সাল' } });
    fireEvent.change(screen.getByTestId('order-search'), { target: { value: 'সালমা' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    // One request for the pause, with the whole text.
    expect(
      listCalls(api)
        .slice(before)
        .map((c) => c.query),
    ).toEqual([{ q: 'সালমা', limit: '30' }]);
    expect(rows()[0]?.textContent).toContain('সালমা বেগম');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('সালমা');

    fireEvent.change(screen.getByTestId('order-search'), { target: { value: 'রহিম' } });
    const empty = await screen.findByTestId('orders-empty');
    expect(empty.textContent).toContain('এমন কোনো অর্ডার পাওয়া যায়নি');
  });

  it('the search and the tab come back from the address', async () => {
    const api = ordersApi();
    signInStore(SHOP);
    renderRoutes(routes, '/online-shop/orders?status=placed&q=12');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(listCalls(api)[0]?.query).toEqual({ status: 'placed', q: '12', limit: '30' });
    expect((screen.getByTestId('order-search') as HTMLInputElement).value).toBe('12');
    expect(screen.getByTestId('order-tab-placed').getAttribute('aria-selected')).toBe('true');
  });

  it('no orders yet: says so and points to the store settings (English)', async () => {
    ordersApi([], NO_COUNTS);
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, '/online-shop/orders');
    const empty = await screen.findByTestId('orders-empty');
    expect(empty.textContent).toContain('No orders yet');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/online-shop/settings');
    expect(screen.getByTestId('order-tab-all-count').textContent).toBe('0');
    expect(screen.getByTestId('order-tab-processing').textContent).toBe('Packing0');
  });
});

describe('One order', () => {
  /** The order as the server keeps it: each POST moves it (or refuses) like the pipeline. */
  function orderApi(initial: Order, refuse?: (to: string) => { status: number; body: unknown } | null) {
    let order = initial;
    return stockApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/online-shop`]: () => ({ status: 200, body: STORE }),
      [`GET ${BASE}/orders/${order.id}`]: () => ({ status: 200, body: order }),
      [`POST ${BASE}/orders/${order.id}/status`]: ({ body }) => {
        const to = (body as { status: OrderStatus }).status;
        const refused = refuse?.(to);
        if (refused) return refused;
        if (!ORDER_MOVES[order.status].includes(to))
          return { status: 409, body: { error: { code: 'ORDER_STATUS_INVALID', message: 'not allowed' } } };
        order = {
          ...order,
          status: to,
          paymentStatus: to === 'delivered' ? 'paid' : order.paymentStatus,
          events: [...order.events, { status: to, at: '2026-03-10T06:15:00.000Z', by: 'রহিম উদ্দিন' }],
        };
        return { status: 200, body: { ...order, sms: to === 'accepted' || to === 'shipped' ? 'sent' : null } };
      },
    });
  }
  const actions = () =>
    within(screen.getByTestId('order-actions'))
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-testid'));

  it('shows the customer, lines, totals, payment and history; accepting posts the move and shows the next steps', async () => {
    const api = orderApi(makeOrder());
    signInStore(SHOP);
    renderRoutes(routes, `/online-shop/orders/${ID.a}`);
    await screen.findByTestId('order-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('অর্ডার #১২');
    expect(screen.getByTestId('order-customer-name').textContent).toBe('করিম মিয়া');
    const tel = screen.getByTestId('order-customer-mobile');
    expect(tel.getAttribute('href')).toBe('tel:+8801711000111');
    expect(tel.textContent).toBe('০১৭১১০০০১১১');
    expect(screen.getByTestId('order-customer-address').textContent).toBe('বাড়ি ৫, রোড ২, মিরপুর ১০, ঢাকা');
    expect(screen.getByTestId('order-note').textContent).toBe('সন্ধ্যার পরে দিবেন');
    const lines = screen.getAllByTestId('order-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.textContent).toContain('৫ কেজি × ৳৭০.০০');
    expect(within(lines[0] as HTMLElement).getByTestId('order-line-total').textContent).toBe('৳৩৫০.০০');
    const items = screen.getByTestId('order-items');
    expect(items.textContent).toContain('ডেলিভারি চার্জ (ঢাকার ভেতরে)');
    expect(screen.getByTestId('order-delivery-fee').textContent).toBe('৳৬০.০০');
    expect(items.textContent).toContain('৳৭২০.০০');
    expect(items.textContent).toContain('ক্যাশ অন ডেলিভারি · টাকা পাওয়া বাকি');
    expect(screen.getByTestId('order-total').textContent).toBe('৳৭৮০.০০');
    // Placed by the customer (no user).
    expect(screen.getAllByTestId('order-event-by').map((e) => e.textContent)).toEqual(['ক্রেতা']);
    expect(screen.queryByTestId('order-sale')).toBeNull();

    expect(actions()).toEqual(['order-move-accepted', 'order-move-cancelled']);
    await click(screen.getByTestId('order-move-accepted'));
    await waitFor(() => expect(statusPosts(api)).toEqual([{ status: 'accepted' }]));
    await waitFor(() => expect(actions()).toEqual(['order-move-processing', 'order-move-cancelled']));
    expect(within(screen.getByTestId('order-page')).getAllByTestId('order-status')[0]?.textContent).toBe('গ্রহণ করা হয়েছে');
    expect(notify).toHaveBeenCalledWith('success', 'অর্ডার #১২: গ্রহণ করা হয়েছে');
    // The history names who moved it, on the shop's clock.
    const events = screen.getAllByTestId('order-event');
    expect(events).toHaveLength(2);
    expect(events[1]?.textContent).toContain('অর্ডার গ্রহণ করা হয়েছে');
    expect(events[1]?.textContent).toContain('রহিম উদ্দিন');
    expect(events[1]?.textContent).toContain('দুপুর ১২:১৫');
    // The order was read again after the move.
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === `${BASE}/orders/${ID.a}`).length).toBeGreaterThanOrEqual(2);
  });

  it('cancelling asks first: nothing is sent until it is confirmed', async () => {
    const api = orderApi(makeOrder({ status: 'processing', events: [{ status: 'placed', at: '2026-03-10T04:30:00.000Z', by: null }] }));
    signInStore(SHOP);
    renderRoutes(routes, `/online-shop/orders/${ID.a}`);
    await screen.findByTestId('order-page');
    expect(actions()).toEqual(['order-move-shipped', 'order-move-cancelled']);

    await click(screen.getByTestId('order-move-cancelled'));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('অর্ডার #১২ বাতিল করবেন?');
    // Said no: nothing sent, nothing changed.
    await click(within(dialog).getByRole('button', { name: 'বাতিল' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(statusPosts(api)).toEqual([]);

    await click(screen.getByTestId('order-move-cancelled'));
    dialog = await screen.findByRole('alertdialog');
    await click(within(dialog).getByTestId('order-confirm-cancelled-confirm'));
    await waitFor(() => expect(statusPosts(api)).toEqual([{ status: 'cancelled' }]));
    await waitFor(() => expect(screen.getByTestId('order-page').getAttribute('data-status')).toBe('cancelled'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByTestId('order-actions')).toBeNull();
    expect(screen.getByTestId('order-hint').textContent).toBe('অর্ডারটি বাতিল করা হয়েছে।');
  });

  it('a refused move (409 STOCK_INSUFFICIENT) is said on the page in the server’s words', async () => {
    const message = '“মিনিকেট চাল”-এর স্টকে আছে মাত্র ২। এর বেশি কমানো যাবে না।';
    const api = orderApi(makeOrder(), (to) =>
      to === 'accepted'
        ? { status: 409, body: { error: { code: 'STOCK_INSUFFICIENT', message, details: { productName: 'মিনিকেট চাল', available: '2' } } } }
        : null,
    );
    signInStore(SHOP);
    renderRoutes(routes, `/online-shop/orders/${ID.a}`);
    await screen.findByTestId('order-page');
    await click(screen.getByTestId('order-move-accepted'));
    expect((await screen.findByTestId('form-error')).textContent).toBe(message);
    expect(statusPosts(api)).toEqual([{ status: 'accepted' }]);
    expect(screen.getByTestId('order-page').getAttribute('data-status')).toBe('placed');
    expect(notify).not.toHaveBeenCalled();
  });

  it('a completed order links to its sale; the packing slip prints the store, customer, lines and cash to collect (English)', async () => {
    orderApi(
      makeOrder({
        status: 'completed',
        paymentStatus: 'paid',
        saleId: SALE_ID,
        events: [
          { status: 'placed', at: '2026-03-10T04:30:00.000Z', by: null },
          { status: 'accepted', at: '2026-03-10T05:00:00.000Z', by: 'রহিম উদ্দিন' },
        ],
      }),
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signInStore(SHOP);
    await setLanguage('en');
    renderRoutes(routes, `/online-shop/orders/${ID.a}`);
    await screen.findByTestId('order-page');
    expect(screen.queryByTestId('order-actions')).toBeNull();
    expect(screen.getByTestId('order-sale').getAttribute('href')).toBe(`/sell-list/${SALE_ID}`);
    expect(screen.getAllByTestId('order-event-by').map((e) => e.textContent)).toEqual(['Customer', 'রহিম উদ্দিন']);

    const slip = screen.getByTestId('packing-slip');
    expect(slip.parentElement).toBe(document.body);
    await waitFor(() => expect(within(slip).getByTestId('slip-shop').textContent).toBe('মায়ের দোয়া অনলাইন'));
    expect(within(slip).getByTestId('slip-number').textContent).toBe('Order #12');
    expect(within(slip).getByTestId('slip-customer').textContent).toContain('01711000111');
    expect(within(slip).getAllByRole('row', { hidden: true })).toHaveLength(3);
    expect(within(slip).getByTestId('slip-total').textContent).toBe('৳780.00');
    expect(within(slip).getByTestId('slip-payment').textContent).toBe('Cash on delivery — Paid');
    fireEvent.click(screen.getByTestId('order-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('after a move the list is read again: going back shows the new counts', async () => {
    let order = makeOrder();
    const counts = () => ({ ...NO_COUNTS, [order.status]: 1 });
    const api = stockApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/online-shop`]: () => ({ status: 200, body: STORE }),
      [`GET ${BASE}/orders`]: () => ({ status: 200, body: { items: [order], nextCursor: null, counts: counts() } }),
      [`GET ${BASE}/orders/${ID.a}`]: () => ({ status: 200, body: order }),
      [`POST ${BASE}/orders/${ID.a}/status`]: () => {
        order = {
          ...order,
          status: 'accepted',
          events: [...order.events, { status: 'accepted', at: '2026-03-10T06:15:00.000Z', by: 'রহিম উদ্দিন' }],
        };
        return { status: 200, body: { ...order, sms: 'sent' } };
      },
    });
    signInStore(SHOP);
    const { router } = renderRoutes(routes, '/online-shop/orders');
    await waitFor(() => expect(screen.getByTestId('order-tab-placed-count').textContent).toBe('১'));
    await click(screen.getByTestId('order-row'));
    await screen.findByTestId('order-page');
    await click(screen.getByTestId('order-move-accepted'));
    await waitFor(() => expect(screen.getByTestId('order-page').getAttribute('data-status')).toBe('accepted'));
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(screen.getByTestId('order-tab-accepted-count').textContent).toBe('১'));
    expect(screen.getByTestId('order-tab-placed-count').textContent).toBe('০');
    expect(within(screen.getByTestId('order-row')).getByTestId('order-status').textContent).toBe('গ্রহণ করা হয়েছে');
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === `${BASE}/orders`).length).toBeGreaterThanOrEqual(2);
  });

  it('an unpaid slip says what to collect', async () => {
    orderApi(makeOrder({ status: 'shipped' }));
    signInStore(SHOP);
    renderRoutes(routes, `/online-shop/orders/${ID.a}`);
    await screen.findByTestId('order-page');
    expect(screen.getByTestId('slip-payment').textContent).toBe('ক্যাশ অন ডেলিভারি — ক্রেতার কাছ থেকে নিতে হবে ৳৭৮০.০০');
    expect(screen.getByTestId('order-move-returned')).toBeTruthy();
  });

  it('an order that is not there: says so, with the way back to the list', async () => {
    stockApi({ 'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }) });
    signInStore(SHOP);
    renderRoutes(routes, `/online-shop/orders/${ID.b}`);
    const missing = await screen.findByTestId('order-not-found');
    expect(missing.textContent).toContain('অর্ডারটি পাওয়া যায়নি');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/online-shop/orders');
  });
});
