/** Tenancy of the sales and purchase routes: another shop's user reaches none of them, and nothing changes. */
import { ulid } from '@dokani/core';
import type { Purchase, Sale } from '@dokani/contracts';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { walkAsOutsider } from '../../test/shop.ts';
import { addContact, addProduct, api, balanceOf, buy, ownerWithShop, saleBody, sell, stockOf } from '../trade/trade.fixtures.ts';

let t: TestApp;

withTestApp((app) => {
  t = app;
});

describe('sales and purchases tenancy', () => {
  it('another shop’s user gets 404 on every sales and purchase route of the OpenAPI document, and nothing changes', async () => {
    const s = await ownerWithShop(t);
    const c = await addContact(t, s, { name: 'গোপন ক্রেতা' });
    const p = await addProduct(t, s, { name: 'গোপন পণ্য', openingStock: '10' });
    const sale = await sell(t, s, saleBody([{ productId: p, quantity: '2' }], { customerId: c.id, note: 'গোপন মেমো' }));
    const purchase = await buy(t, s, {
      id: ulid(),
      lines: [{ productId: p, quantity: '1' }],
      payments: [{ method: 'cash', amount: '10' }],
      note: 'গোপন কেনা',
    });
    const outsider = await ownerWithShop(t);
    const theirs = await addProduct(t, outsider, { openingStock: '10' });

    // the book routes of this module (the receipt routes under /sales/{saleId}/ are the receipts module's)
    const { paths, walked } = await walkAsOutsider(t, outsider, {
      paths: /\/\{shopId\}\/(sales|purchases)(\/\{\w+\}(\/(returns|void))?)?$/,
      url: (path) => path.replace('{shopId}', s.shopId).replace('{saleId}', sale.id).replace('{purchaseId}', purchase.id),
      payload: (_method, url) =>
        url.endsWith('/void')
          ? { reason: 'হ্যাক' }
          : url.endsWith('/returns')
            ? { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] }
            : { id: ulid(), lines: [{ productId: p, quantity: '1' }], payments: [{ method: 'cash', amount: '15' }] },
      secret: 'গোপন',
    });
    expect(paths.sort()).toEqual([
      '/api/v1/shops/{shopId}/purchases',
      '/api/v1/shops/{shopId}/purchases/{purchaseId}',
      '/api/v1/shops/{shopId}/purchases/{purchaseId}/returns',
      '/api/v1/shops/{shopId}/purchases/{purchaseId}/void',
      '/api/v1/shops/{shopId}/sales',
      '/api/v1/shops/{shopId}/sales/{saleId}',
      '/api/v1/shops/{shopId}/sales/{saleId}/returns',
      '/api/v1/shops/{shopId}/sales/{saleId}/void',
    ]);
    expect(walked).toBe(10);

    // Through its own shop's paths the outsider cannot reach these invoices, products or contacts either.
    const own = api(t, outsider);
    expect((await own('GET', `/sales/${sale.id}`)).statusCode).toBe(404);
    expect((await own('GET', `/purchases/${purchase.id}`)).statusCode).toBe(404);
    expect((await own('POST', `/sales/${sale.id}/void`, {})).statusCode).toBe(404);
    expect((await own('POST', `/sales/${sale.id}/returns`, { id: ulid(), lines: [{ lineNo: 1, quantity: '1' }] })).statusCode).toBe(404);
    expect((await own('POST', `/purchases/${purchase.id}/void`, {})).statusCode).toBe(404);
    expect(
      (await own('POST', '/sales', saleBody([{ productId: p, quantity: '1' }], { payments: [{ method: 'cash', amount: '15' }] })))
        .statusCode,
    ).toBe(404);
    const withTheirCustomer = await own('POST', '/sales', saleBody([{ productId: theirs, quantity: '1' }], { customerId: c.id }), 'en');
    expect(withTheirCustomer.statusCode).toBe(400);
    expect(withTheirCustomer.json().error.details).toEqual({ customerId: 'This customer was not found.' });
    expect((await own('GET', '/sales')).json<{ items: unknown[] }>().items).toEqual([]);
    expect((await own('GET', `/sales?contactId=${c.id}`)).json<{ items: unknown[] }>().items).toEqual([]);

    const still = (await api(t, s)('GET', `/sales/${sale.id}`)).json<Sale>();
    expect(still).toMatchObject({ status: 'completed', returnedAmount: '0.00', note: 'গোপন মেমো' });
    expect((await api(t, s)('GET', `/purchases/${purchase.id}`)).json<Purchase>().status).toBe('completed');
    expect(await stockOf(t, s.shopId, p)).toMatchObject({ stock: 9_000n, ledger: 9_000n });
    expect(await balanceOf(t, s.shopId, c.id)).toBe(3_000n);
  });
});
