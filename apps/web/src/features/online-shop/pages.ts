import { withTexts } from '@/shared/lib/i18n';

/**
 * The online shop's pages with their strings (a lazy namespace). This file is itself fetched with
 * the page, so the sign-in pages' entry chunk carries only the import (as for billing and App
 * Access); each page module is a chunk of its own.
 */
export const ONLINE_NAMESPACES = ['online'] as const;

export const PAGES = {
  dashboard: withTexts(ONLINE_NAMESPACES, () => import('./pages/DashboardPage')),
  messages: withTexts(ONLINE_NAMESPACES, () => import('./pages/MessagesPage')),
  products: withTexts(ONLINE_NAMESPACES, () => import('./pages/OnlineProductsPage')),
  fraudCheck: withTexts(ONLINE_NAMESPACES, () => import('./pages/FraudCheckPage')),
  settings: withTexts(ONLINE_NAMESPACES, () => import('./pages/StoreSettingsPage')),
  delivery: withTexts(ONLINE_NAMESPACES, () => import('./pages/DeliveryPage')),
  shopPolicy: withTexts(ONLINE_NAMESPACES, () => import('./pages/ShopPolicyPage')),
  marketingSeo: withTexts(ONLINE_NAMESPACES, () => import('./pages/MarketingSeoPage')),
  banner: withTexts(ONLINE_NAMESPACES, () => import('./pages/BannerPage')),
  themes: withTexts(ONLINE_NAMESPACES, () => import('./pages/ThemesPage')),
  ownDomain: withTexts(ONLINE_NAMESPACES, () => import('./pages/OwnDomainPage')),
  buildApp: withTexts(ONLINE_NAMESPACES, () => import('./pages/BuildAppPage')),
  featured: withTexts(ONLINE_NAMESPACES, () => import('./pages/FeaturedProductsPage')),
  orders: withTexts(ONLINE_NAMESPACES, () => import('./pages/OrdersPage')),
  order: withTexts(ONLINE_NAMESPACES, () => import('./pages/OrderPage')),
} as const;
