import type { RouteObject } from 'react-router';
import { replace } from 'react-router';
import { authEntryLoader, authEntryRedirect, gateLoader, RequireSession, stepLoader } from './gates';
import { page } from './lazy';
import { ErrorScreen } from './ErrorScreen';
import { RootRoute } from './RootRoute';
import { AppSkeleton } from './AppSkeleton';
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

/** Route metadata: the page title is `nav:<titleKey>`. */
export interface RouteHandle {
  titleKey?: string;
}

const notBuilt = page(() => import('./NotBuiltPage'));

/** A page of a later issue: its title and an honest "not built yet" state. */
function later(path: string, titleKey: string): RouteObject {
  return { path, handle: { titleKey } satisfies RouteHandle, lazy: notBuilt };
}

/** The spec's report routes, under one prefix: /reports/<name>. */
export const REPORT_NAMES = ['supplier', 'stock', 'product', 'customer', 'employee', 'expense', 'income', 'purchase', 'sales'] as const;

/** A report page with its texts (features/reports/texts.ts, itself fetched with the page). */
const reportPage = (key: ReportPageKey) =>
  page(() => import('@/features/reports/texts').then((m) => m.REPORT_PAGES[key]()));

/** A subscription, limit chart or payment page with its texts (features/billing/texts.ts, itself fetched with the page). */
const billingPage = (key: BillingPageKey) => page(() => import('@/features/billing/texts').then((m) => m.BILLING_PAGES[key]()));

/** An online shop page with its texts (features/online-shop/texts.ts, itself fetched with the page). */
const onlinePage = (key: OnlinePageKey) => page(() => import('@/features/online-shop/texts').then((m) => m.ONLINE_PAGES[key]()));

/** An SMS marketing, sent-SMS or SMS packs page with its texts (features/sms/texts.ts, itself fetched with the page). */
const smsPage = (key: SmsPageKey) => page(() => import('@/features/sms/texts').then((m) => m.SMS_PAGES[key]()));

/** A counter, book or receipt page with its texts (features/trade/texts.ts, itself fetched with the page). */
const tradePage = (key: TradePageKey) => page(() => import('@/features/trade/texts').then((m) => m.TRADE_PAGES[key]()));

