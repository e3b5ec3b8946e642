import { i18n, loadNamespaces, withTexts } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';

/**
 * The subscription, limit chart and payment pages with their strings (a lazy namespace). This
 * file is itself fetched with the page, so the sign-in pages' entry chunk carries only the import
 * (as for App Access and the reports); each page module is a chunk of its own.
 */
export const BILLING_NAMESPACES = ['billing'] as const;

/** Keys: the route's page (routes.tsx, one lazy line for all of them). */
export const BILLING_PAGES = {
  subscription: withTexts(BILLING_NAMESPACES, () => import('./pages/SubscriptionPage')),
  packages: withTexts(BILLING_NAMESPACES, () => import('./pages/PackagesPage')),
  checkout: withTexts(BILLING_NAMESPACES, () => import('./pages/CheckoutPage')),
  limitChart: withTexts(BILLING_NAMESPACES, () => import('./pages/LimitChartPage')),
  sandbox: withTexts(BILLING_NAMESPACES, () => import('./pages/SandboxPaymentPage')),
} as const;
export type BillingPageKey = keyof typeof BILLING_PAGES;

/**
 * A package limit reached anywhere (the app shell calls this, fetching this file then): a toast
 * with the way to the packages. Its words come with it, so the sign-in pages do not carry them.
 */
export async function offerUpgrade(toPackages: () => void): Promise<void> {
  await loadNamespaces(BILLING_NAMESPACES);
  notify('info', i18n.t('billing:upgrade.offer'), { label: i18n.t('billing:upgrade.seePackages'), onClick: toPackages });
}
