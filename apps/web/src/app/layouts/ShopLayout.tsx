import { useTranslation } from 'react-i18next';
import { LogOut } from 'lucide-react';
import { useSignOut } from '@/features/auth';
import { Brand } from '@/shared/ui/brand';
import { Button } from '@/shared/ui/button';
import { LanguageToggle } from '@/shared/ui/language-toggle';
import { ThemeMenu } from '@/shared/ui/theme-menu';
import { PageOutlet } from './PageOutlet';
import { QueryProvider } from '@/shared/lib/query-provider';

/** The /shop group (choose, add, edit a shop): needs a session, not a selected shop (its route's gate, routes.tsx). */
export default function ShopLayout() {
  return (
    <QueryProvider>
      <ShopShell />
    </QueryProvider>
  );
}

function ShopShell() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="flex items-center justify-between gap-2 border-b border-border bg-card px-4 py-2.5 sm:px-6">
        <Brand />
        <div className="flex items-center gap-1">
          <LanguageToggle />
          <ThemeMenu />
          <Button variant="ghost" size="sm" onClick={() => void signOut()} data-testid="logout">
            <LogOut aria-hidden="true" />
            <span className="max-[420px]:sr-only">{t('actions.logout')}</span>
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-5 sm:py-8">
        <PageOutlet />
      </main>
    </div>
  );
}