const dashboardPages: RouteObject[] = [
  { path: 'home', handle: { titleKey: 'home' }, lazy: page(() => import('@/features/home/texts').then((m) => m.loadHomePage())) },
  { path: 'sell', handle: { titleKey: 'sell' }, lazy: tradePage('sell') },
  { path: 'quick-sell', handle: { titleKey: 'quickSell' }, lazy: tradePage('quickSell') },
  { path: 'purchase', handle: { titleKey: 'purchase' }, lazy: tradePage('purchase') },
  { path: 'sell-list', handle: { titleKey: 'sellList' }, lazy: tradePage('salesBook') },
  { path: 'sell-list/:saleId', handle: { titleKey: 'sellList' }, lazy: tradePage('sale') },
  { path: 'purchase-list', handle: { titleKey: 'purchaseList' }, lazy: tradePage('purchaseBook') },
  {
    path: 'purchase-list/:purchaseId',
    handle: { titleKey: 'purchaseList' },
    lazy: tradePage('purchaseDetail'),
  },
  { path: 'due', handle: { titleKey: 'due' }, lazy: page(withDueTexts(() => import('@/features/dues/pages/DueBookPage'))) },
  { path: 'due/history', handle: { titleKey: 'dueHistory' }, lazy: page(withDueTexts(() => import('@/features/dues/pages/DueHistoryPage'))) },
  { path: 'expense', handle: { titleKey: 'expense' }, lazy: page(withExpenseTexts(() => import('@/features/expenses/pages/ExpenseBookPage'))) },
  { path: 'contact', handle: { titleKey: 'contact' }, lazy: page(withDueTexts(() => import('@/features/contacts/pages/ContactListPage'))) },
  { path: 'contact/:contactId', handle: { titleKey: 'contact' }, lazy: page(withDueTexts(() => import('@/features/contacts/pages/ContactDetailPage'))) },
  later('tutorial', 'tutorial'),
  { path: 'product', handle: { titleKey: 'product' }, lazy: page(withProductTexts(() => import('@/features/products/pages/ProductListPage'))) },
  { path: 'product/add', handle: { titleKey: 'productAdd' }, lazy: page(withProductTexts(() => import('@/features/products/pages/AddProductPage'))) },
  { path: 'product/labels', handle: { titleKey: 'productLabels' }, lazy: page(withTexts(['books'], withProductTexts(() => import('@/features/products/pages/LabelsPage')))) },
  { path: 'product/import', handle: { titleKey: 'productImport' }, lazy: page(withProductTexts(() => import('@/features/products/pages/ImportProductsPage'))) },
  { path: 'product/:productId', handle: { titleKey: 'productEdit' }, lazy: page(withProductTexts(() => import('@/features/products/pages/EditProductPage'))) },
  { path: 'stock', handle: { titleKey: 'stock' }, lazy: page(withStockTexts(() => import('@/features/stock/pages/StockBookPage'))) },
  { path: 'stock/history', handle: { titleKey: 'stockHistory' }, lazy: page(withStockTexts(() => import('@/features/stock/pages/StockHistoryPage'))) },
  { path: 'stock/update', handle: { titleKey: 'stockUpdate' }, lazy: page(withStockTexts(() => import('@/features/stock/pages/StockUpdatePage'))) },
  { path: 'access-management', handle: { titleKey: 'accessManagement' }, lazy: page(() => import('@/features/access/texts').then((m) => m.loadAccessPage())) },
  { path: 'access-management/roles', handle: { titleKey: 'accessRoles' }, lazy: page(() => import('@/features/access/texts').then((m) => m.loadRolesPage())) },
  { path: 'business-overview', handle: { titleKey: 'businessOverview' }, lazy: reportPage('businessOverview') },
  { path: 'business-overview/transaction', handle: { titleKey: 'transactions' }, lazy: reportPage('transactions') },
  ...REPORT_NAMES.map((name) => ({ path: `reports/${name}`, handle: { titleKey: `reports.${name}` } satisfies RouteHandle, lazy: reportPage(name) })),
  { path: 'employee-report', handle: { titleKey: 'reports.employee' }, lazy: reportPage('employee') },
  { path: 'profit-loss', handle: { titleKey: 'profitLoss' }, lazy: page(() => import('@/features/reports/texts').then((m) => m.loadProfitLossPage())) },
  { path: 'profit-loss/details', handle: { titleKey: 'profitLossDetails' }, lazy: reportPage('profitLossDetails') },
  { path: 'sms', handle: { titleKey: 'sms' }, lazy: smsPage('compose') },
  { path: 'sms/packages', handle: { titleKey: 'smsPackages' }, lazy: smsPage('packages') },
  { path: 'sms-list', handle: { titleKey: 'smsList' }, lazy: smsPage('list') },
  { path: 'expired-product', handle: { titleKey: 'expiredProduct' }, lazy: page(withStockTexts(() => import('@/features/stock/pages/ExpiredProductPage'))) },
  { path: 'warranty-product', handle: { titleKey: 'warrantyProduct' }, lazy: page(withStockTexts(() => import('@/features/stock/pages/WarrantyProductPage'))) },
  { path: 'settings', handle: { titleKey: 'settings' }, lazy: page(() => import('@/features/settings/pages/SettingsPage')) },
  { path: 'settings/subscriptions', handle: { titleKey: 'subscriptions' }, lazy: billingPage('subscription') },
  { path: 'settings/subscriptions/packages', handle: { titleKey: 'subscriptionPackages' }, lazy: billingPage('packages') },
  { path: 'settings/subscriptions/checkout', handle: { titleKey: 'checkout' }, lazy: billingPage('checkout') },
  { path: 'settings/limit-chart', handle: { titleKey: 'limitChart' }, lazy: billingPage('limitChart') },
  {
    path: 'contact-support',
    handle: { titleKey: 'contactSupport' },
    lazy: page(() => import('@/features/support/pages/ContactSupportPage')),
  },
  { path: 'printer', handle: { titleKey: 'printer' }, lazy: page(withTexts(['settings', 'books'], () => import('@/features/settings/pages/PrinterPage'))) },
];

