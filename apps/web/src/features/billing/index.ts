/**
 * The billing feature's face for other features: the package's news (lapsed, or ending within a
 * week) for the home page, and the packages and payments (the SMS packs page lists its packs and
 * pays through them). Its pages are listed in pages.ts (the app's routes), with the toast the app
 * shell shows when a package limit is reached (fetched then, so the entry chunk names one file).
 */
export { PackageNews } from './components/PackageNews';
export { usePackages, usePayment } from './api';
export { useStartPayment } from './use-start-payment';
export { ProviderChoice } from './components/ProviderChoice';

// A page showing PackageNews loads the 'billing' namespace with itself (home/pages.ts).
