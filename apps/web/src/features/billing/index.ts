/**
 * The billing feature's face for other features: the package's news (lapsed, or ending within a
 * week) for the home page, and the packages and payments (the SMS packs page lists its packs and
 * pays through them). Its pages are reached through texts.ts (routes).
 */
export { PackageNews } from './components/PackageNews';
export { usePackages, usePayment } from './api';
export { useStartPayment } from './use-start-payment';
export { ProviderChoice } from './components/ProviderChoice';

// A page showing PackageNews loads the 'billing' namespace with itself (home/texts.ts).
