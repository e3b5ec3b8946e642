import { expect, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { registerViaApi } from './api.ts';
import { freshMobile } from './mobile.ts';
import { otpFor } from './outbox.ts';

export type Lang = 'bn' | 'en';

/**
 * A journey's language: Bangla on the phone, English on the desktop (e2e/playwright.config.ts), so
 * both languages and both widths are walked without running each journey four times.
 */
export const langOf = (info: Pick<TestInfo, 'project'>): Lang => (info.project.name === 'phone' ? 'bn' : 'en');

/** Opens the app in the given language (the app keeps the choice in localStorage). */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('dokani-lang')) localStorage.setItem('dokani-lang', l);
  }, lang);
}

/**
 * Puts a signed-in session straight into the app's `auth-storage` (the spec's persisted store),
 * as a returning user's phone would have it; `shop` null means no shop chosen yet.
 */
export async function seedSession(
  page: Page,
  s: { token: string; mobile: string; shop: { id: string; name: string } | null; expiresInMs?: number },
): Promise<void> {
  await page.goto('/auth');
  await page.evaluate((s) => {
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({
        state: {
          user: { id: 'e2e', mobile: s.mobile, name: 'E2E', mobile_number: s.mobile },
          token: s.token,
          isAuthenticated: true,
          sessionExpiresAt: Date.now() + (s.expiresInMs ?? 3_600_000),
          currentNumber: null,
          currentShop: s.shop,
          currentShopId: s.shop?.id ?? null,
          signupData: null,
          platform: 'web',
        },
        version: 0,
      }),
    );
  }, s);
}

/**
 * A journey's own shop: a fresh owner and shop made through the API, the app opened in `lang` and,
 * unless `signedIn: false` (the journey seeds its data or signs in first), signed in to the shop.
 */
export async function ownShop(
  page: Page,
  lang: Lang,
  shopName: string,
  opts: { pin?: string; signedIn?: boolean } = {},
): Promise<{ token: string; shopId: string; mobile: string }> {
  await useLanguage(page, lang);
  const mobile = freshMobile();
  const { token, shopId = '' } = await registerViaApi(page.request, mobile, opts.pin ?? '24680', shopName);
  if (opts.signedIn !== false) await seedSession(page, { token, mobile, shop: { id: shopId, name: shopName } });
  return { token, shopId, mobile };
}

/** Types into a digit field (PIN, OTP): one real input sits under the boxes. */
export async function typeDigits(page: Page, testId: string, digits: string): Promise<void> {
  const input = page.getByTestId(testId).locator('input');
  await input.click();
  await input.pressSequentially(digits);
}

export async function enterNumber(page: Page, mobile: string): Promise<void> {
  await page.getByTestId('phone-input').fill(mobile);
  await page.getByTestId('submit').click();
}

/** Signs a new number up from /auth through OTP, intent, name and PIN; ends on /shop/add. */
export async function signUp(page: Page, mobile: string, name: string, pin: string): Promise<void> {
  await page.goto('/auth');
  const since = Date.now();
  await enterNumber(page, mobile);
  await expect(page).toHaveURL(/\/auth\/otp$/);
  const code = await otpFor(mobile, since);
  await typeDigits(page, 'otp-input', code);
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(/\/auth\/user-intent$/);
  await page.getByTestId('intent-own-business').click();
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await page.getByTestId('name-input').fill(name);
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(/\/auth\/setup-pin$/);
  await typeDigits(page, 'pin-input', pin);
  await typeDigits(page, 'pin-confirm-input', pin);
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(/\/shop\/add$/);
}

/** Fills the business setup form with a name and the first shop type, and saves. */
export async function addShop(page: Page, shopName: string): Promise<void> {
  await page.getByTestId('shop-name-input').fill(shopName);
  await page.getByTestId('shop-type-select').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-page')).toContainText(shopName);
}

export async function logIn(page: Page, mobile: string, pin: string): Promise<void> {
  await page.goto('/auth');
  await enterNumber(page, mobile);
  await expect(page).toHaveURL(/\/auth\/pin$/);
  await typeDigits(page, 'pin-input', pin);
  await page.getByTestId('submit').click();
}

/** axe: no serious or critical violation on the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  // Toasts are left out: they come and go in 4 s, and the ones stacked behind the front toast are
  // dimmed on purpose while their text is covered — axe reads those as low contrast.
  const result = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')})`),
  ).toEqual([]);
}
