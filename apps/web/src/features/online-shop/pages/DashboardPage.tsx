import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ChevronRight,
  ClipboardList,
  Copy,
  Eye,
  ExternalLink,
  Globe,
  HandCoins,
  MessageSquareText,
  Package,
  Palette,
  QrCode,
  Rocket,
  ScrollText,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Smartphone,
  Sparkles,
  TrendingUp,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import type { OnlineShop, OnlineSummary } from '@dokani/contracts/online-shop';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { ButtonAnchor } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { Field } from '@/shared/ui/field';
import { FormAlert, SubmitButton } from '@/shared/ui/form';
import { Input } from '@/shared/ui/input';
import { PageTitle } from '@/shared/ui/page-title';
import { Skeleton } from '@/shared/ui/skeleton';
import { LoadError } from '@/shared/ui/states';
import { useMessages, useOnlineShop, useOnlineSummary, useUpdateOnlineShop } from '../api';
import { serverErrors } from '../errors';
import { QrCodeDialog } from '../components/QrCodeDialog';
import { checkSlug, cleanSlug, previewUrl, typedSlugProblem } from '../store-form';

/** The spec's menu, in its order: each tile opens /online-shop/<path>, titled as its page (nav:online.<key>). */
const TILES: readonly { path: string; key: string; icon: LucideIcon }[] = [
  { path: 'messages', key: 'messages', icon: MessageSquareText },
  { path: 'settings', key: 'settings', icon: Settings },
  { path: 'products', key: 'products', icon: Package },
  { path: 'orders', key: 'orders', icon: ClipboardList },
  { path: 'themes', key: 'themes', icon: Palette },
  { path: 'own-domain', key: 'ownDomain', icon: Globe },
  { path: 'delivery', key: 'delivery', icon: Truck },
  { path: 'build-app', key: 'buildApp', icon: Smartphone },
  { path: 'featured-product', key: 'featuredProduct', icon: Sparkles },
  { path: 'marketing-seo', key: 'marketingSeo', icon: TrendingUp },
  { path: 'shop-policy', key: 'shopPolicy', icon: ScrollText },
  { path: 'fraud-check', key: 'fraudCheck', icon: ShieldCheck },
];

const boxClass = 'flex h-full flex-col gap-1 rounded-lg border border-border bg-card p-3 shadow-sm sm:p-4';
const linkClass = 'transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** One figure of the dashboard: a title, a big number, a line or two under it; a link when it leads somewhere. */
function StatCard({
  id,
  title,
  value,
  icon: Icon,
  to,
  children,
}: {
  id: string;
  title: string;
  value: string;
  icon: LucideIcon;
  to?: string;
  children?: ReactNode;
}) {
  const body = (
    <>
      <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 truncate">{title}</span>
      </span>
      <span className="break-words text-xl font-semibold tabular-nums sm:text-2xl" data-testid={`online-card-${id}-value`}>
        {value}
      </span>
      {children ? <span className="flex flex-col text-xs text-muted-foreground sm:text-sm">{children}</span> : null}
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={`${boxClass} ${linkClass}`} data-testid={`online-card-${id}`}>
          {body}
        </Link>
      ) : (
        <div className={boxClass} data-testid={`online-card-${id}`}>
          {body}
        </div>
      )}
    </li>
  );
}

function SummaryCards({ summary }: { summary: OnlineSummary }) {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4" aria-label={t('dashboard.figures')} data-testid="online-cards">
      <StatCard
        id="active-orders"
        title={t('dashboard.activeOrders')}
        value={fmt.number(summary.activeOrders)}
        icon={ShoppingBag}
        to="/online-shop/orders"
      />
      <StatCard
        id="online-products"
        title={t('dashboard.onlineProducts')}
        value={fmt.number(summary.onlineProducts)}
        icon={Package}
        to="/online-shop/products?tab=published"
      />
      <StatCard
        id="earning"
        title={t('dashboard.earning')}
        value={fmt.moneyText(summary.earning)}
        icon={HandCoins}
        to="/online-shop/orders?status=completed"
      >
        <span>{t('dashboard.earningHint')}</span>
      </StatCard>
      <StatCard id="visits" title={t('dashboard.visits')} value={fmt.number(summary.visits.total)} icon={Eye}>
        <span data-testid="online-visits-today">{t('dashboard.visitsToday', { n: fmt.number(summary.visits.today) })}</span>
        <span data-testid="online-visits-30">{t('dashboard.visits30', { n: fmt.number(summary.visits.last30Days) })}</span>
      </StatCard>
    </ul>
  );
}

