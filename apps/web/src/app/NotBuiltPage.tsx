import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { PageTitle } from '@/shared/ui/page-title';
import { ButtonLink } from '@/shared/ui/button-link';
import { titleText, usePageTitleKey } from './use-page-title';

/**
 * The one placeholder for pages not built yet: the page's title (from the route's nav key)
 * and an honest "not built yet" state. Nothing is faked.
 */
export default function NotBuiltPage() {
  const { t } = useTranslation();
  const key = usePageTitleKey();
  return (
    <div data-testid="not-built" className="mx-auto w-full max-w-3xl">
      <PageTitle title={key ? t(titleText(key)) : t('nav:notBuilt.badge')} />
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-card px-4 py-10 text-center">
        <Construction aria-hidden="true" className="size-10 text-warning" />
        <p className="rounded-full bg-muted px-3 py-0.5 text-sm font-medium text-foreground">{t('nav:notBuilt.badge')}</p>
        <h2 className="text-lg font-semibold">{t('nav:notBuilt.title')}</h2>
        <p className="max-w-md text-muted-foreground">{t('nav:notBuilt.body')}</p>
        <ButtonLink variant="outline" to="/home">
          {t('actions.goHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