const onlineShopPages: RouteObject[] = [
  { index: true, handle: { titleKey: 'online.dashboard' }, lazy: onlinePage('dashboard') },
  { path: 'messages', handle: { titleKey: 'online.messages' }, lazy: onlinePage('messages') },
  { path: 'settings', handle: { titleKey: 'online.settings' }, lazy: onlinePage('settings') },
  { path: 'settings/banner-update', handle: { titleKey: 'online.banner' }, lazy: onlinePage('banner') },
  { path: 'products', handle: { titleKey: 'online.products' }, lazy: onlinePage('products') },
  { path: 'orders', handle: { titleKey: 'online.orders' }, lazy: onlinePage('orders') },
  { path: 'orders/:orderId', handle: { titleKey: 'online.orders' }, lazy: onlinePage('order') },
  { path: 'themes', handle: { titleKey: 'online.themes' }, lazy: onlinePage('themes') },
  { path: 'own-domain', handle: { titleKey: 'online.ownDomain' }, lazy: onlinePage('ownDomain') },
  { path: 'delivery', handle: { titleKey: 'online.delivery' }, lazy: onlinePage('delivery') },
  { path: 'build-app', handle: { titleKey: 'online.buildApp' }, lazy: onlinePage('buildApp') },
  { path: 'featured-product', handle: { titleKey: 'online.featuredProduct' }, lazy: onlinePage('featured') },
  { path: 'marketing-seo', handle: { titleKey: 'online.marketingSeo' }, lazy: onlinePage('marketingSeo') },
  { path: 'shop-policy', handle: { titleKey: 'online.shopPolicy' }, lazy: onlinePage('shopPolicy') },
  { path: 'fraud-check', handle: { titleKey: 'online.fraudCheck' }, lazy: onlinePage('fraudCheck') },
];

const authLayout = page(() => import('./layouts/AuthLayout'));
// The shop pages and the dashboard's shop switcher speak the lazy 'shop' namespace.
const shopLayout = page(withTexts(['shop'], () => import('./layouts/ShopLayout')));
const dashboardLayout = page(withTexts(['shop'], () => import('./layouts/DashboardLayout')));
const printLayout = page(() => import('@/features/trade/receipt/PrintLayout'));