/** A step of the lead-through: its number in the user's digits, its title, and what to do. */
function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  const fmt = useFormat();
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {fmt.number(n)}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h3 className="pt-0.5 font-semibold">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/**
 * The first-time lead-through while the store has no address or is not published: choose the web
 * address (the settings page's rules, its full link shown as typed), then publish — one PATCH
 * { slug, published: true }. A taken address (409 SLUG_TAKEN) is said on the field in the server's
 * words. Once published the store's answer replaces the cached one and this card is gone.
 */
function SetupCard({ saved }: { saved: OnlineShop }) {
  const { t } = useTranslation('online');
  const update = useUpdateOnlineShop();
  const [typed, setTyped] = useState(saved.slug ?? '');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const slug = cleanSlug(typed);
  const preview = previewUrl(saved, slug);

  async function publish(e: FormEvent) {
    e.preventDefault();
    if (update.isPending) return;
    setFormError(null);
    const problem = checkSlug(typed, true);
    setError(problem);
    if (problem) return;
    try {
      await update.mutateAsync({ slug, published: true });
      notify('success', t('dashboard.setup.done'));
    } catch (caught) {
      const placed = serverErrors(caught, (key) => (key === 'slug' || key === 'published' ? 'slug' : null), { SLUG_TAKEN: 'slug' });
      setError(placed.fields.slug ?? null);
      setFormError(placed.form);
    }
  }

  return (
    <Card className="border-primary/40 p-4 sm:p-5" data-testid="online-setup">
      <form noValidate onSubmit={(e) => void publish(e)} className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <Rocket aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">{t('dashboard.setup.title')}</h2>
            <p className="text-sm text-muted-foreground">{t('dashboard.setup.intro')}</p>
          </div>
        </div>
        <ol className="flex flex-col gap-5">
          <Step n={1} title={t('dashboard.setup.step1')}>
            <Field label={t('settings.slug')} hint={t('settings.slugHint')} error={error}>
              <Input
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder="mayer-doa-store"
                value={typed}
                onChange={(e) => {
                  setTyped(e.target.value);
                  // A space is said at once, as it is typed; the other rules on Publish.
                  setError(typedSlugProblem(e.target.value));
                }}
                data-testid="online-setup-slug"
              />
            </Field>
            <div className="rounded-md border border-border bg-muted/50 p-3">
              <p className="text-sm text-muted-foreground">{t('settings.preview')}</p>
              {preview ? (
                <p className="break-all font-medium" data-testid="online-setup-preview">
                  {preview}
                </p>
              ) : (
                <p className="text-sm">{t('settings.previewEmpty')}</p>
              )}
            </div>
          </Step>
          <Step n={2} title={t('dashboard.setup.step2')}>
            <p className="text-sm text-muted-foreground">{t('dashboard.setup.step2Hint')}</p>
            <FormAlert message={formError} />
            <SubmitButton pending={update.isPending} className="w-full sm:w-auto sm:self-start" data-testid="online-setup-publish">
              {t('dashboard.setup.publish')}
            </SubmitButton>
          </Step>
        </ol>
      </form>
    </Card>
  );
}

