import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3 } from 'lucide-react';
import { useAuthStore } from '@/shared/stores/auth';
import { SIDEBAR_ITEMS } from '@/app/nav';

const QUICK = ['sell', 'purchase', 'quickSell', 'due', 'product', 'expense'];

/** /home: a welcome with the shop's name. Today's figures come with the reports issue. */
export default function HomePage() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.currentShop);
  const quick = SIDEBAR_ITEMS.filter((i) => QUICK.includes(i.key));

  return (
    <div data-testid="home-page" className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <section>
        <h1 className="text-xl font-semibold sm:text-2xl">
          {user?.name ? t('home.welcome', { name: user.name }) : t('home.welcomeNoName')}
        </h1>
        {shop ? <p className="text-muted-foreground">{t('home.shopLine', { shop: shop.name })}</p> : null}
      </section>

      <section aria-labelledby="home-figures" className="rounded-lg border border-dashed border-border bg-card p-5">
        <div className="flex items-start gap-3">
          <BarChart3 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div className="min-w-0">
            <h2 id="home-figures" className="font-semibold">
              {t('home.figuresTitle')}
              <span className="ml-2 inline-block rounded-full bg-muted px-2 py-0.5 align-middle text-xs font-medium">
                {t('notBuilt.badge')}
              </span>
            </h2>
            <p className="mt-1 text-muted-foreground">{t('home.figuresLater')}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-quick">
        <h2 id="home-quick" className="mb-3 font-semibold">
          {t('home.quickTitle')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {quick.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex h-full flex-col items-center gap-2 rounded-lg border border-border bg-card p-4 text-center shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <span className="font-medium">{t(`nav:${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
