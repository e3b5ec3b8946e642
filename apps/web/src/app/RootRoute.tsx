import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setLimitReachedHandler, setSessionEndHandler } from '@/shared/lib/http';
import { notify } from '@/shared/lib/notify';
import { refreshSessionOnOpen } from '@/features/auth';
import { useDocumentTitle } from './use-page-title';

/** The root of every page: title, scroll restoration, and session upkeep. */
export function RootRoute() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useDocumentTitle();

  useEffect(() => {
    setSessionEndHandler(() => {
      notify('info', t('errors.sessionExpired'));
      navigate('/auth', { replace: true });
    });
    // A package limit reached anywhere: the way to the packages, on a toast of its own.
    setLimitReachedHandler(() => {
      void import('@/features/billing/texts').then((m) => m.offerUpgrade(() => navigate('/settings/subscriptions/packages')));
    });
  }, [navigate, t]);

  useEffect(() => {
    void refreshSessionOnOpen();
  }, []);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
