import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from './gates';
import { page, pagesOf } from './lazy';
import { guarded } from './RouteErrorBoundary';
import { AppRoutes } from './AppRoutes';
import type { RouteHandle } from './route-handle';
import { withTexts } from '@/shared/lib/i18n';

/**
 * Every page past the sign-in steps: the shop and dashboard groups, the receipts, the public
 * receipt and payment pages, and the not-found page. A route table of its own, fetched with the
 * first of these pages (routes.tsx draws it for every address the sign-in table does not know),
 * so that the sign-in page does not load the names and code lists of ninety pages (decision 0019).
 */

/** The spec's report routes, under one prefix: /reports/<name>. */
export const REPORT_NAMES = ['supplier', 'stock', 'product', 'customer', 'employee', 'expense', 'income', 'purchase', 'sales'] as const;

// Every feature's pages, one way: its page list (features/<name>/pages.ts), fetched with the first.
const access = pagesOf(() => import('@/features/access/pages'));
const data = pagesOf(() => import('@/features/data/pages'));
const billing = pagesOf(() => import('@/features/billing/pages'));
const contacts = pagesOf(() => import('@/features/contacts/pages'));
const dues = pagesOf(() => import('@/features/dues/pages'));
const expenses = pagesOf(() => import('@/features/expenses/pages'));
const home = pagesOf(() => import('@/features/home/pages'));
const online = pagesOf(() => import('@/features/online-shop/pages'));
const products = pagesOf(() => import('@/features/products/pages'));
const reports = pagesOf(() => import('@/features/reports/pages'));
const settings = pagesOf(() => import('@/features/settings/pages'));
const shops = pagesOf(() => import('@/features/shops/pages'));
const sms = pagesOf(() => import('@/features/sms/pages'));
const stock = pagesOf(() => import('@/features/stock/pages'));
const support = pagesOf(() => import('@/features/support/pages'));
const trade = pagesOf(() => import('@/features/trade/pages'));
const tutorial = pagesOf(() => import('@/features/tutorial/pages'));

const dashboardPages: RouteObject[] = [
  { path: 'home', handle: { titleKey: 'home' }, element: home('home') },
  { path: 'sell', handle: { titleKey: 'sell' }, element: trade('sell') },
  { path: 'quick-sell', handle: { titleKey: 'quickSell' }, element: trade('quickSell') },
  { path: 'purchase', handle: { titleKey: 'purchase' }, element: trade('purchase') },
  { path: 'sell-list', handle: { titleKey: 'sellList' }, element: trade('salesBook') },
  { path: 'sell-list/:saleId', handle: { titleKey: 'sellList' }, element: trade('sale') },
  { path: 'purchase-list', handle: { titleKey: 'purchaseList' }, element: trade('purchaseBook') },
  { path: 'purchase-list/:purchaseId', handle: { titleKey: 'purchaseList' }, element: trade('purchaseDetail') },
  { path: 'due', handle: { titleKey: 'due' }, element: dues('book') },
  { path: 'due/history', handle: { titleKey: 'dueHistory' }, element: dues('history') },
  { path: 'expense', handle: { titleKey: 'expense' }, element: expenses('book') },
  { path: 'contact', handle: { titleKey: 'contact' }, element: contacts('list') },
  { path: 'contact/:contactId', handle: { titleKey: 'contact' }, element: contacts('detail') },
  { path: 'tutorial', handle: { titleKey: 'tutorial' }, element: tutorial('list') },
  { path: 'tutorial/:guide', handle: { titleKey: 'tutorial' }, element: tutorial('guide') },
  { path: 'product', handle: { titleKey: 'product' }, element: products('list') },
  { path: 'product/add', handle: { titleKey: 'productAdd' }, element: products('add') },
  { path: 'product/labels', handle: { titleKey: 'productLabels' }, element: products('labels') },
  { path: 'product/import', handle: { titleKey: 'productImport' }, element: products('import') },
  { path: 'product/:productId', handle: { titleKey: 'productEdit' }, element: products('edit') },
  { path: 'stock', handle: { titleKey: 'stock' }, element: stock('book') },
  { path: 'stock/history', handle: { titleKey: 'stockHistory' }, element: stock('history') },
  { path: 'stock/update', handle: { titleKey: 'stockUpdate' }, element: stock('update') },
  { path: 'access-management', handle: { titleKey: 'accessManagement' }, element: access('access') },
  { path: 'access-management/roles', handle: { titleKey: 'accessRoles' }, element: access('roles') },
  { path: 'business-overview', handle: { titleKey: 'businessOverview' }, element: reports('businessOverview') },
  { path: 'business-overview/transaction', handle: { titleKey: 'transactions' }, element: reports('transactions') },
  ...REPORT_NAMES.map((name) => ({
    path: `reports/${name}`,
    handle: { titleKey: `reports.${name}` } satisfies RouteHandle,
    element: reports(name),
  })),
  { path: 'employee-report', handle: { titleKey: 'reports.employee' }, element: reports('employee') },
  { path: 'profit-loss', handle: { titleKey: 'profitLoss' }, element: reports('profitLoss') },
  { path: 'profit-loss/details', handle: { titleKey: 'profitLossDetails' }, element: reports('profitLossDetails') },
  { path: 'sms', handle: { titleKey: 'sms' }, element: sms('compose') },
  { path: 'sms/packages', handle: { titleKey: 'smsPackages' }, element: sms('packages') },
  { path: 'sms-list', handle: { titleKey: 'smsList' }, element: sms('list') },
  { path: 'expired-product', handle: { titleKey: 'expiredProduct' }, element: stock('expired') },
  { path: 'warranty-product', handle: { titleKey: 'warrantyProduct' }, element: stock('warranty') },
  { path: 'settings', handle: { titleKey: 'settings' }, element: settings('settings') },
  { path: 'settings/qr', handle: { titleKey: 'qrCode' }, element: settings('qr') },
  { path: 'settings/feedback', handle: { titleKey: 'feedback' }, element: settings('feedback') },
  { path: 'settings/subscriptions', handle: { titleKey: 'subscriptions' }, element: billing('subscription') },
  { path: 'settings/subscriptions/packages', handle: { titleKey: 'subscriptionPackages' }, element: billing('packages') },
  { path: 'settings/subscriptions/checkout', handle: { titleKey: 'checkout' }, element: billing('checkout') },
  { path: 'settings/limit-chart', handle: { titleKey: 'limitChart' }, element: billing('limitChart') },
  { path: 'settings/audit', handle: { titleKey: 'auditLog' }, element: data('audit') },
  { path: 'settings/export', handle: { titleKey: 'exportData' }, element: data('export') },
  { path: 'contact-support', handle: { titleKey: 'contactSupport' }, element: support('contact') },
  { path: 'printer', handle: { titleKey: 'printer' }, element: settings('printer') },
];

