/**
 * The billing feature's face for other features: the package's news (lapsed, or ending within a
 * week) for the home page. Its pages are reached through texts.ts (routes).
 */
export { PackageNews } from './components/PackageNews';

// A page showing PackageNews loads the 'billing' namespace with itself (home/texts.ts).
