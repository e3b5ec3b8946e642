import { withTexts } from '@/shared/lib/i18n';

/** The home page's figures are written in the lazy 'reports' namespace; the package's news in 'billing'. */
export const HOME_NAMESPACES = ['reports', 'billing'] as const;

/**
 * The home page with its texts, fetched together. The route imports this module lazily (one line
 * in routes.tsx, nothing added to the sign-in pages' code).
 */
export const loadHomePage = withTexts(HOME_NAMESPACES, () => import('./pages/HomePage'));
