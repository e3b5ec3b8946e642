import { withTexts } from '@/shared/lib/i18n';

/** The data-safety pages (the audit log, the export), with their texts: 'stock' names a stock update's reason. */
export const PAGES = {
  audit: withTexts(['data', 'stock'], () => import('./pages/AuditLogPage')),
  export: withTexts(['data'], () => import('./pages/ExportPage')),
};
