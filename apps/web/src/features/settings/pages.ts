import { withTexts } from '@/shared/lib/i18n';

/** The settings pages: settings speak the eager namespaces; the printer page prints a sample memo. */
export const PAGES = {
  settings: () => import('./pages/SettingsPage'),
  printer: withTexts(['settings', 'books'], () => import('./pages/PrinterPage')),
};
