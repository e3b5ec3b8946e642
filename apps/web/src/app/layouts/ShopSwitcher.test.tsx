import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { queryClient } from '@/shared/lib/query';
import { useAuthStore } from '@/shared/stores/auth';
import { renderAt } from '@/test/render';
import { fakeApi, makeShop, signInStore, signOutStore } from '@/test/fixtures';
import { ShopSwitcher } from './ShopSwitcher';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  signOutStore();
});

describe('the shop switcher', () => {
  it('keeps the current shop as the server has it now: a new name, a role with other features', async () => {
    const { features: _none, ...kept } = makeShop({ name: 'পুরনো নাম', role: 'বিক্রেতা' });
    signInStore(kept as ReturnType<typeof makeShop>);
    const now = makeShop({ name: 'নতুন নাম', role: 'বিক্রেতা', features: ['sell'] });
    fakeApi({
      'GET /shops': () => ({ status: 200, body: { items: [now, makeShop({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1C9', name: 'অন্য দোকান' })] } }),
    });
    renderAt(<ShopSwitcher />, '/home');
    await waitFor(() => expect(useAuthStore.getState().currentShop).toEqual(now));
    expect(useAuthStore.getState().currentShopId).toBe(now.id);
    expect((await screen.findByTestId('shop-switcher')).textContent).toContain('নতুন নাম');
  });
});
