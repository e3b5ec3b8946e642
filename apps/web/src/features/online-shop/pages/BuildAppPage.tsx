import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Copy, ExternalLink, ImageIcon, QrCode, Settings, Store } from 'lucide-react';
import type { OnlineShop } from '@dokani/contracts/online-shop';
import { useFormat } from '@/shared/lib/format';
import { notify } from '@/shared/lib/notify';
import { Button } from '@/shared/ui/button';
import { ButtonAnchor, ButtonLink } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { storePage } from '../components/StorePage';
import { QrCodeDialog } from '../components/QrCodeDialog';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** A step: its number in the user's digits and what to do. */
function Step({ n, children }: { n: number; children: ReactNode }) {
  const fmt = useFormat();
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {fmt.number(n)}
      </span>
      <p className="min-w-0 flex-1 pt-0.5">{children}</p>
    </li>
  );
}

/** The store's link to copy, open or show as a QR code: what a customer installs. */
function StoreLink({ shop, url }: { shop: OnlineShop; url: string }) {
  const { t } = useTranslation('online');
  const [qrOpen, setQrOpen] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('dashboard.copied'));
    } catch {
      notify('error', t('dashboard.copyFailed', { url }));
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="build-app-link">
      <h2 className="text-lg font-semibold">{t('buildApp.linkTitle')}</h2>
      <p className="rounded-md border border-border bg-muted/50 p-3 break-all font-medium" data-testid="build-app-url">
        {url}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()} data-testid="build-app-copy">
          <Copy aria-hidden="true" />
          {t('dashboard.copyLink')}
        </Button>
        <Button variant="outline" onClick={() => setQrOpen(true)} data-testid="build-app-qr">
          <QrCode aria-hidden="true" />
          {t('dashboard.qr')}
        </Button>
        <ButtonAnchor variant="outline" href={url} data-testid="build-app-open" newTab icon={ExternalLink}>
          {t('buildApp.open')}
        </ButtonAnchor>
      </div>
      <p className="text-sm text-muted-foreground">{t('buildApp.share')}</p>
      {qrOpen ? <QrCodeDialog url={url} fileName={shop.slug ?? 'store'} onOpenChange={setQrOpen} /> : null}
    </Card>
  );
}

/**
 * The store as an app on a customer's phone: it is an installable web app (the server gives it a
 * manifest and icons), so the steps are the browser's own; then the link and its QR code to send,
 * and where the app's icon (the shop's logo) is set. A store without an address, or not
 * published, cannot be installed yet: said so, with the way to its settings.
 */
function BuildApp({ shop }: { shop: OnlineShop }) {
  const { t } = useTranslation('online');
  const ready = shop.url !== null && shop.published;
  return (
    <div className="flex flex-col gap-4">
      {!ready ? (
        <Card className="flex flex-col items-start gap-2 border-warning/50 p-4 sm:p-5" data-testid="build-app-not-ready">
          <p className="font-medium">{shop.url === null ? t('buildApp.noAddress') : t('buildApp.notPublished')}</p>
          <ButtonLink variant="outline" size="sm" to="/online-shop/settings" data-testid="build-app-settings" icon={Settings}>
            {t('buildApp.toSettings')}
          </ButtonLink>
        </Card>
      ) : null}

      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 className="text-lg font-semibold">{t('buildApp.stepsTitle')}</h2>
        <ol className="flex flex-col gap-3" data-testid="build-app-steps">
          <Step n={1}>{t('buildApp.step1')}</Step>
          <Step n={2}>{t('buildApp.step2')}</Step>
          <Step n={3}>{t('buildApp.step3')}</Step>
        </ol>
        <p className="text-sm text-muted-foreground">{t('buildApp.iphone')}</p>
      </Card>

      {ready && shop.url ? <StoreLink shop={shop} url={shop.url} /> : null}

      <Card className="flex items-start gap-3 p-4 sm:p-5" data-testid="build-app-icon">
        <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted">
          {shop.logoUrl ? (
            <img src={shop.logoUrl} alt={t('buildApp.iconAlt')} className="size-full object-contain" data-testid="build-app-logo" />
          ) : (
            <Store aria-hidden="true" className="size-7 text-muted-foreground" />
          )}
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-semibold">{t('buildApp.iconTitle')}</h2>
          <p className="text-sm text-muted-foreground">{shop.logoUrl ? t('buildApp.iconLogo') : t('buildApp.iconNoLogo')}</p>
          <Link to="/shop/edit" className={`inline-flex items-center gap-1.5 text-sm ${linkClass}`} data-testid="build-app-logo-link">
            <ImageIcon aria-hidden="true" className="size-4" />
            {shop.logoUrl ? t('buildApp.changeLogo') : t('buildApp.addLogo')}
          </Link>
        </div>
      </Card>
    </div>
  );
}

/** /online-shop/build-app: how customers put the store on their phone's home screen, like an app. */
export default storePage('buildApp', 'build-app-page', BuildApp);
