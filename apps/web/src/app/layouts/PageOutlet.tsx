import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@/shared/ui/skeleton';
import { usePrerenderedRelease } from '../prerendered';

/** Marks the page committed: a page the browser received drawn is usable from then on. */
function PageDrawn() {
  usePrerenderedRelease();
  return null;
}

/**
 * A layout's page: while the page's code is fetched, the page skeleton stands in its place (the
 * layout's header and menu stay). Each address gets a boundary of its own, so going to a page not
 * yet loaded shows the skeleton at once instead of holding the previous page.
 */
export function PageOutlet() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Suspense key={pathname} fallback={<PageSkeleton label={t('common:pageLoading')} />}>
      <Outlet />
      <PageDrawn />
    </Suspense>
  );
}