const hasNumber = stepLoader((s) => Boolean(s.currentNumber));
const hasOtpToken = (purpose: 'signup' | 'reset-pin') =>
  stepLoader((s) => Boolean(s.currentNumber && s.signupData?.purpose === purpose && s.signupData.otpToken));

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <AppSkeleton />,
    children: [
      {
        index: true,
        loader: () => {
          throw replace(authEntryRedirect() ?? '/auth');
        },
      },
      {
        path: 'auth',
        loader: authEntryLoader,
        lazy: authLayout,
        errorElement: <ErrorScreen />,
        children: [
          { index: true, handle: { titleKey: 'signIn' }, lazy: page(() => import('@/features/auth/pages/PhonePage')) },
          { path: 'pin', handle: { titleKey: 'signIn' }, loader: hasNumber, lazy: page(() => import('@/features/auth/pages/PinPage')) },
          {
            path: 'otp',
            handle: { titleKey: 'verify' },
            loader: stepLoader((s) => Boolean(s.currentNumber && s.signupData?.purpose === 'signup')),
            lazy: page(() => import('@/features/auth/pages/SignupOtpPage')),
          },
          {
            path: 'user-intent',
            handle: { titleKey: 'signUp' },
            loader: hasOtpToken('signup'),
            lazy: page(() => import('@/features/auth/pages/UserIntentPage')),
          },
          {
            path: 'signup',
            handle: { titleKey: 'signUp' },
            loader: hasOtpToken('signup'),
            lazy: page(() => import('@/features/auth/pages/SignupNamePage')),
          },
          {
            path: 'setup-pin',
            handle: { titleKey: 'signUp' },
            loader: stepLoader((s) => Boolean(s.currentNumber && s.signupData?.otpToken && s.signupData.name)),
            lazy: page(() => import('@/features/auth/pages/SetupPinPage')),
          },
          { path: 'forgot-pin', handle: { titleKey: 'forgotPin' }, lazy: page(() => import('@/features/auth/pages/ForgotPinPage')) },
          {
            path: 'forgot-pin/otp',
            handle: { titleKey: 'forgotPin' },
            loader: stepLoader((s) => Boolean(s.currentNumber && s.signupData?.purpose === 'reset-pin'), '/auth/forgot-pin'),
            lazy: page(() => import('@/features/auth/pages/ResetOtpPage')),
          },
          {
            path: 'forgot-pin/set-pin',
            handle: { titleKey: 'forgotPin' },
            loader: stepLoader(
              (s) => Boolean(s.currentNumber && s.signupData?.purpose === 'reset-pin' && s.signupData.otpToken),
              '/auth/forgot-pin',
            ),
            lazy: page(() => import('@/features/auth/pages/ResetPinPage')),
          },
        ],
      },
      {
        path: 'shop',
        loader: gateLoader('session'),
        lazy: shopLayout,
        errorElement: <ErrorScreen />,
        children: [
          { index: true, handle: { titleKey: 'shops' }, lazy: page(() => import('@/features/shops/pages/ShopListPage')) },
          { path: 'add', handle: { titleKey: 'addShop' }, lazy: page(() => import('@/features/shops/pages/AddShopPage')) },
          { path: 'edit', handle: { titleKey: 'editShop' }, lazy: page(() => import('@/features/shops/pages/EditShopPage')) },
        ],
      },
      {
        // The dashboard group: every page needs a session and a selected shop.
        loader: gateLoader('session+shop'),
        element: <RequireSession gate="session+shop" />,
        children: [
          {
            lazy: dashboardLayout,
            errorElement: <ErrorScreen />,
            children: [
              { errorElement: <ErrorScreen embedded />, children: dashboardPages },
              { path: 'online-shop', errorElement: <ErrorScreen embedded />, children: onlineShopPages },
            ],
          },
          {
            // Receipts for the printer: the memo alone, no app shell.
            lazy: printLayout,
            errorElement: <ErrorScreen />,
            children: [
              { path: 'print/sale/:saleId', handle: { titleKey: 'sellList' }, lazy: tradePage('printSale') },
              {
                path: 'print/purchase/:purchaseId',
                handle: { titleKey: 'purchaseList' },
                lazy: tradePage('printPurchase'),
              },
            ],
          },
        ],
      },
      // A receipt shared by link or SMS: public, no sign-in.
      { path: 'r/:token', errorElement: <ErrorScreen />, lazy: tradePage('publicReceipt') },
      // The sandbox payment provider's page (test payments): public, no sign-in, no app shell.
      { path: 'payments/sandbox/:paymentId', errorElement: <ErrorScreen />, lazy: billingPage('sandbox') },
      { path: 'crash-test', handle: { titleKey: 'crashTest' }, lazy: page(() => import('./CrashTestPage')) },
      { path: '*', handle: { titleKey: 'notFound' }, lazy: page(() => import('./NotFoundPage')) },
    ],
  },
];
