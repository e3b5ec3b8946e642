import { Outlet, type RouteObject } from 'react-router';
import { RequireSession } from './gates';
import { page } from './lazy';
import { guarded } from './RouteErrorBoundary';
import { AppRoutes } from './AppRoutes';
import type { RouteHandle } from './route-handle';
import { withStockTexts } from '@/features/stock/texts';
import { withProductTexts } from '@/features/products/texts';
import { withDueTexts } from '@/features/dues/texts';
import { withExpenseTexts } from '@/features/expenses/texts';
import { withTexts } from '@/shared/lib/i18n';
import type { ReportPageKey } from '@/features/reports/texts';
import type { BillingPageKey } from '@/features/billing/texts';
import type { OnlinePageKey } from '@/features/online-shop/texts';
import type { SmsPageKey } from '@/features/sms/texts';
import type { TradePageKey } from '@/features/trade/texts';

/**
 * Every page past the sign-in steps: the shop and dashboard groups, the receipts, the public
 * receipt and payment pages, and the not-found page. A route table of its own, fetched with the
 * first of these pages (routes.tsx draws it for every address the sign-in table does not know),
 * so that the sign-in page does not load the names and code lists of ninety pages (decision 0019).
 */

const notBuilt = page(() => import('./NotBuiltPage'));

/** A page not built yet: its title and an honest "not built yet" state. */
function later(path: string, titleKey: string): RouteObject {
  return { path, handle: { titleKey } satisfies RouteHandle, element: notBuilt };
}

/** The spec's report routes, under one prefix: /reports/<name>. */
export const REPORT_NAMES = ['supplier', 'stock', 'product', 'customer', 'employee', 'expense', 'income', 'purchase', 'sales'] as const;

/** A report page with its texts (features/reports/texts.ts, itself fetched with the page). */
const reportPage = (key: ReportPageKey) => page(() => import('@/features/reports/texts').then((m) => m.REPORT_PAGES[key]()));

/** A subscription, limit chart or payment page with its texts (features/billing/texts.ts, itself fetched with the page). */
const billingPage = (key: BillingPageKey) => page(() => import('@/features/billing/texts').then((m) => m.BILLING_PAGES[key]()));

/** An online shop page with its texts (features/online-shop/texts.ts, itself fetched with the page). */
const onlinePage = (key: OnlinePageKey) => page(() => import('@/features/online-shop/texts').then((m) => m.ONLINE_PAGES[key]()));

/** An SMS marketing, sent-SMS or SMS packs page with its texts (features/sms/texts.ts, itself fetched with the page). */
const smsPage = (key: SmsPageKey) => page(() => import('@/features/sms/texts').then((m) => m.SMS_PAGES[key]()));

/** A counter, book or receipt page with its texts (features/trade/texts.ts, itself fetched with the page). */
const tradePage = (key: TradePageKey) => page(() => import('@/features/trade/texts').then((m) => m.TRADE_PAGES[key]()));

