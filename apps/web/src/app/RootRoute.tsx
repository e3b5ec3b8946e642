import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setLimitReachedHandler, setSessionEndHandler } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { refreshSessionOnOpen } from '@/features/auth';
import { AppSkeleton } from './AppSkeleton';
import { useScrollRestoration } from './scroll-restoration';

/** The root of every page: scroll restoration, session upkeep, and the skeleton while the first layout loads. */
export function RootRoute() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useScrollRestoration();

  useEffect(() => {
    setSessionEndHandler(() => {
      notify('info', t('errors.sessionExpired'));
      navigate('/auth', { replace: true });
    });
    // A package limit reached anywhere: the way to the packages, on a toast of its own.
    setLimitReachedHandler(() => {
      void import('@/features/billing/pages').then((m) => m.offerUpgrade(() => navigate('/settings/subscriptions/packages')));
    });
  }, [navigate, t]);

  useEffect(() => {
    void refreshSessionOnOpen();
  }, []);

  return (
    <Suspense fallback={<AppSkeleton />}>
      <Outlet />
    </Suspense>
  );
}
