import { expect, test } from '@playwright/test';
import { expectAccessible, seedSession, useLanguage, langOf } from '../support/flows.ts';
import { registerViaApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';

test('gates: without a session every gated page goes to /auth, replacing history', async ({ page }) => {
  await page.goto('/auth');
  for (const path of ['/home', '/sell', '/shop', '/online-shop', '/settings', '/reports/sales']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
  // Replace, not push: going back does not return to the gated page.
  await page.goto('/auth');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/home$/);
});

test('gates: a session without a selected shop reaches /shop but not the dashboard', async ({ page, request }) => {
  const mobile = freshMobile();
  const { token } = await registerViaApi(request, mobile, '11223');
  await seedSession(page, { token, mobile, shop: null });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/auth|\/shop/);
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/shop(\/add)?$/);
});

test(`the stored language's date and number data are read by a worker before the page formats`, async ({ page }, info) => {
  const lang = langOf(info);
  await useLanguage(page, lang);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const worker = page.waitForEvent('worker');
  await page.goto('/auth');
  // boot.js starts it (intl-warm.js), named after the language; the page allows it (CSP worker-src)
  expect((await worker).url()).toMatch(/\/intl-warm\.js$/);
  await expect(page.getByTestId('phone-input')).toBeVisible();
  expect(problems).toEqual([]);
});

const SIGN_IN_TITLE = { bn: 'মোবাইল নম্বর দিন', en: 'Enter your mobile number' } as const;

test(`/auth arrives drawn in the stored language, inert until the app takes it over`, async ({ page }, info) => {
  const lang = langOf(info);
  await useLanguage(page, lang);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // Without the app's code: the page the server sent, as a slow network first shows it.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/auth');
  const drawn = page.locator('[data-prerendered]');
  await expect(drawn).toHaveCount(1); // boot.js dropped the other language's
  await expect(drawn).toHaveAttribute('data-prerendered', lang);
  await expect(page.getByRole('heading', { name: SIGN_IN_TITLE[lang] })).toBeVisible();
  await expect(page.getByRole('button', { name: lang === 'bn' ? 'এগিয়ে যান' : 'Continue' })).toBeVisible();
  // Nothing can be typed into it before the app runs (and then be lost).
  expect(
    await page.evaluate(() => {
      const field = document.querySelector<HTMLInputElement>('[data-prerendered] input[name="mobile"]');
      field?.focus();
      return field !== null && document.activeElement !== field;
    }),
  ).toBe(true);

  // With it: the app takes the very same elements over (hydration), usable and focused.
  await page.unroute('**/assets/*.js');
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('[data-prerendered] h1');
    });
  });
  problems.length = 0;
  await page.reload();
  await expect(drawn).toHaveCount(0);
  const field = page.getByTestId('phone-input');
  await expect(field).toBeFocused();
  expect(
    await page.evaluate(() => (window as unknown as { drawnHeading: Element | null }).drawnHeading === document.querySelector('h1')),
  ).toBe(true);
  await field.pressSequentially('01712345678');
  await expect(field).toHaveValue('01712345678');
  await page.getByTestId('language-toggle').click();
  await expect(page.getByRole('heading', { name: SIGN_IN_TITLE[lang === 'bn' ? 'en' : 'bn'] })).toBeVisible();
  expect(problems).toEqual([]);
  await expectAccessible(page);
});

test('/auth with a stored session: the drawn sign-in page stays hidden and the app sends the visitor on', async ({ page, request }) => {
  const mobile = freshMobile();
  const { token, shopId } = await registerViaApi(request, mobile, '31313', 'Drawn Shop');
  await seedSession(page, { token, mobile, shop: { id: shopId ?? '', name: 'Drawn Shop' } });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/auth');
  await expect(page.locator('[data-prerendered]')).toBeHidden();
  await page.unroute('**/assets/*.js');
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
});

test(`language and theme switch at once and persist`, async ({ page, request }, info) => {
  const lang = langOf(info);
  await useLanguage(page, lang);
  const mobile = freshMobile();
  await registerViaApi(request, mobile, '55667', 'Theme Shop');
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByTestId('language-toggle').click();
  const other = lang === 'bn' ? 'en' : 'bn';
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', other);

  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('theme-dark').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
});

test(`/crash-test shows the error screen, an unknown path shows not-found`, async ({ page, request }, info) => {
  const lang = langOf(info);
  await useLanguage(page, lang);
  const mobile = freshMobile();
  const { token, shopId } = await registerViaApi(request, mobile, '24242', 'Crash Shop');
  await seedSession(page, { token, mobile, shop: { id: shopId ?? '', name: 'Crash Shop' } });
  await page.goto('/crash-test');
  const screen = page.getByTestId('error-screen');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('support-call')).toHaveAttribute('href', /^tel:/);
  await expect(page.getByTestId('support-email')).toHaveAttribute('href', /^mailto:/);
  await screen.getByRole('button', { name: lang === 'bn' ? /বিস্তারিত/ : /show details/i }).click();
  await expect(screen.locator('pre')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  // The page table's texts (`nav`): asked for beside the entry (a stored session), in the
  // stored language, and in place — the heading and the tab's title, never a raw key.
  expect(await page.locator(`link[rel="modulepreload"][href*="/locale-${lang}-nav-"]`).count()).toBe(1);
  await expect(page.getByRole('heading', { name: lang === 'bn' ? 'পাতাটি পাওয়া যায়নি' : 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(lang === 'bn' ? 'পাতা পাওয়া যায়নি · দোকানি' : 'Not found · Dokani');
  await expectAccessible(page);
});
