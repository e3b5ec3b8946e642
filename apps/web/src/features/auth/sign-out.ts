import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '@/shared/lib/query';
import { useAuthStore } from '@/shared/stores/auth';
import { logoutCall } from './api';

/** Logs out: tells the server (best effort), clears the session and cached data, goes to /auth. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
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
