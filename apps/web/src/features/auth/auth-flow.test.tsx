import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { fakeApi, makeShop, signOutStore, USER } from '@/test/fixtures';
import { useAuthStore } from '@/shared/stores/auth';
import { clock } from '@/shared/lib/clock';
import { i18n, setLanguage } from '@/shared/lib/i18n';
import { nextAfterSignIn } from './session';
import { secondsUntilResend, triesLeft } from './components/OtpStep';
import { newPinProblem } from './components/NewPinForm';

const SESSION = { token: 'tok-1', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), user: USER };

afterEach(async () => {
  vi.unstubAllGlobals();
  signOutStore();
  await setLanguage('bn');
});

function type(testId: string, value: string) {
  const root = screen.getByTestId(testId);
  const input = root.tagName === 'INPUT' ? root : root.querySelector('input');
  if (!input) throw new Error(`no input in ${testId}`);
  fireEvent.change(input, { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('submit'));
  });
}

describe('sign-in flow', () => {
  it('registered number (typed in Bangla digits) → PIN → one shop → /home', async () => {
    const api = fakeApi({
      'POST /auth/check-number': () => ({ status: 200, body: { registered: true } }),
      'POST /auth/login': () => ({ status: 200, body: SESSION }),
      'GET /shops': () => ({ status: 200, body: { items: [makeShop()] } }),
    });
    const { router } = renderRoutes(routes, '/auth');
    await screen.findByTestId('phone-input');
    type('phone-input', '০১৭১২-৩৪৫৬৭৮');
    await submit();
    await screen.findByTestId('pin-input');
    expect(router.state.location.pathname).toBe('/auth/pin');
    expect(api.calls[0]).toMatchObject({ key: 'POST /auth/check-number', body: { mobile: '+8801712345678' } });
    expect(useAuthStore.getState().currentNumber).toBe('+8801712345678');
    expect(screen.getByText(/০১৭১২৩৪৫৬৭৮/)).toBeTruthy();

    type('pin-input', '১২৩৪৫');
    await submit();
    await screen.findByTestId('home-page');
    expect(api.calls.find((c) => c.key === 'POST /auth/login')?.body).toEqual({ mobile: '+8801712345678', pin: '12345' });
    const s = useAuthStore.getState();
    expect(s).toMatchObject({ token: 'tok-1', isAuthenticated: true, currentShopId: makeShop().id, currentNumber: null });
    expect(s.user?.mobile_number).toBe(USER.mobile);
  });

  it("a field the server turns down shows the forms' message, fetched then (not part of the sign-in page)", async () => {
    fakeApi({
      'POST /auth/check-number': () => ({
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'invalid', details: { mobile: 'validation.mobile' } } },
      }),
    });
    // (an earlier test of this file reached the dashboard, whose layout fetched them)
    i18n.removeResourceBundle('bn', 'validation');
    renderRoutes(routes, '/auth');
    await screen.findByTestId('phone-input');
    expect(i18n.hasResourceBundle('bn', 'validation')).toBe(false);
    type('phone-input', '01712345678');
    await submit();
    expect(await screen.findByText('সঠিক মোবাইল নম্বর দিন, যেমন ০১৭১২৩৪৫৬৭৮।')).toBeTruthy();
    expect(i18n.hasResourceBundle('bn', 'validation')).toBe(true);
  });

  it('a wrong number is refused before any call', async () => {
    const api = fakeApi({});
    renderRoutes(routes, '/auth');
    await screen.findByTestId('phone-input');
    type('phone-input', '01212345678');
    await submit();
    expect(screen.getByRole('alert').textContent).toContain('সঠিক মোবাইল নম্বর দিন');
    expect(api.calls).toHaveLength(0);
  });

  it('a wrong PIN shows the server message; a locked number says until when', async () => {
    let locked = false;
    const until = new Date(clock.now() + 15 * 60_000).toISOString();
    fakeApi({
      'POST /auth/login': () =>
        locked
          ? { status: 423, body: { error: { code: 'PIN_LOCKED', message: 'locked', details: { until } } } }
          : { status: 401, body: { error: { code: 'INVALID_CREDENTIALS', message: 'মোবাইল নম্বর বা পিন ভুল' } } },
    });
    useAuthStore.getState().setCurrentNumber('+8801712345678');
    await setLanguage('en');
    renderRoutes(routes, '/auth/pin');
    await screen.findByTestId('pin-input');
    type('pin-input', '11111');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('মোবাইল নম্বর বা পিন ভুল');
    locked = true;
    type('pin-input', '22222');
    await submit();
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toMatch(/Too many wrong PINs\. Try again after .+ \(in 15 min\)/);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('new number → code → intent → name → PIN (must match) → account → business setup', async () => {
    const api = fakeApi({
      'POST /auth/check-number': () => ({ status: 200, body: { registered: false } }),
      'POST /auth/otp/send': () => ({ status: 200, body: { expiresInSeconds: 300, resendInSeconds: 60 } }),
      'POST /auth/otp/verify': (b) =>
        (b as { code: string }).code === '123456'
          ? { status: 200, body: { otpToken: 'otp-tok' } }
          : { status: 400, body: { error: { code: 'INVALID_OTP', message: 'কোড ভুল', details: { attemptsLeft: 4 } } } },
      'POST /auth/signup': () => ({ status: 201, body: SESSION }),
      'GET /shops': () => ({ status: 200, body: { items: [] } }),
    });
    const { router } = renderRoutes(routes, '/auth');
    await screen.findByTestId('phone-input');
    type('phone-input', '+880 1812-345678');
    await submit();
    await screen.findByTestId('otp-input');
    expect(router.state.location.pathname).toBe('/auth/otp');
    expect(api.calls[1]).toMatchObject({ key: 'POST /auth/otp/send', body: { mobile: '+8801812345678', purpose: 'signup' } });
    expect(screen.getByTestId('resend-countdown').textContent).toContain('৬০ সেকেন্ড');

    type('otp-input', '111111');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('কোড ভুল আর ৪ বার চেষ্টা করতে পারবেন');

    type('otp-input', '১২৩৪৫৬');
    await submit();
    await screen.findByTestId('intent-own-business');
    expect(useAuthStore.getState().signupData?.otpToken).toBe('otp-tok');

    await submit();
    expect(screen.getByRole('alert').textContent).toBe('যেকোনো একটি বেছে নিন');
    fireEvent.click(screen.getByTestId('intent-own-business'));
    await submit();
    await screen.findByTestId('name-input');
    type('name-input', '  করিম মিয়া ');
    await submit();
    await screen.findByTestId('pin-confirm-input');
    expect(useAuthStore.getState().signupData).toMatchObject({ intent: 'own-business', name: 'করিম মিয়া' });

    // a straight run is refused at once, before anything is sent
    type('pin-input', '12345');
    type('pin-confirm-input', '12345');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('এমন পিন সহজে আন্দাজ করা যায় (যেমন ১১১১১, ১২৩৪৫)। অন্য পিন দিন।');
    expect(api.calls.some((c) => c.key === 'POST /auth/signup')).toBe(false);
    type('pin-input', '24680');
    type('pin-confirm-input', '24681');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('দুটি পিন মেলেনি');
    type('pin-confirm-input', '24680');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/add'));
    expect(api.calls.find((c) => c.key === 'POST /auth/signup')?.body).toEqual({ otpToken: 'otp-tok', name: 'করিম মিয়া', pin: '24680' });
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok-1', isAuthenticated: true, signupData: null, currentNumber: null });
    expect(await screen.findByTestId('add-shop-page')).toBeTruthy();
  });

  it('forgot PIN: number → code → new PIN → signed in → /shop', async () => {
    fakeApi({
      'POST /auth/otp/send': () => ({ status: 200, body: { expiresInSeconds: 300, resendInSeconds: 60 } }),
      'POST /auth/otp/verify': () => ({ status: 200, body: { otpToken: 'reset-tok' } }),
      'POST /auth/reset-pin': () => ({ status: 200, body: SESSION }),
      'GET /shops': () => ({
        status: 200,
        body: { items: [makeShop(), makeShop({ id: '01JD3ZK7Q8V6Y2N4W5X9A0B1C4', name: 'দ্বিতীয় দোকান', role: 'ক্যাশিয়ার' })] },
      }),
    });
    const { router } = renderRoutes(routes, '/auth/forgot-pin');
    await screen.findByTestId('phone-input');
    type('phone-input', '01712345678');
    await submit();
    await screen.findByTestId('otp-input');
    expect(router.state.location.pathname).toBe('/auth/forgot-pin/otp');
    type('otp-input', '654321');
    await submit();
    await screen.findByTestId('pin-confirm-input');
    expect(router.state.location.pathname).toBe('/auth/forgot-pin/set-pin');
    type('pin-input', '97531');
    type('pin-confirm-input', '97531');
    await submit();
    await screen.findByTestId('shop-list-page');
    expect(router.state.location.pathname).toBe('/shop');
    expect((await screen.findAllByTestId('shop-item')).length).toBe(2);
    expect(screen.getByText(/আপনার ভূমিকা: ক্যাশিয়ার/)).toBeTruthy();
    expect(screen.getByText(/আপনার ভূমিকা: মালিক/)).toBeTruthy();

    fireEvent.click(screen.getAllByTestId('shop-item')[1] as HTMLElement);
    await screen.findByTestId('home-page');
    expect(useAuthStore.getState().currentShop?.name).toBe('দ্বিতীয় দোকান');
  });
});

