import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Sale } from '@dokani/contracts';
import { isUlid } from '@dokani/core/ulid';
import { routes } from '@/app/routes';
import { setLanguage } from '@/shared/lib/i18n';
import { renderRoutes } from '@/test/render';
import { signOutStore, signedInEachTest } from '@/test/fixtures';
import { pasteText } from '@/test/paste';
import { BASE, SHOP, stockApi } from '@/test/api';
import { makePurchase, makeSale, saleRow } from './test-fixtures';

// The first render of a lazy route (code and the 'books' texts) is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// 2025-03-09T20:30Z is Monday 10 March, 02:30, in Dhaka.
const NOW = Date.parse('2025-03-09T20:30:00Z');
const SETTINGS = {
  allowNegativeStock: false,
  smsLanguage: 'bn',
  receiptPaper: '58',
  receiptFooter: 'আবার আসবেন',
  printAfterSale: false,
  receiptCopies: 1,
  openDrawer: false,
  cutPaper: true,
};
const TOTALS = { count: 2, total: '1306.36', paid: '1256.36', due: '50.00', returnedAmount: '0.00', voidCount: 1, profit: '130.00' };
const SALE = makeSale();
const DUE_SALE = makeSale({
  id: '01JD3ZK7Q8V6Y2N4W5X9A0B1S2',
  number: 'S-000124',
  total: '50.00',
  paid: '0.00',
  due: '50.00',
  change: '0.00',
  payments: [],
});
const VOID_SALE = makeSale({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1S3', number: 'S-000125', status: 'void', customerName: null, customerId: null });

const common = {
  [`GET ${BASE}`]: () => ({ status: 200, body: { ...SHOP, address: 'মিরপুর ১০, ঢাকা', publicPhone: '01811111111' } }),
  [`GET ${BASE}/settings`]: () => ({ status: 200, body: SETTINGS }),
};

signedInEachTest(SHOP, NOW);

describe('/sell-list', () => {
  it('shows the totals of the filter and the rows (void and due visible); filters go to the query', async () => {
    const api = stockApi({
      ...common,
      [`GET ${BASE}/sales`]: () => ({
        status: 200,
        body: { items: [SALE, DUE_SALE, VOID_SALE].map(saleRow), nextCursor: null, totals: TOTALS },
      }),
    });
    renderRoutes(routes, '/sell-list');
    const rows = await screen.findAllByTestId('book-row', {}, { timeout: 8000 });
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('S-০০০১২৩');
    expect(rows[0]?.textContent).toContain('করিম');
    expect(rows[0]?.getAttribute('href')).toBe(`/sell-list/${SALE.id}`);
    expect(within(rows[1] as HTMLElement).getByTestId('book-row-due').textContent).toBe('বাকি ৳৫০.০০');
    expect(rows[2]?.getAttribute('data-status')).toBe('void');
    expect(within(rows[2] as HTMLElement).getByTestId('badge-void').textContent).toBe('বাতিল');
    expect(rows[2]?.textContent).toContain('সাধারণ কাস্টমার');
    expect(screen.getByTestId('book-total-count').textContent).toBe('২');
    expect(screen.getByTestId('book-total-total').textContent).toBe('৳১,৩০৬.৩৬');
    expect(screen.getByTestId('book-total-due').textContent).toBe('৳৫০.০০');
    expect(screen.getByTestId('book-total-profit').textContent).toBe('৳১৩০.০০');
    expect(screen.getByTestId('book-void-count').textContent).toContain('১');

    // This month on the shop's calendar (Dhaka is already on the 10th).
    const first = api.calls.find((c) => c.path === `${BASE}/sales`);
    expect(first?.query).toMatchObject({ from: '2025-03-01', to: '2025-03-10', limit: '30' });
    const last = () => api.calls.filter((c) => c.path === `${BASE}/sales`).at(-1)?.query ?? {};

    fireEvent.click(within(screen.getByTestId('book-period')).getByRole('button', { name: 'গতকাল' }));
    await waitFor(() => expect(last()).toMatchObject({ from: '2025-03-09', to: '2025-03-09' }));

    fireEvent.change(screen.getByTestId('book-payment'), { target: { value: 'due' } });
    await waitFor(() => expect(last()).toMatchObject({ payment: 'due' }));
    fireEvent.click(screen.getByTestId('book-due-only'));
    await waitFor(() => expect(last()).toMatchObject({ dueOnly: 'true', payment: 'due' }));
    fireEvent.change(screen.getByTestId('book-status'), { target: { value: 'void' } });
    await waitFor(() => expect(last()).toMatchObject({ status: 'void', dueOnly: 'true', from: '2025-03-09' }));

    fireEvent.change(screen.getByTestId('book-search'), { target: { value: ' S-000124 ' } });
    await waitFor(() => expect(last()).toMatchObject({ q: 'S-000124' }));

    fireEvent.click(within(screen.getByTestId('book-period')).getByRole('button', { name: 'তারিখ বাছুন' }));
    fireEvent.change(await screen.findByTestId('book-from'), { target: { value: '2025-02-01' } });
    await waitFor(() => expect(last()).toMatchObject({ from: '2025-02-01', to: '2025-03-09' }));
  });

  it('a purchase book offers no quick sell and shows no profit', async () => {
    stockApi({
      ...common,
      [`GET ${BASE}/purchases`]: () => ({
        status: 200,
        body: { items: [], nextCursor: null, totals: { ...TOTALS, count: 0, voidCount: 0, profit: undefined } },
      }),
    });
    renderRoutes(routes, '/purchase-list');
    await screen.findByTestId('book-empty', {}, { timeout: 8000 });
    const options = [...(screen.getByTestId('book-payment') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['', 'cash', 'qr-code', 'bank-check', 'online-order', 'due']);
    expect(screen.queryByTestId('book-total-profit')).toBeNull();
    expect(screen.getByText('এই সময়ে কোনো কেনা নেই')).toBeTruthy();
  });
});

describe('/sell-list/:saleId', () => {
  it('shows the memo; the return dialog allows at most what is left, sends the lines and shows the server’s refund', async () => {
    const returned = { ...SALE.lines[1], returnedQuantity: '1' } as Sale['lines'][number];
    const sale = makeSale({ lines: [SALE.lines[0], returned, SALE.lines[2]] as Sale['lines'] });
    const api = stockApi({
      ...common,
      [`GET ${BASE}/sales/${sale.id}`]: () => ({ status: 200, body: sale }),
      [`POST ${BASE}/sales/${sale.id}/returns`]: ({ body }) => {
        const { id } = body as { id: string };
        return {
          status: 201,
          body: {
            ...sale,
            returnedAmount: '120.00',
            returns: [
              {
                id,
                date: '2025-03-10',
                occurredAt: '2025-03-10T05:00:00.000Z',
                lines: [],
                amount: '120.00',
                cost: '100.00',
                dueReduced: '20.00',
                refunded: '100.00',
                note: null,
                createdBy: null,
              },
            ],
          },
        };
      },
    });
    renderRoutes(routes, `/sell-list/${sale.id}`);
    const detail = await screen.findByTestId('invoice-detail', {}, { timeout: 8000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('বিক্রির মেমো S-০০০১২৩');
    expect(within(detail).getByTestId('invoice-contact').getAttribute('href')).toBe(`/contact/${sale.customerId}`);
    expect(within(detail).getByTestId('invoice-profit').textContent).toBe('৳১২৫.০০');
    await waitFor(() => expect(within(screen.getByTestId('receipt-preview')).getByTestId('receipt-footer').textContent).toBe('আবার আসবেন'));
    expect(screen.getByTestId('invoice-print').getAttribute('href')).toBe(`/print/sale/${sale.id}?auto=1`);

    fireEvent.click(screen.getByTestId('invoice-return'));
    const dialog = await screen.findByTestId('return-dialog');
    const inputs = within(dialog).getAllByTestId('return-qty');
    expect(inputs).toHaveLength(3);
    // oil: 2 litres sold, 1 back already → at most 1
    const oil = inputs[1] as HTMLInputElement;
    expect(oil.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('সর্বোচ্চ ১ লিটার')).toBeTruthy();
    fireEvent.change(oil, { target: { value: '১.৫' } });
    expect(within(dialog).getByText('সর্বোচ্চ ১ লিটার ফেরত নেওয়া যাবে।')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('return-confirm'));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(oil, { target: { value: '১' } });
    fireEvent.change(inputs[0] as HTMLInputElement, { target: { value: '2' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('return-confirm'));
    });
    const result = await within(dialog).findByTestId('return-result');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      lines: [
        { lineNo: 1, quantity: '2' },
        { lineNo: 2, quantity: '1' },
      ],
      note: null,
    });
    expect(isUlid((post?.body as { id: string }).id)).toBe(true);
    expect(within(result).getByTestId('return-amount').textContent).toBe('৳১২০.০০');
    expect(within(result).getByTestId('return-due-reduced').textContent).toBe('৳২০.০০');
    expect(within(result).getByTestId('return-refunded').textContent).toBe('৳১০০.০০');
  });

  it('"return everything" fills what is left; void asks first and sends the optional reason', async () => {
    let current: Sale = SALE;
    const api = stockApi({
      ...common,
      [`GET ${BASE}/sales/${SALE.id}`]: () => ({ status: 200, body: current }),
      [`POST ${BASE}/sales/${SALE.id}/void`]: () => {
        current = { ...SALE, status: 'void', voidedAt: '2025-03-10T06:00:00.000Z', voidReason: 'ভুল মেমো' };
        return { status: 200, body: current };
      },
    });
    renderRoutes(routes, `/sell-list/${SALE.id}`);
    await screen.findByTestId('invoice-detail', {}, { timeout: 8000 });
    fireEvent.click(screen.getByTestId('invoice-return'));
    const dialog = await screen.findByTestId('return-dialog');
    fireEvent.click(within(dialog).getByTestId('return-all'));
    expect(
      within(dialog)
        .getAllByTestId('return-qty')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['12', '2', '3']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'বাতিল' }));

    fireEvent.click(screen.getByTestId('invoice-void'));
    const confirm = await screen.findByTestId('void-dialog');
    expect(confirm.textContent).toContain('মেমো S-০০০১২৩ বাতিল করবেন?');
    fireEvent.change(within(confirm).getByTestId('void-reason'), { target: { value: ' ভুল মেমো ' } });
    await act(async () => {
      fireEvent.click(within(confirm).getByTestId('void-confirm'));
    });
    await waitFor(() => expect(screen.getByTestId('invoice-detail').getAttribute('data-status')).toBe('void'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'ভুল মেমো' });
    expect(screen.getByTestId('invoice-void-banner').textContent).toContain('কারণ: ভুল মেমো');
    expect(screen.queryByTestId('invoice-return')).toBeNull();
    expect(screen.queryByTestId('invoice-void')).toBeNull();
  });

  it('a pasted void reason over 300 characters is refused with the limit, not cut short; a note too long for a return too', async () => {
    const api = stockApi({
      ...common,
      [`GET ${BASE}/sales/${SALE.id}`]: () => ({ status: 200, body: SALE }),
      [`POST ${BASE}/sales/${SALE.id}/void`]: () => ({ status: 200, body: { ...SALE, status: 'void' } }),
    });
    renderRoutes(routes, `/sell-list/${SALE.id}`);
    await screen.findByTestId('invoice-detail', {}, { timeout: 8000 });

    fireEvent.click(screen.getByTestId('invoice-void'));
    const confirm = await screen.findByTestId('void-dialog');
    const reason = within(confirm).getByTestId('void-reason') as HTMLInputElement;
    pasteText(reason, 'ক'.repeat(5000));
    expect(reason.value).toHaveLength(5000);
    await act(async () => {
      fireEvent.click(within(confirm).getByTestId('void-confirm'));
    });
    expect(within(confirm).getByRole('alert').textContent).toBe('অনেক লম্বা — সর্বোচ্চ ৩০০ অক্ষর।');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'না, রেখে দিন' }));

    fireEvent.click(screen.getByTestId('invoice-return'));
    const dialog = await screen.findByTestId('return-dialog');
    fireEvent.click(within(dialog).getByTestId('return-all'));
    pasteText(within(dialog).getByTestId('return-note'), 'খ'.repeat(5000));
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('return-confirm'));
    });
    expect(within(dialog).getByText('অনেক লম্বা — সর্বোচ্চ ৫০০ অক্ষর।')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a void sale keeps its profit in sight, struck out, and says it is not counted (both languages)', async () => {
    const voided = makeSale({ status: 'void', voidedAt: '2025-03-10T06:00:00.000Z', voidReason: null });
    stockApi({ ...common, [`GET ${BASE}/sales/${voided.id}`]: () => ({ status: 200, body: voided }) });
    renderRoutes(routes, `/sell-list/${voided.id}`);
    const detail = await screen.findByTestId('invoice-detail', {}, { timeout: 8000 });
    const profit = within(detail).getByTestId('invoice-profit');
    const struck = profit.querySelector('s');
    expect(struck?.textContent).toBe('৳১২৫.০০');
    expect(profit.textContent).toBe('৳১২৫.০০বাতিল — এই লাভ হিসাবে ধরা হয় না');
    await act(async () => {
      await setLanguage('en');
    });
    await waitFor(() => expect(within(detail).getByTestId('invoice-profit-void').textContent).toBe('Void — this profit is not counted'));
    expect(within(detail).getByTestId('invoice-profit').querySelector('s')?.textContent).toBe('৳125.00');
  });

  it('a completed sale shows its profit plainly', async () => {
    stockApi({ ...common, [`GET ${BASE}/sales/${SALE.id}`]: () => ({ status: 200, body: SALE }) });
    renderRoutes(routes, `/sell-list/${SALE.id}`);
    const detail = await screen.findByTestId('invoice-detail', {}, { timeout: 8000 });
    expect(within(detail).getByTestId('invoice-profit').querySelector('s')).toBeNull();
    expect(within(detail).queryByTestId('invoice-profit-void')).toBeNull();
  });

  it('shares the receipt link (made by the server) and SMSes it', async () => {
    const api = stockApi({
      ...common,
      [`GET ${BASE}/sales/${SALE.id}`]: () => ({ status: 200, body: SALE }),
      [`POST ${BASE}/sales/${SALE.id}/receipt-link`]: () => ({ status: 200, body: { url: '/r/Zq3v9XUpK1bT8wRmN2cY4A' } }),
      [`POST ${BASE}/sales/${SALE.id}/receipt-sms`]: () => ({
        status: 200,
        body: { url: 'http://x/r/Zq3v9XUpK1bT8wRmN2cY4A', to: SALE.customerMobile, text: '…', status: 'sent', parts: 1 },
      }),
    });
    renderRoutes(routes, `/sell-list/${SALE.id}`);
    await screen.findByTestId('invoice-detail', {}, { timeout: 8000 });
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-link'));
    });
    await waitFor(() => expect((screen.getByTestId('share-url') as HTMLInputElement).value).toMatch(/\/r\/Zq3v9XUpK1bT8wRmN2cY4A$/));
    await act(async () => {
      fireEvent.click(screen.getByTestId('share-sms'));
    });
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/receipt-sms'))).toBe(true));
  });

  it('a sale without a customer mobile cannot be SMSed', async () => {
    const walkIn = makeSale({ customerId: null, customerName: null, customerMobile: null, customerBalance: null });
    stockApi({ ...common, [`GET ${BASE}/sales/${walkIn.id}`]: () => ({ status: 200, body: walkIn }) });
    renderRoutes(routes, `/sell-list/${walkIn.id}`);
    await screen.findByTestId('invoice-detail', {}, { timeout: 8000 });
    expect((screen.getByTestId('share-sms') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('কাস্টমারের মোবাইল নম্বর নেই, তাই এসএমএস পাঠানো যাবে না।')).toBeTruthy();
  });
});

