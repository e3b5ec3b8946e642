import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isUlid } from '@dokani/core/ulid';
import { routes } from '@/app/routes';
import { setLanguage } from '@/shared/lib/i18n';
import { renderRoutes } from '@/test/render';
import { makeSettings, signedInEachTest } from '@/test/fixtures';
import { BASE, SHOP, makeMovement, makeProduct, stockApi } from '@/test/api';

const RICE = makeProduct();
const OIL = makeProduct({
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D2',
  name: 'সয়াবিন তেল',
  unit: 'litre',
  currentStock: '2',
  lowStock: true,
  stockValue: '360.00',
  averageCost: '180.00',
});
const SUMMARY = { productCount: 2, totalQuantity: '12', totalValue: '980.00', lowStockCount: 1, outOfStockCount: 0 };

signedInEachTest(SHOP);

describe('/stock', () => {
  it('shows the totals and each product with stock, average cost and value; low stock marked', async () => {
    const api = stockApi({
      [`GET ${BASE}/stock-summary`]: () => ({ status: 200, body: SUMMARY }),
      [`GET ${BASE}/products`]: ({ url }) => ({
        status: 200,
        body: url.searchParams.get('cursor') ? { items: [], nextCursor: null } : { items: [RICE, OIL], nextCursor: 'c2' },
      }),
    });
    renderRoutes(routes, '/stock');
    const summary = await screen.findByTestId('stock-summary');
    await waitFor(() => expect(within(summary).getByTestId('stock-summary-value').textContent).toContain('৳৯৮০.০০'));
    expect(within(summary).getByTestId('stock-summary-products').textContent).toContain('২');
    expect(within(summary).getByTestId('stock-summary-low').textContent).toContain('১');

    const rows = await screen.findAllByTestId('stock-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('১০ কেজি');
    expect(rows[0]?.textContent).toContain('৳৬২০.০০');
    expect(rows[1]?.getAttribute('data-level')).toBe('low');
    expect(rows[1]?.textContent).toContain('স্টক কম');
    expect(
      within(rows[0] as HTMLElement)
        .getByTestId('stock-row-history')
        .getAttribute('href'),
    ).toBe(`/stock/history?productId=${RICE.id}`);
    expect(
      within(rows[0] as HTMLElement)
        .getByTestId('stock-row-update')
        .getAttribute('href'),
    ).toBe(`/stock/update?productId=${RICE.id}`);

    // Keyset pagination: the next page asks with the cursor.
    await act(async () => {
      fireEvent.click(screen.getByTestId('load-more'));
    });
    await waitFor(() => expect(api.calls.some((c) => c.path === `${BASE}/products` && c.query.cursor === 'c2')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('load-more')).toBeNull());

    // Low stock only.
    fireEvent.click(screen.getByTestId('stock-low-only'));
    await waitFor(() => expect(api.calls.some((c) => c.path === `${BASE}/products` && c.query.lowStock === 'true')).toBe(true));
    expect(api.calls.find((c) => c.path === `${BASE}/products`)?.query).toMatchObject({ sort: 'name', limit: '30' });
  });

  it('an empty shop says where products come from', async () => {
    stockApi({
      [`GET ${BASE}/stock-summary`]: () => ({ status: 200, body: { ...SUMMARY, productCount: 0, totalValue: '0.00', lowStockCount: 0 } }),
      [`GET ${BASE}/products`]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
    });
    renderRoutes(routes, '/stock');
    const empty = await screen.findByTestId('stock-empty');
    expect(empty.textContent).toContain('এখনো কোনো পণ্য নেই');
  });
});

describe('/stock/update', () => {
  function updateApi(post: (body: unknown) => { status: number; body?: unknown }) {
    return stockApi({
      [`GET ${BASE}/products/${RICE.id}`]: () => ({ status: 200, body: RICE }),
      [`POST ${BASE}/stock-movements`]: ({ body }) => post(body),
    });
  }

  it('a damaged count goes out as a negative change with the form ULID; the result shows before → after', async () => {
    const api = updateApi(() => ({ status: 201, body: makeMovement({ note: 'ইঁদুরে কেটেছে' }) }));
    const { router } = renderRoutes(routes, `/stock/update?productId=${RICE.id}`);
    await screen.findByTestId('stock-update-product-chosen');
    expect(screen.getByTestId('stock-update-current').textContent).toContain('১০ কেজি');

    fireEvent.click(screen.getByTestId('stock-update-reason-damaged'));
    fireEvent.change(screen.getByTestId('stock-update-quantity'), { target: { value: '২' } });
    expect(screen.getByTestId('stock-update-preview').textContent).toBe('স্টক হবে: ১০ কেজি → ৮ কেজি (\u2212২)');
    fireEvent.change(screen.getByTestId('stock-update-note'), { target: { value: 'ইঁদুরে কেটেছে' } });
    fireEvent.change(screen.getByTestId('stock-update-device'), { target: { value: 'কাউন্টারের ফোন' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('stock-update-submit'));
    });

    const result = await screen.findByTestId('stock-update-result');
    const post = api.calls.find((c) => c.method === 'POST');
    const body = post?.body as Record<string, string>;
    expect(isUlid(body.id ?? '')).toBe(true);
    expect(body).toEqual({
      id: body.id,
      productId: RICE.id,
      reason: 'damaged',
      change: '-2',
      note: 'ইঁদুরে কেটেছে',
      deviceName: 'কাউন্টারের ফোন',
    });
    expect(within(result).getByTestId('stock-result-before').textContent).toBe('১০ কেজি');
    expect(within(result).getByTestId('stock-result-after').textContent).toBe('৮ কেজি');
    expect(within(result).getByTestId('stock-result-change').textContent).toBe('\u2212২');
    expect(localStorage.getItem('dokani-device-name')).toBe('কাউন্টারের ফোন');

    // Another update is a new form: a new ULID.
    fireEvent.click(within(result).getByTestId('stock-result-another'));
    fireEvent.change(await screen.findByTestId('stock-update-quantity'), { target: { value: '1' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('stock-update-submit'));
    });
    await screen.findByTestId('stock-update-result');
    const posts = api.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { id: string }).id);
    expect(posts).toHaveLength(2);
    expect(posts[0]).not.toBe(posts[1]);

    fireEvent.click(screen.getByTestId('stock-result-history'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stock/history'));
    expect(router.state.location.search).toBe(`?productId=${RICE.id}`);
  });

  it('a count correction sends the counted stock', async () => {
    const api = updateApi(() => ({ status: 201, body: makeMovement({ reason: 'count-correction', change: '-3', afterStock: '7' }) }));
    renderRoutes(routes, `/stock/update?productId=${RICE.id}`);
    await screen.findByTestId('stock-update-product-chosen');
    fireEvent.click(screen.getByTestId('stock-update-reason-count-correction'));
    expect(screen.queryByTestId('stock-update-quantity')).toBeNull();
    fireEvent.change(screen.getByTestId('stock-update-counted'), { target: { value: '7' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('stock-update-submit'));
    });
    await screen.findByTestId('stock-update-result');
    const body = api.calls.find((c) => c.method === 'POST')?.body as Record<string, string>;
    expect(body).toMatchObject({ reason: 'count-correction', countedStock: '7' });
    expect(body.change).toBeUndefined();
  });

  it('not enough stock: the server says so at the quantity field, and the same ULID is kept for the retry', async () => {
    let n = 0;
    const api = updateApi(() => {
      n += 1;
      return n === 1
        ? {
            status: 409,
            body: { error: { code: 'STOCK_INSUFFICIENT', message: '“মিনিকেট চাল”-এর স্টকে আছে মাত্র ১০।', details: { available: '10' } } },
          }
        : { status: 201, body: makeMovement({ change: '-10', afterStock: '0' }) };
    });
    renderRoutes(routes, `/stock/update?productId=${RICE.id}&reason=lost`);
    await screen.findByTestId('stock-update-product-chosen');
    expect((screen.getByTestId('stock-update-reason-lost') as HTMLInputElement).checked).toBe(true);
    const qty = screen.getByTestId('stock-update-quantity');
    fireEvent.change(qty, { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('stock-update-submit'));
    });
    await waitFor(() => expect(qty.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(qty.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(
      '“মিনিকেট চাল”-এর স্টকে আছে মাত্র ১০।',
    );

    fireEvent.change(qty, { target: { value: '10' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('stock-update-submit'));
    });
    await screen.findByTestId('stock-update-result');
    const ids = api.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { id: string }).id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('checks the form before sending: product, reason and a quantity are needed', async () => {
    const api = stockApi({});
    renderRoutes(routes, '/stock/update');
    await screen.findByTestId('stock-update-form');
    await act(async () => {
      fireEvent.click(screen.getByTestId('stock-update-submit'));
    });
    expect(await screen.findByText('একটি পণ্য বেছে নিন।')).toBeTruthy();
    expect(screen.getByText('স্টক বদলের কারণ বেছে নিন।')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('the product is searchable and chosen from the list', async () => {
    const api = stockApi({
      [`GET ${BASE}/products`]: ({ url }) => ({
        status: 200,
        body: { items: url.searchParams.get('q') === 'তেল' ? [OIL] : [RICE, OIL], nextCursor: null },
      }),
      [`GET ${BASE}/products/${OIL.id}`]: () => ({ status: 200, body: OIL }),
    });
    renderRoutes(routes, '/stock/update');
    const input = await screen.findByTestId('stock-update-product');
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'তেল' } });
    await waitFor(() => expect(api.calls.some((c) => c.query.q === 'তেল')).toBe(true));
    await waitFor(() => expect(screen.getAllByTestId('product-option')).toHaveLength(1));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    const chosen = await screen.findByTestId('stock-update-product-chosen');
    expect(chosen.textContent).toContain('সয়াবিন তেল');
    await waitFor(() => expect(screen.getByTestId('stock-update-current').textContent).toContain('২ লিটার'));
  });
});

describe('/stock/history', () => {
  it('shows the spec columns with reason labels; ?productId= filters the request', async () => {
    await setLanguage('en');
    const api = stockApi({
      [`GET ${BASE}/products/${RICE.id}`]: () => ({ status: 200, body: RICE }),
      [`GET ${BASE}/stock-movements`]: () => ({
        status: 200,
        body: {
          items: [
            makeMovement({ note: 'torn' }),
            makeMovement({
              id: '01JD3ZK7Q8V6Y2N4W5X9A0B1E2',
              reason: 'purchase',
              change: '5',
              previousStock: '5',
              afterStock: '10',
              userName: null,
              deviceName: null,
            }),
            makeMovement({
              id: '01JD3ZK7Q8V6Y2N4W5X9A0B1E3',
              reason: 'cost-adjustment',
              change: '0',
              previousStock: '10',
              afterStock: '10',
              unitCost: '0.00',
              costTotal: '-45.00',
            }),
            makeMovement({
              id: '01JD3ZK7Q8V6Y2N4W5X9A0B1E4',
              reason: 'cost-adjustment',
              change: '0',
              previousStock: '10',
              afterStock: '10',
              unitCost: '0.00',
              costTotal: '30.00',
            }),
          ],
          nextCursor: null,
        },
      }),
    });
    renderRoutes(routes, `/stock/history?productId=${RICE.id}`);
    const rows = await screen.findAllByTestId('stock-history-row');
    expect(rows).toHaveLength(4);
    const first = rows[0]?.textContent ?? '';
    for (const text of ['Damaged', '৳62.00', '10 kg', '\u22122', '8 kg', 'রহিম উদ্দিন', 'Chrome · Android', 'torn'])
      expect(first).toContain(text);
    expect(rows[1]?.textContent).toContain('Purchase');
    expect(rows[1]?.textContent).toContain('+5');
    // a cost adjustment moves no stock: it says what it did to the cost of goods sold
    expect(rows[2]?.textContent).toContain('Cost adjustment (stock sold below zero)');
    expect(rows[2]?.textContent).toContain('৳45.00 added to cost of goods');
    expect(rows[3]?.textContent).toContain('৳30.00 taken off cost of goods');
    expect(api.calls.find((c) => c.path === `${BASE}/stock-movements`)?.query).toMatchObject({ productId: RICE.id, limit: '30' });
    expect((await screen.findByTestId('stock-history-product-chosen')).textContent).toContain('মিনিকেট চাল');
  });
});

describe('/expired-product and /warranty-product', () => {
  it('expired first (red), then the soonest; the days control asks again', async () => {
    const soon = {
      product: makeProduct({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D3', name: 'দই', expiryDate: '2025-01-10', batchNumber: 'B-7' }),
      daysLeft: 5,
    };
    const gone = { product: makeProduct({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D4', name: 'রুটি', expiryDate: '2025-01-01' }), daysLeft: -4 };
    const api = stockApi({ [`GET ${BASE}/products/expiring`]: () => ({ status: 200, body: { items: [soon, gone] } }) });
    renderRoutes(routes, '/expired-product');
    const rows = await screen.findAllByTestId('expired-row');
    expect(rows.map((r) => r.getAttribute('data-days-left'))).toEqual(['-4', '5']);
    expect(rows[0]?.textContent).toContain('মেয়াদ শেষ হয়েছে ৪ দিন আগে');
    expect(rows[1]?.textContent).toContain('আর ৫ দিন বাকি');
    expect(rows[1]?.textContent).toContain('ব্যাচ: B-7');
    expect(api.calls.find((c) => c.path.endsWith('/expiring'))?.query).toEqual({ days: '30' });
    fireEvent.click(within(screen.getByTestId('expiry-days')).getByRole('button', { name: '৭ দিন' }));
    await waitFor(() => expect(api.calls.some((c) => c.query.days === '7')).toBe(true));
  });

  it('warranty: an honest empty state until selling is used', async () => {
    stockApi({ [`GET ${BASE}/warranty-items`]: () => ({ status: 200, body: { items: [], nextCursor: null } }) });
    renderRoutes(routes, '/warranty-product');
    const empty = await screen.findByTestId('warranty-empty');
    expect(empty.textContent).toContain('বিক্রি শুরু না করা পর্যন্ত');
  });

  it('warranty rows: product, sale, customer and the end date', async () => {
    const api = stockApi({
      [`GET ${BASE}/warranty-items`]: () => ({
        status: 200,
        body: {
          items: [
            {
              saleId: 's1',
              saleNumber: 'S-000123',
              saleDate: '2025-01-01',
              productId: 'p',
              productName: 'রাইস কুকার',
              quantity: '1',
              customerName: 'করিম',
              customerMobile: '+8801712345678',
              warrantyDays: 365,
              warrantyEndsOn: '2026-01-01',
              daysLeft: 200,
            },
          ],
          nextCursor: null,
        },
      }),
    });
    renderRoutes(routes, '/warranty-product');
    const row = await screen.findByTestId('warranty-row');
    for (const text of ['রাইস কুকার', 'S-০০০১২৩', 'করিম', '০১৭১২৩৪৫৬৭৮', '৩৬৫ দিনের ওয়ারেন্টি', 'আর ২০০ দিন বাকি'])
      expect(row.textContent).toContain(text);
    expect(api.calls.find((c) => c.path.endsWith('/warranty-items'))?.query).toMatchObject({ status: 'active' });
  });
});

describe('settings: negative stock', () => {
  it('reads the setting and saves the toggle', async () => {
    const settings = makeSettings();
    const api = stockApi({
      'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
      [`GET ${BASE}/settings`]: () => ({ status: 200, body: settings }),
      [`PATCH ${BASE}/settings`]: ({ body }) => ({ status: 200, body: { ...settings, ...(body as object) } }),
    });
    renderRoutes(routes, '/settings');
    const toggle = await screen.findByTestId('setting-negative-stock');
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('setting-negative-stock-explain').textContent).toContain('এখন বন্ধ');
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ allowNegativeStock: true });
    expect(screen.getByTestId('setting-negative-stock-explain').textContent).toContain('এখন চালু');
  });
});
