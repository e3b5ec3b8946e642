import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/lib/i18n';
import { ThemeProvider } from '@/shared/ui/theme-provider';
import { ToasterHost } from './toaster-host';

/**
 * What every page needs. The query client is not here: it is provided by the signed-in layouts
 * (QueryProvider), so the sign-in pages do not load TanStack Query.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        {children}
        <ToasterHost />
      </ThemeProvider>
    </I18nextProvider>
  );
}
