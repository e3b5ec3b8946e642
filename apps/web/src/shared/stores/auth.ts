import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { OtpPurpose, SessionAnswer, Shop, User } from '@dokani/contracts';
import { clock } from '@/shared/lib/clock';

/**
 * Client session state, exactly as the spec describes it (sections 3, 4 and 9):
 * persisted under `auth-storage`, 720-hour sessions, and these transitions:
 * - setUser marks the user authenticated and sets the expiry;
 * - setToken sets the expiry and clears currentNumber and signupData;
 * - logout clears everything;
 * - checkSessionValidity is false when not authenticated or without expiry; past the expiry it
 *   clears user, token, shop, number, signup data and platform and answers false — and the same
 *   clearing happens when persisted state is reloaded after expiry;
 * - refreshSession extends the expiry only when user, token and isAuthenticated are all present;
 * - setCurrentShop, setCurrentShopId and setCurrentNumber clear signupData.
 * When the server tells us when the session ends (`expiresAt`), that time is used, never later
 * than the spec's 720 hours from now.
 */

export const AUTH_STORAGE_KEY = 'auth-storage';
export const SESSION_LIFETIME_HOURS = 720;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_HOURS * 60 * 60 * 1000;

/** The server's user, plus `mobile_number` (the spec's name for the same number). */
export type AuthUser = User & { mobile_number: string };

/** The shop the user works in now. */
export type CurrentShop = Shop;

/** What the sign-up and forgot-PIN steps collect before the account call is made. */
export interface SignupData {
  purpose?: OtpPurpose;
  /** When the last OTP was sent (ms) and when it may be resent / expires (seconds after). */
  otpSentAt?: number;
  resendInSeconds?: number;
  expiresInSeconds?: number;
  otpToken?: string;
  intent?: 'own-business' | 'invited';
  name?: string;
}

export interface AuthData {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** Epoch milliseconds. */
  sessionExpiresAt: number | null;
  currentNumber: string | null;
  currentShop: CurrentShop | null;
  currentShopId: string | null;
  signupData: SignupData | null;
  platform: string | null;
  isLoading: boolean;
  error: string | null;
}

export interface AuthActions {
  setUser: (user: User | AuthUser) => void;
  setToken: (token: string, expiresAt?: string | number | null) => void;
  /** setUser + setToken from one sign-in answer, applied at once. */
  signIn: (session: Pick<SessionAnswer, 'token' | 'expiresAt' | 'user'>) => void;
  logout: () => void;
  checkSessionValidity: () => boolean;
  refreshSession: (expiresAt?: string | number | null) => void;
  setCurrentShop: (shop: CurrentShop | null) => void;
  setCurrentShopId: (shopId: string | null) => void;
  setCurrentNumber: (mobile: string | null) => void;
  setSignupData: (patch: Partial<SignupData> | null) => void;
  setPlatform: (platform: string | null) => void;
  setLoading: (isLoading: boolean) => void;
  setError: (error: string | null) => void;
}

export type AuthState = AuthData & AuthActions;

export const initialAuthData: AuthData = {
  user: null,
  token: null,
  isAuthenticated: false,
  sessionExpiresAt: null,
  currentNumber: null,
  currentShop: null,
  currentShopId: null,
  signupData: null,
  platform: null,
  isLoading: false,
  error: null,
};

/** What an expired session leaves behind (the spec's list, plus the flags that go with it). */
const expiredClear = {
  user: null,
  token: null,
  isAuthenticated: false,
  sessionExpiresAt: null,
  currentShop: null,
  currentShopId: null,
  currentNumber: null,
  signupData: null,
  platform: null,
} satisfies Partial<AuthData>;

/** The session end: the server's time when known, but never past 720 hours from now. */
export function sessionExpiryFrom(expiresAt?: string | number | null): number {
  const max = clock.now() + SESSION_LIFETIME_MS;
  if (expiresAt === undefined || expiresAt === null) return max;
  const at = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  return Number.isFinite(at) ? Math.min(at, max) : max;
}

