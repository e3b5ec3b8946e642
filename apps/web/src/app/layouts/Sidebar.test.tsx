import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadNamespaces } from '@/shared/lib/i18n';
import { queryClient } from '@/shared/lib/query';
import { renderAt } from '@/test/render';
import { makeShop, signInStore, signOutStore } from '@/test/fixtures';
import { BASE, stockApi } from '@/features/stock/test-api';
import { overviewWithCompare } from '@/features/reports/test/fixtures';
import { REPORT_LINKS } from '../nav';
import { SidebarNav } from './Sidebar';

const OVERVIEW = `${BASE}/reports/overview`;

beforeAll(() => loadNamespaces(['shop']));

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutStore();
});

describe('sidebar: the reports', () => {
  it('the owner sees the business overview and, folded under it, every report (without asking the server)', async () => {
    signInStore(makeShop({ role: 'owner' }));
    const api = stockApi({});
    renderAt(<SidebarNav testId="sidebar" />, '/home');
    expect(await screen.findByTestId('nav-businessOverview')).toBeTruthy();
    const toggle = screen.getByTestId('nav-reports');
    expect(toggle.textContent).toBe('রিপোর্ট');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('nav-report-links').hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const links = screen.getByTestId('nav-report-links').querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual(REPORT_LINKS.map((l) => l.to));
    expect(screen.getByTestId('nav-reports.sales').textContent).toBe('বিক্রির রিপোর্ট');
    expect(api.calls).toEqual([]);
  });

  it('opens by itself on a report page', async () => {
    signInStore(makeShop({ role: 'owner' }));
    stockApi({});
    renderAt(<SidebarNav testId="sidebar" />, '/reports/stock');
    expect((await screen.findByTestId('nav-reports')).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('nav-reports.stock').getAttribute('aria-current')).toBe('page');
  });

  it('a member whose role has no reports (the server answers 403) sees no report link', async () => {
    signInStore(makeShop({ role: 'বিক্রেতা' }));
    const api = stockApi({ [`GET ${OVERVIEW}`]: () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'না' } } }) });
    renderAt(<SidebarNav testId="sidebar" />, '/home');
    await waitFor(() => expect(api.calls.some((c) => c.path === OVERVIEW)).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByTestId('nav-sell')).toBeTruthy();
    expect(screen.queryByTestId('nav-businessOverview')).toBeNull();
    expect(screen.queryByTestId('nav-reports')).toBeNull();
    expect(screen.queryByText('বিক্রির রিপোর্ট')).toBeNull();
  });

  it('a member whose role has reports sees them once the server says so', async () => {
    signInStore(makeShop({ role: 'ম্যানেজার' }));
    stockApi({ [`GET ${OVERVIEW}`]: () => ({ status: 200, body: overviewWithCompare() }) });
    renderAt(<SidebarNav testId="sidebar" />, '/home');
    expect(screen.queryByTestId('nav-reports')).toBeNull(); // not before it is known
    expect(await screen.findByTestId('nav-reports')).toBeTruthy();
    expect(screen.getByTestId('nav-businessOverview')).toBeTruthy();
  });
});
