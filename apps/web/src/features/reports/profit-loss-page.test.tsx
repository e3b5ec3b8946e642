import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReportOverview } from '@dokani/contracts';
import { routes } from '@/app/routes';
import { setLanguage } from '@/shared/lib/i18n';
import { renderRoutes } from '@/test/render';
import { signedInEachTest } from '@/test/fixtures';
import { BASE, SHOP, stockApi } from '@/test/api';

// The first render of a lazy route (code and the 'reports' texts) is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// 2025-03-09T20:30Z is already Monday 10 March, 02:30, in Dhaka.
const NOW = Date.parse('2025-03-09T20:30:00Z');
const PATH = `${BASE}/reports/overview`;

/** A month: sales 1,150 (VAT 50), returns 55 (VAT 5), 100 voided apart; revenue 1,050; a profit. */
const PROFIT: ReportOverview = {
  from: '2025-03-01',
  to: '2025-03-10',
  sales: { count: 12, total: '1150.00', returns: '55.00', voids: '100.00', revenue: '1050.00', cogs: '700.00', grossProfit: '350.00' },
  expenses: '230.00',
  expensesByCategory: [
    { categoryId: '01JD3ZK7Q8V6Y2N4W5X9A0B1J1', name: 'দোকান ভাড়া', amount: '200.00' },
    { categoryId: '01JD3ZK7Q8V6Y2N4W5X9A0B1J2', name: 'চা-নাস্তা', amount: '30.00' },
  ],
  income: '1000.50',
  incomeByCategory: [{ categoryId: '01JD3ZK7Q8V6Y2N4W5X9A0B1J3', name: 'কমিশন', amount: '1000.50' }],
  netProfit: '1120.50',
  receivable: '0.00',
  payable: '0.00',
  customerCredit: '0.00',
  lowStockCount: 0,
  recent: [],
};

/** Last month: a loss. */
const LOSS: ReportOverview = {
  ...PROFIT,
  from: '2025-02-01',
  to: '2025-02-28',
  sales: { count: 1, total: '100.00', returns: '0.00', voids: '0.00', revenue: '100.00', cogs: '90.00', grossProfit: '10.00' },
  expenses: '210.00',
  expensesByCategory: [{ categoryId: '01JD3ZK7Q8V6Y2N4W5X9A0B1J1', name: 'Shop rent', amount: '210.00' }],
  income: '0.00',
  incomeByCategory: [],
  netProfit: '-200.00',
};

const amount = (id: string) => screen.getByTestId(`pl-${id}-amount`).textContent;

signedInEachTest(SHOP, NOW);

describe('/profit-loss', () => {
  it('this month by default: the হিসাব in Bangla digits with ৳, each expense and income category under its line', async () => {
    const api = stockApi({ [`GET ${PATH}`]: () => ({ status: 200, body: PROFIT }) });
    renderRoutes(routes, '/profit-loss');
    await screen.findByTestId('pl-statement');
    expect(api.calls.filter((c) => c.path === PATH).map((c) => c.query)).toEqual([{ from: '2025-03-01', to: '2025-03-10' }]);
    expect(screen.getByTestId('pl-period').querySelector('[aria-pressed="true"]')?.textContent).toBe('এই মাস');
    expect(screen.getByTestId('pl-sales').textContent).toContain('বিক্রি');
    expect(screen.getByTestId('pl-sales').textContent).toContain('১২টি বিক্রি');
    expect(amount('sales')).toBe('৳১,১৫০.০০');
    expect(screen.getByTestId('pl-sales').textContent).toContain('বাতিল ৳১০০.০০ ধরা হয়নি');
    expect(amount('returns')).toBe('৳৫৫.০০');
    expect(screen.queryByTestId('pl-voids')).toBeNull();
    expect(amount('vat')).toBe('৳৪৫.০০'); // 1,150 − 55 − 1,050: the VAT kept
    expect(amount('revenue')).toBe('৳১,০৫০.০০');
    expect(amount('cogs')).toBe('৳৭০০.০০');
    expect(amount('gross')).toBe('৳৩৫০.০০');
    expect(amount('expenses')).toBe('৳২৩০.০০');
    const expenseLines = screen.getAllByTestId('pl-expense-category').map((r) => r.textContent);
    expect(expenseLines).toEqual(['দোকান ভাড়া৳২০০.০০', 'চা-নাস্তা৳৩০.০০']);
    expect(amount('income')).toBe('৳১,০০০.৫০');
    expect(screen.getAllByTestId('pl-income-category').map((r) => r.textContent)).toEqual(['কমিশন৳১,০০০.৫০']);
    expect(screen.getByTestId('pl-net').textContent).toContain('নিট লাভ');
    expect(amount('net')).toBe('৳১,১২০.৫০');
    expect(screen.getByTestId('pl-net').dataset.negative).toBeUndefined();
    // signs of a shopkeeper's হিসাব
    expect(screen.getByTestId('pl-returns').textContent?.startsWith('−')).toBe(true);
    expect(screen.getByTestId('pl-revenue').textContent?.startsWith('=')).toBe(true);
    expect(screen.getByTestId('pl-income').textContent?.startsWith('+')).toBe(true);

    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByTestId('pl-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('in English, last month with a loss: Latin digits, the net loss in red, the dates asked for on the shop’s calendar', async () => {
    await setLanguage('en');
    const api = stockApi({
      [`GET ${PATH}`]: ({ url }) => ({ status: 200, body: url.searchParams.get('from') === '2025-02-01' ? LOSS : PROFIT }),
    });
    renderRoutes(routes, '/profit-loss');
    await screen.findByTestId('pl-statement');
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(amount('net')).toBe('৳200.00'));
    expect(api.calls.filter((c) => c.path === PATH).map((c) => c.query)).toEqual([
      { from: '2025-03-01', to: '2025-03-10' },
      { from: '2025-02-01', to: '2025-02-28' },
    ]);
    const net = screen.getByTestId('pl-net');
    expect(net.textContent).toContain('Net loss');
    expect(net.dataset.negative).toBe('true');
    expect(net.className).toContain('text-destructive');
    expect(amount('sales')).toBe('৳100.00');
    expect(screen.queryByTestId('pl-vat')).toBeNull(); // no VAT: no line
    expect(screen.getAllByTestId('pl-expense-category').map((r) => r.textContent)).toEqual(['Shop rent৳210.00']);
    expect(screen.queryByTestId('pl-income-category')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === PATH).at(-1)?.query).toEqual({ from: '2025-01-01', to: '2025-03-10' }));
  });

  it('custom dates: asked for the right way round; the server’s refusal of a too long period is shown', async () => {
    const api = stockApi({
      [`GET ${PATH}`]: ({ url }) =>
        url.searchParams.get('from') === '2023-01-01'
          ? {
              status: 400,
              body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: { to: 'একবারে সর্বোচ্চ ৩৬৬ দিনের হিসাব দেখা যায়।' } } },
            }
          : { status: 200, body: PROFIT },
    });
    renderRoutes(routes, '/profit-loss?period=custom&from=2025-03-05&to=2025-03-01');
    await screen.findByTestId('pl-statement');
    expect(api.calls.filter((c) => c.path === PATH).map((c) => c.query)).toEqual([{ from: '2025-03-01', to: '2025-03-05' }]);
    expect(screen.getByTestId('pl-range').textContent).toContain('২০২৫');
    fireEvent.change(screen.getByTestId('pl-from'), { target: { value: '2023-01-01' } });
    expect((await screen.findByTestId('pl-error')).textContent).toContain('৩৬৬ দিনের');
    expect(screen.queryByTestId('pl-retry')).toBeNull();
  });
});