const dashboardPages: RouteObject[] = [
  { path: 'home', handle: { titleKey: 'home' }, element: page(() => import('@/features/home/texts').then((m) => m.loadHomePage())) },
  { path: 'sell', handle: { titleKey: 'sell' }, element: tradePage('sell') },
  { path: 'quick-sell', handle: { titleKey: 'quickSell' }, element: tradePage('quickSell') },
  { path: 'purchase', handle: { titleKey: 'purchase' }, element: tradePage('purchase') },
  { path: 'sell-list', handle: { titleKey: 'sellList' }, element: tradePage('salesBook') },
  { path: 'sell-list/:saleId', handle: { titleKey: 'sellList' }, element: tradePage('sale') },
  { path: 'purchase-list', handle: { titleKey: 'purchaseList' }, element: tradePage('purchaseBook') },
  {
    path: 'purchase-list/:purchaseId',
    handle: { titleKey: 'purchaseList' },
    element: tradePage('purchaseDetail'),
  },
  { path: 'due', handle: { titleKey: 'due' }, element: page(withDueTexts(() => import('@/features/dues/pages/DueBookPage'))) },
  {
    path: 'due/history',
    handle: { titleKey: 'dueHistory' },
    element: page(withDueTexts(() => import('@/features/dues/pages/DueHistoryPage'))),
  },
  {
    path: 'expense',
    handle: { titleKey: 'expense' },
    element: page(withExpenseTexts(() => import('@/features/expenses/pages/ExpenseBookPage'))),
  },
  {
    path: 'contact',
    handle: { titleKey: 'contact' },
    element: page(withDueTexts(() => import('@/features/contacts/pages/ContactListPage'))),
  },
  {
    path: 'contact/:contactId',
    handle: { titleKey: 'contact' },
    element: page(withDueTexts(() => import('@/features/contacts/pages/ContactDetailPage'))),
  },
  later('tutorial', 'tutorial'),
  {
    path: 'product',
    handle: { titleKey: 'product' },
    element: page(withProductTexts(() => import('@/features/products/pages/ProductListPage'))),
  },
  {
    path: 'product/add',
    handle: { titleKey: 'productAdd' },
    element: page(withProductTexts(() => import('@/features/products/pages/AddProductPage'))),
  },
  {
    path: 'product/labels',
    handle: { titleKey: 'productLabels' },
    element: page(
      withTexts(
        ['books'],
        withProductTexts(() => import('@/features/products/pages/LabelsPage')),
      ),
    ),
  },
  {
    path: 'product/import',
    handle: { titleKey: 'productImport' },
    element: page(withProductTexts(() => import('@/features/products/pages/ImportProductsPage'))),
  },
  {
    path: 'product/:productId',
    handle: { titleKey: 'productEdit' },
    element: page(withProductTexts(() => import('@/features/products/pages/EditProductPage'))),
  },
  { path: 'stock', handle: { titleKey: 'stock' }, element: page(withStockTexts(() => import('@/features/stock/pages/StockBookPage'))) },
  {
    path: 'stock/history',
    handle: { titleKey: 'stockHistory' },
    element: page(withStockTexts(() => import('@/features/stock/pages/StockHistoryPage'))),
  },
  {
    path: 'stock/update',
    handle: { titleKey: 'stockUpdate' },
    element: page(withStockTexts(() => import('@/features/stock/pages/StockUpdatePage'))),
  },
  {
    path: 'access-management',
    handle: { titleKey: 'accessManagement' },
    element: page(() => import('@/features/access/texts').then((m) => m.loadAccessPage())),
  },
  {
    path: 'access-management/roles',
    handle: { titleKey: 'accessRoles' },
    element: page(() => import('@/features/access/texts').then((m) => m.loadRolesPage())),
  },
  { path: 'business-overview', handle: { titleKey: 'businessOverview' }, element: reportPage('businessOverview') },
  { path: 'business-overview/transaction', handle: { titleKey: 'transactions' }, element: reportPage('transactions') },
  ...REPORT_NAMES.map((name) => ({
    path: `reports/${name}`,
    handle: { titleKey: `reports.${name}` } satisfies RouteHandle,
    element: reportPage(name),
  })),
  { path: 'employee-report', handle: { titleKey: 'reports.employee' }, element: reportPage('employee') },
  {
    path: 'profit-loss',
    handle: { titleKey: 'profitLoss' },
    element: page(() => import('@/features/reports/texts').then((m) => m.loadProfitLossPage())),
  },
  { path: 'profit-loss/details', handle: { titleKey: 'profitLossDetails' }, element: reportPage('profitLossDetails') },
  { path: 'sms', handle: { titleKey: 'sms' }, element: smsPage('compose') },
  { path: 'sms/packages', handle: { titleKey: 'smsPackages' }, element: smsPage('packages') },
  { path: 'sms-list', handle: { titleKey: 'smsList' }, element: smsPage('list') },
  {
    path: 'expired-product',
    handle: { titleKey: 'expiredProduct' },
    element: page(withStockTexts(() => import('@/features/stock/pages/ExpiredProductPage'))),
  },
  {
    path: 'warranty-product',
    handle: { titleKey: 'warrantyProduct' },
    element: page(withStockTexts(() => import('@/features/stock/pages/WarrantyProductPage'))),
  },
  { path: 'settings', handle: { titleKey: 'settings' }, element: page(() => import('@/features/settings/pages/SettingsPage')) },
  { path: 'settings/subscriptions', handle: { titleKey: 'subscriptions' }, element: billingPage('subscription') },
  { path: 'settings/subscriptions/packages', handle: { titleKey: 'subscriptionPackages' }, element: billingPage('packages') },
  { path: 'settings/subscriptions/checkout', handle: { titleKey: 'checkout' }, element: billingPage('checkout') },
  { path: 'settings/limit-chart', handle: { titleKey: 'limitChart' }, element: billingPage('limitChart') },
  {
    path: 'contact-support',
    handle: { titleKey: 'contactSupport' },
    element: page(() => import('@/features/support/pages/ContactSupportPage')),
  },
  {
    path: 'printer',
    handle: { titleKey: 'printer' },
    element: page(withTexts(['settings', 'books'], () => import('@/features/settings/pages/PrinterPage'))),
  },
];