const onlineShopPages: RouteObject[] = [
  { index: true, handle: { titleKey: 'online.dashboard' }, element: online('dashboard') },
  { path: 'messages', handle: { titleKey: 'online.messages' }, element: online('messages') },
  { path: 'settings', handle: { titleKey: 'online.settings' }, element: online('settings') },
  { path: 'settings/banner-update', handle: { titleKey: 'online.banner' }, element: online('banner') },
  { path: 'products', handle: { titleKey: 'online.products' }, element: online('products') },
  { path: 'orders', handle: { titleKey: 'online.orders' }, element: online('orders') },
  { path: 'orders/:orderId', handle: { titleKey: 'online.orders' }, element: online('order') },
  { path: 'themes', handle: { titleKey: 'online.themes' }, element: online('themes') },
  { path: 'own-domain', handle: { titleKey: 'online.ownDomain' }, element: online('ownDomain') },
  { path: 'delivery', handle: { titleKey: 'online.delivery' }, element: online('delivery') },
  { path: 'build-app', handle: { titleKey: 'online.buildApp' }, element: online('buildApp') },
  { path: 'featured-product', handle: { titleKey: 'online.featuredProduct' }, element: online('featured') },
  { path: 'marketing-seo', handle: { titleKey: 'online.marketingSeo' }, element: online('marketingSeo') },
  { path: 'shop-policy', handle: { titleKey: 'online.shopPolicy' }, element: online('shopPolicy') },
  { path: 'fraud-check', handle: { titleKey: 'online.fraudCheck' }, element: online('fraudCheck') },
];

// The shop pages and the dashboard's shop switcher speak the lazy 'shop' namespace; their forms
// the lazy 'validation' one.
const shopLayout = page(withTexts(['shop', 'validation'], () => import('./layouts/ShopLayout')));
const dashboardLayout = page(withTexts(['shop', 'validation'], () => import('./layouts/DashboardLayout')));
const printLayout = trade('printLayout');

export const pageRoutes: RouteObject[] = [
  {
    path: 'shop',
    element: <RequireSession gate="session" />,
    children: [
      {
        element: guarded(shopLayout),
        children: [
          { index: true, handle: { titleKey: 'shops' }, element: shops('list') },
          { path: 'add', handle: { titleKey: 'addShop' }, element: shops('add') },
          { path: 'edit', handle: { titleKey: 'editShop' }, element: shops('edit') },
        ],
      },
    ],
  },
  {
    // The dashboard group: every page needs a session and a selected shop.
    element: <RequireSession gate="session+shop" />,
    children: [
      {
        element: guarded(dashboardLayout),
        children: [
          { element: guarded(<Outlet />, true), children: dashboardPages },
          { path: 'online-shop', element: guarded(<Outlet />, true), children: onlineShopPages },
        ],
      },
      {
        // Receipts for the printer: the memo alone, no app shell.
        element: guarded(printLayout),
        children: [
          { path: 'print/sale/:saleId', handle: { titleKey: 'sellList' }, element: trade('printSale') },
          { path: 'print/purchase/:purchaseId', handle: { titleKey: 'purchaseList' }, element: trade('printPurchase') },
        ],
      },
    ],
  },
  // A receipt shared by link or SMS: public, no sign-in.
  { path: 'r/:token', element: guarded(trade('publicReceipt')) },
  // The sandbox payment provider's page (test payments): public, no sign-in, no app shell.
  { path: 'payments/sandbox/:paymentId', element: guarded(billing('sandbox')) },
  { path: '*', handle: { titleKey: 'notFound.title' }, element: page(() => import('./NotFoundPage')) },
];

/** The table drawn under routes.tsx's catch-all, with its pages' titles. */
export default function PageRoutes() {
  return <AppRoutes routes={pageRoutes} />;
}
