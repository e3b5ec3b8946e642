import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { setLanguage } from '@/shared/lib/i18n';
import { queryClient } from '@/shared/lib/query';
import { renderRoutes } from '@/test/render';
import { signedInEachTest } from '@/test/fixtures';
import { BASE, SHOP, stockApi } from '@/test/api';
import { emptyTradeReport, salesReport } from './test/fixtures';

// The first render of a lazy route (code and the 'reports' texts) is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// 2025-03-09T20:30Z is already Monday 10 March, 02:30, in Dhaka.
const NOW = Date.parse('2025-03-09T20:30:00Z');
const SALES = `${BASE}/reports/sales`;

/** Captures the file the CSV button saves (the blob and the name it is downloaded under). */
function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  let last: Blob | null = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => ((last = b), 'blob:report'), revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, name: this.download });
  });
  return saved;
}

signedInEachTest(SHOP, NOW);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/reports/sales', () => {
  it('this month by default: totals, a row per day that had sales, the totals row, in Bangla digits with ৳', async () => {
    const api = stockApi({ [`GET ${SALES}`]: () => ({ status: 200, body: salesReport() }) });
    renderRoutes(routes, '/reports/sales');
    await screen.findByTestId('sales-table');
    expect(api.calls.filter((c) => c.path === SALES).map((c) => c.query)).toEqual([{ from: '2025-03-01', to: '2025-03-10' }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('বিক্রির রিপোর্ট');
    expect(screen.getByTestId('sales-range').textContent).toContain('২০২৫');
    expect(screen.getByTestId('sales-period').querySelector('[aria-pressed="true"]')?.textContent).toBe('এই মাস');
    expect(screen.getByTestId('sales-total-net').textContent).toBe('৳১,২৩০.৫০');
    expect(screen.getByTestId('sales-total-profit').textContent).toBe('৳৩১০.৫০');
    expect(screen.getByTestId('sales-total-due').textContent).toBe('৳২০০.০০');
    expect(screen.getByTestId('sales-totals').textContent).toContain('৩টি বিক্রি');
    // empty days are in the chart, not in the table
    const rows = screen.getAllByTestId('sales-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('৩ মার্চ, ২০২৫');
    expect(within(rows[1] as HTMLElement).getAllByText('৳২০.০০')).toHaveLength(2); // the return, the cost
    expect(screen.getByTestId('sales-table-total-net').textContent).toBe('৳১,২৩০.৫০');
    expect(screen.getByTestId('sales-table-total-count').textContent).toBe('৩');
    expect(screen.getByRole('columnheader', { name: /লাভ/ })).toBeTruthy();
  });

  it('a period button asks for that period and keeps it in the address; custom dates too', async () => {
    const api = stockApi({
      [`GET ${SALES}`]: ({ url }) => ({
        status: 200,
        body: salesReport(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''),
      }),
    });
    const { router } = renderRoutes(routes, '/reports/sales');
    await screen.findByTestId('sales-table');
    fireEvent.click(screen.getByRole('button', { name: 'গত মাস' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === SALES).at(-1)?.query).toEqual({ from: '2025-02-01', to: '2025-02-28' }));
    expect(router.state.location.search).toBe('?period=lastMonth');
    await waitFor(() => expect(screen.getByTestId('sales-range').textContent).toContain('ফেব'));

    fireEvent.click(screen.getByRole('button', { name: 'তারিখ বাছুন' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2025-02-01'));
    fireEvent.change(await screen.findByTestId('sales-from'), { target: { value: '2025-02-20' } });
    await waitFor(() => expect(api.calls.filter((c) => c.path === SALES).at(-1)?.query).toEqual({ from: '2025-02-20', to: '2025-02-28' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      period: 'custom',
      from: '2025-02-20',
      to: '2025-02-28',
    });
  });

  it('CSV: BOM, the Bangla header, one line per day with plain numbers; named by the period', async () => {
    stockApi({ [`GET ${SALES}`]: () => ({ status: 200, body: salesReport() }) });
    const saved = captureDownloads();
    renderRoutes(routes, '/reports/sales');
    await screen.findByTestId('sales-table');
    fireEvent.click(screen.getByTestId('sales-csv'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const file = saved[0];
    expect(file?.name).toBe('dokani-sales-2025-03-01-2025-03-10.csv');
    const bytes = new Uint8Array(await (file?.blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      '"তারিখ","বিক্রির সংখ্যা","মোট বিক্রি","ফেরত","বাতিল (ধরা হয়নি)","নিট বিক্রি","ভ্যাট","বাকি","বিক্রি করা মালের দাম","লাভ"',
    );
    expect(lines).toHaveLength(12); // header, 10 days, the empty string after the last CRLF
    expect(lines[3]).toBe('"2025-03-03","2","1200.00","0.00","0.00","1200.00","0.00","200.00","900.00","300.00"');
    expect(text).not.toMatch(/[০-৯৳]/);
  });

  it('print opens the browser’s print; in English the figures have Latin digits', async () => {
    await setLanguage('en');
    stockApi({ [`GET ${SALES}`]: () => ({ status: 200, body: salesReport() }) });
    renderRoutes(routes, '/reports/sales');
    await screen.findByTestId('sales-table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sales Report');
    expect(screen.getByTestId('sales-total-net').textContent).toBe('৳1,230.50');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByTestId('sales-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('a period without sales says so; a refused period shows the server’s reason; a failed load offers a retry', async () => {
    let fail = true;
    stockApi({
      [`GET ${SALES}`]: ({ url }) => {
        const from = url.searchParams.get('from') ?? '';
        if (from === '2015-01-01')
          return {
            status: 400,
            body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: { to: 'একবারে সর্বোচ্চ ১০ বছরের হিসাব দেখা যায়।' } } },
          };
        if (from === '2025-03-10' && fail) return { status: 500, body: { error: { code: 'INTERNAL', message: 'সার্ভারে সমস্যা' } } };
        return { status: 200, body: emptyTradeReport(from, url.searchParams.get('to') ?? '') };
      },
    });
    renderRoutes(routes, '/reports/sales?period=yesterday');
    expect((await screen.findByTestId('sales-empty')).textContent).toContain('এই সময়ে কোনো বিক্রি হয়নি');
    expect(screen.queryByTestId('sales-table')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'তারিখ বাছুন' }));
    fireEvent.change(await screen.findByTestId('sales-from'), { target: { value: '2015-01-01' } });
    expect((await screen.findByTestId('sales-error')).textContent).toContain('১০ বছরের');
    expect(screen.queryByTestId('sales-retry')).toBeNull();

    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'আজ' }));
      await waitFor(() => expect(screen.getByTestId('sales-error').textContent).toContain('সার্ভারে সমস্যা'));
      fail = false;
      fireEvent.click(screen.getByTestId('sales-retry'));
      expect(await screen.findByTestId('sales-empty')).toBeTruthy();
    } finally {
      queryClient.setDefaultOptions(defaults);
    }
  });

  it('a role without reports (403) is told so, with no figures', async () => {
    stockApi({ [`GET ${SALES}`]: () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'অনুমতি নেই' } } }) });
    renderRoutes(routes, '/reports/sales');
    expect((await screen.findByTestId('sales-forbidden')).textContent).toContain('অনুমতি নেই');
    expect(screen.queryByTestId('sales-totals')).toBeNull();
  });
});