describe('/purchase-list/:purchaseId and its print page', () => {
  it('shows the purchase memo with its supplier, and prints it titled as a purchase', async () => {
    const purchase = makePurchase();
    stockApi({ ...common, [`GET ${BASE}/purchases/${purchase.id}`]: () => ({ status: 200, body: purchase }) });
    renderRoutes(routes, `/purchase-list/${purchase.id}`);
    const detail = await screen.findByTestId('invoice-detail', {}, { timeout: 8000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('কেনার মেমো P-০০০০৪৫');
    expect(within(detail).getByTestId('invoice-contact').getAttribute('href')).toBe(`/contact/${purchase.supplierId}`);
    expect(within(detail).queryByTestId('invoice-profit')).toBeNull();
    expect(screen.queryByTestId('share-receipt')).toBeNull();
    expect(screen.getByTestId('invoice-print').getAttribute('href')).toBe(`/print/purchase/${purchase.id}?auto=1`);
    await waitFor(() =>
      expect(within(screen.getByTestId('receipt-preview')).getByTestId('receipt-balance').textContent).toBe(
        'এই কেনার পর সাপ্লায়ারের পাওনা ৳৪০.৫০',
      ),
    );
  });

  it('the purchase print page shows the purchase memo', async () => {
    const purchase = makePurchase();
    stockApi({ ...common, [`GET ${BASE}/purchases/${purchase.id}`]: () => ({ status: 200, body: purchase }) });
    renderRoutes(routes, `/print/purchase/${purchase.id}`);
    const receipt = await screen.findByTestId('receipt', {}, { timeout: 8000 });
    expect(receipt.getAttribute('aria-label')).toBe('কেনার মেমো P-০০০০৪৫');
    expect(screen.getByTestId('receipt-back').getAttribute('href')).toBe(`/purchase-list/${purchase.id}`);
  });
});

describe('/print/sale/:saleId', () => {
  it('prints once the memo is loaded, on the paper asked for (else the shop’s)', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stockApi({ ...common, [`GET ${BASE}/sales/${SALE.id}`]: () => ({ status: 200, body: SALE }) });
    const { router } = renderRoutes(routes, `/print/sale/${SALE.id}?paper=80&auto=1`);
    const receipt = await screen.findByTestId('receipt', {}, { timeout: 8000 });
    expect(receipt.getAttribute('data-paper')).toBe('80');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('print-page-size').textContent).toMatch(/@page \{ size: 80mm \d+mm; margin: 0; \}/);
    fireEvent.click(within(screen.getByTestId('receipt-paper')).getByRole('button', { name: 'A4' }));
    await waitFor(() => expect(screen.getByTestId('receipt').getAttribute('data-paper')).toBe('a4'));
    expect(router.state.location.search).toBe('?paper=a4');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('without ?paper, the shop’s paper; without ?auto, no print dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stockApi({ ...common, [`GET ${BASE}/sales/${SALE.id}`]: () => ({ status: 200, body: SALE }) });
    renderRoutes(routes, `/print/sale/${SALE.id}`);
    await waitFor(() => expect(screen.getByTestId('receipt').getAttribute('data-paper')).toBe('58'), { timeout: 8000 });
    expect(screen.getByTestId('receipt-shop').textContent).toBe(SHOP.name);
    fireEvent.click(screen.getByTestId('receipt-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('/r/:token', () => {
  it('shows a shared receipt without a session, without sending a token', async () => {
    signOutStore();
    const { cost: _c, profit: _p, createdBy: _b, employeeId: _e, customerId: _ci, ...rest } = SALE;
    const publicSale = { ...rest, lines: SALE.lines.map(({ cost: _lc, productId: _pi, ...l }) => l), returns: [] };
    const api = stockApi({
      'GET /receipts/Zq3v9XUpK1bT8wRmN2cY4A': () => ({
        status: 200,
        body: {
          shop: { name: 'মায়ের দোয়া স্টোর', address: null, phone: null, logoUrl: null },
          footer: null,
          paper: '58',
          timezone: 'Asia/Dhaka',
          sale: publicSale,
        },
      }),
    });
    renderRoutes(routes, '/r/Zq3v9XUpK1bT8wRmN2cY4A');
    const receipt = await screen.findByTestId('receipt', {}, { timeout: 8000 });
    expect(receipt.getAttribute('data-paper')).toBe('58');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('মায়ের দোয়া স্টোর');
    expect(screen.getByTestId('receipt-total').textContent).toBe('মোট৳১,২৫৬.৩৬');
    const call = api.calls.find((c) => c.path.startsWith('/receipts/'));
    expect(call).toBeDefined();
    expect(api.fetch.mock.calls.some(([, init]) => JSON.stringify(init?.headers ?? {}).includes('Authorization'))).toBe(false);
  });

  it('a wrong link says the memo was not found', async () => {
    signOutStore();
    stockApi({});
    renderRoutes(routes, '/r/AAAAAAAAAAAAAAAAAAAAAA');
    expect((await screen.findByTestId('public-receipt-error', {}, { timeout: 8000 })).textContent).toContain('মেমো পাওয়া যায়নি');
  });
});
