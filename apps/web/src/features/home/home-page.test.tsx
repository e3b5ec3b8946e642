import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReportOverview } from '@dokani/contracts';
import { routes } from '@/app/routes';
import { setLanguage } from '@/shared/lib/i18n';
import { renderRoutes } from '@/test/render';
import { signInStore, signedInEachTest } from '@/test/fixtures';
import { BASE, SHOP, stockApi } from '@/test/api';

// The first render of a lazy route (code and the 'reports' texts) is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const SALE_ID = '01JD3ZK7Q8V6Y2N4W5X9A0B1H2';
const OVERVIEW: ReportOverview = {
  from: '2026-11-20',
  to: '2026-11-20',
  sales: { count: 3, total: '1250.00', returns: '55.00', voids: '0.00', revenue: '1100.00', cogs: '900.00', grossProfit: '200.00' },
  expenses: '300.00',
  expensesByCategory: [{ categoryId: '01JD3ZK7Q8V6Y2N4W5X9A0B1J1', name: 'দোকান ভাড়া', amount: '300.00' }],
  income: '0.00',
  incomeByCategory: [],
  netProfit: '-100.00',
  receivable: '1250.50',
  payable: '40.00',
  customerCredit: '15.00',
  lowStockCount: 2,
  recent: [
    { id: SALE_ID, number: 'S-000012', date: '2026-11-20', customerName: 'করিম', total: '125.00', due: '20.00', status: 'completed' },
    {
      id: '01JD3ZK7Q8V6Y2N4W5X9A0B1H3',
      number: 'S-000011',
      date: '2026-11-20',
      customerName: null,
      total: '15.00',
      due: '0.00',
      status: 'void',
    },
  ],
};

signedInEachTest(SHOP);

describe('/home', () => {
  it('shows today’s figures in Bangla digits with ৳, links to the due book, low stock and the sales', async () => {
    const api = stockApi({ [`GET ${BASE}/reports/overview`]: () => ({ status: 200, body: OVERVIEW }) });
    renderRoutes(routes, '/home');
    expect((await screen.findByTestId('home-sales')).textContent).toBe('৳১,২৫০.০০');
    const figures = screen.getByTestId('home-figures');
    expect(figures.textContent).toContain('আজকের বিক্রি');
    expect(figures.textContent).toContain('৩টি বিক্রি');
    expect(figures.textContent).toContain('ফেরত ৳৫৫.০০');
    expect(figures.textContent).not.toContain('বাতিল ৳'); // no voids today: no line
    expect(screen.getByTestId('home-profit').textContent).toBe('৳২০০.০০');
    expect(screen.getByTestId('home-net-profit').textContent).toBe('খরচ বাদে −৳১০০.০০');
    expect(screen.getByTestId('home-expenses').textContent).toBe('৳৩০০.০০');
    expect(screen.getByTestId('home-receivable').textContent).toBe('৳১,২৫০.৫০');
    expect(screen.getByTestId('home-payable').textContent).toBe('৳৪০.০০');
    expect(screen.getByTestId('home-low-stock').textContent).toBe('২টি পণ্য');
    expect(screen.getByTestId('home-receivable-link').getAttribute('href')).toBe('/due');
    expect(screen.getByTestId('home-payable-link').getAttribute('href')).toBe('/due');
    expect(screen.getByTestId('home-low-stock-link').getAttribute('href')).toBe('/stock?low=1');

    const recent = screen.getAllByTestId('home-recent-sale');
    expect(recent).toHaveLength(2);
    expect(recent[0]?.getAttribute('href')).toBe(`/sell-list/${SALE_ID}`);
    expect(recent[0]?.textContent).toContain('করিম');
    expect(recent[0]?.textContent).toContain('বাকি ৳২০.০০');
    expect(within(recent[1] as HTMLElement).getByText('বাতিল')).toBeTruthy();
    expect(recent[1]?.textContent).toContain('সাধারণ কাস্টমার');

    for (const key of ['sell', 'purchase', 'due', 'expense']) expect(screen.getByTestId(`home-quick-${key}`)).toBeTruthy();
    // today by default: no dates sent, the server knows the shop's today
    expect(api.calls.filter((c) => c.path === `${BASE}/reports/overview`).map((c) => c.query)).toEqual([{}]);
  });

  it('in English: the same figures with Latin digits', async () => {
    await setLanguage('en');
    stockApi({ [`GET ${BASE}/reports/overview`]: () => ({ status: 200, body: OVERVIEW }) });
    renderRoutes(routes, '/home');
    expect((await screen.findByTestId('home-sales')).textContent).toBe('৳1,250.00');
    expect(screen.getByTestId('home-figures').textContent).toContain('3 sales');
    expect(screen.getByTestId('home-low-stock').textContent).toBe('2 products');
  });

  it('a cashier: only the shortcuts the role can use, and the figures are not even asked for (no 403)', async () => {
    signInStore({ ...SHOP, role: 'cashier', features: ['sell', 'contacts'] });
    const api = stockApi({});
    renderRoutes(routes, '/home');
    await screen.findByTestId('home-quick-sell');
    expect(screen.getByTestId('home-quick-quickSell')).toBeTruthy();
    for (const key of ['purchase', 'due', 'product', 'expense']) expect(screen.queryByTestId(`home-quick-${key}`)).toBeNull();
    expect(screen.queryByTestId('home-figures')).toBeNull();
    expect(api.calls.some((c) => c.path === `${BASE}/reports/overview`)).toBe(false);
  });

  it('shows what the shop owes customers apart from what it owes suppliers', async () => {
    stockApi({ [`GET ${BASE}/reports/overview`]: () => ({ status: 200, body: OVERVIEW }) });
    renderRoutes(routes, '/home');
    expect((await screen.findByTestId('home-payable')).textContent).toBe('৳৪০.০০');
    expect(screen.getByTestId('home-customer-credit').textContent).toBe('কাস্টমারের জমা ৳১৫.০০ (এটা আলাদা)');
  });

  it('a member without the reports feature (403) sees the shortcuts and no figures', async () => {
    const api = stockApi({
      [`GET ${BASE}/reports/overview`]: () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'না' } } }),
    });
    renderRoutes(routes, '/home');
    await screen.findByTestId('home-quick-sell');
    await waitFor(() => expect(api.calls.some((c) => c.path === `${BASE}/reports/overview`)).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('home-figures')).toBeNull());
    expect(screen.queryByTestId('home-recent-sale')).toBeNull();
    expect(screen.getByTestId('home-page').textContent).not.toContain('আজকের হিসাব');
    // a 4xx is not retried
    expect(api.calls.filter((c) => c.path === `${BASE}/reports/overview`)).toHaveLength(1);
  });

  it('a failed load says so and offers a retry', async () => {
    let fail = true;
    stockApi({
      [`GET ${BASE}/reports/overview`]: () =>
        fail ? { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'x' } } } : { status: 200, body: OVERVIEW },
    });
    renderRoutes(routes, '/home');
    const retry = await screen.findByTestId('home-retry');
    fail = false;
    retry.click();
    expect((await screen.findByTestId('home-sales')).textContent).toBe('৳১,২৫০.০০');
  });
});
