import { withTexts } from '@/shared/lib/i18n';

/** The report pages' texts live in the lazy 'reports' namespace. */
export const REPORT_NAMESPACES = ['reports'] as const;

/** The profit-loss page with its texts, fetched together (one lazy line in routes.tsx). */
export const loadProfitLossPage = withTexts(REPORT_NAMESPACES, () => import('./pages/ProfitLossPage'));
