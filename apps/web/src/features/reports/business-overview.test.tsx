import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@/app/routes';
import { REPORT_LINKS } from '@/shared/lib/nav';
import { setLanguage } from '@/shared/lib/i18n';
import { renderRoutes } from '@/test/render';
import { signedInEachTest } from '@/test/fixtures';
import { BASE, SHOP, stockApi } from '@/test/api';
import { overviewWithCompare, transactionsPage } from './test/fixtures';

vi.setConfig({ testTimeout: 20_000 });

// 2025-03-09T20:30Z is already Monday 10 March, 02:30, in Dhaka.
const NOW = Date.parse('2025-03-09T20:30:00Z');
const OVERVIEW = `${BASE}/reports/overview`;
const TRANSACTIONS = `${BASE}/reports/transactions`;

signedInEachTest(SHOP, NOW);

describe('/business-overview', () => {
  it('the period’s figures against the period before (▲/▼ %, good news in green), dues and low stock now, a link to every report', async () => {
    const api = stockApi({ [`GET ${OVERVIEW}`]: () => ({ status: 200, body: overviewWithCompare() }) });
    renderRoutes(routes, '/business-overview?period=month');
    await screen.findByTestId('overview-totals');
    expect(api.calls.filter((c) => c.path === OVERVIEW).map((c) => c.query)).toEqual([
      { from: '2025-03-01', to: '2025-03-10', compare: '1' },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ব্যবসার অবস্থা');
    expect(screen.getByTestId('overview-total-sales').textContent).toBe('৳১,২৫০.০০');
    expect(screen.getByTestId('overview-totals').textContent).toContain('১২টি বিক্রি');

    const sales = screen.getByTestId('overview-change-sales');
    expect(sales.dataset.change).toBe('up');
    expect(sales.textContent).toContain('▲ ২৫%');
    expect(sales.textContent).toContain('আগের সময়ের চেয়ে ২৫% বেশি');
    expect(sales.textContent).toContain('আগে ৳১,০০০.০০');
    expect(sales.querySelector('[aria-hidden="true"]')?.className).toContain('text-green-700');

    // fewer expenses is good news: ▼ in green
    const expenses = screen.getByTestId('overview-change-expenses');
    expect(expenses.textContent).toContain('▼ ৭৫%');
    expect(expenses.querySelector('[aria-hidden="true"]')?.className).toContain('text-green-700');
    // from a loss of 50 to a profit of 250: ▲ 600 %
    expect(screen.getByTestId('overview-change-netProfit').textContent).toContain('▲ ৬০০%');
    expect(screen.getByTestId('overview-change-grossProfit').dataset.change).toBe('same');
    // nothing bought before: no percentage, the previous figure only
    const purchases = screen.getByTestId('overview-change-purchases');
    expect(purchases.dataset.change).toBe('none');
    expect(purchases.textContent).toBe('আগে ৳০.০০');

    expect(screen.getByTestId('overview-previous').textContent).toContain('১৯ ফেব');
    expect(screen.getByTestId('overview-now-receivable').textContent).toContain('৳৫৬০.০০');
    expect(screen.getByTestId('overview-now-lowStock').getAttribute('href')).toBe('/reports/stock?low=1');

    // every report, with the period on screen
    for (const l of REPORT_LINKS) expect(screen.getByTestId(`overview-link-${l.key}`).getAttribute('href')).toBe(`${l.to}?period=month`);
    expect(screen.getByTestId('overview-link-transactions').textContent).toContain('সব লেনদেন');
  });

  it('in English, this year: the request follows the period; the CSV button and print are there', async () => {
    await setLanguage('en');
    const api = stockApi({ [`GET ${OVERVIEW}`]: () => ({ status: 200, body: overviewWithCompare() }) });
    renderRoutes(routes, '/business-overview');
    await screen.findByTestId('overview-totals');
    fireEvent.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === OVERVIEW).at(-1)?.query).toEqual({ from: '2025-01-01', to: '2025-03-10', compare: '1' }),
    );
    expect((await screen.findByTestId('overview-change-sales')).textContent).toContain('25% more than the period before');
    expect(screen.getByTestId('overview-total-netProfit').textContent).toBe('৳250.00');
    expect((screen.getByTestId('overview-csv') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('/business-overview/transaction', () => {
  it('every money movement, the totals of the whole filter, "load more" with the cursor, a kind filter in the address', async () => {
    const api = stockApi({
      [`GET ${TRANSACTIONS}`]: ({ url }) => ({ status: 200, body: transactionsPage(url.searchParams.get('cursor') ?? '') }),
    });
    const { router } = renderRoutes(routes, '/business-overview/transaction');
    await screen.findByTestId('transactions-table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('সব লেনদেন');
    expect(screen.getAllByTestId('transactions-table-row')).toHaveLength(2);
    expect(screen.getByTestId('transactions-total-in').textContent).toBe('৳২০০.০০');
    expect(screen.getByTestId('transactions-total-out').textContent).toBe('৳৩০.০০');
    expect(screen.getByTestId('transactions-total-net').textContent).toBe('৳১৭০.০০');
    expect(screen.getByTestId('transactions-shown').textContent).toBe('৩টির মধ্যে ২টি দেখানো হচ্ছে');
    const rows = screen.getAllByTestId('transactions-table-row');
    expect(rows[0]?.textContent).toContain('বিক্রির টাকা');
    expect(rows[0]?.textContent).toContain('+৳১০০.০০');
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe('/sell-list/01JD3ZK7Q8V6Y2N4W5X9A0B101');
    expect(rows[1]?.textContent).toContain('−৳৩০.০০');
    expect(rows[1]?.textContent).toContain('চা-নাস্তা');

    fireEvent.click(screen.getByTestId('transactions-more'));
    await waitFor(() => expect(screen.getAllByTestId('transactions-table-row')).toHaveLength(3));
    expect(api.calls.filter((c) => c.path === TRANSACTIONS).map((c) => c.query.cursor ?? '')).toEqual(['', 'c2']);
    expect(screen.queryByTestId('transactions-more')).toBeNull();

    await router.navigate('/business-overview/transaction?kind=expense');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === TRANSACTIONS).at(-1)?.query).toEqual({
        from: '2025-03-01',
        to: '2025-03-10',
        kind: 'expense',
        limit: '50',
      }),
    );
    expect(screen.getByTestId('transactions-kind').textContent).toBe('খরচ');
  });
});
