import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { signInStore, signOutStore } from '@/test/fixtures';
import { pasteText } from '@/test/paste';
import { setLanguage } from '@/shared/lib/i18n';
import { isUlid } from '@dokani/core/ulid';
import { makeProduct } from './test-fixtures';
import { BASE, SHOP, errorOf, save, stubApi, type, type Answer } from './test-api';

afterEach(async () => {
  signOutStore(); // (also empties the query cache, so nothing refetches after the stub is gone)
  vi.unstubAllGlobals();
  await setLanguage('bn');
});

describe('add product', () => {
  it('sends what the API expects: the form ULID, Bangla digits as decimal strings; then opens the list', async () => {
    const calls = stubApi((c) => {
      if (c.method === 'POST' && c.path === `${BASE}/products`)
        return { status: 201, body: makeProduct({ id: (c.body as { id: string }).id, name: 'মিনিকেট চাল' }) };
      if (c.method === 'GET' && c.path === `${BASE}/products`) return { status: 200, body: { items: [], nextCursor: null } };
      return undefined;
    });
    signInStore(SHOP);
    const { router } = renderRoutes(routes, '/product/add');
    type(await screen.findByTestId('product-name-input'), 'মিনিকেট চাল');
    type(screen.getByTestId('purchase-price-input'), '১,২৫০.৫');
    type(screen.getByTestId('sell-price-input'), '১৩০০');
    type(screen.getByTestId('opening-stock-input'), '১২.৫');
    type(screen.getByTestId('barcode-input'), '৮৯৪১১০০৫০০২১৭');
    expect(screen.getByTestId('price-margin').textContent).toBe('প্রতি পিস লাভ: ৳৪৯.৫০');
    await save();

    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    const post = calls.filter((c) => c.method === 'POST' && c.path === `${BASE}/products`);
    expect(post).toHaveLength(1);
    const body = post[0]?.body as Record<string, unknown>;
    expect(isUlid(String(body.id))).toBe(true);
    expect(body).toMatchObject({
      name: 'মিনিকেট চাল',
      unit: 'pcs',
      purchasePrice: '1250.50',
      sellPrice: '1300.00',
      openingStock: '12.5',
      barcode: '8941100500217',
      onlineSale: false,
      discount: null,
    });
    expect(body).not.toHaveProperty('openingUnitCost');
  });

  it('shows client problems under the fields and sends nothing', async () => {
    const calls = stubApi(() => undefined);
    signInStore(SHOP);
    renderRoutes(routes, '/product/add');
    type(await screen.findByTestId('purchase-price-input'), '১০.৫৫৫');
    await save();
    expect(errorOf(screen.getByTestId('product-name-input'))).toBe('এই ঘরটি পূরণ করুন।');
    expect(errorOf(screen.getByTestId('purchase-price-input'))).toContain('টাকার পরিমাণ সঠিক নয়');
    expect(errorOf(screen.getByTestId('sell-price-input'))).toBe('এই ঘরটি পূরণ করুন।');
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith(BASE))).toBe(false);
  });

  it('pasted texts over the limits are refused under their fields with the limit in Bangla digits, never cut short', async () => {
    const calls = stubApi(() => undefined);
    signInStore(SHOP);
    renderRoutes(routes, '/product/add');
    const name = (await screen.findByTestId('product-name-input')) as HTMLInputElement;
    pasteText(name, 'মিনিকেট চাল '.repeat(500));
    expect(name.value).toHaveLength(6000);
    pasteText(screen.getByTestId('product-details-input'), 'ক'.repeat(5000));
    pasteText(screen.getByTestId('batch-number-input'), 'খ'.repeat(5000));
    pasteText(screen.getByTestId('barcode-input'), '1'.repeat(5000));
    type(screen.getByTestId('purchase-price-input'), '60');
    type(screen.getByTestId('sell-price-input'), '65');
    await save();
    expect(errorOf(name)).toBe('অনেক লম্বা — সর্বোচ্চ ১২০ অক্ষর।');
    expect(errorOf(screen.getByTestId('product-details-input'))).toBe('অনেক লম্বা — সর্বোচ্চ ২,০০০ অক্ষর।');
    expect(errorOf(screen.getByTestId('batch-number-input'))).toBe('অনেক লম্বা — সর্বোচ্চ ৬০ অক্ষর।');
    expect(errorOf(screen.getByTestId('barcode-input'))).toBe('অনেক লম্বা — সর্বোচ্চ ৬৪ অক্ষর।');
    expect(calls.some((c) => c.method === 'POST' && c.path.startsWith(BASE))).toBe(false);
  });

  it('server problems land under their fields, 409 under the barcode, 402 offers the upgrade; every retry keeps the same id', async () => {
    const answers: Answer[] = [
      {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'কিছু তথ্য ঠিক নেই।', details: { sellPrice: 'বিক্রি দাম ঠিক নেই (সার্ভার)।' } } },
      },
      {
        status: 409,
        body: { error: { code: 'BARCODE_TAKEN', message: 'এই বারকোড “সয়াবিন তেল”-এ আছে।', details: { productName: 'সয়াবিন তেল' } } },
      },
      {
        status: 402,
        body: {
          error: {
            code: 'USAGE_LIMIT_REACHED',
            message: 'পণ্যের তালিকার সীমা ৫০ শেষ। সাবস্ক্রিপশন আপগ্রেড করুন।',
            details: { feature: 'product-list', limit: 50 },
          },
        },
      },
    ];
    const calls = stubApi((c) => (c.method === 'POST' && c.path === `${BASE}/products` ? answers.shift() : undefined));
    signInStore(SHOP);
    renderRoutes(routes, '/product/add');
    type(await screen.findByTestId('product-name-input'), 'চাল');
    type(screen.getByTestId('purchase-price-input'), '60');
    type(screen.getByTestId('sell-price-input'), '65');
    type(screen.getByTestId('barcode-input'), '8941100500217');

    await save();
    await waitFor(() => expect(errorOf(screen.getByTestId('sell-price-input'))).toBe('বিক্রি দাম ঠিক নেই (সার্ভার)।'));
    expect(screen.queryByTestId('form-error')).toBeNull();

    await save();
    await waitFor(() => expect(errorOf(screen.getByTestId('barcode-input'))).toBe('এই বারকোড “সয়াবিন তেল”-এ আছে।'));

    await save();
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toContain('পণ্যের তালিকার সীমা ৫০ শেষ।');
    expect(within(alert).getByRole('link', { name: 'সাবস্ক্রিপশন প্যাকেজ দেখুন' }).getAttribute('href')).toBe('/settings/subscriptions');

    const ids = calls.filter((c) => c.method === 'POST' && c.path === `${BASE}/products`).map((c) => (c.body as { id: string }).id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('a lost answer then a changed retry (409 ID_CONFLICT) opens the product that was saved', async () => {
    let savedId = '';
    stubApi((c) => {
      if (c.method === 'POST' && c.path === `${BASE}/products`) {
        savedId = (c.body as { id: string }).id;
        return { status: 409, body: { error: { code: 'ID_CONFLICT', message: 'conflict', details: { id: savedId } } } };
      }
      if (c.method === 'GET' && c.path === `${BASE}/products/${savedId}`)
        return { status: 200, body: makeProduct({ id: savedId, name: 'চাল' }) };
      return undefined;
    });
    signInStore(SHOP);
    const { router } = renderRoutes(routes, '/product/add');
    type(await screen.findByTestId('product-name-input'), 'চাল');
    type(screen.getByTestId('purchase-price-input'), '60');
    type(screen.getByTestId('sell-price-input'), '65');
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${savedId}`));
  });

  it('a chosen photo that is not an image is refused with a clear message before anything is sent', async () => {
    stubApi(() => undefined);
    signInStore(SHOP);
    renderRoutes(routes, '/product/add');
    const input = await screen.findByTestId('photo-input');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' })] } });
    });
    expect((await screen.findByTestId('photo-errors')).textContent).toBe('“bill.pdf” ব্যবহার করা যাবে না। JPG, PNG বা WebP ছবি বেছে নিন।');
    expect(screen.queryAllByTestId('photo-tile')).toHaveLength(0);
  });
});

describe('edit product', () => {
  it('shows the saved values in Bangla digits and PATCHes them back as decimal strings', async () => {
    const p = makeProduct();
    const calls = stubApi((c) => {
      if (c.path === `${BASE}/products/${p.id}` && c.method === 'GET') return { status: 200, body: p };
      if (c.path === `${BASE}/products/${p.id}` && c.method === 'PATCH') return { status: 200, body: { ...p, sellPrice: '70.00' } };
      if (c.path === `${BASE}/products`) return { status: 200, body: { items: [p], nextCursor: null } };
      return undefined;
    });
    signInStore(SHOP);
    const { router } = renderRoutes(routes, `/product/${p.id}`);
    const sell = (await screen.findByTestId('sell-price-input')) as HTMLInputElement;
    expect(sell.value).toBe('৬৫.৫০');
    expect(screen.getByTestId('stock-summary').textContent).toContain('১২.৫ কেজি');
    expect(screen.queryByTestId('opening-stock-input')).toBeNull();
    expect(screen.getByTestId('stock-update-link').getAttribute('href')).toBe(`/stock/update?productId=${p.id}`);
    type(sell, '৭০');
    await save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/product'));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      sellPrice: '70.00',
      purchasePrice: '60.00',
      vatPercent: '7.5',
      discount: { type: 'PERCENT', value: '5' },
      warrantyDays: 30,
    });
    expect(patch?.body).not.toHaveProperty('id');
    expect(patch?.body).not.toHaveProperty('status');
  });

  it('delete: a product with history is turned off instead, and the page says so', async () => {
    let p = makeProduct();
    stubApi((c) => {
      if (c.path !== `${BASE}/products/${p.id}`) return undefined;
      if (c.method === 'DELETE') {
        p = { ...p, status: 'inactive' };
        return { status: 200, body: p };
      }
      return { status: 200, body: p };
    });
    signInStore(SHOP);
    const { router } = renderRoutes(routes, `/product/${p.id}`);
    const del = await screen.findByTestId('product-delete', {}, { timeout: 4000 });
    await act(async () => {
      fireEvent.click(del);
    });
    const confirm = await screen.findByTestId('product-delete-dialog-confirm');
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(screen.getByTestId('product-status').textContent).toBe('বন্ধ'));
    expect(router.state.location.pathname).toBe(`/product/${p.id}`);
    expect(screen.getByTestId('product-toggle-status').textContent).toBe('আবার চালু করুন');
  });
});
