import { afterEach, beforeEach, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { OnlineShop } from '@dokani/contracts/online-shop';
import { signOutStore } from '@/test/fixtures';
import { setLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';
import { queryClient } from '@/shared/lib/query';

/** Fixtures and set-up for the online shop's page tests (each file mocks `notify` itself: `vi.mock` is per file). */

export const ORIGIN = 'https://dokani.example';

/** A published store at `${ORIGIN}/store/mayer-doa`; `over` changes some fields. */
export function makeStore(over: Partial<OnlineShop> = {}): OnlineShop {
  return {
    slug: 'mayer-doa',
    published: true,
    name: 'মায়ের দোয়া অনলাইন',
    address: 'মিরপুর ১০, ঢাকা',
    mobile: '+8801712345678',
    social: { facebook: null, instagram: null, youtube: null, tiktok: null },
    themeId: 'classic',
    seo: { title: null, description: null },
    policies: { returns: null, refund: null, privacy: null, terms: null },
    url: `${ORIGIN}/store/mayer-doa`,
    domain: null,
    bannerUrl: null,
    logoUrl: null,
    checkoutOtp: false,
    ...over,
  };
}

export const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

export async function click(el: HTMLElement) {
  await act(async () => {
    fireEvent.click(el);
  });
}

/** Every test of the file: `notify`'s calls cleared first; after, the fake API, spies, cache, session and language as they were. */
export function onlineShopEachTest(): void {
  beforeEach(() => {
    vi.mocked(notify).mockClear();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    queryClient.clear();
    signOutStore();
    await setLanguage('bn');
  });
}
