import { isUlid } from '@dokani/core/ulid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { signInStore, signOutStore } from '@/test/fixtures';
import { setLanguage } from '@/shared/lib/i18n';
import { makeProduct } from './test-fixtures';
import { BASE, SHOP, stubApi, type } from './test-api';

afterEach(async () => {
  signOutStore(); // (also empties the query cache, so nothing refetches after the stub is gone)
  vi.unstubAllGlobals();
  await setLanguage('bn');
});

describe('product list', () => {
  const rice = makeProduct({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D1', name: 'মিনিকেট চাল', lowStock: true, currentStock: '2', unit: 'kg' });

  it('a scanned barcode + Enter that matches one product opens it', async () => {
    const calls = stubApi((c) => {
      if (c.path === `${BASE}/products` && c.query.get('barcode') === '8941100500217')
        return { status: 200, body: { items: [rice], nextCursor: null } };
      if (c.path === `${BASE}/products`) return { status: 200, body: { items: [rice], nextCursor: null } };
      if (c.path === `${BASE}/products/${rice.id}`) return { status: 200, body: rice };
      return undefined;
    });
    signInStore(SHOP);
    const { router } = renderRoutes(routes, '/product');
    const row = await screen.findByTestId('product-row');
    expect(row.textContent).toContain('মিনিকেট চাল');
    expect(within(row).getByTestId('product-row-stock').textContent).toBe('স্টক: ২ কেজি');
    expect(row.textContent).toContain('স্টক কম');
    expect(within(row).getByTestId('product-row-price').textContent).toBe('৳৬৫.৫০');

    const search = screen.getByTestId('product-search');
    type(search, '8941100500217');
    await act(async () => {
      fireEvent.submit(search.closest('form') as HTMLFormElement);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${rice.id}`));
    const lookup = calls.find((c) => c.query.get('barcode'));
    expect(lookup?.query.get('status')).toBe('all');
  });

  it('Enter on a name searches only; an unknown barcode offers to add it', async () => {
    const calls = stubApi((c) => (c.path === `${BASE}/products` ? { status: 200, body: { items: [], nextCursor: null } } : undefined));
    signInStore(SHOP);
    const { router } = renderRoutes(routes, '/product');
    expect(await screen.findByTestId('product-list-empty')).toBeTruthy();
    const search = screen.getByTestId('product-search');

    type(search, 'চাল');
    await act(async () => {
      fireEvent.submit(search.closest('form') as HTMLFormElement);
    });
    expect(await screen.findByTestId('product-list-no-match')).toBeTruthy();
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('চাল')}`);
    expect(calls.some((c) => c.query.has('barcode'))).toBe(false);
    expect(calls.some((c) => c.query.get('q') === 'চাল')).toBe(true);

    type(search, '2000000000015');
    await act(async () => {
      fireEvent.submit(search.closest('form') as HTMLFormElement);
    });
    const missing = await screen.findByTestId('scan-not-found');
    expect(missing.textContent).toContain('বারকোড 2000000000015 কোনো পণ্যে নেই।');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/product/add?barcode=2000000000015');
  });

  it('"load more" asks for the next page with the cursor', async () => {
    const other = makeProduct({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1D2', name: 'সয়াবিন তেল' });
    const calls = stubApi((c) => {
      if (c.path !== `${BASE}/products`) return undefined;
      return c.query.get('cursor') === 'next-1'
        ? { status: 200, body: { items: [other], nextCursor: null } }
        : { status: 200, body: { items: [rice], nextCursor: 'next-1' } };
    });
    signInStore(SHOP);
    renderRoutes(routes, '/product');
    await screen.findByTestId('product-row');
    await act(async () => {
      fireEvent.click(screen.getByTestId('product-load-more'));
    });
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(2));
    expect(screen.queryByTestId('product-load-more')).toBeNull();
    expect(calls.filter((c) => c.path === `${BASE}/products`).map((c) => c.query.get('limit'))).toEqual(['30', '30']);
  });
});

describe('import', () => {
  it('sends the chosen CSV as text (no BOM) and shows counts and the bad rows by column name', async () => {
    const calls = stubApi((c) =>
      c.method === 'POST' && c.path === `${BASE}/products/import`
        ? { status: 200, body: { imported: 2, failed: 1, errors: [{ line: 3, field: 'purchasePrice', message: 'টাকার পরিমাণ সঠিক নয়।' }] } }
        : undefined,
    );
    signInStore(SHOP);
    renderRoutes(routes, '/product/import');
    const csv = 'name,unit,purchasePrice,sellPrice\nডাল,kg,100,120\nলবণ,packet,abc,40\nআটা,kg,55,60\n';
    const input = await screen.findByTestId('import-file-input');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['\uFEFF' + csv], 'products.csv', { type: 'text/csv' })] } });
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('import-submit'));
    });
    const result = await screen.findByTestId('import-result');
    const sent = calls.find((c) => c.path === `${BASE}/products/import`)?.body as { id: string; csv: string };
    expect(sent.csv).toBe(csv);
    // The import carries its own id, so a retried request never imports twice.
    expect(isUlid(sent.id)).toBe(true);
    expect(within(result).getByTestId('import-imported').textContent).toBe('২');
    expect(within(result).getByTestId('import-failed').textContent).toBe('১');
    const row = within(result).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toBe('৩কেনা দামpurchasePriceটাকার পরিমাণ সঠিক নয়।');
  });

  it('refuses a file that is not CSV before sending', async () => {
    const calls = stubApi(() => undefined);
    signInStore(SHOP);
    renderRoutes(routes, '/product/import');
    const input = await screen.findByTestId('import-file-input');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'photo.jpg', { type: 'image/jpeg' })] } });
    });
    expect(screen.getByTestId('form-error').textContent).toContain('“photo.jpg” CSV ফাইল নয়।');
    expect((screen.getByTestId('import-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.path.endsWith('/import'))).toBe(false);
  });
});
