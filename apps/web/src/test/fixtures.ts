import { afterEach, beforeEach, vi } from 'vitest';
import { FEATURE_KEYS } from '@dokani/contracts/features';
import type { Shop, ShopSettings } from '@dokani/contracts';
import { clock } from '@/shared/lib/clock';
import { setLanguage } from '@/shared/lib/i18n';
import { queryClient } from '@/shared/lib/query';
import { initialAuthData, useAuthStore } from '@/shared/stores/auth';

export const USER = { id: '01JD3ZK7Q8V6Y2N4W5X9A0B1C2', mobile: '+8801712345678', name: 'রহিম উদ্দিন' };

export function makeShop(over: Partial<Shop> = {}): Shop {
  return {
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1C3',
    name: 'মায়ের দোয়া স্টোর',
    shopType: 'grocery',
    address: null,
    phone: null,
    publicPhone: null,
    divisionId: null,
    districtId: null,
    areaId: null,
    onlineSell: false,
    logoUrl: null,
    timezone: 'Asia/Dhaka',
    createdAt: '2025-01-01T00:00:00.000Z',
    role: 'owner',
    features: [...FEATURE_KEYS],
    ...over,
  };
}

/** The shop's settings as a new shop has them; `over` changes some. */
export function makeSettings(over: Partial<ShopSettings> = {}): ShopSettings {
  return {
    allowNegativeStock: false,
    smsLanguage: 'bn',
    receiptPaper: '80',
    receiptFooter: null,
    printAfterSale: false,
    receiptCopies: 1,
    openDrawer: false,
    cutPaper: true,
    ...over,
  };
}

export function signOutStore() {
  useAuthStore.setState({ ...initialAuthData });
}

export function signInStore(shop: Shop | null = makeShop()) {
  useAuthStore.setState({
    ...initialAuthData,
    user: { ...USER, mobile_number: USER.mobile },
    token: 'tok',
    isAuthenticated: true,
    sessionExpiresAt: Date.now() + 3_600_000,
    currentShop: shop,
    currentShopId: shop?.id ?? null,
    platform: 'web',
  });
}

/**
 * Every test of the file signed in to `shop`, the app's clock stopped at `now` (ms) when given;
 * after each, the clock, the fake API, the app's cache, the session and the language as they were.
 */
export function signedInEachTest(shop: Shop, now?: number): void {
  const realNow = clock.now;
  beforeEach(() => {
    if (now !== undefined) clock.now = () => now;
    signInStore(shop);
  });
  afterEach(async () => {
    clock.now = realNow;
    vi.unstubAllGlobals();
    queryClient.clear();
    signOutStore();
    await setLanguage('bn');
  });
}

/** window.location.assign, watched (a page that leaves the app: a payment provider, a return address). */
export function watchAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

type Handler = (body: unknown, init: RequestInit | undefined) => { status: number; body?: unknown };

/** A fake API: `METHOD /path` (under /api/v1) → answer. Unknown calls answer 404. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { key: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url.replace(/^\/api\/v1/, '')}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ key, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const h = handlers[key];
    const res = h ? h(body, init) : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}
