import { withTexts } from '@/shared/lib/i18n';

/** The toast of a package limit reached: the app shell fetches this file for it. */
export { offerUpgrade } from './upgrade';

/**
 * The subscription, limit chart and payment pages with their strings (a lazy namespace). This
 * file is itself fetched with the page, so the sign-in pages' entry chunk carries only the import
 * (as for App Access and the reports); each page module is a chunk of its own.
 */
export const BILLING_NAMESPACES = ['billing'] as const;

export const PAGES = {
  subscription: withTexts(BILLING_NAMESPACES, () => import('./pages/SubscriptionPage')),
  packages: withTexts(BILLING_NAMESPACES, () => import('./pages/PackagesPage')),
  checkout: withTexts(BILLING_NAMESPACES, () => import('./pages/CheckoutPage')),
  limitChart: withTexts(BILLING_NAMESPACES, () => import('./pages/LimitChartPage')),
  sandbox: withTexts(BILLING_NAMESPACES, () => import('./pages/SandboxPaymentPage')),
} as const;
