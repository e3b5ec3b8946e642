import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, Settings } from 'lucide-react';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { Brand } from '@/shared/ui/brand';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '@/shared/ui/dialog';
import { LanguageToggle } from '@/shared/ui/language-toggle';
import { ThemeMenu } from '@/shared/ui/theme-menu';
import { allows, useShopFeatures } from '@/shared/lib/shop';
import { featureOfPath } from '@/shared/lib/nav';
import { PageOutlet } from './PageOutlet';
import { SidebarNav } from './Sidebar';
import { ShopSwitcher } from './ShopSwitcher';
import { QueryProvider } from '@/shared/lib/query-provider';
import { OutboxButton } from '@/shared/offline/OutboxButton';

/**
 * The signed-in app (dashboard and /online-shop groups): the sidebar (a drawer on phones) and a
 * header with the shop switcher, language and theme.
 */
export default function DashboardLayout() {
  return (
    <QueryProvider>
      <DashboardShell />
    </QueryProvider>
  );
}

/**
 * The page, or — for a page outside the member's role, opened by its address — a plain "not
 * for your role" (the server refuses its calls anyway). Unknown features (a shop stored before
 * they were sent) show the page: the server decides.
 */
function Allowed() {
  const { t } = useTranslation('shop');
  const features = useShopFeatures();
  const { pathname } = useLocation();
  if (!features || allows(features, featureOfPath(pathname))) return <PageOutlet />;
  return (
    <div
      role="alert"
      data-testid="not-allowed"
      className="mx-auto mt-8 flex max-w-md flex-col items-center gap-3 rounded-lg border border-border bg-card p-6 text-center"
    >
      <h1 className="text-xl font-semibold">{t('notAllowed.title')}</h1>
      <p className="text-muted-foreground">{t('notAllowed.body')}</p>
      <ButtonLink to="/home">{t('notAllowed.home')}</ButtonLink>
    </div>
  );
}

function DashboardShell() {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState(false);
  // One navigation in the page at a time: the fixed sidebar on wide screens, the drawer on phones
  // (so `sidebar` always names the one a person can see).
  const wide = useMediaQuery('(min-width: 1024px)');

  return (
    <div className="min-h-dvh bg-background lg:pl-64">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        {t('nav:layout.skipToContent')}
      </a>

      {wide ? (
        <aside className="fixed inset-y-0 left-0 z-30 flex w-64 flex-col border-r border-border bg-card">
          <div className="flex h-14 shrink-0 items-center border-b border-border px-4">
            <Link to="/home" className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <Brand />
            </Link>
          </div>
          <SidebarNav testId="sidebar" />
        </aside>
      ) : null}

      <Dialog open={drawer && !wide} onOpenChange={setDrawer}>
        <SheetContent closeLabel={t('actions.closeMenu')}>
          <div className="flex h-14 shrink-0 items-center border-b border-border px-4">
            <DialogTitle asChild>
              <span>
                <Brand />
              </span>
            </DialogTitle>
            <DialogDescription className="sr-only">{t('nav:layout.sidebar')}</DialogDescription>
          </div>
          <SidebarNav onNavigate={() => setDrawer(false)} testId="sidebar" />
        </SheetContent>
      </Dialog>

      <header className="sticky top-0 z-20 flex h-14 items-center gap-1.5 border-b border-border bg-card/95 px-2 backdrop-blur sm:gap-2 sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0 lg:hidden"
          aria-label={t('actions.openMenu')}
          aria-expanded={drawer}
          data-testid="menu-button"
          onClick={() => setDrawer(true)}
        >
          <Menu aria-hidden="true" className="!size-5" />
        </Button>
        <ShopSwitcher />
        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
          <OutboxButton />
          <LanguageToggle />
          <ThemeMenu />
          <Button asChild variant="ghost" size="icon">
            <Link to="/settings" aria-label={t('nav:layout.settings')} data-testid="settings-link">
              <Settings aria-hidden="true" className="!size-5" />
            </Link>
          </Button>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="px-3 py-4 outline-none sm:px-6 sm:py-6">
        <Allowed />
      </main>
    </div>
  );
}
