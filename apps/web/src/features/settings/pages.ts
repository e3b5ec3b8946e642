import { withTexts } from '@/shared/lib/i18n';

/**
 * The settings pages: settings speak the eager namespaces; the printer page prints a sample memo;
 * the QR code and the feedback screen speak the settings' words (the form also the validation's).
 */
export const PAGES = {
  settings: () => import('./pages/SettingsPage'),
  printer: withTexts(['settings', 'books'], () => import('./pages/PrinterPage')),
  qr: withTexts(['settings'], () => import('./pages/QrCodePage')),
  feedback: withTexts(['settings', 'validation'], () => import('./pages/FeedbackPage')),
};
