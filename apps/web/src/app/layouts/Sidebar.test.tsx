import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { loadNamespaces } from '@/shared/lib/i18n';
import { queryClient } from '@/shared/lib/query';
import { renderAt } from '@/test/render';
import { makeShop, signInStore, signOutStore } from '@/test/fixtures';
import { stockApi } from '@/test/api';
import { featureOfPath, REPORT_LINKS } from '@/shared/lib/nav';
import { SidebarNav } from './Sidebar';

beforeAll(() => loadNamespaces(['shop', 'nav']));

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

  it('a member sees only the tabs of their role (from the shop answer), without asking the server', async () => {
    signInStore(makeShop({ role: 'বিক্রেতা', features: ['sell', 'contacts'] }));
    const api = stockApi({});
    renderAt(<SidebarNav testId="sidebar" />, '/home');
    expect(await screen.findByTestId('nav-sell')).toBeTruthy();
    for (const key of ['home', 'sell', 'quickSell', 'sellList', 'contact', 'tutorial'])
      expect(screen.getByTestId(`nav-${key}`)).toBeTruthy();
    for (const key of [
      'purchase',
      'purchaseList',
      'due',
      'expense',
      'product',
      'stock',
      'accessManagement',
      'sms',
      'businessOverview',
      'subscriptions',
    ]) {
      expect(screen.queryByTestId(`nav-${key}`)).toBeNull();
    }
    expect(screen.queryByTestId('nav-reports')).toBeNull();
    expect(screen.queryByText('বিক্রির রিপোর্ট')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('a member whose role has reports sees the overview and the reports', async () => {
    signInStore(makeShop({ role: 'ম্যানেজার', features: ['sell', 'reports'] }));
    stockApi({});
    renderAt(<SidebarNav testId="sidebar" />, '/home');
    expect(await screen.findByTestId('nav-reports')).toBeTruthy();
    expect(screen.getByTestId('nav-businessOverview')).toBeTruthy();
    expect(screen.queryByTestId('nav-product')).toBeNull();
  });

  it("a member's shop kept from before features were sent shows no role-bound tab until it is read again", async () => {
    const { features: _none, ...old } = makeShop({ role: 'বিক্রেতা' });
    signInStore(old as ReturnType<typeof makeShop>);
    stockApi({});
    renderAt(<SidebarNav testId="sidebar" />, '/home');
    expect(await screen.findByTestId('nav-home')).toBeTruthy();
    expect(screen.queryByTestId('nav-sell')).toBeNull();
    expect(screen.queryByTestId('nav-businessOverview')).toBeNull();
  });
});

describe('the page a role may open', () => {
  it('follows the sidebar item it is under: a sub-page needs its item’s feature, an address that merely starts alike does not', () => {
    expect(featureOfPath('/product/add')).toBe('products');
    expect(featureOfPath('/quick-sell')).toBe('sell');
    expect(featureOfPath('/sell-list')).toBe('sell');
    expect(featureOfPath('/settings/subscriptions/checkout')).toBe('subscriptions');
    expect(featureOfPath('/access-management/roles')).toBe('access-management');
    expect(featureOfPath('/home')).toBeUndefined();
    expect(featureOfPath('/settings')).toBeUndefined();
    expect(featureOfPath('/stocky')).toBeUndefined();
  });
});