/** Website, copy link and QR code: off, with the reason, while the store has no address. */
function StoreLinks({ shop }: { shop: OnlineShop }) {
  const { t } = useTranslation('online');
  const [qrOpen, setQrOpen] = useState(false);
  const url = shop.url;

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t('dashboard.copied'));
    } catch {
      notify('error', t('dashboard.copyFailed', { url: link }));
    }
  }

  return (
    <section aria-label={t('dashboard.links')} className="flex flex-col gap-2" data-testid="online-links">
      {url ? (
        // The address itself, from the cached store: a publish's answer replaces it, so it shows at once.
        <p className="flex min-w-0 flex-col">
          <span className="text-sm text-muted-foreground">{t('dashboard.address')}</span>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all font-medium text-primary underline-offset-4 hover:underline"
            data-testid="online-store-url"
          >
            {url}
          </a>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {url ? (
          <ButtonAnchor variant="outline" href={url} data-testid="online-website" newTab icon={ExternalLink}>
            {t('dashboard.website')}
          </ButtonAnchor>
        ) : (
          <Button variant="outline" disabled aria-describedby="online-links-hint" data-testid="online-website">
            <ExternalLink aria-hidden="true" />
            {t('dashboard.website')}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={!url}
          aria-describedby={url ? undefined : 'online-links-hint'}
          onClick={() => url && void copy(url)}
          data-testid="online-copy-link"
        >
          <Copy aria-hidden="true" />
          {t('dashboard.copyLink')}
        </Button>
        <Button
          variant="outline"
          disabled={!url}
          aria-describedby={url ? undefined : 'online-links-hint'}
          onClick={() => setQrOpen(true)}
          data-testid="online-qr"
        >
          <QrCode aria-hidden="true" />
          {t('dashboard.qr')}
        </Button>
      </div>
      {!url ? (
        <p id="online-links-hint" className="text-sm text-muted-foreground" data-testid="online-links-hint">
          {t('dashboard.noAddressHint')}
        </p>
      ) : !shop.published ? (
        <p className="text-sm text-muted-foreground" data-testid="online-links-hint">
          {t('dashboard.unpublishedHint')}
        </p>
      ) : null}
      {qrOpen && url ? <QrCodeDialog url={url} fileName={shop.slug ?? 'store'} onOpenChange={setQrOpen} /> : null}
    </section>
  );
}

/** The menu: a tile a page; the messages tile with the number unread. */
function Tiles() {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  const messages = useMessages();
  const unread = messages.data?.pages[0]?.unread ?? 0;
  return (
    <nav aria-labelledby="online-menu-title" className="flex flex-col gap-2">
      <h2 id="online-menu-title" className="text-lg font-semibold">
        {t('dashboard.menu')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4" data-testid="online-tiles">
        {TILES.map(({ path, key, icon: Icon }) => (
          <li key={path}>
            <Link
              to={`/online-shop/${path}`}
              className={`flex h-full min-h-16 items-center gap-2.5 rounded-lg border border-border bg-card p-3 shadow-sm ${linkClass}`}
              data-testid={`online-tile-${path}`}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="min-w-0 flex-1 break-words text-sm font-medium leading-snug sm:text-base">{t(`nav:online.${key}`)}</span>
              {path === 'messages' && unread > 0 ? (
                <span
                  className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold tabular-nums text-primary-foreground"
                  aria-label={t('dashboard.unread', { count: unread, n: fmt.number(unread) })}
                  data-testid="online-tile-messages-unread"
                >
                  {fmt.number(unread)}
                </span>
              ) : (
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground max-sm:hidden" />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /online-shop: the store's dashboard — the first-time lead-through (address, then publish) while
 * it is not live; the four figures (active orders, products online, what completed orders earned,
 * visits); the store's link to open, copy or show as a QR code; and the menu of its pages.
 */
export default function DashboardPage() {
  const { t } = useTranslation('online');
  const store = useOnlineShop();
  const summary = useOnlineSummary();
  const live = store.data ? store.data.slug !== null && store.data.published : true;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="online-dashboard">
      <PageTitle title={t('nav:online.dashboard')} />
      {store.isError ? <LoadError error={store.error} onRetry={() => void store.refetch()} /> : null}
      {store.data && !live ? <SetupCard saved={store.data} /> : null}
      {summary.isPending ? (
        <div role="status" aria-busy="true" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
          <span className="sr-only">{t('common:loading')}</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : summary.isError ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <SummaryCards summary={summary.data} />
      )}
      {store.data ? <StoreLinks shop={store.data} /> : store.isPending ? <Skeleton className="h-11" /> : null}
      <Tiles />
    </div>
  );
}
