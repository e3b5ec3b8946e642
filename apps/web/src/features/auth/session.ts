import type { SessionAnswer, Shop } from '@dokani/contracts';
import { hasLiveSession, useAuthStore } from '@/shared/stores/auth';
import { refreshSession, shopsWithToken } from './api';

/*
 * Session steps used by the sign-in pages and the app root. Kept free of TanStack Query so the
 * sign-in page stays small; sign-out (which clears the query cache) is in sign-out.ts.
 */

let refreshedThisVisit = false;

/** When the app opens with a live session, ask the server to extend it (sliding 720 h). */
export async function refreshSessionOnOpen(): Promise<void> {
  const s = useAuthStore.getState();
  if (refreshedThisVisit || !hasLiveSession(s)) return;
  refreshedThisVisit = true;
  try {
    const { expiresAt } = await refreshSession();
    useAuthStore.getState().refreshSession(expiresAt);
  } catch {
    // Offline or server away: the stored session stays as it was. A 401 already signed out.
  }
}

export type AfterSignIn = 'login' | 'signup-own' | 'signup-invited' | 'reset';

/**
 * Where to go after signing in, from the kind of sign-in and the user's shops (null = unknown):
 * - a login with exactly one shop opens that shop (/home);
 * - a new owner without shops goes to business setup (/shop/add);
 * - everyone else goes to /shop to choose (the list explains when it is empty).
 */
export function nextAfterSignIn(kind: AfterSignIn, shops: readonly Shop[] | null): { to: string; shop: Shop | null } {
  if (kind === 'login' && shops?.length === 1 && shops[0]) return { to: '/home', shop: shops[0] };
  if (kind === 'signup-own' && shops?.length === 0) return { to: '/shop/add', shop: null };
  return { to: '/shop', shop: null };
}

/** Stores a new session (and the shop to open, if any); answers where to go next. */
export async function completeSignIn(session: SessionAnswer, kind: AfterSignIn): Promise<string> {
  let shops: Shop[] | null = null;
  try {
    shops = (await shopsWithToken(session.token)).items;
  } catch {
    shops = null; // the shop list loads on /shop
  }
  const next = nextAfterSignIn(kind, shops);
  const store = useAuthStore.getState();
  store.signIn(session);
  if (next.shop) store.setCurrentShop(next.shop);
  return next.to;
}