const onlineShopPages: RouteObject[] = [
  { index: true, handle: { titleKey: 'online.dashboard' }, element: onlinePage('dashboard') },
  { path: 'messages', handle: { titleKey: 'online.messages' }, element: onlinePage('messages') },
  { path: 'settings', handle: { titleKey: 'online.settings' }, element: onlinePage('settings') },
  { path: 'settings/banner-update', handle: { titleKey: 'online.banner' }, element: onlinePage('banner') },
  { path: 'products', handle: { titleKey: 'online.products' }, element: onlinePage('products') },
  { path: 'orders', handle: { titleKey: 'online.orders' }, element: onlinePage('orders') },
  { path: 'orders/:orderId', handle: { titleKey: 'online.orders' }, element: onlinePage('order') },
  { path: 'themes', handle: { titleKey: 'online.themes' }, element: onlinePage('themes') },
  { path: 'own-domain', handle: { titleKey: 'online.ownDomain' }, element: onlinePage('ownDomain') },
  { path: 'delivery', handle: { titleKey: 'online.delivery' }, element: onlinePage('delivery') },
  { path: 'build-app', handle: { titleKey: 'online.buildApp' }, element: onlinePage('buildApp') },
  { path: 'featured-product', handle: { titleKey: 'online.featuredProduct' }, element: onlinePage('featured') },
  { path: 'marketing-seo', handle: { titleKey: 'online.marketingSeo' }, element: onlinePage('marketingSeo') },
  { path: 'shop-policy', handle: { titleKey: 'online.shopPolicy' }, element: onlinePage('shopPolicy') },
  { path: 'fraud-check', handle: { titleKey: 'online.fraudCheck' }, element: onlinePage('fraudCheck') },
];

// The shop pages and the dashboard's shop switcher speak the lazy 'shop' namespace; their forms
// the lazy 'validation' one.
const shopLayout = page(withTexts(['shop', 'validation'], () => import('./layouts/ShopLayout')));
const dashboardLayout = page(withTexts(['shop', 'validation'], () => import('./layouts/DashboardLayout')));
const printLayout = page(() => import('@/features/trade/receipt/PrintLayout'));

export const pageRoutes: RouteObject[] = [
  {
    path: 'shop',
    element: <RequireSession gate="session" />,
    children: [
      {
        element: guarded(shopLayout),
        children: [
          { index: true, handle: { titleKey: 'shops' }, element: page(() => import('@/features/shops/pages/ShopListPage')) },
          { path: 'add', handle: { titleKey: 'addShop' }, element: page(() => import('@/features/shops/pages/AddShopPage')) },
          { path: 'edit', handle: { titleKey: 'editShop' }, element: page(() => import('@/features/shops/pages/EditShopPage')) },
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
          { path: 'print/sale/:saleId', handle: { titleKey: 'sellList' }, element: tradePage('printSale') },
          {
            path: 'print/purchase/:purchaseId',
            handle: { titleKey: 'purchaseList' },
            element: tradePage('printPurchase'),
          },
        ],
      },
    ],
  },
  // A receipt shared by link or SMS: public, no sign-in.
  { path: 'r/:token', element: guarded(tradePage('publicReceipt')) },
  // The sandbox payment provider's page (test payments): public, no sign-in, no app shell.
  { path: 'payments/sandbox/:paymentId', element: guarded(billingPage('sandbox')) },
  { path: '*', handle: { titleKey: 'notFound.title' }, element: page(() => import('./NotFoundPage')) },
];

/** The table drawn under routes.tsx's catch-all, with its pages' titles. */
export default function PageRoutes() {
  return <AppRoutes routes={pageRoutes} />;
}
