import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';
import { queryClient } from '@/shared/lib/query';
import { outboxWaiting } from '@/shared/offline/outbox-state';
import { useAuthStore } from '@/shared/stores/auth';
import { logoutCall } from './api';

/**
 * Logs out: tells the server (best effort), clears the session and cached data, goes to /auth.
 * Refused, with the reason, while sales made offline still wait to be sent from this device.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    if (outboxWaiting()) {
      notify('error', i18n.t('shop:outbox.signOutWaiting'));
      return;
    }
    if (useAuthStore.getState().token) {
      try {
        await logoutCall();
      } catch {
        // The token dies with the local session anyway.
      }
    }
    useAuthStore.getState().logout();
    queryClient.clear();
    navigate('/auth', { replace: true });
  }, [navigate]);
}
