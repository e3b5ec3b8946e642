import { useTranslation } from 'react-i18next';
import { Brand } from '@/shared/ui/brand';
import { LanguageToggle } from '@/shared/ui/language-toggle';
import { ThemeMenu } from '@/shared/ui/theme-menu';
import { PageOutlet } from './PageOutlet';

/** The public /auth group: brand, language and theme, one centred step at a time. */
export default function AuthLayout() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="flex items-center justify-between gap-2 px-4 py-3 sm:px-6">
        <Brand />
        <div className="flex items-center gap-1">
          <LanguageToggle />
          <ThemeMenu />
        </div>
      </header>
      <main className="flex flex-1 flex-col items-center px-4 pb-10 pt-4 sm:pt-10">
        <div className="w-full max-w-md">
          <p className="mb-4 text-center text-sm text-muted-foreground">{t('brandLine')}</p>
          <PageOutlet />
        </div>
      </main>
    </div>
  );
}
