import { describe, expect, it } from 'vitest';
import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { routes as entryRoutes } from './routes';
import type { RouteHandle } from './route-handle';
import { pageRoutes } from './page-routes';
import { lazyPageOf } from './lazy';
import { RequireSession } from './gates';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SIDEBAR_ITEMS } from '@/shared/lib/nav';

const AUTH = [
  '/auth',
  '/auth/signup',
  '/auth/pin',
  '/auth/otp',
  '/auth/user-intent',
  '/auth/setup-pin',
  '/auth/forgot-pin',
  '/auth/forgot-pin/set-pin',
  '/auth/forgot-pin/otp',
];
const SHOP = ['/shop', '/shop/add', '/shop/edit'];
const DASHBOARD = [
  '/home',
  '/sell',
  '/purchase',
  '/sell-list',
  '/purchase-list',
  '/due',
  '/due/history',
  '/expense',
  '/contact',
  '/tutorial',
  '/product',
  '/stock',
  '/stock/history',
  '/stock/update',
  '/access-management',
  '/access-management/roles',
  '/business-overview',
  '/business-overview/transaction',
  '/reports/supplier',
  '/reports/stock',
  '/reports/product',
  '/reports/customer',
  '/reports/employee',
  '/reports/expense',
  '/reports/income',
  '/reports/purchase',
  '/reports/sales',
  '/employee-report',
  '/profit-loss',
  '/profit-loss/details',
  '/sms',
  '/sms/packages',
  '/sms-list',
  '/expired-product',
  '/warranty-product',
  '/settings',
  '/settings/subscriptions',
  '/settings/subscriptions/packages',
  '/settings/subscriptions/checkout',
  '/contact-support',
  '/printer',
  '/settings/limit-chart',
  '/quick-sell',
];
const ONLINE = [
  '',
  '/messages',
  '/settings',
  '/settings/banner-update',
  '/products',
  '/orders',
  '/themes',
  '/own-domain',
  '/delivery',
  '/build-app',
  '/featured-product',
  '/marketing-seo',
  '/shop-policy',
  '/fraud-check',
  '/orders/01JD3ZK7Q8V6Y2N4W5X9A0B1F1',
].map((p) => `/online-shop${p}`);

/**
 * The whole table as the app draws it: the entry's table (the sign-in steps) with the page table
 * (page-routes.tsx) in place of its catch-all, which draws it.
 */
const entryRoot = entryRoutes[0] as RouteObject;
const routes = [{ ...entryRoot, children: [...(entryRoot.children ?? []).filter((r) => r.path !== '*'), ...pageRoutes] } as RouteObject];

/** Whether a route draws its page through a lazy component (itself or inside an error boundary). */
function isLazy(element: ReactNode): boolean {
  if (lazyPageOf(element)) return true;
  return isValidElement<{ children?: ReactNode }>(element) && isLazy(element.props.children);
}

const hasBoundary = (r: RouteObject) => isValidElement(r.element) && r.element.type === RouteErrorBoundary;

function leaf(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  return matches[matches.length - 1]?.route;
}

describe('routes', () => {
  it.each([...AUTH, ...SHOP, ...DASHBOARD, ...ONLINE, '/crash-test'])('%s has its own lazy route', (path) => {
    const route = leaf(path);
    expect(route).toBeDefined();
    expect(route?.path).not.toBe('*');
    expect(isLazy(route?.element)).toBe(true);
  });

  it('the sandbox payment page is public: outside the signed-in groups, no gate before it', () => {
    const matches = matchRoutes(routes, '/payments/sandbox/01JD3ZK7Q8V6Y2N4W5X9A0B1P1') ?? [];
    expect(matches.at(-1)?.route.path).toBe('payments/sandbox/:paymentId');
    expect(isLazy(matches.at(-1)?.route.element)).toBe(true);
    expect(matches.some((m) => isValidElement(m.route.element) && m.route.element.type === RequireSession)).toBe(false);
    // Straight under the root: not inside the dashboard (session + shop) or any layout.
    expect(matches.map((m) => m.route.id ?? m.route.path)).toEqual(['root', 'payments/sandbox/:paymentId']);
  });

  it('the entry knows only the sign-in steps: every other address is drawn by the page table, fetched with it', async () => {
    const leafOf = (path: string) => matchRoutes(entryRoutes, path)?.at(-1)?.route;
    for (const path of AUTH) expect(leafOf(path)?.path, path).not.toBe('*');
    for (const path of [...SHOP, ...DASHBOARD, ...ONLINE, '/r/abc', '/payments/sandbox/x', '/no/such/page']) {
      const route = leafOf(path);
      expect(route?.path, path).toBe('*');
      expect(typeof (route?.handle as RouteHandle | undefined)?.nested, path).toBe('function');
    }
    const nested = (leafOf('/home')?.handle as RouteHandle | undefined)?.nested;
    expect(await nested?.()).toBe(pageRoutes);
  });

  it('unknown paths reach the not-found page', () => {
    expect(leaf('/no/such/page')?.path).toBe('*');
    expect(leaf('/auth/nope')?.path).toBe('*');
  });

  it('every sidebar tab points at a registered route, in the spec order', () => {
    expect(SIDEBAR_ITEMS.map((i) => i.key)).toEqual([
      'home',
      'purchase',
      'sell',
      'quickSell',
      'purchaseList',
      'sellList',
      'due',
      'expense',
      'contact',
      'product',
      'stock',
      'accessManagement',
      'printer',
      'onlineShop',
      'sms',
      'businessOverview',
      'tutorial',
      'expiredProduct',
      'warrantyProduct',
      'subscriptions',
    ]);
    for (const item of SIDEBAR_ITEMS) expect(leaf(item.to)?.path, item.to).not.toBe('*');
  });

  it('the root and every group have an error screen', () => {
    const root = routes[0];
    expect(root && hasBoundary(root)).toBe(true);
    const groups = (root?.children ?? []).filter((r) => r.path === 'auth' || r.path === 'shop' || r.children?.length);
    expect(groups.length).toBe(3);
    for (const g of groups) {
      // the group's layout (under its gate) has its own error screen
      for (const layout of g.children ?? []) expect(hasBoundary(layout), String(g.path)).toBe(true);
    }
    // the dashboard's pages and the online shop's have an embedded one inside the layout
    const dashboard = groups.find((g) => !g.path)?.children?.[0];
    for (const inner of dashboard?.children ?? []) {
      expect(hasBoundary(inner)).toBe(true);
      expect(isValidElement<{ embedded?: boolean }>(inner.element) && inner.element.props.embedded).toBe(true);
    }
  });
});
