import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { fakeApi, signOutStore, USER } from '@/test/fixtures';
import { useAuthStore } from '@/shared/stores/auth';
import { setLanguage } from '@/shared/lib/i18n';
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';

const SESSION = { token: 'tok-1', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), user: USER };

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  signOutStore();
  await setLanguage('bn');
});

function type(testId: string, value: string) {
  const input = screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
}

describe('an invite link (/auth?ref=)', () => {
  it('is remembered by the sign-in page and sent with the sign-up, then forgotten', async () => {
    const api = fakeApi({
      'POST /auth/signup': () => ({ status: 201, body: SESSION }),
      'GET /shops': () => ({ status: 200, body: { items: [] } }),
    });
    const { router } = renderRoutes(routes, '/auth?ref=K7M2XQ9P');
    await screen.findByTestId('phone-input');
    await waitFor(() => expect(sessionStorage.getItem('dokani-ref')).toBe('K7M2XQ9P'));

    // the later steps, as the number, the code and the name left them
    useAuthStore.setState({
      currentNumber: '+8801812345678',
      signupData: { purpose: 'signup', otpToken: 'otp-tok', intent: 'own-business', name: 'করিম মিয়া' },
    });
    await act(async () => {
      await router.navigate('/auth/setup-pin');
    });
    await screen.findByTestId('pin-confirm-input', {}, { timeout: 8000 });
    type('pin-input', '24680');
    type('pin-confirm-input', '24680');
    await act(async () => {
      fireEvent.click(screen.getByTestId('submit'));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/add'));
    expect(api.calls.find((c) => c.key === 'POST /auth/signup')?.body).toEqual({
      otpToken: 'otp-tok',
      name: 'করিম মিয়া',
      pin: '24680',
      ref: 'K7M2XQ9P',
    });
    expect(sessionStorage.getItem('dokani-ref')).toBeNull();
    expect(await screen.findByTestId('add-shop-page')).toBeTruthy();
  });

  it('a link without ref keeps nothing; a long one is kept only as long as a code may be', async () => {
    fakeApi({});
    const { router } = renderRoutes(routes, '/auth');
    await screen.findByTestId('phone-input');
    expect(sessionStorage.getItem('dokani-ref')).toBeNull();
    await act(async () => {
      await router.navigate(`/auth?ref=${'A'.repeat(50)}`);
    });
    await waitFor(() => expect(sessionStorage.getItem('dokani-ref')).toBe('A'.repeat(TEXT_LIMITS.referralCode)));
  });
});
