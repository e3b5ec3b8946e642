import { useTranslation } from 'react-i18next';
import { Mail, Phone } from 'lucide-react';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/shared/lib/support';
import { useFormat } from '@/shared/lib/format';
import { PageTitle } from '@/shared/ui/page-title';
import { ButtonAnchor } from '@/shared/ui/button-link';

/** /contact-support: the fixed support phone and email. */
export default function ContactSupportPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <div data-testid="contact-support-page" className="mx-auto w-full max-w-xl">
      <PageTitle title={t('nav:contactSupport')} />
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5">
        <p className="text-muted-foreground">{t('nav:support.body')}</p>
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{t('nav:support.phoneLabel')}</dt>
          <dd className="break-all" data-testid="support-phone">
            {fmt.digits(SUPPORT_PHONE)}
          </dd>
          <dt className="font-semibold">{t('nav:support.emailLabel')}</dt>
          <dd className="break-all">{SUPPORT_EMAIL}</dd>
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonAnchor className="sm:flex-1" href={`tel:${SUPPORT_PHONE}`} icon={Phone}>
            {t('nav:support.call')}
          </ButtonAnchor>
          <ButtonAnchor variant="outline" className="sm:flex-1" href={`mailto:${SUPPORT_EMAIL}`} icon={Mail}>
            {t('nav:support.email')}
          </ButtonAnchor>
        </div>
      </div>
    </div>
  );
}
