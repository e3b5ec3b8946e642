import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '@/shared/lib/clock';
import { USER, makeShop } from '@/test/fixtures';
import { AUTH_STORAGE_KEY, SESSION_LIFETIME_MS, hasLiveSession, initialAuthData, useAuthStore, type CurrentShop } from './auth';

const T0 = Date.UTC(2025, 0, 15, 6, 0, 0);
let now = T0;
const realNow = clock.now;

const user = USER;
const shop: CurrentShop = makeShop();

const state = () => useAuthStore.getState();
const stored = () => JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> } | null;

/** A fully signed-in state with every field set. */
function signedIn() {
  state().setCurrentNumber('+8801712345678');
  state().setSignupData({ name: 'x' });
  state().setUser(user);
  useAuthStore.setState({
    token: 'tok',
    platform: 'web',
    currentShop: shop,
    currentShopId: shop.id,
    signupData: { name: 'x' },
    currentNumber: '+8801712345678',
  });
}

beforeEach(() => {
  now = T0;
  clock.now = () => now;
  useAuthStore.setState({ ...initialAuthData });
  localStorage.clear();
});
afterEach(() => {
  clock.now = realNow;
});

describe('auth store (spec §3, §4, §9)', () => {
  it('starts signed out', () => {
    expect(state()).toMatchObject(initialAuthData);
    expect(state().checkSessionValidity()).toBe(false);
  });

  it('session lifetime is 720 hours', () => {
    expect(SESSION_LIFETIME_MS).toBe(720 * 60 * 60 * 1000);
  });

  it('setUser marks the user authenticated, sets the expiry and keeps mobile_number', () => {
    state().setUser(user);
    expect(state().isAuthenticated).toBe(true);
    expect(state().sessionExpiresAt).toBe(T0 + SESSION_LIFETIME_MS);
    expect(state().user).toEqual({ ...user, mobile_number: '+8801712345678' });
  });

  it('setToken sets the expiry and clears currentNumber and signupData', () => {
    state().setCurrentNumber('+8801712345678');
    state().setSignupData({ otpToken: 'o', name: 'n' });
    now = T0 + 1000;
    state().setToken('tok');
    expect(state().token).toBe('tok');
    expect(state().sessionExpiresAt).toBe(T0 + 1000 + SESSION_LIFETIME_MS);
    expect(state().currentNumber).toBeNull();
    expect(state().signupData).toBeNull();
  });

  it('setToken uses the server expiry when known, never later than 720 h from now', () => {
    const soon = new Date(T0 + 3_600_000).toISOString();
    state().setToken('tok', soon);
    expect(state().sessionExpiresAt).toBe(T0 + 3_600_000);
    state().setToken('tok', new Date(T0 + 2 * SESSION_LIFETIME_MS).toISOString());
    expect(state().sessionExpiresAt).toBe(T0 + SESSION_LIFETIME_MS);
    state().setToken('tok', 'not a date');
    expect(state().sessionExpiresAt).toBe(T0 + SESSION_LIFETIME_MS);
  });

  it('signIn applies setUser and setToken together', () => {
    state().setCurrentNumber('+8801712345678');
    state().signIn({ token: 'tok', expiresAt: new Date(T0 + 5000).toISOString(), user });
    expect(state()).toMatchObject({
      token: 'tok',
      isAuthenticated: true,
      sessionExpiresAt: T0 + 5000,
      currentNumber: null,
      signupData: null,
    });
    expect(state().user?.mobile_number).toBe(user.mobile);
  });

  it('logout clears everything', () => {
    signedIn();
    useAuthStore.setState({ isLoading: true, error: 'x' });
    state().logout();
    expect(state()).toMatchObject(initialAuthData);
  });

  it('checkSessionValidity is false when not authenticated', () => {
    useAuthStore.setState({ token: 'tok', sessionExpiresAt: T0 + 1000, isAuthenticated: false });
    expect(state().checkSessionValidity()).toBe(false);
  });

  it('checkSessionValidity is false when there is no expiry', () => {
    useAuthStore.setState({ token: 'tok', isAuthenticated: true, sessionExpiresAt: null });
    expect(state().checkSessionValidity()).toBe(false);
  });

  it('checkSessionValidity is true before the expiry and changes nothing', () => {
    signedIn();
    const before = { ...state() };
    now = T0 + SESSION_LIFETIME_MS - 1;
    expect(state().checkSessionValidity()).toBe(true);
    expect(state().token).toBe(before.token);
    expect(state().currentShop).toEqual(shop);
  });

  it('past the expiry, checkSessionValidity clears user, token, shop, number, signup data and platform', () => {
    signedIn();
    now = T0 + SESSION_LIFETIME_MS;
    expect(state().checkSessionValidity()).toBe(false);
    expect(state()).toMatchObject({
      user: null,
      token: null,
      currentShop: null,
      currentShopId: null,
      currentNumber: null,
      signupData: null,
      platform: null,
      isAuthenticated: false,
      sessionExpiresAt: null,
    });
  });

  it('refreshSession extends the expiry when user, token and isAuthenticated are present', () => {
    signedIn();
    now = T0 + 10_000;
    state().refreshSession();
    expect(state().sessionExpiresAt).toBe(T0 + 10_000 + SESSION_LIFETIME_MS);
    state().refreshSession(new Date(T0 + 20_000).toISOString());
    expect(state().sessionExpiresAt).toBe(T0 + 20_000);
  });

  it.each([
    ['user', { user: null }],
    ['token', { token: null }],
    ['isAuthenticated', { isAuthenticated: false }],
  ])('refreshSession does nothing without %s', (_name, missing) => {
    signedIn();
    useAuthStore.setState(missing);
    const expiry = state().sessionExpiresAt;
    now = T0 + 10_000;
    state().refreshSession();
    expect(state().sessionExpiresAt).toBe(expiry);
  });

  it('setCurrentShop sets the shop and its id and clears signupData', () => {
    state().setSignupData({ name: 'x' });
    state().setCurrentShop(shop);
    expect(state().currentShop).toEqual(shop);
    expect(state().currentShopId).toBe(shop.id);
    expect(state().signupData).toBeNull();
  });

  it('setCurrentShopId sets the id, keeps a matching shop, drops another, and clears signupData', () => {
    state().setCurrentShop(shop);
    state().setSignupData({ name: 'x' });
    state().setCurrentShopId(shop.id);
    expect(state().currentShop).toEqual(shop);
    expect(state().signupData).toBeNull();
    state().setCurrentShopId('other');
    expect(state().currentShopId).toBe('other');
    expect(state().currentShop).toBeNull();
  });

  it('setCurrentNumber clears signupData', () => {
    state().setSignupData({ name: 'x' });
    state().setCurrentNumber('+8801812345678');
    expect(state().currentNumber).toBe('+8801812345678');
    expect(state().signupData).toBeNull();
  });

  it('setSignupData merges, and null clears', () => {
    state().setSignupData({ purpose: 'signup', otpSentAt: 1 });
    state().setSignupData({ otpToken: 't' });
    expect(state().signupData).toEqual({ purpose: 'signup', otpSentAt: 1, otpToken: 't' });
    state().setSignupData(null);
    expect(state().signupData).toBeNull();
  });

  it('persists under auth-storage every field but isLoading and error', () => {
    signedIn();
    state().setLoading(true);
    state().setError('boom');
    const saved = stored();
    expect(saved).not.toBeNull();
    expect(Object.keys(saved?.state ?? {}).sort()).toEqual(
      [
        'currentNumber',
        'currentShop',
        'currentShopId',
        'isAuthenticated',
        'platform',
        'sessionExpiresAt',
        'signupData',
        'token',
        'user',
      ].sort(),
    );
    expect(saved?.state.token).toBe('tok');
    expect(saved?.state.currentShopId).toBe(shop.id);
  });

  it('reload before the expiry restores the session (isLoading and error start fresh)', async () => {
    signedIn();
    const saved = localStorage.getItem(AUTH_STORAGE_KEY);
    useAuthStore.setState({ ...initialAuthData, isLoading: true, error: 'old' });
    localStorage.setItem(AUTH_STORAGE_KEY, saved ?? '');
    now = T0 + SESSION_LIFETIME_MS - 1;
    await useAuthStore.persist.rehydrate();
    expect(state()).toMatchObject({ token: 'tok', isAuthenticated: true, currentShopId: shop.id, isLoading: false, error: null });
    expect(hasLiveSession(state())).toBe(true);
  });

  it('reload after the expiry clears user, token, shop, number, signup data and platform', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        state: {
          user: { ...user, mobile_number: user.mobile },
          token: 'tok',
          isAuthenticated: true,
          sessionExpiresAt: T0 + 1000,
          currentNumber: '+8801712345678',
          currentShop: shop,
          currentShopId: shop.id,
          signupData: { name: 'x' },
          platform: 'web',
        },
        version: 0,
      }),
    );
    now = T0 + 1000;
    await useAuthStore.persist.rehydrate();
    expect(state()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      currentShop: null,
      currentShopId: null,
      currentNumber: null,
      signupData: null,
      platform: null,
    });
    expect(stored()?.state.token).toBeNull();
  });
});
