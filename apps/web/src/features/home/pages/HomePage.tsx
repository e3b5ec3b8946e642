import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/shared/stores/auth';
import { SIDEBAR_ITEMS } from '@/shared/lib/nav';
import { ApiError } from '@/shared/lib/http';
import { allows, useShopFeatures } from '@/shared/lib/shop';
import { Button } from '@/shared/ui/button';
import { PackageNews } from '@/features/billing';
import { NextGuide } from '@/features/tutorial';
import { useTodayOverview } from '../api';
import { RecentSales } from '../components/RecentSales';
import { TodayFigures, TodayFiguresSkeleton } from '../components/TodayFigures';

const QUICK = ['sell', 'purchase', 'quickSell', 'due', 'product', 'expense'];

/**
 * /home: a welcome with the shop's name, today's figures (the overview report) and shortcuts.
 * A member sees only the shortcuts their role can use, and without reports no figures — which are
 * then not asked for at all (no 403 on every load); a 403 still hides them (a role changed meanwhile).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('reports');
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.currentShop);
  const features = useShopFeatures();
  const quick = SIDEBAR_ITEMS.filter((i) => QUICK.includes(i.key) && allows(features, i.feature));
  const mayReport = allows(features, 'reports');
  const overview = useTodayOverview({ enabled: mayReport });
  const forbidden = !mayReport || (overview.error instanceof ApiError && overview.error.status === 403);

  return (
    <div data-testid="home-page" className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <section>
        <h1 className="text-xl font-semibold sm:text-2xl">
          {user?.name ? tr('home.welcome', { name: user.name }) : tr('home.welcomeNoName')}
        </h1>
        {shop ? <p className="text-muted-foreground">{tr('home.shopLine', { shop: shop.name })}</p> : null}
      </section>

      <NextGuide />

      {forbidden ? null : (
        <section aria-labelledby="home-figures" aria-busy={overview.isPending} data-testid="home-figures" className="flex flex-col gap-3">
          <h2 id="home-figures" className="font-semibold">
            {tr('home.todayTitle')}
          </h2>
          {overview.data ? (
            <TodayFigures data={overview.data} />
          ) : overview.isError ? (
            <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card p-3">
              <p className="text-sm text-destructive">{tr('home.loadFailed')}</p>
              <Button type="button" size="sm" variant="outline" onClick={() => void overview.refetch()} data-testid="home-retry">
                {tr('home.retry')}
              </Button>
            </div>
          ) : (
            <TodayFiguresSkeleton />
          )}
        </section>
      )}

      <section aria-labelledby="home-quick">
        <h2 id="home-quick" className="mb-3 font-semibold">
          {tr('home.quickTitle')}
        </h2>
        <ul className="grid grid-cols-3 gap-2 sm:gap-3">
          {quick.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                data-testid={`home-quick-${key}`}
                className="flex h-full flex-col items-center gap-1.5 rounded-lg border border-border bg-card p-3 text-center shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-4"
              >
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <span className="text-sm font-medium sm:text-base">{t(`nav:${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {/* below the shortcuts: the news comes after the page has drawn, and moves nothing above it */}
      <PackageNews />

      {!forbidden && overview.data ? <RecentSales items={overview.data.recent} /> : null}
    </div>
  );
}