describe('sign-in helpers', () => {
  it('where to go after signing in', () => {
    const one = [makeShop()];
    expect(nextAfterSignIn('login', one)).toEqual({ to: '/home', shop: one[0] });
    expect(nextAfterSignIn('login', [])).toEqual({ to: '/shop', shop: null });
    expect(nextAfterSignIn('login', [...one, makeShop({ id: 'b' })]).to).toBe('/shop');
    expect(nextAfterSignIn('signup-own', []).to).toBe('/shop/add');
    expect(nextAfterSignIn('signup-invited', []).to).toBe('/shop');
    expect(nextAfterSignIn('reset', one).to).toBe('/shop');
    expect(nextAfterSignIn('login', null).to).toBe('/shop');
  });

  it('resend countdown, tries left, new PIN rules', () => {
    expect(secondsUntilResend(undefined, 60, 0)).toBe(0);
    expect(secondsUntilResend(1000, 60, 1000)).toBe(60);
    expect(secondsUntilResend(1000, 60, 60_500)).toBe(1);
    expect(secondsUntilResend(1000, 60, 61_000)).toBe(0);
    expect(secondsUntilResend(1000, undefined, 1000)).toBe(60);
    expect(triesLeft({ attemptsLeft: 2 })).toBe(2);
    expect(triesLeft({ remainingAttempts: 0 })).toBe(0);
    expect(triesLeft({})).toBeNull();
    expect(newPinProblem('1234', '1234')).toEqual({ field: 'pin', key: 'auth:pin.invalid' });
    expect(newPinProblem('24680', '24681')).toEqual({ field: 'confirm', key: 'signup:setupPin.mismatch' });
    expect(newPinProblem('11111', '11111')).toEqual({ field: 'pin', key: 'signup:setupPin.weak' });
    expect(newPinProblem('24680', '24680')).toBeNull();
  });
});
