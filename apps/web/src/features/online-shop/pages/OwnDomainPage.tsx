import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Globe, Mail, Phone } from 'lucide-react';
import type { OnlineShop } from '@dokani/contracts/online-shop';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/shared/lib/support';
import { useFormat } from '@/shared/lib/format';
import { ButtonAnchor } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { storePage } from '../components/StorePage';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-all font-medium">{children}</dd>
    </div>
  );
}

/**
 * The store's addresses, read only: its own domain (set by Dokani's support, never here) and its
 * address on Dokani; then how to get an own domain — call or write to support (the fixed contact
 * of the error screen and the support page).
 */
function Domains({ shop }: { shop: OnlineShop }) {
  const { t } = useTranslation('online');
  const fmt = useFormat();
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-4 sm:p-5">
        <dl className="flex flex-col gap-4">
          <Row label={t('ownDomain.domain')}>
            {shop.domain ? (
              <span className="flex items-center gap-2" data-testid="own-domain-value">
                <Globe aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {shop.domain}
              </span>
            ) : (
              <span className="font-normal text-muted-foreground" data-testid="own-domain-none">
                {t('ownDomain.none')}
              </span>
            )}
          </Row>
          <Row label={t('ownDomain.dokaniAddress')}>
            {shop.url ? (
              <span data-testid="own-domain-url">{shop.url}</span>
            ) : (
              <span className="font-normal text-muted-foreground" data-testid="own-domain-url-none">
                {t('ownDomain.noAddress')}{' '}
                <Link
                  to="/online-shop/settings"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  data-testid="own-domain-settings"
                >
                  {t('ownDomain.toSettings')}
                </Link>
              </span>
            )}
          </Row>
        </dl>
      </Card>

      <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="own-domain-how">
        <h2 className="text-lg font-semibold">{t('ownDomain.howTitle')}</h2>
        <p className="text-muted-foreground">{t('ownDomain.rule')}</p>
        <p className="text-muted-foreground">{t('ownDomain.how')}</p>
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{t('ownDomain.phone')}</dt>
          <dd className="break-all" data-testid="own-domain-support-phone">
            {fmt.digits(SUPPORT_PHONE)}
          </dd>
          <dt className="font-semibold">{t('ownDomain.email')}</dt>
          <dd className="break-all" data-testid="own-domain-support-email-text">
            {SUPPORT_EMAIL}
          </dd>
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonAnchor className="sm:flex-1" href={`tel:${SUPPORT_PHONE}`} data-testid="own-domain-call" icon={Phone}>
            {t('ownDomain.call')}
          </ButtonAnchor>
          <ButtonAnchor variant="outline" className="sm:flex-1" href={`mailto:${SUPPORT_EMAIL}`} data-testid="own-domain-email" icon={Mail}>
            {t('ownDomain.write')}
          </ButtonAnchor>
        </div>
      </Card>
    </div>
  );
}

/** /online-shop/own-domain: the store's own domain (read only) and how support sets one up. */
export default storePage('ownDomain', 'own-domain-page', Domains);