function withMobileNumber(user: User | AuthUser): AuthUser {
  return { ...user, mobile_number: user.mobile };
}

type Persisted = Omit<AuthData, 'isLoading' | 'error'>;

function partialize(s: AuthState): Persisted {
  return {
    user: s.user,
    token: s.token,
    isAuthenticated: s.isAuthenticated,
    sessionExpiresAt: s.sessionExpiresAt,
    currentNumber: s.currentNumber,
    currentShop: s.currentShop,
    currentShopId: s.currentShopId,
    signupData: s.signupData,
    platform: s.platform,
  };
}

/** Set when a reload found an ended session, so the cleared state is written back to storage. */
let expiredOnLoad = false;

/** Rehydration: the stored state, cleared as at expiry when its session has ended. */
export function mergePersisted(persisted: unknown, current: AuthState): AuthState {
  if (!persisted || typeof persisted !== 'object') return current;
  const stored = persisted as Partial<Persisted>;
  const merged: AuthState = { ...current, ...stored, isLoading: false, error: null };
  const expiry = merged.sessionExpiresAt;
  if (typeof expiry === 'number' && expiry <= clock.now()) {
    expiredOnLoad = true;
    return { ...merged, ...expiredClear };
  }
  return merged;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...initialAuthData,

      setUser: (user) => set({ user: withMobileNumber(user), isAuthenticated: true, sessionExpiresAt: sessionExpiryFrom() }),

      setToken: (token, expiresAt) => set({ token, sessionExpiresAt: sessionExpiryFrom(expiresAt), currentNumber: null, signupData: null }),

      signIn: ({ token, expiresAt, user }) =>
        set((s) => ({
          user: withMobileNumber(user),
          isAuthenticated: true,
          token,
          sessionExpiresAt: sessionExpiryFrom(expiresAt),
          currentNumber: null,
          signupData: null,
          platform: s.platform ?? 'web',
          error: null,
        })),

      logout: () => set({ ...initialAuthData }),

      checkSessionValidity: () => {
        const { isAuthenticated, sessionExpiresAt } = get();
        if (!isAuthenticated || sessionExpiresAt === null) return false;
        if (clock.now() >= sessionExpiresAt) {
          set({ ...expiredClear });
          return false;
        }
        return true;
      },

      refreshSession: (expiresAt) => {
        const { user, token, isAuthenticated } = get();
        if (!user || !token || !isAuthenticated) return;
        set({ sessionExpiresAt: sessionExpiryFrom(expiresAt) });
      },

      setCurrentShop: (shop) => set({ currentShop: shop, currentShopId: shop ? shop.id : null, signupData: null }),

      setCurrentShopId: (shopId) =>
        set((s) => ({
          currentShopId: shopId,
          currentShop: s.currentShop && s.currentShop.id === shopId ? s.currentShop : null,
          signupData: null,
        })),

      setCurrentNumber: (mobile) => set({ currentNumber: mobile, signupData: null }),

      setSignupData: (patch) => set((s) => ({ signupData: patch === null ? null : { ...s.signupData, ...patch } })),

      setPlatform: (platform) => set({ platform }),
      setLoading: (isLoading) => set({ isLoading }),
      setError: (error) => set({ error }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 0,
      storage: createJSONStorage(() => localStorage),
      partialize,
      merge: mergePersisted,
      onRehydrateStorage: () => (state) => {
        if (!expiredOnLoad || !state) return;
        expiredOnLoad = false;
        // Same clearing as checkSessionValidity, now also in storage (no stale token left there).
        state.logout();
      },
    },
  ),
);

/** True while the stored session is usable (pure: reads, never clears). */
export function hasLiveSession(s: Pick<AuthData, 'token' | 'isAuthenticated' | 'sessionExpiresAt'>): boolean {
  return Boolean(s.token) && s.isAuthenticated && s.sessionExpiresAt !== null && s.sessionExpiresAt > clock.now();
}
